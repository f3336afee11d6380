import { MENSAGEM_TEMPO_ESGOTADO } from '@aprovei/shared/simulados/simulados.rules';
import type { TQuestaoSimulado, TSimulado } from '@aprovei/shared/simulados/simulados.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, mockApi, reply } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { ERROS_SIMULADO } from '../api/simulados.api';
import { RealizarSimulado, TEXTO_SIMULADO_FINALIZADO } from './realizar-simulado';

const destaque = {
  primeiroLugar: { apelidoUsuario: 'Ana', pontuacao: 3, posicao: 1 },
  segundoLugar: { apelidoUsuario: 'Você', pontuacao: 1, posicao: 2 },
  terceiroLugar: { apelidoUsuario: 'Caio', pontuacao: 0, posicao: 3 },
  voce: { apelidoUsuario: 'Você', pontuacao: 1, posicao: 2 },
  totalParticipantes: 3,
  percentil: 50,
};

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
    partes: null,
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

/** A saved answer of an open attempt: no verdict, no answer id, no certainty. */
const aberta = (idQuestao: number, idAlternativa: number | null) => ({
  idQuestao,
  idAlternativa,
  correta: null,
  idResposta: null,
  certeza: null,
  motivoErro: null,
});

const paginaDe = (call: ApiCall) => {
  const p = Number(call.url.searchParams.get('page'));
  return { content: [questao(p + 1)], number: p, size: 1, totalPages: 3, totalElements: 3 };
};

function setup(rotas: Parameters<typeof mockApi>[0] = {}) {
  signInAs({});
  const mock = mockApi({
    'GET estatisticas/dados-simulado/1': simulado(),
    'GET questoes/listar-questoes-enare/1': (c) => ({ body: paginaDe(c) }),
    'GET questoes/procurar-resposta-usuario/1': [aberta(101, 1012), aberta(102, null), aberta(103, null)],
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
    // While open, no certainty: the answer may still change.
    expect(screen.queryByText('Quão seguro você estava? (opcional)')).not.toBeInTheDocument();
    expect(mock.callsTo('GET', 'questoes/listar-questoes-enare/1')[0]?.url.searchParams.get('size')).toBe(
      '1',
    );
    await user.click(screen.getByRole('radio', { name: 'Alternativa 1 da questão 1' }));
    await waitFor(() =>
      expect(mock.callsTo('POST', 'questoes/verifica-resposta-enare').map((c) => c.body)).toEqual([
        {
          idQuestao: 101,
          idAlternativa: 1011,
          idCliente: expect.stringMatching(/^[0-9a-f-]{36}$/),
          respondidaEm: expect.any(String),
        },
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
      'GET ranking/listar-usuario-destaque': destaque,
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
    expect(
      await screen.findByText('Simulado finalizado: 2 acertos de 3 questões, 20 pontos.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar simulado' })).toBeDisabled();
    for (const r of screen.getAllByRole('radio')) expect(r).toBeDisabled();
  });

  it('a timed mock shows the countdown and finishes itself when it ends', async () => {
    let dadosPedidos = 0;
    const { mock } = setup({
      'GET questoes/finalizar-simulado/1': true,
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
      /Tempo restante: 00:0[0-3]/,
    );
    expect(
      await screen.findByText(
        'Simulado finalizado: 1 acerto de 3 questões, 10 pontos.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(MENSAGEM_TEMPO_ESGOTADO)).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(mock.callsTo('GET', 'questoes/finalizar-simulado/1')).toHaveLength(1);
  });

  it('a timed mock read before its first question started the attempt shows the countdown once it has', async () => {
    let iniciado = false;
    setup({
      // The first read may come before the question's call (the one that starts the attempt).
      'GET estatisticas/dados-simulado/1': () => ({
        body: iniciado
          ? simulado({
              duracaoMinutos: 60,
              iniciadoEm: new Date().toISOString(),
              fimDoTempo: new Date(Date.now() + 60 * 60_000).toISOString(),
            })
          : simulado({ duracaoMinutos: 60, iniciadoEm: null, fimDoTempo: null }),
      }),
      'GET questoes/listar-questoes-enare/1': (c) => {
        iniciado = true;
        return { body: paginaDe(c) };
      },
    });
    expect(await screen.findByRole('timer', { name: 'Tempo restante' })).toHaveTextContent(
      /Tempo restante: (1:00:0\d|59:5\d)/,
    );
  });

  it('after a reload the countdown goes on from the server’s end of the attempt', async () => {
    const fim = new Date(Date.now() + 12 * 60_000 + 30_000).toISOString();
    setup({
      'GET estatisticas/dados-simulado/1': simulado({
        duracaoMinutos: 30,
        iniciadoEm: new Date(Date.now() - 17 * 60_000).toISOString(),
        fimDoTempo: fim,
      }),
    });
    expect(await screen.findByRole('timer', { name: 'Tempo restante' })).toHaveTextContent(
      /Tempo restante: 12:(2\d|3[01])/,
    );
  });

  it('a map of every question jumps anywhere and shows answered, unanswered and flagged ones (kept on the device)', async () => {
    const { user, unmount } = setup();
    await screen.findByText('Enunciado da questão 1');
    const mapa = screen.getByRole('navigation', { name: 'Mapa de questões' });
    expect(within(mapa).getByText('1 de 3 respondidas')).toBeInTheDocument();
    expect(within(mapa).getByRole('button', { name: 'Questão 1: respondida, atual' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await user.click(within(mapa).getByRole('button', { name: 'Questão 3: não respondida' }));
    expect(await screen.findByText('Enunciado da questão 3')).toBeInTheDocument();
    expect(screen.getByText('Questão 3 de 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Marcar para revisão' }));
    expect(screen.getByRole('button', { name: 'Marcada para revisão' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      within(mapa).getByRole('button', { name: 'Questão 3: não respondida, marcada para revisão, atual' }),
    ).toBeInTheDocument();
    await user.click(within(mapa).getByRole('button', { name: 'Questão 2: não respondida' }));
    expect(await screen.findByText('Enunciado da questão 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar para revisão' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // A reload keeps the flag (this attempt, this device).
    unmount();
    setup();
    const outroMapa = await screen.findByRole('navigation', { name: 'Mapa de questões' });
    expect(
      within(outroMapa).getByRole('button', { name: 'Questão 3: não respondida, marcada para revisão' }),
    ).toBeInTheDocument();
  });

  it('once finished: the result by part with SUS, the place and percentile, and each question with the choice, the key, the explanation and the certainty taps', async () => {
    const corrigida = (n: number): TQuestaoSimulado => ({
      ...questao(n),
      tipoQuestaoEnare: n === 1 ? 'SUS' : 'GERAL',
      exibirDadosAdicionaisEnare: true,
      idAlternativaCorreta: 1000 + n * 10 + 1,
      explicacao: `<p>Explicação ${n}</p>`,
    });
    const { user, mock } = setup({
      'GET estatisticas/dados-simulado/1': simulado({
        acabouSimulado: true,
        finalizadoEm: '2026-11-24T11:00:00.000Z',
        numeroAcertos: 1,
        pontuacao: 1,
        partes: [
          { parte: 'SUS', acertos: 0, total: 1, pontos: 0 },
          { parte: 'ESPECIFICO', acertos: 0, total: 0, pontos: 0 },
          { parte: 'GERAL', acertos: 1, total: 2, pontos: 1 },
        ],
      }),
      'GET questoes/listar-questoes-enare/1': (c) => {
        const p = Number(c.url.searchParams.get('page'));
        return { body: { content: [corrigida(p + 1)], number: p, size: 1, totalPages: 3, totalElements: 3 } };
      },
      'GET questoes/procurar-resposta-usuario/1': [
        { ...aberta(101, 1012), correta: false, idResposta: 501 },
        { ...aberta(102, 1021), correta: true, idResposta: 502, certeza: 'TENHO_CERTEZA' },
        aberta(103, null),
      ],
      'GET ranking/listar-usuario-destaque': destaque,
      'PUT revisoes/respostas/simulado_questao/501': { certeza: 'CHUTEI', motivoErro: null },
    });
    expect(
      await screen.findByText('Simulado finalizado: 1 acerto de 3 questões, 1 ponto.'),
    ).toBeInTheDocument();
    const partes = screen.getByRole('table', { name: 'Resultado por parte' });
    expect(
      within(partes)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['ParteAcertosPontos', 'SUS0 de 10 pontos', 'Específico0 de 00 pontos', 'Geral1 de 21 ponto']);
    expect(await screen.findByText('Posição: 2º de 3 participantes')).toBeInTheDocument();
    expect(screen.getByText('Você ficou à frente de 50% dos outros participantes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar folha de respostas (PDF)' })).toBeInTheDocument();

    // Question 1: chose B (wrong), the key is A.
    expect(await screen.findByText('Você errou')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Alternativa B (Sua resposta)' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Alternativa A (Gabarito)' })).toBeInTheDocument();
    expect(screen.getByText('Explicação 1')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Alternativa/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /revisão/ })).not.toBeInTheDocument();

    const mapa = screen.getByRole('navigation', { name: 'Mapa de questões' });
    expect(within(mapa).getByRole('button', { name: 'Questão 1: errada, atual' })).toBeInTheDocument();
    // The answer key asks how sure she was and, after a miss, why: one tap each, each its own write.
    await user.click(screen.getByRole('radio', { name: 'Chutei' }));
    await user.click(screen.getByRole('radio', { name: 'Li errado' }));
    await waitFor(() =>
      expect(mock.callsTo('PUT', 'revisoes/respostas/simulado_questao/501').map((c) => c.body)).toEqual([
        { certeza: 'CHUTEI' },
        { motivoErro: 'LI_ERRADO' },
      ]),
    );
    await user.click(within(mapa).getByRole('button', { name: 'Questão 2: certa' }));
    expect(await screen.findByText('Você acertou')).toBeInTheDocument();
    expect(
      screen.getByRole('listitem', { name: 'Alternativa A (Sua resposta, Gabarito)' }),
    ).toBeInTheDocument();
    // What she gave before shows; a right answer has no miss reason.
    expect(screen.getByRole('radio', { name: 'Tenho certeza' })).toBeChecked();
    expect(screen.queryByText('Por que você errou? (opcional)')).not.toBeInTheDocument();
    // Back on question 1: her taps are kept.
    await user.click(within(mapa).getByRole('button', { name: 'Questão 1: errada' }));
    expect(await screen.findByRole('radio', { name: 'Chutei' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Li errado' })).toBeChecked();
    await user.click(within(mapa).getByRole('button', { name: 'Questão 3: em branco' }));
    expect(await screen.findByText('Em branco')).toBeInTheDocument();
    expect(screen.queryByText('Quão seguro você estava? (opcional)')).not.toBeInTheDocument();
  });

  it("shows the spec's text when the saved answers cannot be loaded", async () => {
    setup({ 'GET questoes/procurar-resposta-usuario/1': reply({ mensagem: 'x' }, 500) });
    expect(await screen.findAllByText(ERROS_SIMULADO.procurarResposta)).not.toHaveLength(0);
    expect(screen.queryByText(ERROS_SIMULADO.verificar)).not.toBeInTheDocument();
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
