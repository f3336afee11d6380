import type { TQuestao } from '@aprovei/shared/questoes/questoes.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAdmin, criarAluno, criarExercicio, criarQuestao, entrar } from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';

let t: TestApp;
let aluno: Record<string, string>;
let admin: Record<string, string>;
let estagiario: Record<string, string>;
let alunoMed: Record<string, string>;
let questao: { id: number };
let exercicio: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  aluno = await entrar(criarAluno(t, { apelido: 'Ana', plano: 1 }));
  admin = await entrar(criarAdmin(t, { apelido: 'Carla' }));
  estagiario = await entrar(criarAluno(t, { estagiario: true }));
  alunoMed = await entrar(criarAluno(t, { tenant: 'aprovei-med', plano: 6 }));
  // Outside the trainees' selection (which holds another question).
  await criarQuestao(t.database.db, { plataformaId: 1, estagiario: true });
  questao = await criarQuestao(t.database.db, { plataformaId: 1 });
  exercicio = await criarExercicio(t.database.db, { plataformaId: 1 });
});

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

describe('comments on questions', () => {
  it('creates comments as the signed-in user, lists them 5 at a time newest first, and counts them', async () => {
    for (let i = 1; i <= 7; i++) {
      const res = await post('/api/comentarios/criar', i % 2 ? aluno : admin, {
        comentario: `  Comentário ${i}  `,
        questaoVO: { id: questao.id },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        comentario: `Comentário ${i}`,
        tipo: 'INFORMATIVO',
        nomeUsuario: i % 2 ? 'Ana' : 'Carla',
        totalRespostas: 0,
      });
    }
    const p0 = (await get(`/api/comentarios/listar/${questao.id}?page=0&size=5`, aluno)).json();
    expect(p0).toMatchObject({ number: 0, size: 5, totalElements: 7, totalPages: 2 });
    expect(p0.content.map((c: { comentario: string }) => c.comentario)).toEqual([
      'Comentário 7',
      'Comentário 6',
      'Comentário 5',
      'Comentário 4',
      'Comentário 3',
    ]);
    const p1 = (await get(`/api/comentarios/listar/${questao.id}?page=1&size=5`, aluno)).json();
    expect(p1.content).toHaveLength(2);
    expect(
      (await get(`/api/comentarios/contar-comentario-questao?idQuestao=${questao.id}`, aluno)).json(),
    ).toBe(7);
  });

  it('keeps the text as plain text, whatever it contains', async () => {
    const res = await post('/api/comentarios/criar', aluno, {
      comentario: '<img src=x onerror=alert(1)> ok',
      tipo: 'ERRO',
      questaoVO: { id: questao.id },
    });
    expect(res.json()).toMatchObject({ comentario: '<img src=x onerror=alert(1)> ok', tipo: 'ERRO' });
  });

  it('validates the comment under the field "comentario"', async () => {
    const blank = await post('/api/comentarios/criar', aluno, {
      comentario: '   ',
      questaoVO: { id: questao.id },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      { campo: 'comentario', mensagem: 'Digite um comentário antes de enviar.' },
    ]);
    const long = await post('/api/comentarios/criar', aluno, {
      comentario: 'x'.repeat(2001),
      questaoVO: { id: questao.id },
    });
    expect(long.json().errors[0].campo).toBe('comentario');
    const tipo = await post('/api/comentarios/criar', aluno, {
      comentario: 'a',
      tipo: 'SPAM',
      questaoVO: { id: questao.id },
    });
    expect(tipo.json().errors[0]).toEqual({ campo: 'tipo', mensagem: 'Tipo de comentário inválido.' });
  });

  it('refuses anonymous users, hidden questions and other products', async () => {
    expect(
      (await post('/api/comentarios/criar', TENANT, { comentario: 'a', questaoVO: { id: questao.id } }))
        .statusCode,
    ).toBe(401);
    expect((await get(`/api/comentarios/listar/${questao.id}`, TENANT)).statusCode).toBe(401);
    // A trainee cannot read or write comments of questions outside the selection.
    const visiveis = new Set(
      (await get('/api/questoes/listar-questoes?idPlataforma=1&todasQuestoes=true', estagiario))
        .json()
        .content.map((q: TQuestao) => q.id),
    );
    expect(visiveis.has(questao.id)).toBe(false);
    expect((await get(`/api/comentarios/listar/${questao.id}`, estagiario)).statusCode).toBe(401);
    expect((await get(`/api/comentarios/listar/${questao.id}`, alunoMed)).statusCode).toBe(404);
    expect(
      (await post('/api/comentarios/criar', alunoMed, { comentario: 'a', questaoVO: { id: questao.id } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('replies', () => {
  it('replies 5 at a time, newest first, and rejects blank replies', async () => {
    const c = (
      await post('/api/comentarios/criar', aluno, { comentario: 'Pergunta', questaoVO: { id: questao.id } })
    ).json();
    for (let i = 1; i <= 6; i++) {
      const r = await post(`/api/respostas/comentario/criar/${c.id}?exercicioFixacao=false`, admin, {
        resposta: `Resposta ${i}`,
      });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ resposta: `Resposta ${i}`, usuarioExterno: { nome: 'Carla' } });
    }
    const page = (
      await get(
        `/api/respostas/comentario/listar/${c.id}?page=0&size=5&sort=dataInicio,desc&isExercicioFixacao=false`,
        aluno,
      )
    ).json();
    expect(page.totalElements).toBe(6);
    expect(page.content[0].resposta).toBe('Resposta 6');
    expect(page.content).toHaveLength(5);
    // Oldest first, as the thread reads: the second page holds the newest reply.
    const emOrdem = async (p: number) =>
      (
        await get(
          `/api/respostas/comentario/listar/${c.id}?page=${p}&size=5&sort=dataInicio,asc&isExercicioFixacao=false`,
          aluno,
        )
      )
        .json()
        .content.map((x: { resposta: string }) => x.resposta);
    expect(await emOrdem(0)).toEqual(['Resposta 1', 'Resposta 2', 'Resposta 3', 'Resposta 4', 'Resposta 5']);
    expect(await emOrdem(1)).toEqual(['Resposta 6']);
    expect((await get(`/api/respostas/comentario/listar/${c.id}?sort=nome,asc`, aluno)).statusCode).toBe(400);
    const listed = (await get(`/api/comentarios/listar/${questao.id}?size=1`, aluno)).json().content[0];
    expect(listed).toMatchObject({ id: c.id, totalRespostas: 6 });
    const blank = await post(`/api/respostas/comentario/criar/${c.id}`, aluno, { resposta: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      { campo: 'resposta', mensagem: 'Digite uma resposta antes de enviar.' },
    ]);
    // A question comment is not reachable as an exercise comment.
    expect(
      (await get(`/api/respostas/comentario/listar/${c.id}?isExercicioFixacao=true`, aluno)).statusCode,
    ).toBe(404);
    expect((await get('/api/respostas/comentario/listar/99999999', aluno)).statusCode).toBe(404);
  });
});

describe('comments on fixation exercises', () => {
  it('creates, lists, counts and replies', async () => {
    const c = await post(`/api/comentarios/criarComentarioExercicio/${exercicio.id}`, aluno, {
      comentario: 'Sobre o exercício',
      tipo: 'SUGESTAO',
    });
    expect(c.statusCode).toBe(200);
    const list = (await get(`/api/comentarios/listar-comentario-exercicio/${exercicio.id}`, aluno)).json();
    expect(list.content[0]).toMatchObject({ comentario: 'Sobre o exercício', tipo: 'SUGESTAO' });
    expect(
      (await get(`/api/comentarios/contar-comentario-exercicio?idQuestao=${exercicio.id}`, aluno)).json(),
    ).toBe(list.totalElements);
    const r = await post(`/api/respostas/comentario/criar/${c.json().id}?exercicioFixacao=true`, admin, {
      resposta: 'Boa',
    });
    expect(r.statusCode).toBe(200);
    expect(
      (
        await post(`/api/respostas/comentario/criar/${c.json().id}?exercicioFixacao=false`, admin, {
          resposta: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });
});
