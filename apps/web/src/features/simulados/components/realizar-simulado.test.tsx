import type { TQuestaoSimulado, TSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, mockApi, reply } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { RealizarSimulado, TEXTO_SIMULADO_FINALIZADO } from './realizar-simulado';

const NAO_RESPONDIDAS =
  'Você ainda não respondeu todas as questões. Por favor, revise o simulado e marque todas antes de finalizar.';

function simulado(parcial: Partial<TSimulado> = {}): TSimulado {
  return {
    id: 1,
    nome: 'Simulado ENARE 2027 nº 1',
    tipo: 'ENARE',
    idPacote: null,
    liberado: true,
    dataLiberacao: '2026-01-10T12:00:00.000Z',
    acabouSimulado: false,
    isGratuito: true,
    bloqueado: false,
    totalQuestoes: 3,
    duracaoMinutos: null,
    iniciadoEm: '2026-11-24T10:00:00.000Z',
    fimDoTempo: null,
    finalizadoEm: null,
    numeroAcertos: null,
    pontuacao: null,
    acertosSus: null,
    pontosSus: null,
    acertosEspecifico: null,
    pontosEspecifico: null,
    acertosGeral: null,
    pontosGeral: null,
    acertosPortugues: null,
    pontosPortugues: null,
    ...parcial,
  };
}

function questao(n: number): TQuestaoSimulado {
  return {
    id: 100 + n,
    numeroQuestao: n,
    enunciado: `<p>Enunciado da questão ${n}</p>`,
    ano: { id: 1, ano: 2027 },
    instituicao: { id: 1, nome: 'ENARE' },
    listaMaterias: [],
    listaConteudos: [],
    listaAlternativas: [1, 2].map((o) => ({
      id: 1000 + n * 10 + o,
      ordem: o,
      enunciado: `Alternativa ${o} da questão ${n}`,
      respostaMultiplaEscolhaSelecionada: false,
    })),
    tipoQuestaoEnare: 'GERAL',
    idSimuladoEnare: 1,
    exibirDadosAdicionaisEnare: false,
    idAlternativaCorreta: null,
    explicacao: null,
  };
}

const paginaDe = (call: ApiCall) => {
  const p = Number(call.url.searchParams.get('page'));
  return { content: [questao(p + 1)], number: p, size: 1, totalPages: 3, totalElements: 3 };
};

function setup(rotas: Parameters<typeof mockApi>[0] = {}) {
  signInAs({});
  const mock = mockApi({
    'GET estatisticas/dados-simulado/1': simulado(),
    'GET questoes/listar-questoes-enare/1': (c) => ({ body: paginaDe(c) }),
    'GET questoes/procurar-resposta-usuario/1': [
      { idQuestao: 101, idAlternativa: 1012 },
      { idQuestao: 102, idAlternativa: null },
      { idQuestao: 103, idAlternativa: null },
    ],
    'POST questoes/verifica-resposta-enare': (c) => ({
      body: { ...(c.body as object), idResposta: 9 },
    }),
    'GET questoes/verifica-se-tem-questao-nao-respondida/1': {
      temQuestaoNaoRespondida: true,
      idQuestao: 102,
      pagina: 1,
    },
    ...rotas,
  });
  return { ...renderUi(<RealizarSimulado idSimulado={1} />), mock };
}

describe('taking a mock', () => {
  it('shows one question per page with the earlier answer reloaded, and saves a choice at once', async () => {
    const { user, mock } = setup();
    expect(screen.getByLabelText('Carregando')).toBeInTheDocument();
    expect(await screen.findByText('Enunciado da questão 1')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Alternativa 2 da questão 1' })).toBeChecked();
    expect(mock.callsTo('GET', 'questoes/listar-questoes-enare/1')[0]?.url.searchParams.get('size')).toBe(
      '1',
    );
    await user.click(screen.getByRole('radio', { name: 'Alternativa 1 da questão 1' }));
    await waitFor(() =>
      expect(mock.callsTo('POST', 'questoes/verifica-resposta-enare').map((c) => c.body)).toEqual([
        { idQuestao: 101, idAlternativa: 1011 },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Alternativa 1 da questão 1' })).toBeChecked(),
    );
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
  });

  it('pages with next / previous / first unanswered, and offers Finalizar on the last page', async () => {
    const { user } = setup();
    await screen.findByText('Enunciado da questão 1');
    expect(screen.queryByRole('button', { name: 'Finalizar simulado' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('Enunciado da questão 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('Enunciado da questão 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar simulado' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Ir para questão não respondida' }));
    expect(await screen.findByText('Enunciado da questão 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(await screen.findByText('Enunciado da questão 1')).toBeInTheDocument();
  });

  it("refuses to finish with unanswered questions, showing the spec's text", async () => {
    const { user } = setup({
      'GET questoes/listar-questoes-enare/1': (c) => ({
        body: { ...paginaDe(c), totalPages: 1, totalElements: 1 },
      }),
      'GET questoes/finalizar-simulado/1': reply({ codigo: 'VALIDACAO', mensagem: NAO_RESPONDIDAS }, 400),
    });
    await user.click(await screen.findByRole('button', { name: 'Finalizar simulado' }));
    expect(await screen.findByText(NAO_RESPONDIDAS)).toBeInTheDocument();
  });

  it('finishes: success text, the score, answers locked and Finalizar disabled', async () => {
    let finalizado = false;
    const { user } = setup({
      'GET estatisticas/dados-simulado/1': () => ({
        body: simulado(finalizado ? { acabouSimulado: true, numeroAcertos: 2, pontuacao: 20 } : {}),
      }),
      'GET questoes/listar-questoes-enare/1': (c) => ({
        body: { ...paginaDe(c), totalPages: 1, totalElements: 1 },
      }),
      'GET questoes/finalizar-simulado/1': () => {
        finalizado = true;
        return { body: true };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Finalizar simulado' }));
    expect(await screen.findByText(TEXTO_SIMULADO_FINALIZADO)).toBeInTheDocument();
    expect(await screen.findByText('Simulado finalizado: 2/3 acertos, 20 pontos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar simulado' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Alternativa 1 da questão 1' })).toBeDisabled();
  });

  it('a timed mock shows the countdown and reloads the finished state when it ends', async () => {
    let dadosPedidos = 0;
    setup({
      'GET estatisticas/dados-simulado/1': () => {
        dadosPedidos += 1;
        return {
          body:
            dadosPedidos === 1
              ? simulado({ duracaoMinutos: 60, fimDoTempo: new Date(Date.now() + 1500).toISOString() })
              : simulado({
                  acabouSimulado: true,
                  numeroAcertos: 1,
                  pontuacao: 10,
                  finalizadoEm: new Date().toISOString(),
                }),
        };
      },
    });
    expect(await screen.findByRole('timer', { name: 'Tempo restante' })).toHaveTextContent(
      /Tempo restante: 00:0[12]/,
    );
    expect(
      await screen.findByText('Simulado finalizado: 1/3 acertos, 10 pontos.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows the spec text when the mock cannot be loaded', async () => {
    setup({
      'GET estatisticas/dados-simulado/1': reply({ codigo: 'X', mensagem: 'Simulado bloqueado.' }, 403),
    });
    expect(await screen.findAllByText(/Erro ao verificar o simulado!|Simulado bloqueado\./)).not.toHaveLength(
      0,
    );
  });
});
