import { randomUUID } from 'node:crypto';
import {
  MENSAGEM_TEMPO_ESGOTADO,
  TOLERANCIA_OFFLINE_MINUTOS,
} from '@aprovei/shared/simulados/simulados.rules';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAluno, criarExercicio, criarQuestao, criarSimulado, entrar } from '../../../test/factories.ts';
import { rows } from '../../db/client.ts';

/**
 * Answers sent with a client id (docs/decisions/026-respostas-offline.md): a repeat by the same user is the
 * same answer — one row, the first response, no second deck entry, no second count — alone or at once;
 * another user's same id is another answer. A mock takes, within the tolerance after its limit, the answers
 * a device kept offline from before the limit.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_POR_MINUTO: '1000' });
});

const post = (headers: Record<string, string>, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
const get = (headers: Record<string, string>, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers });
const contar = async (tabela: string, usuarioId: number) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.raw(tabela)} where usuario_id = ${usuarioId}`,
    )
  )[0]!.n;

async function aluno() {
  const a = await criarAluno(t, { plano: 1 });
  return { id: a.id, headers: await entrar(a) };
}

describe('questions and fixation exercises', () => {
  it('a repeated client id returns the first feedback and writes nothing: no row, no count, no deck entry', async () => {
    const q = await criarQuestao(t.database.db, { plataformaId: 1 });
    const a = await aluno();
    const idCliente = randomUUID();
    const errada = { idQuestao: q.id, idAlternativa: q.alternativas[1]!.id, idCliente };
    const primeira = await post(a.headers, 'questoes/verifica-resposta', errada);
    expect(primeira.statusCode).toBe(200);
    expect(primeira.json().certoErrado).toBe(false);
    // Even a repeat with another choice is the first answer (a client never changes a sent answer).
    const repetida = await post(a.headers, 'questoes/verifica-resposta', {
      ...errada,
      idAlternativa: q.alternativas[0]!.id,
    });
    expect(repetida.statusCode).toBe(200);
    expect(repetida.json()).toEqual(primeira.json());
    expect(await contar('resposta_questao', a.id)).toBe(1);
    const [estado] = await rows<{ total_respostas: number }>(
      t.database.db,
      sql`select total_respostas from questao_usuario where usuario_id = ${a.id} and questao_id = ${q.id}`,
    );
    expect(estado!.total_respostas).toBe(1);
    expect(await contar('revisao_log', a.id)).toBe(1);
    const estatistica = await post(a.headers, `estatisticas/porcentagem-acerto-questao/${q.id}`, {});
    expect(estatistica.json().totalRespostas).toBe(1);

    // Without a client id every send is an answer, as before.
    await post(a.headers, 'questoes/verifica-resposta', {
      idQuestao: q.id,
      idAlternativa: q.alternativas[0]!.id,
    });
    await post(a.headers, 'questoes/verifica-resposta', {
      idQuestao: q.id,
      idAlternativa: q.alternativas[0]!.id,
    });
    expect(await contar('resposta_questao', a.id)).toBe(3);
  });

  it('repeats sent at once give one row and one response', async () => {
    const q = await criarQuestao(t.database.db, { plataformaId: 1 });
    const a = await aluno();
    const body = { idQuestao: q.id, idAlternativa: q.alternativas[1]!.id, idCliente: randomUUID() };
    const respostas = await Promise.all(
      Array.from({ length: 6 }, () => post(a.headers, 'questoes/verifica-resposta', body)),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(respostas.map((r) => r.json().idResposta)).size).toBe(1);
    expect(await contar('resposta_questao', a.id)).toBe(1);
    const [estado] = await rows<{ total_respostas: number }>(
      t.database.db,
      sql`select total_respostas from questao_usuario where usuario_id = ${a.id}`,
    );
    expect(estado!.total_respostas).toBe(1);
    expect(await contar('revisao_log', a.id)).toBe(1);
  });

  it('ids are per user: another student’s same id is her own answer, and sees nothing of the first', async () => {
    const q = await criarQuestao(t.database.db, { plataformaId: 1 });
    const [a, b] = [await aluno(), await aluno()];
    const idCliente = randomUUID();
    const deA = await post(a.headers, 'questoes/verifica-resposta', {
      idQuestao: q.id,
      idAlternativa: q.alternativas[1]!.id,
      idCliente,
    });
    const deB = await post(b.headers, 'questoes/verifica-resposta', {
      idQuestao: q.id,
      idAlternativa: q.alternativas[0]!.id,
      idCliente,
    });
    expect(deB.statusCode).toBe(200);
    expect(deB.json().certoErrado).toBe(true);
    expect(deB.json().idResposta).not.toBe(deA.json().idResposta);
    expect([await contar('resposta_questao', a.id), await contar('resposta_questao', b.id)]).toEqual([1, 1]);
  });

  it('fixation exercises: the same, and a malformed id is a 400 in Portuguese', async () => {
    const x = await criarExercicio(t.database.db, { plataformaId: 1, certo: true });
    const a = await aluno();
    const body = { idAlternativa: x.id, respostaMarcadaVerdadeiroFalso: false, idCliente: randomUUID() };
    const url = 'questoes/verifica-resposta-verdadeiro-falso';
    const [um, dois] = await Promise.all([post(a.headers, url, body), post(a.headers, url, body)]);
    expect(um.json()).toEqual(dois.json());
    expect(await post(a.headers, url, body).then((r) => r.json())).toEqual(um.json());
    expect(await contar('resposta_exercicio', a.id)).toBe(1);
    expect(await contar('revisao_log', a.id)).toBe(1);
    const ruim = await post(a.headers, url, { ...body, idCliente: 'abc' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().errors).toEqual([
      { campo: 'idCliente', mensagem: 'Identificador da resposta inválido.' },
    ]);
  });
});

describe('mock exams', () => {
  const responder = (h: Record<string, string>, body: object) =>
    post(h, 'questoes/verifica-resposta-enare', body);
  const atrasar = (simuladoId: number, usuarioId: number, minutos: number) =>
    t.database.db.execute(
      sql`update simulado_tentativa set iniciado_em = now() - make_interval(secs => ${minutos * 60})
          where simulado_id = ${simuladoId} and usuario_id = ${usuarioId}`,
    );

  it('a repeat returns the first save, even after a later change and after the finish, and never reverts it', async () => {
    const sim = await criarSimulado(t.database.db);
    const a = await aluno();
    const [q] = sim.questoes;
    const primeira = { idQuestao: q!.id, idAlternativa: q!.alternativas[1]!.id, idCliente: randomUUID() };
    const salva = (await responder(a.headers, primeira)).json();
    await responder(a.headers, {
      idQuestao: q!.id,
      idAlternativa: q!.alternativas[0]!.id,
      idCliente: randomUUID(),
    });
    expect((await responder(a.headers, primeira)).json()).toEqual(salva);
    const respostas = (await get(a.headers, `questoes/procurar-resposta-usuario/${sim.id}`)).json();
    expect(respostas[0].idAlternativa).toBe(q!.alternativas[0]!.id);
    expect(await contar('resposta_simulado_questao', a.id)).toBe(2);

    for (const outra of sim.questoes.slice(1))
      await responder(a.headers, { idQuestao: outra.id, idAlternativa: outra.alternativas[0]!.id });
    expect((await get(a.headers, `questoes/finalizar-simulado/${sim.id}`)).json()).toBe(true);
    const depois = await responder(a.headers, primeira);
    expect(depois.statusCode).toBe(200);
    expect(depois.json()).toEqual(salva);
    // Finishing again is the same finish.
    expect((await get(a.headers, `questoes/finalizar-simulado/${sim.id}`)).json()).toBe(true);
  });

  it('after the limit takes, within the tolerance, the answers kept offline from before it; then the queued finish closes it at the limit', async () => {
    const sim = await criarSimulado(t.database.db, { duracaoMinutos: 30 });
    const a = await aluno();
    await get(a.headers, `questoes/listar-questoes-enare/${sim.id}`);
    const [q1, q2, q3] = sim.questoes;
    await atrasar(sim.id, a.id, 35);
    const [tentativa] = await rows<{ fim: Date }>(
      t.database.db,
      sql`select iniciado_em + interval '30 minutes' as fim from simulado_tentativa
          where simulado_id = ${sim.id} and usuario_id = ${a.id}`,
    );
    const fim = new Date(tentativa!.fim);
    const antes = new Date(fim.getTime() - 60_000).toISOString();

    // A read in the tolerance does not close it (the kept answers may still be on their way).
    expect((await get(a.headers, `questoes/verifica-se-acabou-simulado/${sim.id}`)).json()).toBe(false);
    const guardada = await responder(a.headers, {
      idQuestao: q1!.id,
      idAlternativa: q1!.alternativas[0]!.id,
      idCliente: randomUUID(),
      respondidaEm: antes,
    });
    expect(guardada.statusCode).toBe(200);
    // Claimed after the limit: refused, and the attempt closes with what it has, as at the limit.
    const depoisDoFim = await responder(a.headers, {
      idQuestao: q2!.id,
      idAlternativa: q2!.alternativas[0]!.id,
      idCliente: randomUUID(),
      respondidaEm: new Date(fim.getTime() + 1000).toISOString(),
    });
    expect(depoisDoFim.statusCode).toBe(409);
    expect(depoisDoFim.json().mensagem).toBe(MENSAGEM_TEMPO_ESGOTADO);
    const dados = (await get(a.headers, `estatisticas/dados-simulado/${sim.id}`)).json();
    expect(dados).toMatchObject({ acabouSimulado: true, numeroAcertos: 1 });
    expect(dados.finalizadoEm).toBe(dados.fimDoTempo);
    expect(
      (
        await responder(a.headers, {
          idQuestao: q3!.id,
          idAlternativa: q3!.alternativas[0]!.id,
          idCliente: randomUUID(),
          respondidaEm: antes,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('the student’s finish in the tolerance closes it with blanks; past the tolerance a kept answer is refused and any call closes it', async () => {
    const sim = await criarSimulado(t.database.db, { duracaoMinutos: 30 });
    const [a, b] = [await aluno(), await aluno()];
    const [q1] = sim.questoes;
    for (const s of [a, b]) await get(s.headers, `questoes/listar-questoes-enare/${sim.id}`);

    await atrasar(sim.id, a.id, 31);
    await responder(a.headers, {
      idQuestao: q1!.id,
      idAlternativa: q1!.alternativas[0]!.id,
      idCliente: randomUUID(),
      respondidaEm: new Date(Date.now() - 2 * 60_000).toISOString(),
    });
    expect((await get(a.headers, `questoes/finalizar-simulado/${sim.id}`)).json()).toBe(true);
    expect((await get(a.headers, `estatisticas/dados-simulado/${sim.id}`)).json()).toMatchObject({
      acabouSimulado: true,
      numeroAcertos: 1,
    });

    await atrasar(sim.id, b.id, 30 + TOLERANCIA_OFFLINE_MINUTOS + 1);
    const tarde = await responder(b.headers, {
      idQuestao: q1!.id,
      idAlternativa: q1!.alternativas[0]!.id,
      idCliente: randomUUID(),
      respondidaEm: new Date(Date.now() - 20 * 60_000).toISOString(),
    });
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().mensagem).toBe(MENSAGEM_TEMPO_ESGOTADO);
    expect((await get(b.headers, `questoes/verifica-se-acabou-simulado/${sim.id}`)).json()).toBe(true);
  });
});
