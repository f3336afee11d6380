import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAluno, criarQuestao, responderQuestao } from '../../../test/factories.ts';
import { rows } from '../../db/client.ts';
import * as s from '../../db/schema/index.ts';

/*
 * The dashboards' per-student counters (migrations estatisticas_contadores, estatisticas_totais) against
 * their definition: per user, platform and subject (content), the latest-answer states of the questions
 * linked to it, right and wrong; per user and platform, all of them. Checked over the whole database after every kind of change the triggers follow.
 */
let t: TestApp;
const materias: number[] = [];
const conteudos: number[] = [];

/** Rows where the counters and the recomputation from states × links differ (empty when right). */
async function divergencias() {
  const par = async (tabela: string, link: string, coluna: string) =>
    rows<Record<string, number>>(
      t.database.db,
      sql`with contado as (select usuario_id, plataforma_id, ${sql.raw(coluna)} as tag, acertos, erros
                           from ${sql.raw(tabela)} where acertos <> 0 or erros <> 0),
               real as (select e.usuario_id, e.plataforma_id, l.${sql.raw(coluna)} as tag,
                               (count(*) filter (where e.ultima_correta))::int as acertos,
                               (count(*) filter (where not e.ultima_correta))::int as erros
                        from questao_usuario e join ${sql.raw(link)} l on l.questao_id = e.questao_id group by 1, 2, 3)
          select coalesce(c.usuario_id, r.usuario_id) as usuario, coalesce(c.tag, r.tag) as tag,
                 c.acertos as "contadoAcertos", c.erros as "contadoErros", r.acertos, r.erros
          from contado c full join real r using (usuario_id, plataforma_id, tag)
          where c.acertos is distinct from r.acertos or c.erros is distinct from r.erros`,
    );
  const totais = await rows<Record<string, number>>(
    t.database.db,
    sql`with contado as (select usuario_id, plataforma_id, acertos, erros from estatistica_usuario
                         where acertos <> 0 or erros <> 0),
             real as (select e.usuario_id, e.plataforma_id,
                             (count(*) filter (where e.ultima_correta))::int as acertos,
                             (count(*) filter (where not e.ultima_correta))::int as erros
                      from questao_usuario e group by 1, 2)
        select coalesce(c.usuario_id, r.usuario_id) as usuario, coalesce(c.plataforma_id, r.plataforma_id) as plataforma,
               c.acertos as "contadoAcertos", c.erros as "contadoErros", r.acertos, r.erros
        from contado c full join real r using (usuario_id, plataforma_id)
        where c.acertos is distinct from r.acertos or c.erros is distinct from r.erros`,
  );
  return [
    ...(await par('estatistica_materia_usuario', 'questao_materia', 'materia_id')),
    ...(await par('estatistica_conteudo_usuario', 'questao_conteudo', 'conteudo_id')),
    ...totais,
  ];
}

type Aluno = Awaited<ReturnType<typeof criarAluno>>;
const sessoes = new Map<number, Awaited<ReturnType<Aluno['login']>>>();
/** An answer through the API (the question bank's batched writer). */
async function responder(aluno: Aluno, questao: Awaited<ReturnType<typeof criarQuestao>>, certa: boolean) {
  if (!sessoes.has(aluno.id)) sessoes.set(aluno.id, await aluno.login());
  await responderQuestao(t, sessoes.get(aluno.id)!.headers, questao, certa);
}

/** The students of beforeAll's history, how many answers they wrote, and Dora's realigned subject. */
let historicos: number[] = [];
let respostasIniciais = 0;
let realinhado: { usuarioId: number; materiaId: number };

/**
 * What the demo seed does to the answers it writes: dates them again (here in reverse, so each
 * student's first answer to a question becomes the latest) and moves each latest-answer state to the
 * chronologically latest answer, in one statement over many rows.
 */
async function datarERealinhar(usuarios: number[]) {
  const db = t.database.db;
  const ids = sql.join(
    usuarios.map((u) => sql`${u}`),
    sql`, `,
  );
  await db.execute(
    sql`update resposta_questao set respondida_em = now() - interval '1 day' - (id * interval '1 minute')
         where usuario_id in (${ids})`,
  );
  await db.execute(sql`
    update questao_usuario e set ultima_correta = u.correta, ultima_alternativa_id = u.alternativa_id,
           ultima_resposta_id = u.id, ultima_em = u.respondida_em, total_respostas = u.vezes
      from (select distinct on (usuario_id, questao_id) usuario_id, questao_id, id, correta, alternativa_id,
                   respondida_em, count(*) over (partition by usuario_id, questao_id) as vezes
              from resposta_questao where usuario_id in (${ids})
             order by usuario_id, questao_id, respondida_em desc, id desc) u
     where e.usuario_id = u.usuario_id and e.questao_id = u.questao_id`);
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const [curso] = await db
    .insert(s.curso)
    .values({ nome: 'Curso dos Contadores', plataformaId: 1 })
    .returning({ id: s.curso.id });
  for (const nome of ['Matéria A', 'Matéria B', 'Matéria C']) {
    const [m] = await db
      .insert(s.materia)
      .values({ nome, cursoId: curso!.id })
      .returning({ id: s.materia.id });
    materias.push(m!.id);
    const [c] = await db
      .insert(s.conteudo)
      .values({ nome: `Conteúdo de ${nome}`, materiaId: m!.id })
      .returning({ id: s.conteudo.id });
    conteudos.push(c!.id);
  }
  // Students with a history on two platforms, written through the API, then dated and realigned:
  // Dora answers p1 wrong then right (right, until the realignment makes her first answer the latest).
  const c = materias[2]!;
  const k = conteudos[2]!;
  const dora = await criarAluno(t, { plano: 1 });
  const edu = await criarAluno(t, { plano: 1 });
  const p1 = await criarQuestao(db, {
    plataformaId: 1,
    materias: [c],
    conteudos: [k],
    instituicao: 'Instituição X',
  });
  const p2 = await criarQuestao(db, { plataformaId: 1, materias: [c], conteudos: [k] });
  const p3 = await criarQuestao(db, { plataformaId: 2, materias: [c], estagiario: true });
  const historico = [
    [dora, p1, false],
    [dora, p1, true],
    [dora, p2, true],
    [dora, p3, true],
    [edu, p1, true],
    [edu, p2, false],
    [edu, p2, false],
    [edu, p3, false],
  ] as const;
  for (const [aluno, questao, certa] of historico) await responder(aluno, questao, certa);
  respostasIniciais = historico.length;
  historicos = [dora.id, edu.id];
  realinhado = { usuarioId: dora.id, materiaId: c };
  await datarERealinhar(historicos);
});

describe('the per-student counters', () => {
  it('match answers written through the API, then dated and realigned as the demo seed does', async () => {
    expect(await divergencias()).toEqual([]);
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from estatistica_materia_usuario where acertos + erros > 0`,
    );
    // Dora and Edu, each on Matéria C of platforms 1 and 2.
    expect(n!.n).toBe(4);
    // Dora's first answer to p1 (wrong) is now her latest: p2 right on platform 1, p1 wrong.
    const [dora] = await rows<{ acertos: number; erros: number }>(
      t.database.db,
      sql`select acertos, erros from estatistica_materia_usuario
          where usuario_id = ${realinhado.usuarioId} and materia_id = ${realinhado.materiaId} and plataforma_id = 1`,
    );
    expect(dora).toEqual({ acertos: 1, erros: 1 });
  });

  it('follow answers, re-answers, tagging, untagging, a move of platform and deletions', async () => {
    const db = t.database.db;
    const [a, b] = materias as [number, number];
    const [ca, cb] = conteudos as [number, number];
    const ana = await criarAluno(t, { plano: 1 });
    const bia = await criarAluno(t, { plano: 1 });
    const q1 = await criarQuestao(db, { plataformaId: 1, materias: [a], conteudos: [ca] });
    const q2 = await criarQuestao(db, { plataformaId: 1, materias: [a, b], conteudos: [ca, cb] });
    const q3 = await criarQuestao(db, { plataformaId: 1, materias: [b] });
    const contadorDe = async (usuarioId: number, materiaId: number) =>
      (
        await db
          .select({ acertos: s.estatisticaMateriaUsuario.acertos, erros: s.estatisticaMateriaUsuario.erros })
          .from(s.estatisticaMateriaUsuario)
          .where(
            and(
              eq(s.estatisticaMateriaUsuario.usuarioId, usuarioId),
              eq(s.estatisticaMateriaUsuario.materiaId, materiaId),
              eq(s.estatisticaMateriaUsuario.plataformaId, 1),
            ),
          )
      )[0];

    await responder(ana, q1, true);
    await responder(ana, q2, false);
    await responder(bia, q2, true);
    await responder(bia, q3, false);
    expect(await contadorDe(ana.id, a)).toEqual({ acertos: 1, erros: 1 });
    expect(await divergencias()).toEqual([]);

    // A re-answer: wrong → right moves one; right → right moves nothing.
    await responder(ana, q2, true);
    await responder(ana, q1, true);
    expect(await contadorDe(ana.id, a)).toEqual({ acertos: 2, erros: 0 });
    expect(await contadorDe(ana.id, b)).toEqual({ acertos: 1, erros: 0 });
    expect(await divergencias()).toEqual([]);

    // Tagged, untagged and retagged questions move every student who answered them.
    await db.insert(s.questaoMateria).values({ questaoId: q1.id, materiaId: b });
    await db
      .delete(s.questaoMateria)
      .where(and(eq(s.questaoMateria.questaoId, q2.id), eq(s.questaoMateria.materiaId, a)));
    await db
      .update(s.questaoConteudo)
      .set({ conteudoId: cb })
      .where(and(eq(s.questaoConteudo.questaoId, q1.id), eq(s.questaoConteudo.conteudoId, ca)));
    expect(await contadorDe(ana.id, a)).toEqual({ acertos: 1, erros: 0 });
    expect(await contadorDe(ana.id, b)).toEqual({ acertos: 2, erros: 0 });
    expect(await divergencias()).toEqual([]);

    // A question moved to another platform takes its states' counts there.
    const [maior] = await rows<{ n: number }>(
      db,
      sql`select coalesce(max(numero_questao), 0)::int + 1 as n from questao where plataforma_id = 2`,
    );
    await db
      .update(s.questao)
      .set({ plataformaId: 2, numeroQuestao: maior!.n })
      .where(eq(s.questao.id, q3.id));
    const [movido] = await rows<{ plataforma: number }>(
      db,
      sql`select plataforma_id as plataforma from estatistica_materia_usuario
          where usuario_id = ${bia.id} and materia_id = ${b} and erros > 0`,
    );
    expect(movido?.plataforma).toBe(2);
    expect(await divergencias()).toEqual([]);

    // A deleted question, then a student's deleted states (the account deletion's way).
    await db.delete(s.questao).where(eq(s.questao.id, q2.id));
    expect(await contadorDe(bia.id, b)).toEqual({ acertos: 0, erros: 0 });
    expect(await contadorDe(ana.id, b)).toEqual({ acertos: 1, erros: 0 });
    expect(await divergencias()).toEqual([]);
    await db.delete(s.questaoUsuario).where(eq(s.questaoUsuario.usuarioId, ana.id));
    expect(await contadorDe(ana.id, a)).toEqual({ acertos: 0, erros: 0 });
    expect(await divergencias()).toEqual([]);
  });

  it('never go below zero', async () => {
    const [r] = await rows<{ n: number }>(
      t.database.db,
      sql`select ((select count(*) from estatistica_materia_usuario where acertos < 0 or erros < 0)
                + (select count(*) from estatistica_conteudo_usuario where acertos < 0 or erros < 0)
                + (select count(*) from estatistica_usuario where acertos < 0 or erros < 0))::int as n`,
    );
    expect(r!.n).toBe(0);
  });
});

/*
 * The question's platform copied onto each answer and its institution onto each state (migration
 * resposta_plataforma), which the per-day charts and the statistics search filter on.
 */
async function chavesDivergentes() {
  const [r] = await rows<{ respostas: number; estados: number }>(
    t.database.db,
    sql`select (select count(*) from resposta_questao r join questao q on q.id = r.questao_id
                where r.plataforma_id is distinct from q.plataforma_id)::int as respostas,
               (select count(*) from questao_usuario e join questao q on q.id = e.questao_id
                where e.instituicao_id is distinct from q.instituicao_id)::int as estados`,
  );
  return r;
}

describe("the question's platform on its answers and institution on its states", () => {
  it('match the answers written in beforeAll, after their dating and realignment', async () => {
    expect(await chavesDivergentes()).toEqual({ respostas: 0, estados: 0 });
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from resposta_questao where usuario_id in (${sql.join(
        historicos.map((u) => sql`${u}`),
        sql`, `,
      )})`,
    );
    expect(n!.n).toBe(respostasIniciais);
  });

  it("follow answers, a question's move of platform and institution, and a writer passing another", async () => {
    const db = t.database.db;
    const caio = await criarAluno(t, { plano: 1 });
    const q = await criarQuestao(db, { plataformaId: 1, instituicao: 'Instituição Antiga' });
    await responder(caio, q, true);
    await responder(caio, q, false);
    const daQuestao = async () =>
      rows<{ plataforma: number; instituicao: string | null }>(
        db,
        sql`select r.plataforma_id as plataforma, i.nome as instituicao from resposta_questao r
            join questao_usuario e on e.usuario_id = r.usuario_id and e.questao_id = r.questao_id
            left join instituicao i on i.id = e.instituicao_id where r.questao_id = ${q.id}`,
      );
    expect(await daQuestao()).toEqual([
      { plataforma: 1, instituicao: 'Instituição Antiga' },
      { plataforma: 1, instituicao: 'Instituição Antiga' },
    ]);

    const [nova] = await db
      .insert(s.instituicao)
      .values({ nome: 'Instituição Nova' })
      .returning({ id: s.instituicao.id });
    const [maior] = await rows<{ n: number }>(
      db,
      sql`select coalesce(max(numero_questao), 0)::int + 1 as n from questao where plataforma_id = 2`,
    );
    await db
      .update(s.questao)
      .set({ plataformaId: 2, numeroQuestao: maior!.n, instituicaoId: nova!.id })
      .where(eq(s.questao.id, q.id));
    expect(await daQuestao()).toEqual([
      { plataforma: 2, instituicao: 'Instituição Nova' },
      { plataforma: 2, instituicao: 'Instituição Nova' },
    ]);

    // Whatever a writer passes, the question's platform is kept.
    await db
      .insert(s.respostaQuestao)
      .values({ usuarioId: caio.id, questaoId: q.id, plataformaId: 1, correta: true });
    expect(await chavesDivergentes()).toEqual({ respostas: 0, estados: 0 });
  });
});
