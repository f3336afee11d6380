import {
  MENSAGEM_CONTEUDO_FORA_DAS_MATERIAS,
  MENSAGEM_DATA_INICIAL,
  MENSAGEM_MATERIA_OBRIGATORIA,
  MENSAGEM_MAXIMO_CONTEUDOS,
  MENSAGEM_MAXIMO_MATERIAS,
  MENSAGEM_PERIODO,
} from '@aprovei/shared/estatisticas/estatisticas.rules';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  criarAdmin,
  criarAluno,
  criarPlano,
  criarQuestao,
  responderQuestao,
  type Sessao,
} from '../../../test/factories.ts';
import { rows } from '../../db/client.ts';
import * as s from '../../db/schema/index.ts';

const SEM_ACESSO =
  'Prezado aluno, você não tem acesso a este recurso. Consulte os planos para acessar esse recurso.';
const DIA = 86_400_000;
/** A São Paulo calendar date, `dias` days before now, as yyyy-mm-dd. */
const dataSP = (dias: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() - dias * DIA),
  );
const brasileira = (iso: string) => iso.split('-').reverse().join('-');

let t: TestApp;
type Questao = Awaited<ReturnType<typeof criarQuestao>>;
const ids = { m: [] as number[], k: [] as number[], extras: [] as number[] };
const q: Questao[] = [];
let outra: Questao, doEstagiario: Questao;
let ana: Sessao, bruno: Sessao, novato: Sessao, semMetricas: Sessao, estagiario: Sessao, admin: Sessao;

const get = (who: Sessao, caminho: string, query = 'idPlataforma=1') =>
  t.app.inject({ method: 'GET', url: `/api/estatisticas/${caminho}?${query}`, headers: who.headers });
const ok = async (who: Sessao, caminho: string, query?: string) => {
  const res = await get(who, caminho, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
async function responder(who: Sessao, questao: Questao, certa: boolean) {
  expect((await responderQuestao(t, who.headers, questao, certa)).certoErrado).toBe(certa);
}
/** Moves the user's answers (and latest state) to the same time `dias` days ago. */
async function mover(usuarioId: number, questao: Questao, dias: number) {
  const em = new Date(Date.now() - dias * DIA);
  const db = t.database.db;
  await db.execute(
    sql`update resposta_questao set respondida_em = ${em} where usuario_id = ${usuarioId} and questao_id = ${questao.id}`,
  );
  await db.execute(
    sql`update questao_usuario set ultima_em = ${em} where usuario_id = ${usuarioId} and questao_id = ${questao.id}`,
  );
}
const contar = async (condicao: ReturnType<typeof sql>) =>
  (
    await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from questao where ${condicao}`)
  )[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const [curso] = await db
    .insert(s.curso)
    .values({ nome: 'Curso de Estatísticas', plataformaId: 1 })
    .returning({ id: s.curso.id });
  for (const nome of ['Anatomia Teste', 'Clínica Teste', 'Pediatria Teste']) {
    const [m] = await db
      .insert(s.materia)
      .values({ nome, cursoId: curso!.id })
      .returning({ id: s.materia.id });
    ids.m.push(m!.id);
  }
  const conteudos: [string, number][] = [
    ['Ossos', ids.m[0]!],
    ['Músculos', ids.m[0]!],
    ['Cardiologia', ids.m[1]!],
    ['Neonatologia', ids.m[2]!],
  ];
  for (const [nome, materiaId] of conteudos) {
    const [k] = await db.insert(s.conteudo).values({ nome, materiaId }).returning({ id: s.conteudo.id });
    ids.k.push(k!.id);
  }
  for (const n of [1, 2, 3, 4]) {
    const [k] = await db
      .insert(s.conteudo)
      .values({ nome: `Extra ${n}`, materiaId: ids.m[0]! })
      .returning({ id: s.conteudo.id });
    ids.extras.push(k!.id);
  }
  const [m1, m2, m3] = ids.m as [number, number, number];
  const [ossos, musculos, cardio, neo] = ids.k as [number, number, number, number];
  const plano = [
    [m1, ossos, 'Instituição A'],
    [m1, ossos, 'Instituição A'],
    [m1, musculos, 'Instituição A'],
    [m2, cardio, 'Instituição B'],
    [m2, cardio, 'Instituição B'],
    [m3, neo, 'Instituição B'],
  ] as const;
  for (const [materia, conteudo, instituicao] of plano)
    q.push(
      await criarQuestao(db, { plataformaId: 1, materias: [materia], conteudos: [conteudo], instituicao }),
    );
  // Pre-selected: Ana's plan is of platform 1, so she sees only these on platform 2.
  outra = await criarQuestao(db, { plataformaId: 2, materias: [m1], conteudos: [ossos], estagiario: true });
  doEstagiario = await criarQuestao(db, { plataformaId: 1, materias: [m3], estagiario: true });
  // A second trainee question of platform 1, which nobody answers.
  await criarQuestao(db, { plataformaId: 1, materias: [m3], estagiario: true });

  const sessao = async (u: Promise<{ login(): Promise<Sessao> }>) => (await u).login();
  const anaUsuario = await criarAluno(t, { plano: 1 });
  ana = await anaUsuario.login();
  bruno = await sessao(criarAluno(t, { plano: 1 }));
  novato = await sessao(criarAluno(t, { plano: 1 }));
  const basico = await criarPlano(db, { funcionalidades: ['Simulados inéditos'] });
  semMetricas = await sessao(criarAluno(t, { plano: basico.id }));
  estagiario = await sessao(criarAluno(t, { estagiario: true }));
  admin = await sessao(criarAdmin(t));

  // Ana, platform 1 (latest answer in brackets): Q1 wrong then right [right], Q2 right, Q3 wrong,
  // Q4 right then wrong [wrong], Q5 right, Q6 wrong; platform 2: one right. Bruno: Q1 and Q3 right.
  const [q1, q2, q3, q4, q5, q6] = q as [Questao, Questao, Questao, Questao, Questao, Questao];
  for (const [questao, certa] of [
    [q1, false],
    [q1, true],
    [q2, true],
    [q3, false],
    [q4, true],
    [q4, false],
    [q5, true],
    [q6, false],
    [outra, true],
  ] as const)
    await responder(ana, questao, certa);
  await responder(bruno, q1, true);
  await responder(bruno, q3, true);
  await responder(estagiario, doEstagiario, false);
  await mover(anaUsuario.id, q3, 2);
  await mover(anaUsuario.id, q6, 10);
});

const materia = (i: number, nome: string, acertos: number, erros: number, pa: number, pe: number) => ({
  idMateria: ids.m[i],
  nomeMateria: nome,
  numeroAcertos: acertos,
  numeroErros: erros,
  totalRespostas: acertos + erros,
  percentualAcerto: pa,
  percentualErro: pe,
});
const ANATOMIA = () => materia(0, 'Anatomia Teste', 2, 1, 66.67, 33.33);
const CLINICA = () => materia(1, 'Clínica Teste', 1, 1, 50, 50);
const PEDIATRIA = () => materia(2, 'Pediatria Teste', 0, 1, 0, 100);

describe('home dashboards (latest answer per question)', () => {
  it('hits and errors of the platform, never another platform or student', async () => {
    expect(await ok(ana, 'estatistica-percentual-erros-acertos-usuario-plataforma')).toEqual({
      numeroAcertos: 3,
      numeroErros: 3,
      totalRespostas: 6,
      percentualAcertos: 50,
      percentualErros: 50,
    });
    expect(
      await ok(ana, 'estatistica-percentual-erros-acertos-usuario-plataforma', 'idPlataforma=2'),
    ).toEqual({
      numeroAcertos: 1,
      numeroErros: 0,
      totalRespostas: 1,
      percentualAcertos: 100,
      percentualErros: 0,
    });
    expect(await ok(bruno, 'estatistica-percentual-erros-acertos-usuario-plataforma')).toMatchObject({
      numeroAcertos: 2,
      numeroErros: 0,
    });
  });

  it('subjects: most hits, best and worst', async () => {
    expect(await ok(ana, 'listar-estatistica-por-materia-plataforma')).toEqual([
      ANATOMIA(),
      CLINICA(),
      PEDIATRIA(),
    ]);
    // Only Anatomia has the answers to be compared (the split itself: estatisticas.rules.test.ts).
    expect(await ok(ana, 'estatistica-melhores-materias-usuario-plataforma')).toEqual([ANATOMIA()]);
    expect(await ok(ana, 'estatistica-piores-materias-usuario-plataforma')).toEqual([]);
    expect(await ok(bruno, 'estatistica-piores-materias-usuario-plataforma')).toEqual([]);
  });

  it('contents with most hits, at most 5', async () => {
    const conteudo = (k: number, nome: string, m: number, nomeMateria: string, a: number, e: number) => ({
      idConteudo: ids.k[k],
      nomeConteudo: nome,
      idMateria: ids.m[m],
      nomeMateria,
      numeroAcertos: a,
      numeroErros: e,
      totalRespostas: a + e,
      percentualAcerto: a + e === 0 ? 0 : Math.round((a / (a + e)) * 10_000) / 100,
      percentualErro: a + e === 0 ? 0 : Math.round((e / (a + e)) * 10_000) / 100,
    });
    expect(await ok(ana, 'listar-estatistica-por-conteudo-plataforma')).toEqual([
      conteudo(0, 'Ossos', 0, 'Anatomia Teste', 2, 0),
      conteudo(2, 'Cardiologia', 1, 'Clínica Teste', 1, 1),
      conteudo(1, 'Músculos', 0, 'Anatomia Teste', 0, 1),
      conteudo(3, 'Neonatologia', 2, 'Pediatria Teste', 0, 1),
    ]);
  });

  it('completed versus not completed among the visible questions', async () => {
    const total = await contar(sql`plataforma_id = 1`);
    expect(await ok(ana, 'estatistica-questoes-feitas-plataforma')).toEqual({
      totalQuestoes: total,
      totalQuestoesRespondidas: 6,
      totalQuestoesNaoRespondidas: total - 6,
    });
    const doTrainee = await contar(sql`plataforma_id = 1 and estagiario`);
    expect(doTrainee).toBe(2);
    expect(await ok(estagiario, 'estatistica-questoes-feitas-plataforma')).toEqual({
      totalQuestoes: doTrainee,
      totalQuestoesRespondidas: 1,
      totalQuestoesNaoRespondidas: doTrainee - 1,
    });
  });

  it('answers per day over the last 30 days, from every answer', async () => {
    const r = await ok(ana, 'estatistica-ultimos-acessos');
    expect(r.dias).toEqual([
      { dataResposta: dataSP(10), acertos: 0, erros: 1 },
      { dataResposta: dataSP(2), acertos: 0, erros: 1 },
      { dataResposta: dataSP(0), acertos: 4, erros: 2 },
    ]);
    expect(Date.now() - Date.parse(r.ultimaResposta)).toBeLessThan(60_000);
  });

  it('a first day: zeros and empty lists', async () => {
    for (const caminho of [
      'listar-estatistica-por-materia-plataforma',
      'listar-estatistica-por-conteudo-plataforma',
      'estatistica-melhores-materias-usuario-plataforma',
      'estatistica-piores-materias-usuario-plataforma',
    ])
      expect(await ok(novato, caminho)).toEqual([]);
    expect(await ok(novato, 'estatistica-percentual-erros-acertos-usuario-plataforma')).toEqual({
      numeroAcertos: 0,
      numeroErros: 0,
      totalRespostas: 0,
      percentualAcertos: 0,
      percentualErros: 0,
    });
    const total = await contar(sql`plataforma_id = 1`);
    expect(await ok(novato, 'estatistica-questoes-feitas-plataforma')).toEqual({
      totalQuestoes: total,
      totalQuestoesRespondidas: 0,
      totalQuestoesNaoRespondidas: total,
    });
    expect(await ok(novato, 'estatistica-ultimos-acessos')).toEqual({ ultimaResposta: null, dias: [] });
    const semana = (await ok(novato, 'listar-estatistica-desempenho-semanal-plataforma')).diasDaSemana;
    expect(semana).toHaveLength(7);
    expect(semana.every((d: { acertos: number; erros: number }) => d.acertos === 0 && d.erros === 0)).toBe(
      true,
    );
    expect(
      await ok(novato, 'listar-estatistica-por-filtro', `idPlataforma=1&listaMateriaQuestao=${ids.m[0]}`),
    ).toEqual({ agrupamento: 'MATERIA', materias: [], conteudos: [] });
  });
});

describe('cached aggregates', () => {
  it('follow each new answer at once', async () => {
    const carla = await (await criarAluno(t, { plano: 1 })).login();
    const materias = () => ok(carla, 'listar-estatistica-por-materia-plataforma');
    const visiveis = async () => (await ok(carla, 'estatistica-questoes-feitas-plataforma')).totalQuestoes;
    expect(await materias()).toEqual([]);
    const antes = await visiveis();
    await responder(carla, q[0]!, true);
    expect(await materias()).toEqual([materia(0, 'Anatomia Teste', 1, 0, 100, 0)]);
    await responder(carla, q[0]!, false);
    expect(await materias()).toEqual([materia(0, 'Anatomia Teste', 0, 1, 0, 100)]);
    expect(
      await ok(carla, 'listar-estatistica-por-filtro', `idPlataforma=1&listaMateriaQuestao=${ids.m[0]}`),
    ).toEqual({
      agrupamento: 'MATERIA',
      materias: [materia(0, 'Anatomia Teste', 0, 1, 0, 100)],
      conteudos: [],
    });
    // A new question of the platform counts among the visible ones.
    await criarQuestao(t.database.db, { plataformaId: 1, materias: [ids.m[2]!] });
    expect(await visiveis()).toBe(antes + 1);
  });
});

describe('GET /api/estatisticas/listar-estatistica-desempenho-semanal-plataforma', () => {
  it('hits and errors per weekday of the last 7 days, today last', async () => {
    const { diasDaSemana } = await ok(ana, 'listar-estatistica-desempenho-semanal-plataforma');
    const nomes = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];
    expect(diasDaSemana).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((dias) => {
        const data = dataSP(dias);
        const [acertos, erros] = dias === 0 ? [4, 2] : dias === 2 ? [0, 1] : [0, 0];
        return { dia: nomes[new Date(`${data}T12:00:00Z`).getUTCDay()], data, acertos, erros };
      }),
    );
  });
});

describe('GET /api/estatisticas/listar-estatistica-por-filtro', () => {
  const filtro = (query: string) => `idPlataforma=1&${query}`;

  it('per subject, and per institution', async () => {
    expect(
      await ok(ana, 'listar-estatistica-por-filtro', filtro(`listaMateriaQuestao=${ids.m[1]},${ids.m[0]}`)),
    ).toEqual({ agrupamento: 'MATERIA', materias: [ANATOMIA(), CLINICA()], conteudos: [] });
    const { materias } = await ok(
      ana,
      'listar-estatistica-por-filtro',
      filtro(`listaMateriaQuestao=${ids.m[0]},${ids.m[1]}&listaInstituicao=${await instituicaoB()}`),
    );
    expect(materias).toEqual([CLINICA()]);
  });

  it('per content', async () => {
    const r = await ok(
      ana,
      'listar-estatistica-por-filtro',
      filtro(`listaMateriaQuestao=${ids.m[0]},${ids.m[1]}&listaConteudoQuestao=${ids.k[0]},${ids.k[2]}`),
    );
    expect(r.agrupamento).toBe('CONTEUDO');
    expect(
      r.conteudos.map((c: { nomeConteudo: string; numeroAcertos: number; numeroErros: number }) => [
        c.nomeConteudo,
        c.numeroAcertos,
        c.numeroErros,
      ]),
    ).toEqual([
      ['Ossos', 2, 0],
      ['Cardiologia', 1, 1],
    ]);
  });

  it('by the period of the latest answer, dates typed either way', async () => {
    const dois = dataSP(2);
    for (const [ini, fim] of [
      [brasileira(dois), dois],
      [dois, brasileira(dois)],
    ]) {
      const r = await ok(
        ana,
        'listar-estatistica-por-filtro',
        filtro(`listaMateriaQuestao=${ids.m[0]}&dataInicial=${ini}&dataFinal=${fim}`),
      );
      expect(r.materias).toEqual([materia(0, 'Anatomia Teste', 0, 1, 0, 100)]);
    }
    const hoje = await ok(
      ana,
      'listar-estatistica-por-filtro',
      filtro(`listaMateriaQuestao=${ids.m[0]}&dataInicial=${dataSP(0)}`),
    );
    expect(hoje.materias).toEqual([materia(0, 'Anatomia Teste', 2, 0, 100, 0)]);
  });

  it.each([
    ['', MENSAGEM_MATERIA_OBRIGATORIA],
    ['listaMateriaQuestao=1,2,3,4,5,6', MENSAGEM_MAXIMO_MATERIAS],
    ['listaMateriaQuestao=1&dataInicial=31-02-2026', MENSAGEM_DATA_INICIAL],
    ['listaMateriaQuestao=1&dataInicial=2026-03-02&dataFinal=01-03-2026', MENSAGEM_PERIODO],
  ])('refuses %s', async (query, mensagem) => {
    const res = await get(ana, 'listar-estatistica-por-filtro', filtro(query));
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe(mensagem);
  });

  it('refuses more than 5 contents of a subject, or a content of another subject', async () => {
    const seis = [ids.k[0], ids.k[1], ...ids.extras].join(',');
    const demais = await get(
      ana,
      'listar-estatistica-por-filtro',
      filtro(`listaMateriaQuestao=${ids.m[0]}&listaConteudoQuestao=${seis}`),
    );
    expect(demais.statusCode).toBe(400);
    expect(demais.json()).toMatchObject({
      mensagem: MENSAGEM_MAXIMO_CONTEUDOS,
      errors: [{ campo: 'listaConteudoQuestao', mensagem: MENSAGEM_MAXIMO_CONTEUDOS }],
    });
    const cinco = [ids.k[0], ids.k[1], ...ids.extras.slice(0, 3)].join(',');
    expect(
      (
        await get(
          ana,
          'listar-estatistica-por-filtro',
          filtro(`listaMateriaQuestao=${ids.m[0]}&listaConteudoQuestao=${cinco}`),
        )
      ).statusCode,
    ).toBe(200);
    const fora = await get(
      ana,
      'listar-estatistica-por-filtro',
      filtro(`listaMateriaQuestao=${ids.m[0]}&listaConteudoQuestao=${ids.k[2]}`),
    );
    expect(fora.statusCode).toBe(400);
    expect(fora.json().mensagem).toBe(MENSAGEM_CONTEUDO_FORA_DAS_MATERIAS);
  });
});

describe('access', () => {
  const pagina = [
    ['listar-estatistica-desempenho-semanal-plataforma', 'idPlataforma=1'],
    ['listar-estatistica-por-filtro', 'idPlataforma=1&listaMateriaQuestao=1'],
  ] as const;

  it("the statistics page needs 'Métricas de resultados'", async () => {
    for (const who of [semMetricas, estagiario])
      for (const [caminho, query] of pagina) {
        const res = await get(who, caminho, query);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ codigo: 'SEM_ACESSO', mensagem: SEM_ACESSO });
      }
    for (const [caminho, query] of pagina) expect((await get(admin, caminho, query)).statusCode).toBe(200);
    // Ana's plan (with the feature) is of platform 1: it does not open platform 2's page.
    expect(
      (await get(ana, 'listar-estatistica-desempenho-semanal-plataforma', 'idPlataforma=1')).statusCode,
    ).toBe(200);
    const outraPlataforma = await get(
      ana,
      'listar-estatistica-desempenho-semanal-plataforma',
      'idPlataforma=2',
    );
    expect(outraPlataforma.statusCode).toBe(401);
    expect(outraPlataforma.json().mensagem).toBe(SEM_ACESSO);
    // The home's cards stay open to them.
    expect(
      (await get(semMetricas, 'estatistica-percentual-erros-acertos-usuario-plataforma')).statusCode,
    ).toBe(200);
  });

  it('signed in, on a platform of the product, with valid input', async () => {
    const anonimo = await t.app.inject({
      method: 'GET',
      url: '/api/estatisticas/estatistica-ultimos-acessos?idPlataforma=1',
      headers: { 'x-tenant': 'aprovei' },
    });
    expect(anonimo.statusCode).toBe(401);
    const med = await get(ana, 'estatistica-melhores-materias-usuario-plataforma', 'idPlataforma=3');
    expect(med.statusCode).toBe(404);
    for (const query of ['idPlataforma=abc', 'idPlataforma=99999999999999999999', '', 'idPlataforma=1%00']) {
      const res = await get(ana, 'estatistica-questoes-feitas-plataforma', query);
      expect(res.statusCode).toBe(400);
      expect(res.json().mensagem).toMatch(/[áéíóúãõç]|inválid/i);
    }
  });
});

async function instituicaoB() {
  const [r] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from instituicao where nome = 'Instituição B'`,
  );
  return r!.id;
}
