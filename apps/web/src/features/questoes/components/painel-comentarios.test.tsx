import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type RouteValue, reply } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { comentario, page, REACOES_API, resposta } from '../testing/fixtures';
import { PainelComentarios } from './painel-comentarios';

function api(overrides: Record<string, RouteValue> = {}) {
  signInAs();
  return mockApi({ ...REACOES_API, ...overrides });
}

/** 7 comments, newest first, 5 per page. */
const sete = Array.from({ length: 7 }, (_, i) => comentario(70 - i));
const listar: RouteValue = (call) => {
  const p = Number(call.url.searchParams.get('page'));
  return reply(page(sete.slice(p * 5, p * 5 + 5), p, 5, sete.length));
};

const nomes = () =>
  within(screen.getByRole('list', { name: 'Comentários' }))
    .getAllByText(/^Comentário \d+$/)
    .map((el) => el.textContent);

describe('comments panel', () => {
  it('pages 5 at a time with Ver mais and Ver menos', async () => {
    const mock = api({ 'GET comentarios/listar/101': listar });
    const app = renderUi(<PainelComentarios alvo={{ tipo: 'questao', id: 101 }} />);
    await screen.findByText('Comentário 70');
    expect(nomes()).toHaveLength(5);
    expect(mock.callsTo('GET', 'comentarios/listar/101')[0]!.url.searchParams.get('size')).toBe('5');
    expect(screen.queryByRole('button', { name: 'Ver menos comentários' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Ver mais comentários' }));
    await screen.findByText('Comentário 64');
    expect(nomes()).toEqual(sete.map((c) => c.comentario));
    expect(screen.queryByRole('button', { name: 'Ver mais comentários' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Ver menos comentários' }));
    await waitFor(() => expect(nomes()).toHaveLength(5));
    expect(screen.queryByText('Comentário 64')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver mais comentários' })).toBeInTheDocument();
  });

  it('shows the empty text and the comment as plain text with author, type and time', async () => {
    api({
      'GET comentarios/listar-comentario-exercicio/301': page(
        [comentario(1, { comentario: '<b>negrito?</b>', tipo: 'ERRO', nomeUsuario: 'Bruno Dias' })],
        0,
        5,
      ),
    });
    renderUi(<PainelComentarios alvo={{ tipo: 'exercicio', id: 301 }} />);
    expect(await screen.findByText('<b>negrito?</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    const lista = screen.getByRole('list', { name: 'Comentários' });
    expect(within(lista).getByText('Bruno Dias')).toBeInTheDocument();
    expect(within(lista).getByText('Erro')).toBeInTheDocument();
    expect(within(lista).getByText('há 1 hora')).toBeInTheDocument();
  });

  it('says when there is no comment', async () => {
    api({ 'GET comentarios/listar/101': page([], 0, 5) });
    renderUi(<PainelComentarios alvo={{ tipo: 'questao', id: 101 }} />);
    expect(await screen.findByText('Não existem comentários para esta questão.')).toBeInTheDocument();
  });

  it('posts a comment with its type and shows the server field error under the text', async () => {
    let vezes = 0;
    const mock = api({
      'GET comentarios/listar/101': page([], 0, 5),
      'POST comentarios/criar': () => {
        vezes += 1;
        return vezes === 1
          ? reply(
              {
                codigo: 'VALIDACAO',
                mensagem: 'Verifique os campos informados.',
                errors: [{ campo: 'comentario', mensagem: 'O comentário contém palavras não permitidas.' }],
              },
              400,
            )
          : reply(comentario(80));
      },
    });
    const app = renderUi(<PainelComentarios alvo={{ tipo: 'questao', id: 101 }} />);
    await screen.findByText('Não existem comentários para esta questão.');

    await app.user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Digite um comentário antes de enviar.')).toBeInTheDocument();
    expect(mock.callsTo('POST', 'comentarios/criar')).toHaveLength(0);

    await app.user.click(screen.getByRole('radio', { name: 'Sugestão' }));
    await app.user.type(screen.getByLabelText('Comentário'), 'Faltou citar a fonte.');
    await app.user.click(screen.getByRole('button', { name: 'Comentar' }));
    const campo = screen.getByLabelText('Comentário');
    await waitFor(() =>
      expect(campo).toHaveAccessibleDescription('O comentário contém palavras não permitidas.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mock.callsTo('POST', 'comentarios/criar')[0]!.body).toEqual({
      comentario: 'Faltou citar a fonte.',
      tipo: 'SUGESTAO',
      questaoVO: { id: 101 },
    });

    await app.user.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() => expect(campo).toHaveValue(''));
    expect(mock.callsTo('GET', 'comentarios/listar/101').length).toBeGreaterThanOrEqual(2);
  });

  it('posts an exercise comment to its own path', async () => {
    const mock = api({
      'GET comentarios/listar-comentario-exercicio/301': page([], 0, 5),
      'POST comentarios/criarComentarioExercicio/301': comentario(81),
    });
    const app = renderUi(<PainelComentarios alvo={{ tipo: 'exercicio', id: 301 }} />);
    await app.user.type(await screen.findByLabelText('Comentário'), 'Ótimo item.');
    await app.user.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() =>
      expect(mock.callsTo('POST', 'comentarios/criarComentarioExercicio/301')).toHaveLength(1),
    );
    expect(mock.callsTo('POST', 'comentarios/criarComentarioExercicio/301')[0]!.body).toEqual({
      comentario: 'Ótimo item.',
      tipo: 'INFORMATIVO',
    });
  });

  it('shows and hides the replies, pages them and refuses a blank reply', async () => {
    const seis = Array.from({ length: 6 }, (_, i) => resposta(60 - i));
    const mock = api({
      'GET comentarios/listar/101': page([comentario(1, { totalRespostas: 6 }), comentario(2)], 0, 5),
      'GET respostas/comentario/listar/1': (call) => {
        const p = Number(call.url.searchParams.get('page'));
        return reply(page(seis.slice(p * 5, p * 5 + 5), p, 5, seis.length));
      },
      'GET respostas/comentario/listar/2': page([], 0, 5),
      'POST respostas/comentario/criar/1': resposta(99),
    });
    const app = renderUi(<PainelComentarios alvo={{ tipo: 'questao', id: 101 }} />);
    await app.user.click(await screen.findByRole('button', { name: 'Ver respostas (6)' }));
    expect(await screen.findByText('Resposta 60')).toBeInTheDocument();
    const call = mock.callsTo('GET', 'respostas/comentario/listar/1')[0]!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      page: '0',
      size: '5',
      sort: 'dataInicio,asc',
      isExercicioFixacao: 'false',
    });
    await app.user.click(screen.getByRole('button', { name: 'Ver mais respostas' }));
    expect(await screen.findByText('Resposta 55')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Ver menos respostas' }));
    await waitFor(() => expect(screen.queryByText('Resposta 55')).not.toBeInTheDocument());

    await app.user.type(screen.getByLabelText('Sua resposta'), '   ');
    await app.user.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Digite uma resposta antes de enviar.')).toBeInTheDocument();
    expect(mock.callsTo('POST', 'respostas/comentario/criar/1')).toHaveLength(0);

    await app.user.clear(screen.getByLabelText('Sua resposta'));
    await app.user.type(screen.getByLabelText('Sua resposta'), 'Concordo!');
    await app.user.click(screen.getByRole('button', { name: 'Responder' }));
    await waitFor(() => expect(mock.callsTo('POST', 'respostas/comentario/criar/1')).toHaveLength(1));
    const post = mock.callsTo('POST', 'respostas/comentario/criar/1')[0]!;
    expect(post.body).toEqual({ resposta: 'Concordo!' });
    expect(post.url.searchParams.get('exercicioFixacao')).toBe('false');

    await app.user.click(screen.getByRole('button', { name: 'Ocultar respostas' }));
    expect(screen.queryByText('Resposta 60')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Ver respostas' }));
    expect(await screen.findByText('Não existem respostas para este comentário.')).toBeInTheDocument();
  });
});
