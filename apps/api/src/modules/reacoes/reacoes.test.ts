import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAdmin, criarAluno, criarExercicio, criarQuestao, entrar } from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';

let t: TestApp;
let aluno: Record<string, string>;
let admin: Record<string, string>;
let alunoMed: Record<string, string>;
let questao: { id: number };
let exercicio: { id: number };
let emojis: { id: number; nome: string; simbolo: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  aluno = await entrar(criarAluno(t, { apelido: 'Ana', plano: 1 }));
  admin = await entrar(criarAdmin(t, { apelido: 'Carla' }));
  alunoMed = await entrar(criarAluno(t, { tenant: 'aprovei-med', plano: 6 }));
  questao = await criarQuestao(t.database.db, { plataformaId: 1 });
  exercicio = await criarExercicio(t.database.db, { plataformaId: 1 });
  emojis = (await t.app.inject({ url: '/api/emojis/listar', headers: aluno })).json();
});

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

describe('emoji reactions', () => {
  it('lists the emojis', () => {
    expect(emojis.length).toBeGreaterThanOrEqual(5);
    expect(emojis[0]).toEqual({ id: expect.any(Number), nome: 'Curti', simbolo: '👍' });
  });

  it('keeps one current reaction per user: another emoji changes it, the same one removes it', async () => {
    const [a, b] = emojis;
    let res = await post('/api/reacao/questao', aluno, { idEmoji: a!.id, idQuestao: questao.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ idEmoji: a!.id, contagem: [{ idEmoji: a!.id, total: 1 }] });
    await post('/api/reacao/questao', admin, { idEmoji: a!.id, idQuestao: questao.id });
    res = await post('/api/reacao/questao', aluno, { idEmoji: b!.id, idQuestao: questao.id });
    expect(res.json().contagem).toEqual([
      { idEmoji: a!.id, total: 1 },
      { idEmoji: b!.id, total: 1 },
    ]);
    expect((await get(`/api/emojis/contar?idQuestao=${questao.id}`, aluno)).json()).toEqual(
      res.json().contagem,
    );
    expect(
      (await get(`/api/emojis/carregar-emoji-reacao?localReacao=QUESTAO&id=${questao.id}`, aluno)).json(),
    ).toMatchObject({
      idEmoji: b!.id,
      localReacao: 'QUESTAO',
    });
    const users = (
      await get(`/api/reacao/todos-usuarios?localReacao=QUESTAO&id=${questao.id}`, aluno)
    ).json();
    expect(users.map((u: { nome: string }) => u.nome).sort()).toEqual(['Ana', 'Carla']);
    const byEmoji = (
      await get(`/api/reacao/usuario-emoji?localReacao=QUESTAO&id=${questao.id}&idEmoji=${a!.id}`, aluno)
    ).json();
    expect(byEmoji).toEqual([{ nome: 'Carla', idEmoji: a!.id, simbolo: a!.simbolo }]);
    res = await post('/api/reacao/questao', aluno, { idEmoji: b!.id, idQuestao: questao.id });
    expect(res.json()).toEqual({ idEmoji: null, contagem: [{ idEmoji: a!.id, total: 1 }] });
  });

  it('reacts to exercises and to both kinds of comments', async () => {
    const e = emojis[2]!.id;
    const rx = await post('/api/reacao-exercicio-fixacao/salvar', aluno, {
      idEmoji: e,
      idMultiplaEscolha: exercicio.id,
    });
    expect(rx.json().idEmoji).toBe(e);
    expect(
      (await get(`/api/emojis/contar-exercicio-fixacao?idMultiplaEscolha=${exercicio.id}`, aluno)).json(),
    ).toContainEqual({ idEmoji: e, total: expect.any(Number) });

    const cq = (
      await post('/api/comentarios/criar', aluno, { comentario: 'c', questaoVO: { id: questao.id } })
    ).json();
    expect(
      (await post('/api/reacao/comentario', admin, { idEmoji: e, idComentario: cq.id })).json().contagem,
    ).toEqual([{ idEmoji: e, total: 1 }]);
    expect(
      (await get(`/api/emojis/contar-reacao-comentario-questao?idComentario=${cq.id}`, aluno)).json(),
    ).toEqual([{ idEmoji: e, total: 1 }]);
    // A question comment is not an exercise comment.
    expect(
      (await post('/api/reacao/comentario-exercicio-fixacao', admin, { idEmoji: e, idComentario: cq.id }))
        .statusCode,
    ).toBe(404);

    const cx = (
      await post(`/api/comentarios/criarComentarioExercicio/${exercicio.id}`, aluno, { comentario: 'c' })
    ).json();
    expect(
      (await post('/api/reacao/comentario-exercicio-fixacao', admin, { idEmoji: e, idComentario: cx.id }))
        .statusCode,
    ).toBe(200);
    expect(
      (await get(`/api/emojis/contar-reacao-comentario-exercicio?idComentario=${cx.id}`, aluno)).json(),
    ).toEqual([{ idEmoji: e, total: 1 }]);
  });

  it('brings each item’s reactions with the lists, so cards need no extra calls', async () => {
    const e = emojis[4]!.id;
    await post('/api/reacao/questao', admin, { idEmoji: e, idQuestao: questao.id });
    const mine = (
      await get(`/api/questoes/listar-questoes?idPlataforma=1&todasQuestoes=true&id=${questao.id}`, admin)
    ).json().content[0];
    expect(mine.reacoes.idEmoji).toBe(e);
    expect(mine.reacoes.contagem).toContainEqual({ idEmoji: e, total: 1 });
    const theirs = (
      await get(`/api/questoes/listar-questoes?idPlataforma=1&todasQuestoes=true&id=${questao.id}`, aluno)
    ).json().content[0];
    expect(theirs.reacoes.contagem).toEqual(mine.reacoes.contagem);
    const c = (
      await post('/api/comentarios/criar', aluno, { comentario: 'resumo', questaoVO: { id: questao.id } })
    ).json();
    expect(c.reacoes).toEqual({ contagem: [], idEmoji: null });
    await post('/api/reacao/comentario', aluno, { idEmoji: e, idComentario: c.id });
    const listed = (await get(`/api/comentarios/listar/${questao.id}?size=1`, aluno)).json().content[0];
    expect(listed.reacoes).toEqual({ contagem: [{ idEmoji: e, total: 1 }], idEmoji: e });
  });

  it('validates, needs sign-in and keeps products apart', async () => {
    expect(
      (await post('/api/reacao/questao', aluno, { idEmoji: 9999, idQuestao: questao.id })).statusCode,
    ).toBe(400);
    expect((await post('/api/reacao/questao', aluno, { idQuestao: questao.id })).json().errors[0]).toEqual({
      campo: 'idEmoji',
      mensagem: 'Escolha um emoji.',
    });
    expect((await get('/api/emojis/carregar-emoji-reacao?localReacao=OUTRO&id=1', aluno)).statusCode).toBe(
      400,
    );
    expect(
      (await post('/api/reacao/questao', TENANT, { idEmoji: emojis[0]!.id, idQuestao: questao.id }))
        .statusCode,
    ).toBe(401);
    expect((await get('/api/emojis/listar', TENANT)).statusCode).toBe(401);
    expect(
      (await post('/api/reacao/questao', alunoMed, { idEmoji: emojis[0]!.id, idQuestao: questao.id }))
        .statusCode,
    ).toBe(404);
    expect((await get(`/api/emojis/contar?idQuestao=${questao.id}`, alunoMed)).statusCode).toBe(404);
  });
});
