import { projetar, Z_95 } from '@aprovei/shared/projecao/projecao.rules';
import type { TProjecao, TProjecaoTipo } from '@aprovei/shared/projecao/projecao.schemas';
import { MENSAGEM_SEM_REVISOES } from '@aprovei/shared/revisao/revisao.rules';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  criarAluno,
  criarQuestao,
  criarSimulado,
  materiasDaPlataforma,
  responderQuestao,
  type UsuarioDeTeste,
} from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';
import { rows } from '../../db/client.ts';
import { registrarRespostas } from '../itens-estudo/index.ts';
import { TABELAS_QUESTAO } from '../questoes/index.ts';
import { calibrarDificuldades } from './calibracao.ts';

let t: TestApp;
let ana: UsuarioDeTeste, bruno: UsuarioDeTeste, estagiaria: UsuarioDeTeste;
let m1: { id: number; nome: string }, m2: { id: number; nome: string };
type Questao = Awaited<ReturnType<typeof criarQuestao>>;
const questoes1: Questao[] = [];
const questoes2: Questao[] = [];
/** The other students who finished the ENARE mock (the percentile's population). */
const outros: UsuarioDeTeste[] = [];
let simuladoA: number;

async function chamar(quem: UsuarioDeTeste, url: string) {
  const { headers } = await quem.login();
  return t.app.inject({ method: 'GET', url: `/api${url}`, headers });
}
async function projecao(quem: UsuarioDeTeste): Promise<Record<string, TProjecaoTipo>> {
  const res = await chamar(quem, '/projecao?idPlataforma=1');
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json() as TProjecao).tipos.map((p) => [p.tipo, p]));
}

/** Latest answers written through the question bank's batch writer (the counters follow by trigger). */
async function responder(usuarioId: number, lista: Questao[], acertos: number | ((i: number) => boolean)) {
  const certa = typeof acertos === 'number' ? (i: number) => i < acertos : acertos;
  await registrarRespostas(
    t.database.db,
    TABELAS_QUESTAO,
    lista.map((q, i) => {
      const correta = certa(i);
      return {
        usuarioId,
        itemId: q.id,
        correta,
        valores: {
          alternativa_id: q.alternativas.find((a) => a.correta === correta)!.id,
          valor_somatoria: null,
        },
      };
    }),
  );
}

/** mulberry32: the same simulated answers on every run. */
function sorteio(semente: number) {
  let a = semente >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_POR_MINUTO: '100000' });
  const materias = await materiasDaPlataforma(t.database.db, 1);
  m1 = materias[0]!;
  m2 = materias[1]!;
  ana = await criarAluno(t, { plano: 1 });
  bruno = await criarAluno(t, { plano: 1 });
  estagiaria = await criarAluno(t, { estagiario: true });
  // ENARE: two mocks of 6 questions (1 point each), one of each subject: each weighs half, 6 points a mock.
  simuladoA = (await criarSimulado(t.database.db, { tipo: 'ENARE', materias: [m1.id] })).id;
  await criarSimulado(t.database.db, { tipo: 'ENARE', materias: [m2.id] });
  // Not yet released: not part of the exam.
  await criarSimulado(t.database.db, { tipo: 'ENARE', materias: [materias[2]!.id], liberacaoEmDias: 5 });
  for (let i = 0; i < 20; i++) {
    questoes1.push(await criarQuestao(t.database.db, { plataformaId: 1, materias: [m1.id] }));
    questoes2.push(await criarQuestao(t.database.db, { plataformaId: 1, materias: [m2.id] }));
  }
  // Twelve others finished mock A with 1…6 points, and so did Ana (her own attempt is left out).
  const pontos = [1, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 6];
  for (const _ of pontos) outros.push(await criarAluno(t, { plano: 1 }));
  const fim = new Date();
  await t.database.db.execute(sql`insert into simulado_tentativa
      (simulado_id, usuario_id, iniciado_em, finalizado_em, pontuacao, acertos, resultado)
    select ${simuladoA}, u, ${fim.toISOString()}::timestamptz - interval '2 hours', ${fim.toISOString()}::timestamptz, p, p, '{}'::jsonb
    from unnest(${`{${[...outros.map((o) => o.id), ana.id].join(',')}}`}::int[], ${`{${[...pontos, 6].join(',')}}`}::int[]) as x(u, p)`);
});

describe('GET /api/projecao', () => {
  it('says what is missing, in Portuguese, before there are enough answers; a type without mocks says so', async () => {
    const p = await projecao(ana);
    expect(p.ENARE).toMatchObject({
      situacao: 'FALTAM_RESPOSTAS',
      respostas: 0,
      nota: null,
      mensagem: `Responda mais 30 questões de ${m1.nome} e ${m2.nome} para ver sua nota projetada.`,
    });
    expect(p.FUVEST).toMatchObject({
      situacao: 'SEM_SIMULADOS',
      mensagem: 'Ainda não há simulados deste tipo publicados para projetar a nota.',
    });
    await responder(ana.id, questoes1, 15);
    // 10 more overall, 5 of them at least of the subject she never answered.
    expect((await projecao(ana)).ENARE!.mensagem).toBe(
      `Responda mais 10 questões de ${m2.nome} para ver sua nota projetada.`,
    );
  });

  it('projects the weighted share on the mocks’ scale, with its band and the percentile among the others', async () => {
    await responder(ana.id, questoes2, 10);
    const { ENARE } = await projecao(ana);
    // 0.5 · 15/20 + 0.5 · 10/20 = 0.625 of 6 points.
    const esperada = projetar(
      {
        notaMaxima: 6,
        materias: [
          { materiaId: m1.id, nome: m1.nome, pontos: 3 },
          { materiaId: m2.id, nome: m2.nome, pontos: 3 },
        ],
      },
      [
        { materiaId: m1.id, respostas: 20, acertos: 15 },
        { materiaId: m2.id, respostas: 20, acertos: 10 },
      ],
    );
    if (esperada.situacao !== 'PROJETADA') throw new Error('fixture');
    expect(ENARE).toEqual({
      tipo: 'ENARE',
      situacao: 'PROJETADA',
      metodo: 'PROPORCAO',
      respostas: 40,
      nota: 3.8,
      faixaMinima: Math.round(esperada.faixa[0] * 60) / 10,
      faixaMaxima: Math.round(esperada.faixa[1] * 60) / 10,
      notaMaxima: 6,
      // 0.625 of 6: above the six attempts of 1–3 points, below the six of 4–6, of twelve (Ana's own left out).
      percentil: 50,
      participantes: 12,
      mensagem: null,
    });
    // The band is the normal interval of the weighted share.
    const v = (0.25 * (17 / 24) * (7 / 24)) / 20 + (0.25 * 0.5 * 0.5) / 20;
    expect(ENARE!.faixaMaxima! - ENARE!.faixaMinima!).toBeCloseTo(2 * Z_95 * Math.sqrt(v) * 6, 0);
  });

  it('follows every answer at once', async () => {
    const antes = (await projecao(ana)).ENARE!;
    const { headers } = await ana.login();
    // Her wrong answer to a question of subject 2 becomes right.
    await responderQuestao(t, headers, questoes2[15]!, true);
    const depois = (await projecao(ana)).ENARE!;
    expect(depois.nota).toBeGreaterThan(antes.nota!);
    expect(depois.nota).toBe(Math.round(6 * (0.5 * 0.75 + 0.5 * 0.55) * 10) / 10);
  });

  it('shows each student only their own projection', async () => {
    const p = await projecao(bruno);
    expect(p.ENARE).toMatchObject({ situacao: 'FALTAM_RESPOSTAS', respostas: 0, nota: null });
    // The query takes no student: there is no way to ask for someone else's.
    const res = await chamar(bruno, `/projecao?idPlataforma=1&usuarioId=${ana.id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as TProjecao).tipos.find((x) => x.tipo === 'ENARE')!.respostas).toBe(0);
  });

  it('trainees get the review’s 401; no sign-in is a 401; another product’s platform a 404; bad input a 400', async () => {
    const res = await chamar(estagiaria, '/projecao?idPlataforma=1');
    expect(res.statusCode).toBe(401);
    expect(res.json().mensagem).toBe(MENSAGEM_SEM_REVISOES);
    const anonimo = await t.app.inject({ url: '/api/projecao?idPlataforma=1', headers: TENANT });
    expect(anonimo.statusCode).toBe(401);
    expect((await chamar(ana, '/projecao?idPlataforma=3')).statusCode).toBe(404);
    for (const q of ['abc', '99999999999999999999', '1%00']) {
      const r = await chamar(ana, `/projecao?idPlataforma=${q}`);
      expect(r.statusCode).toBe(400);
      expect(r.json().mensagem).toBe('Plataforma inválida.');
    }
    expect((await chamar(ana, '/projecao')).statusCode).toBe(400);
  });
});

describe('the nightly Rasch calibration', () => {
  const dificuldades = () =>
    rows<{ questao_id: number; dificuldade: number; respostas: number }>(
      t.database.db,
      sql`select questao_id, dificuldade, respostas from item_dificuldade order by questao_id`,
    );

  it('stores the difficulties of the questions with enough answers, idempotently, and projects from the ability', async () => {
    // The twelve others answer the 40 questions as the model says, skills from low to high and each list's
    // questions from easy to hard (drawn: a perfectly ordered record has no finite estimate).
    const acaso = sorteio(24);
    const p = (theta: number, i: number) => 1 / (1 + Math.exp(-(theta - (-2 + (4 * i) / 19))));
    for (const [n, o] of outros.entries()) {
      const theta = -1.5 + (3 * n) / 11;
      await responder(o.id, questoes1, (i) => acaso() < p(theta, i));
      await responder(o.id, questoes2, (i) => acaso() < p(theta, i));
    }
    // The test's minimum: 13 answers a question (production: 250).
    const feito = await calibrarDificuldades(t.database.db, 13);
    expect(feito).toMatchObject({ executada: true, plataformas: 1 });
    const primeira = await dificuldades();
    expect(primeira.length).toBe(feito.itens);
    expect(primeira.length).toBeGreaterThan(30);
    // Each list's first questions are easier than its last ones.
    const media = (lista: Questao[]) => {
      const ds = lista.flatMap((q) =>
        primeira.filter((d) => d.questao_id === q.id).map((d) => d.dificuldade),
      );
      return ds.reduce((s, d) => s + d, 0) / ds.length;
    };
    expect(media([...questoes1.slice(0, 7), ...questoes2.slice(0, 7)])).toBeLessThan(
      media([...questoes1.slice(13), ...questoes2.slice(13)]),
    );
    expect(Math.abs(primeira.reduce((s, d) => s + d.dificuldade, 0) / primeira.length)).toBeLessThan(1e-6);

    const again = await calibrarDificuldades(t.database.db, 13);
    expect(again.removidos).toBe(0);
    expect(await dificuldades()).toEqual(primeira);

    const { ENARE } = await projecao(ana);
    expect(ENARE).toMatchObject({ situacao: 'PROJETADA', metodo: 'RASCH' });
    expect(ENARE!.faixaMinima!).toBeLessThan(ENARE!.nota!);
    expect(ENARE!.faixaMaxima!).toBeGreaterThan(ENARE!.nota!);

    // Above every question's count: all leave the table, and the projection is the weighted share again.
    expect((await calibrarDificuldades(t.database.db, 1000)).removidos).toBe(primeira.length);
    expect(await dificuldades()).toEqual([]);
    expect((await projecao(ana)).ENARE!.metodo).toBe('PROPORCAO');
  });

  it('skips a run while another holds the lock', async () => {
    const [a, b] = await Promise.all([
      calibrarDificuldades(t.database.db, 13),
      calibrarDificuldades(t.database.db, 13),
    ]);
    // On PGlite the two transactions take turns on its one connection: both run; on PostgreSQL one may skip.
    expect([a.executada, b.executada]).toContain(true);
  });
});
