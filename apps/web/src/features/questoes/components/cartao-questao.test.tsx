import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { filaRespostas } from '../../../lib/fila-respostas';
import { mockApi, type RouteValue, reply } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { comentario, page, questao, questaoSomatoria, REACOES_API } from '../testing/fixtures';
import { CartaoQuestao } from './cartao-questao';
import { TEXTO_RESPOSTA_GUARDADA } from './item-estudo';

function api(overrides: Record<string, RouteValue> = {}) {
  signInAs();
  return mockApi({ ...REACOES_API, ...overrides });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const FEEDBACK = { feedback: 'O S. mutans metaboliza açúcares e produz ácido.', idResposta: 9 };

describe('question card', () => {
  it('shows the header chips, the statement and lettered alternatives', async () => {
    api();
    renderUi(<CartaoQuestao questao={questao({ banca: { id: 1, nome: 'CESPE' } })} />);
    const card = screen.getByRole('article', { name: 'Questão 7' });
    const chips = within(card).getByRole('list', { name: 'Dados da questão' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#101', '2024', 'USP', 'CESPE', 'Cariologia', 'Etiologia da cárie']);
    expect(
      screen.getByText('Qual é o agente etiológico mais associado à cárie dentária?'),
    ).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(radios[0]).toHaveAccessibleName('Alternativa a: Streptococcus mutans');
    expect(radios[2]).toHaveAccessibleName('Alternativa c: Porphyromonas gingivalis');
  });

  it('asks for an alternative before checking', async () => {
    const mock = api();
    const app = renderUi(<CartaoQuestao questao={questao()} />);
    await app.user.click(screen.getByRole('button', { name: 'Verificar resposta' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Você precisa selecionar uma alternativa!');
    expect(mock.callsTo('POST', 'questoes/verifica-resposta')).toHaveLength(0);
  });

  it('strikes an alternative through with the scissors, visually only', async () => {
    api();
    const app = renderUi(<CartaoQuestao questao={questao()} />);
    const tesoura = screen.getByRole('button', { name: 'Riscar alternativa b' });
    expect(tesoura).toHaveAttribute('aria-pressed', 'false');
    await app.user.click(tesoura);
    expect(tesoura).toHaveAttribute('aria-pressed', 'true');
    const linha = tesoura.parentElement!;
    expect(linha.className).toMatch(/riscada/);
    expect(within(linha).getByRole('radio')).not.toBeChecked();
    await app.user.click(tesoura);
    expect(tesoura).toHaveAttribute('aria-pressed', 'false');
    expect(linha.className).not.toMatch(/riscada/);
  });

  it('congratulates a correct answer, marks the row and locks the choice', async () => {
    const mock = api({
      'POST questoes/verifica-resposta': {
        certoErrado: true,
        id: 1001,
        valorSomatoriaResposta: null,
        ...FEEDBACK,
      },
    });
    const app = renderUi(<CartaoQuestao questao={questao()} />);
    await app.user.click(screen.getByRole('radio', { name: /Alternativa a/ }));
    await app.user.click(screen.getByRole('button', { name: 'Verificar resposta' }));
    expect(await screen.findByText('Parabéns! Você acertou!')).toBeInTheDocument();
    expect(mock.callsTo('POST', 'questoes/verifica-resposta')[0]!.body).toEqual({
      idQuestao: 101,
      idAlternativa: 1001,
      idCliente: expect.stringMatching(UUID),
    });
    expect(screen.getByText(FEEDBACK.feedback)).toBeInTheDocument();
    const a = screen.getByRole('radio', { name: /Alternativa a/ });
    expect(a).toHaveAccessibleName('Alternativa a: Streptococcus mutans Correta');
    expect(a).toHaveAttribute('data-resultado', 'correta');
    expect(screen.queryByRole('button', { name: 'Verificar resposta' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('radio', { name: /Alternativa b/ }));
    expect(a).toBeChecked();
    expect(screen.getByRole('radio', { name: /Alternativa b/ })).not.toBeChecked();
  });

  it('shows the correct letter and text after a wrong answer and marks both rows', async () => {
    api({
      'POST questoes/verifica-resposta': {
        certoErrado: false,
        id: 1003,
        valorSomatoriaResposta: null,
        ...FEEDBACK,
      },
    });
    const app = renderUi(<CartaoQuestao questao={questao()} />);
    await app.user.click(screen.getByRole('radio', { name: /Alternativa b/ }));
    await app.user.click(screen.getByRole('button', { name: 'Verificar resposta' }));
    expect(
      await screen.findByText(
        'Resposta incorreta. A alternativa correta é a letra c: Porphyromonas gingivalis',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Incorreta/);
    expect(screen.getByRole('radio', { name: /Alternativa b/ })).toHaveAccessibleName(
      'Alternativa b: Candida albicans Incorreta',
    );
    expect(screen.getByRole('radio', { name: /Alternativa c/ })).toHaveAccessibleName(
      'Alternativa c: Porphyromonas gingivalis Correta',
    );
  });

  it('after a miss, one tap each for the certainty and the reason, each its own later write', async () => {
    const mock = api({
      'POST questoes/verifica-resposta': {
        certoErrado: false,
        id: 1003,
        valorSomatoriaResposta: null,
        ...FEEDBACK,
      },
      [`PUT revisoes/respostas/questao/${FEEDBACK.idResposta}`]: { certeza: 'CHUTEI', motivoErro: null },
    });
    const app = renderUi(<CartaoQuestao questao={questao()} />);
    await app.user.click(screen.getByRole('radio', { name: /Alternativa b/ }));
    await app.user.click(screen.getByRole('button', { name: 'Verificar resposta' }));
    await app.user.click(await screen.findByRole('radio', { name: 'Chutei' }));
    await app.user.click(screen.getByRole('radio', { name: 'Li errado' }));
    await waitFor(() =>
      expect(
        mock.callsTo('PUT', `revisoes/respostas/questao/${FEEDBACK.idResposta}`).map((c) => c.body),
      ).toEqual([{ certeza: 'CHUTEI' }, { motivoErro: 'LI_ERRADO' }]),
    );
    expect(mock.callsTo('POST', 'questoes/verifica-resposta')).toHaveLength(1);
  });

  it('sums the ticked propositions and sends the sum', async () => {
    const mock = api({
      'POST questoes/verifica-resposta': {
        certoErrado: false,
        id: null,
        valorSomatoriaResposta: 6,
        ...FEEDBACK,
      },
    });
    const app = renderUi(<CartaoQuestao questao={questaoSomatoria()} />);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => b.textContent?.match(/\b0\d|16\b/)?.[0])).toEqual(['01', '02', '04', '08']);
    expect(screen.getByText('A sua resposta será: 0')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Verificar resposta' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Você precisa selecionar uma alternativa!');

    await app.user.click(boxes[0]!);
    await app.user.click(boxes[2]!);
    expect(boxes[0]).toBeChecked();
    expect(screen.getByText('A sua resposta será: 5')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Verificar resposta' }));
    expect(await screen.findByText('Resposta incorreta. A soma correta é 6.')).toBeInTheDocument();
    expect(mock.callsTo('POST', 'questoes/verifica-resposta')[0]!.body).toEqual({
      idQuestao: 202,
      valorSomatoria: 5,
      idCliente: expect.stringMatching(UUID),
    });
    // 6 = 02 + 04: those are correct; 01 was ticked and is not.
    expect(boxes[0]).toHaveAttribute('data-resultado', 'incorreta');
    expect(boxes[1]).toHaveAttribute('data-resultado', 'correta');
    expect(boxes[2]).toHaveAttribute('data-resultado', 'correta');
    expect(boxes[3]).not.toHaveAttribute('data-resultado');
    await app.user.click(boxes[3]!);
    expect(boxes[3]).not.toBeChecked(); // locked
  });

  it('opens statistics and comments one at a time', async () => {
    const mock = api({
      'POST estatisticas/porcentagem-acerto-questao/101': {
        totalRespostas: 0,
        numeroAcertos: 0,
        percentualAcertos: 0,
        percentualErros: 0,
      },
      'POST estatisticas/numero-acertos-por-alternativa/101': [],
      'GET comentarios/listar/101': page([comentario(1)], 0, 5),
    });
    const app = renderUi(<CartaoQuestao questao={questao()} />);
    const estatisticas = screen.getByRole('button', { name: 'Estatísticas' });
    const comentarios = screen.getByRole('button', { name: 'Comentários (2)' });

    await app.user.click(estatisticas);
    expect(
      await screen.findByText('Ainda não existem registros de estatísticas para essa questão!'),
    ).toBeInTheDocument();
    expect(estatisticas).toHaveAttribute('aria-expanded', 'true');

    await app.user.click(comentarios);
    expect(await screen.findByText('Comentário 1')).toBeInTheDocument();
    expect(comentarios).toHaveAttribute('aria-expanded', 'true');
    expect(estatisticas).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByText('Ainda não existem registros de estatísticas para essa questão!'),
    ).not.toBeInTheDocument();
    // The count follows the server's total.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Comentários (1)' })).toBeInTheDocument());

    await app.user.click(estatisticas);
    expect(
      await screen.findByText('Ainda não existem registros de estatísticas para essa questão!'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Comentário 1')).not.toBeInTheDocument();
    expect(mock.callsTo('POST', 'estatisticas/porcentagem-acerto-questao/101')).toHaveLength(2);
  });

  it('shows the statistics with two-decimal percentages', async () => {
    api({
      'POST estatisticas/porcentagem-acerto-questao/101': {
        totalRespostas: 40,
        numeroAcertos: 42.5,
        percentualAcertos: 42.5,
        percentualErros: 57.5,
      },
      'POST estatisticas/numero-acertos-por-alternativa/101': [
        { ordem: 1, descricao: 'a', total: 17, percentual: 42.5 },
        { ordem: 2, descricao: 'b', total: 23, percentual: 57.5 },
      ],
    });
    const app = renderUi(<CartaoQuestao questao={questao()} />);
    await app.user.click(screen.getByRole('button', { name: 'Estatísticas' }));
    expect(await screen.findByText('Acertos: 42,50%')).toBeInTheDocument();
    expect(screen.getByText('Erros: 57,50%')).toBeInTheDocument();
    const tabela = await screen.findByRole('table', { name: 'Respostas por alternativa' });
    expect(within(tabela).getByRole('row', { name: 'b 57,50% 23' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Sobre o gráfico: Percentual de acertos e erros/ }),
    ).toBeInTheDocument();
  });

  it('reacts with an emoji and updates the counts from the answer', async () => {
    const mock = api({
      'POST reacao/questao': {
        idEmoji: 1,
        contagem: [
          { idEmoji: 1, total: 1 },
          { idEmoji: 2, total: 3 },
        ],
      },
    });
    // The list brings the reactions with the question: no request for them.
    const app = renderUi(
      <CartaoQuestao
        questao={questao({ reacoes: { contagem: [{ idEmoji: 2, total: 3 }], idEmoji: null } })}
      />,
    );
    const curti = await screen.findByRole('button', { name: 'Curti (0 reações)' });
    expect(curti).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('button', { name: 'Amei (3 reações)' })).toBeInTheDocument();
    await app.user.click(curti);
    const depois = await screen.findByRole('button', { name: 'Curti (1 reação)' });
    expect(depois).toHaveAttribute('aria-pressed', 'true');
    expect(mock.callsTo('POST', 'reacao/questao')[0]!.body).toEqual({ idEmoji: 1, idQuestao: 101 });
    expect(mock.callsTo('GET', 'emojis/contar')).toHaveLength(0);
  });

  it('lists who reacted, all and per emoji', async () => {
    api({
      'GET reacao/todos-usuarios': [{ nome: 'Ana Lima', idEmoji: 2, simbolo: '❤️' }],
      'GET reacao/usuario-emoji': (call) =>
        reply(
          call.url.searchParams.get('idEmoji') === '2'
            ? [{ nome: 'Ana Lima', idEmoji: 2, simbolo: '❤️' }]
            : [],
        ),
    });
    const app = renderUi(
      <CartaoQuestao questao={questao({ reacoes: { contagem: [{ idEmoji: 2, total: 1 }], idEmoji: 2 } })} />,
    );
    await app.user.click(await screen.findByRole('button', { name: 'Ver quem reagiu' }));
    const modal = await screen.findByRole('dialog', { name: 'Quem reagiu' });
    expect(await within(modal).findByText('Ana Lima')).toBeInTheDocument();
    await app.user.click(within(modal).getByRole('tab', { name: 'Amei (1 reação)' }));
    expect(await within(modal).findByText('Ana Lima')).toBeInTheDocument();
  });

  it('shows the error of a failed answer', async () => {
    api({
      'POST questoes/verifica-resposta': reply(
        { codigo: 'SEM_ACESSO', mensagem: 'Questão fora do plano gratuito.' },
        401,
      ),
    });
    const app = renderUi(<CartaoQuestao questao={questao()} />);
    await app.user.click(screen.getByRole('radio', { name: /Alternativa a/ }));
    await app.user.click(screen.getByRole('button', { name: 'Verificar resposta' }));
    const box = await screen.findByRole('dialog');
    expect(within(box).getByText('Questão fora do plano gratuito.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificar resposta' })).toBeEnabled();
  });

  it('offline: keeps the answer, says the result comes with the connection, then shows it', async () => {
    const mock = api({
      'POST questoes/verifica-resposta': {
        certoErrado: true,
        id: 1001,
        valorSomatoriaResposta: null,
        ...FEEDBACK,
      },
    });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const app = renderUi(<CartaoQuestao questao={questao()} />);
      await app.user.click(screen.getByRole('radio', { name: /Alternativa a/ }));
      await app.user.click(screen.getByRole('button', { name: 'Verificar resposta' }));
      expect(await screen.findByText(TEXTO_RESPOSTA_GUARDADA)).toBeInTheDocument();
      expect(mock.callsTo('POST', 'questoes/verifica-resposta')).toHaveLength(0);
      expect(screen.getByRole('radio', { name: /Alternativa b/ })).toHaveAttribute('aria-disabled', 'true');
      onLine.mockReturnValue(true);
      await filaRespostas.esvaziar();
      expect(await screen.findByText('Parabéns! Você acertou!')).toBeInTheDocument();
      expect(screen.queryByText(TEXTO_RESPOSTA_GUARDADA)).not.toBeInTheDocument();
      expect(mock.callsTo('POST', 'questoes/verifica-resposta')).toHaveLength(1);
      expect(filaRespostas.pendentes()).toEqual([]);
    } finally {
      onLine.mockRestore();
    }
  });
});
