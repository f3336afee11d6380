import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardApi, PRIMEIRO_DIA } from '../../../testing/dashboard-api';
import { mockApi, reply } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import Dashboard from './dashboard';

const card = (nome: string) => screen.findByRole('region', { name: nome });

describe('Dashboard', () => {
  it('shows skeletons until the data loads, then every card with the platform id', async () => {
    const mock = mockApi(dashboardApi());
    renderUi(<Dashboard idPlataforma={2} buscaPath="/simulados" />);
    expect(screen.getAllByTestId('dashboard-skeleton')).toHaveLength(7);

    const melhor = await card('Melhor matéria');
    expect(within(melhor).getByLabelText('Cardiologia: 90,00%')).toBeInTheDocument();
    expect(within(await card('Pior matéria')).getByText('Neurologia')).toBeInTheDocument();
    const donutMaterias = await card('Matérias com mais acertos');
    expect(within(donutMaterias).getByText('Cardiologia: 9')).toBeInTheDocument();
    expect(within(donutMaterias).getByText('Psiquiatria: 5')).toBeInTheDocument();
    expect(within(donutMaterias).queryByText(/Ortopedia/)).not.toBeInTheDocument();
    const acertos = await card('Acertos e erros');
    expect(within(acertos).getByText('Acertos: 30')).toBeInTheDocument();
    expect(within(acertos).getByText('Erros: 10')).toBeInTheDocument();
    const feitas = await card('Questões feitas');
    expect(within(feitas).getByText('Concluídas: 40')).toBeInTheDocument();
    expect(within(feitas).getByText('Não concluídas: 60')).toBeInTheDocument();
    expect(
      within(await card('Conteúdos com mais acertos')).getByText('Insuficiência cardíaca: 7'),
    ).toBeInTheDocument();
    // Hour in São Paulo time (UTC-3).
    expect(
      within(await card('Últimos acessos')).getByText('Última resposta: 20/11/2026 às 10:05'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-skeleton')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Sobre o gráfico: As matérias em que você tem o maior/ }),
    ).toBeInTheDocument();

    const chamadas = mock.calls.filter((c) => c.path.startsWith('estatisticas/'));
    expect(chamadas.map((c) => c.path).sort()).toEqual([
      'estatisticas/estatistica-melhores-materias-usuario-plataforma',
      'estatisticas/estatistica-percentual-erros-acertos-usuario-plataforma',
      'estatisticas/estatistica-piores-materias-usuario-plataforma',
      'estatisticas/estatistica-questoes-feitas-plataforma',
      'estatisticas/estatistica-ultimos-acessos',
      'estatisticas/listar-estatistica-por-conteudo-plataforma',
      'estatisticas/listar-estatistica-por-materia-plataforma',
    ]);
    for (const c of chamadas) expect(c.url.searchParams.get('idPlataforma')).toBe('2');
  });

  it('says when no subject has the answers to be compared', async () => {
    mockApi(dashboardApi({ 'GET estatisticas/estatistica-piores-materias-usuario-plataforma': reply([]) }));
    renderUi(<Dashboard idPlataforma={1} buscaPath="/simulados" />);
    expect(
      within(await card('Pior matéria')).getByText(
        'Responda ao menos 3 questões de uma matéria para compará-la com as outras.',
      ),
    ).toBeInTheDocument();
  });

  it('invites a student without answers to the question search', async () => {
    mockApi(dashboardApi(PRIMEIRO_DIA));
    renderUi(<Dashboard idPlataforma={1} buscaPath="/simulados" />);
    expect(await screen.findByText('Seu primeiro dia por aqui!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pesquisar questões' })).toHaveAttribute('href', '/simulados');
    expect(screen.queryByRole('region', { name: 'Melhor matéria' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'estatistica-questoes-feitas-plataforma',
      'Questões feitas',
      'Erro ao recuperar estatísticas das questões feitas!. Tente novamente mais tarde.',
    ],
    [
      'listar-estatistica-por-conteudo-plataforma',
      'Conteúdos com mais acertos',
      'Erro ao recuperar estatísticas do percentual de acertos por conteúdo! Tente novamente mais tarde.',
    ],
    [
      'estatistica-ultimos-acessos',
      'Últimos acessos',
      'Erro ao carregar dados ultimo acesso. Tente novamente mais tarde.',
    ],
    [
      'estatistica-melhores-materias-usuario-plataforma',
      'Melhor matéria',
      'Erro ao carregar estatísticas. Tente novamente mais tarde.',
    ],
  ])('shows the spec text when %s fails and hides its card', async (chamada, titulo, texto) => {
    mockApi(dashboardApi({ [`GET estatisticas/${chamada}`]: reply(undefined, 503) }));
    renderUi(<Dashboard idPlataforma={1} buscaPath="/simulados" />);
    const box = await screen.findByRole('dialog');
    expect(within(box).getByText(texto)).toBeInTheDocument();
    expect(await card('Pior matéria')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: titulo })).not.toBeInTheDocument();
  });
});
