import {
  MENSAGEM_MATERIA_OBRIGATORIA,
  MENSAGEM_MAXIMO_CONTEUDOS,
  MENSAGEM_MAXIMO_MATERIAS,
  MENSAGEM_MAXIMO_MATERIAS_CAMPO,
  MENSAGEM_PERIODO,
  MENSAGEM_SEM_METRICAS,
  MENSAGEM_SEM_RESULTADO,
} from '@aprovei/shared/estatisticas/estatisticas.rules';
import type { TEstatisticaFiltroResultado } from '@aprovei/shared/estatisticas/estatisticas.schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, PUBLIC_API, type RouteValue, reply } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { mascaraData } from './pesquisa-estatisticas';

const SEMANAL = 'GET estatisticas/listar-estatistica-desempenho-semanal-plataforma';
const FILTRO = 'GET estatisticas/listar-estatistica-por-filtro';

const MATERIAS = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, nome: `Matéria ${i + 1}` }));
const CONTEUDOS = Array.from({ length: 6 }, (_, i) => ({ id: 100 + i, nome: `Conteúdo ${i + 1}` }));

const semana = {
  diasDaSemana: [
    { dia: 'Quarta', data: '2026-11-18', acertos: 3, erros: 1 },
    { dia: 'Terça', data: '2026-11-24', acertos: 5, erros: 2 },
  ],
};

const contagem = {
  numeroAcertos: 3,
  numeroErros: 1,
  totalRespostas: 4,
  percentualAcerto: 75,
  percentualErro: 25,
};
const porMateria: TEstatisticaFiltroResultado = {
  agrupamento: 'MATERIA',
  materias: [{ idMateria: 1, nomeMateria: 'Matéria 1', ...contagem }],
  conteudos: [],
};

function tela(rotas: Record<string, RouteValue> = {}) {
  signInAs();
  const mock = mockApi({
    ...PUBLIC_API,
    'GET conta/verificar-premicao-academy': false,
    [SEMANAL]: semana,
    'GET cursos/plataformas/1': [{ id: 1, nome: 'Residência Médica' }],
    'GET materias/cursos/1': MATERIAS,
    'GET listar/INSTITUICAO': [{ id: 7, nome: 'USP' }],
    'GET listar-com-filtro/CONTEUDO/materia.id/1': CONTEUDOS,
    ...rotas,
  });
  return { mock, app: renderApp('/menu-estatisticas') };
}

async function escolher(app: ReturnType<typeof renderApp>, label: string, opcao: string) {
  await app.user.click(await screen.findByLabelText(label, { selector: 'input' }));
  await app.user.click(await screen.findByRole('option', { name: opcao }));
}

const buscar = (app: ReturnType<typeof renderApp>) =>
  app.user.click(screen.getByRole('button', { name: 'Buscar estatísticas' }));

describe('/menu-estatisticas', () => {
  it('shows the calibration per certainty level and the miss reasons per subject, linking to the search', async () => {
    tela({
      'GET revisoes/calibracao': {
        niveis: [
          { certeza: 'TENHO_CERTEZA', total: 10, acertos: 9, percentualAcertos: 90 },
          { certeza: 'ACHO_QUE_SIM', total: 4, acertos: 2, percentualAcertos: 50 },
          { certeza: 'CHUTEI', total: 0, acertos: 0, percentualAcertos: 0 },
        ],
        motivosPorMateria: [
          {
            materia: { id: 3, nome: 'Cirurgia' },
            motivos: [
              { motivoErro: 'LI_ERRADO', total: 2 },
              { motivoErro: 'NAO_SABIA', total: 1 },
            ],
          },
        ],
      },
    });
    const calibracao = await screen.findByRole('region', { name: 'Calibração' });
    expect(calibracao).toHaveTextContent('Quando disse "Tenho certeza"acertou 90,00% (9 de 10)');
    expect(calibracao).toHaveTextContent('Quando disse "Chutei"—');
    const motivos = screen.getByRole('region', { name: 'Motivos dos erros' });
    expect(motivos).toHaveTextContent('Li errado: 2Não sabia: 1');
    // Each reason opens those missed questions of the subject in the search.
    expect(screen.getByRole('link', { name: 'Li errado em Cirurgia: 2 questões' })).toHaveAttribute(
      'href',
      '/simulados?materia=3&nomeMateria=Cirurgia&motivoErro=LI_ERRADO',
    );
    expect(screen.getByRole('link', { name: 'Não sabia em Cirurgia: 1 questão' })).toHaveAttribute(
      'href',
      '/simulados?materia=3&nomeMateria=Cirurgia&motivoErro=NAO_SABIA',
    );
    expect(screen.getByRole('link', { name: 'Cirurgia' })).toHaveAttribute(
      'href',
      '/simulados?materia=3&nomeMateria=Cirurgia',
    );
  });

  it('shows the weekly chart and the search, and searches by subject', async () => {
    const { mock, app } = tela({ [FILTRO]: porMateria });
    expect(await screen.findByRole('heading', { name: 'Desempenho Semanal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pesquise suas estatísticas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
    expect(
      mock
        .callsTo('GET', 'estatisticas/listar-estatistica-desempenho-semanal-plataforma')[0]!
        .url.searchParams.get('idPlataforma'),
    ).toBe('1');

    await waitFor(() => expect(mock.callsTo('GET', 'materias/cursos/1')).toHaveLength(1));
    await escolher(app, 'Matérias', 'Matéria 1');
    await app.user.type(screen.getByLabelText('Data inicial'), '01112026');
    expect(screen.getByLabelText('Data inicial')).toHaveValue('01/11/2026');
    await buscar(app);

    expect(await screen.findByRole('heading', { name: 'ACERTOS E ERROS DA MATÉRIA' })).toBeInTheDocument();
    expect(screen.getByText(/^Acertos: 3 \(75/)).toBeInTheDocument();
    const [call] = mock.callsTo('GET', 'estatisticas/listar-estatistica-por-filtro');
    expect(call!.url.searchParams.get('listaMateriaQuestao')).toBe('1');
    expect(call!.url.searchParams.get('dataInicial')).toBe('2026-11-01');
    expect(call!.url.searchParams.get('idPlataforma')).toBe('1');

    await app.user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(screen.queryByRole('heading', { name: 'ACERTOS E ERROS DA MATÉRIA' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Data inicial')).toHaveValue('');
  });

  it('shows content donuts when the API groups by content', async () => {
    const { app } = tela({
      [FILTRO]: {
        agrupamento: 'CONTEUDO',
        materias: porMateria.materias,
        conteudos: [
          {
            idConteudo: 100,
            nomeConteudo: 'Conteúdo 1',
            idMateria: 1,
            nomeMateria: 'Matéria 1',
            ...contagem,
          },
        ],
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Matérias', { selector: 'input' })).toBeEnabled());
    await escolher(app, 'Matérias', 'Matéria 1');
    await escolher(app, 'Conteúdos de Matéria 1', 'Conteúdo 1');
    await buscar(app);
    expect(await screen.findByRole('heading', { name: 'ACERTOS E ERROS DO CONTEÚDO' })).toBeInTheDocument();
    expect(screen.getByText('Conteúdo 1', { selector: 'p' })).toBeInTheDocument();
  });

  it('says when nothing is found', async () => {
    const { app } = tela({ [FILTRO]: { agrupamento: 'MATERIA', materias: [], conteudos: [] } });
    await escolher(app, 'Matérias', 'Matéria 2');
    await buscar(app);
    expect(await screen.findByText(MENSAGEM_SEM_RESULTADO)).toBeInTheDocument();
  });

  it('asks for a subject, and refuses a sixth one without calling the API', async () => {
    const { mock, app } = tela();
    await screen.findByRole('heading', { name: 'Pesquise suas estatísticas' });
    await buscar(app);
    expect(await screen.findByText(MENSAGEM_MATERIA_OBRIGATORIA)).toBeInTheDocument();

    for (const m of MATERIAS) await escolher(app, 'Matérias', m.nome);
    expect(await screen.findByText(MENSAGEM_MAXIMO_MATERIAS_CAMPO)).toBeInTheDocument();
    await buscar(app);
    expect(await screen.findByText(MENSAGEM_MAXIMO_MATERIAS)).toBeInTheDocument();
    expect(mock.callsTo('GET', 'estatisticas/listar-estatistica-por-filtro')).toHaveLength(0);
  });

  it('refuses a sixth content of a subject and an inverted period', async () => {
    const { mock, app } = tela();
    await escolher(app, 'Matérias', 'Matéria 1');
    for (const c of CONTEUDOS) await escolher(app, 'Conteúdos de Matéria 1', c.nome);
    await app.user.type(screen.getByLabelText('Data inicial'), '2026-11-10');
    await app.user.type(screen.getByLabelText('Data final'), '01112026');
    await buscar(app);
    expect(await screen.findByText(MENSAGEM_MAXIMO_CONTEUDOS)).toBeInTheDocument();
    expect(screen.getByText(MENSAGEM_PERIODO)).toBeInTheDocument();
    expect(mock.callsTo('GET', 'estatisticas/listar-estatistica-por-filtro')).toHaveLength(0);
  });

  it('shows the 401 text in place of the page when the plan lacks the metrics', async () => {
    tela({ [SEMANAL]: reply({ codigo: 'SEM_ACESSO', mensagem: MENSAGEM_SEM_METRICAS }, 401) });
    expect(await screen.findByText(MENSAGEM_SEM_METRICAS)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pesquise suas estatísticas' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Métricas de questões nos planos com métricas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conhecer os planos' })).toHaveAttribute('href', '/planos');
  });

  it('shows the spec text when the weekly chart fails', async () => {
    tela({ [SEMANAL]: reply({ codigo: 'ERRO', mensagem: '' }, 500) });
    expect(
      await screen.findByText('Erro ao carregar estatísticas. Tente novamente mais tarde.', { exact: false }),
    ).toBeInTheDocument();
  });
});

describe('mascaraData', () => {
  it.each([
    ['01112026', '01/11/2026'],
    ['0111', '0111'],
    ['01112', '01/11/2'],
    ['2026-11-01', '2026-11-01'],
    ['01-11-2026', '01-11-2026'],
    ['2026', '2026'],
    ['01/1a12026', '01/11/2026'],
  ])('%s → %s', (texto, esperado) => expect(mascaraData(texto)).toBe(esperado));
});
