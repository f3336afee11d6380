// npm run bench:questoes — the question search and answer submission at realistic scale, in one run:
// a throw-away PostgreSQL (or BENCH_DATABASE_URL) filled by bench/questoes-dados.ts, the framework floor
// (bench/floor-server.ts), the real API (apps/api/src/server.ts) signed in as the heaviest user, and the
// raw SQL of the search measured through a pg client so API/raw is apples to apples.
//
// Options: BENCH_DURATION (s, default 8), BENCH_N (sequential runs of the main search, default 500),
// BENCH_N_OUTROS (of the other three modes, default 100), BENCH_ESCALA (data scale, default 1),
// BENCH_PROPOSTA (runs per variant of the index-set × query-form comparison, default 100, 0 = skip),
// BENCH_RONDAS (rounds of floor + answer loads, default 3);
// `npm run bench:questoes -- --doc` rewrites the generated section of docs/performance/questoes-busca.md.
import '../scripts/check-node.ts';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ModoExibicao } from '@aprovei/shared/questoes/questoes.rules';
import autocannon, { type Request as PedidoCarga } from 'autocannon';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from '../apps/api/src/db/client.ts';
import { paginar } from '../apps/api/src/modules/itens-estudo/busca.ts';
import { TABELAS_QUESTAO } from '../apps/api/src/modules/questoes/tipo-questao.ts';
import { ROOT } from '../scripts/lib.ts';
import { findPgBin, startTempCluster, type TempCluster } from '../scripts/postgres.ts';
import {
  cleanupOnExit,
  freePort,
  type Percentis,
  PRODUCTION_API_ENV,
  percentis,
  startProcess,
  stop,
  waitFor,
} from './lib.ts';
import { gerarDados, volumes } from './questoes-dados.ts';

const DURACAO = Number(process.env.BENCH_DURATION ?? 8);
const N_SEQ = Number(process.env.BENCH_N ?? 500);
/** The other three modes, sequentially: fewer runs keep the whole bench under ~10 minutes. */
const N_SEQ_OUTROS = Number(process.env.BENCH_N_OUTROS ?? 100);
const nSeq = (modo: ModoExibicao) => (modo === 'questoesNaoRespondidas' ? N_SEQ : N_SEQ_OUTROS);
const N_PROPOSTA = Number(process.env.BENCH_PROPOSTA ?? 100);
const ESCREVER_DOC = process.argv.includes('--doc');
/** Rounds of (floor, answers) in the answer load. */
const RONDAS = Number(process.env.BENCH_RONDAS ?? 3);
/** Students and questions of the answer load (logins stay under the sign-in rate limit of 30/min). */
const RESPONDENTES = 20;
const PERGUNTAS = 5000;
const TAMANHO = 10;
const MODOS: ModoExibicao[] = [
  'questoesNaoRespondidas',
  'questoesJaRespondidas',
  'questoesIncorretas',
  'todasQuestoes',
];

// ---------------------------------------------------------------------------------------------------
// The search's SQL, written out literally: what busca.ts (buildBusca + paginar) sends for one subject,
// one year, page 0 of 10, ordered by number (the user has no random-order preference).
// ---------------------------------------------------------------------------------------------------
interface Busca {
  plataformaId: number;
  usuarioId: number;
  materiaId: number;
  anoId: number;
}

/**
 * The forms the search has had: `cte`, the filtered set over `questao` in a MATERIALIZED CTE, planned
 * without the LIMIT (migrations 0002–0005); `chaves`, the CTE over the subject's links, which carry the
 * question's platform, year and number (0006): "subject ∩ year" is one range of questao_materia_busca_idx;
 * `estados`, the app (0007): the user's states carry the same keys and the mode condition matches them,
 * and from the links in number order the page (streamed in index order, stopping after its rows) and
 * the count are two statements, sent at once by the app (the bench runs them one after the other).
 */
type Forma = 'cte' | 'chaves' | 'estados';

interface Consulta {
  text: string;
  values: number[];
}

function sqlLiteral(modo: ModoExibicao, b: Busca, forma: Forma = 'estados'): Consulta[] {
  let values: number[] = [];
  const p = (v: number) => {
    values.push(v);
    return `$${values.length}`;
  };
  const filtro = () => {
    let f =
      forma === 'cte'
        ? `questao q where q.plataforma_id = ${p(b.plataformaId)} and q.id in (select questao_id from questao_materia where materia_id in (${p(b.materiaId)}))`
        : `(select questao_id as id, plataforma_id, ano_id, numero_questao from questao_materia where materia_id in (${p(b.materiaId)})) q where q.plataforma_id = ${p(b.plataformaId)}`;
    f += ` and q.ano_id in (${p(b.anoId)})`;
    // Drafts out: a hashed set of the platform's unpublished ids (busca.ts, situacao).
    f += ` and q.id not in (select x.id from questao x where x.plataforma_id = ${p(b.plataformaId)} and x.situacao = 'RASCUNHO')`;
    if (modo !== 'todasQuestoes') {
      const sub =
        forma === 'estados'
          ? `select 1 from questao_usuario e where e.usuario_id = ${p(b.usuarioId)} and e.plataforma_id = q.plataforma_id and e.ano_id = q.ano_id and e.numero_questao = q.numero_questao and e.questao_id = q.id and e.ano_id in (${p(b.anoId)})`
          : `select 1 from questao_usuario e where e.usuario_id = ${p(b.usuarioId)} and e.questao_id = q.id`;
      f += {
        questoesNaoRespondidas: ` and not exists (${sub})`,
        questoesJaRespondidas: ` and exists (${sub})`,
        questoesIncorretas: ` and exists (${sub} and not e.ultima_correta)`,
      }[modo];
    }
    return f;
  };
  const pagina = () => `order by q.numero_questao, q.id limit ${p(TAMANHO)} offset ${p(0)}`;
  if (forma === 'estados') {
    // Two statements, sent at once by the app: the page, then the count.
    const pag = { text: `select q.id from ${filtro()} ${pagina()}`, values };
    values = [];
    return [pag, { text: `select count(*)::int as total from ${filtro()}`, values }];
  }
  return [
    {
      text: `with r as materialized (select q.id, q.numero_questao from ${filtro()}) select q.id, count(*) over ()::int as total from r q ${pagina()}`,
      values,
    },
  ];
}

type Linha = { id?: number; total?: number; ids?: number[] };

/** A page and its total, whatever the form's statements and result shapes (rows of ids, a count, or both). */
function resultado(porConsulta: Linha[][]): { ids: number[]; total: number } {
  let ids: number[] = [];
  let total = 0;
  for (const rows of porConsulta) {
    if (rows[0]?.ids) ids = rows[0].ids;
    else if (rows[0]?.id !== undefined) ids = rows.map((r) => r.id!);
    if (rows[0]?.total !== undefined) total = rows[0].total;
  }
  return { ids, total };
}

/** The statements of one search, one after the other on one client (their total time is measured). */
async function executar(client: pg.Client, qs: Consulta[]): Promise<Linha[][]> {
  const saida: Linha[][] = [];
  for (const q of qs) saida.push((await client.query(q.text, q.values)).rows);
  return saida;
}

/**
 * The index sets the search has had: migration 0002, 0006 (the links' search index) and 0007 (the
 * states' search index). The comparison recreates each inside a transaction that is rolled back, so the
 * database is left as the migrations made it.
 */
const SEM_0006 = 'drop index if exists questao_materia_busca_idx';
const SEM_0007 = 'drop index if exists questao_usuario_busca_idx';
const INDICES_0002 = [
  'create index if not exists questao_plataforma_ano_numero_idx on questao (plataforma_id, ano_id, numero_questao, id)',
  'create index if not exists questao_usuario_incorretas_idx on questao_usuario (usuario_id, questao_id) where not ultima_correta',
];
const INDICE_0006 =
  'create index if not exists questao_materia_busca_idx on questao_materia (materia_id, plataforma_id, ano_id, numero_questao, questao_id)';
const ESQUEMAS = {
  '0002 indexes': [SEM_0006, SEM_0007, ...INDICES_0002],
  '0006 link keys': [SEM_0007, ...INDICES_0002, INDICE_0006],
  '0007 state keys': [
    ...INDICES_0002,
    INDICE_0006,
    'create index if not exists questao_usuario_busca_idx on questao_usuario (usuario_id, plataforma_id, ano_id, numero_questao, questao_id, ultima_correta)',
  ],
} as const;
type Esquema = keyof typeof ESQUEMAS;

/** The variants compared: index set × query form; the last is the app. */
const VARIANTES: { esquema: Esquema; forma: Forma; nome: string }[] = [
  { esquema: '0002 indexes', forma: 'cte', nome: '0002 indexes, CTE' },
  { esquema: '0006 link keys', forma: 'chaves', nome: '0006 link keys, CTE over the links' },
  { esquema: '0007 state keys', forma: 'estados', nome: '0007 state keys, page and count apart' },
];
const VARIANTE_APP = VARIANTES[VARIANTES.length - 1]!.nome;
/** The app until this round, whose plans the doc keeps next to the app's. */
const VARIANTE_ANTERIOR = '0006 link keys, CTE over the links';
const FORMA_ANTERIOR: Forma = 'chaves';

/**
 * The query exactly as the app sends it: busca.ts's own paginar, run against a stand-in database
 * that records the SQL instead of executing it, rendered by drizzle's PostgreSQL dialect.
 */
async function sqlDaApp(modo: ModoExibicao, b: Busca) {
  const capturado: SQL[] = [];
  const falso = {
    execute: async (q: SQL) => {
      capturado.push(q);
      return { rows: [{ id: 1, total: 1, ids: [1] }] };
    },
  } as unknown as DbOrTx;
  const { ids, total } = paginar(
    falso,
    TABELAS_QUESTAO,
    {
      plataformaId: b.plataformaId,
      usuarioId: b.usuarioId,
      materias: [b.materiaId],
      conteudos: [],
      subConteudos: [],
      instituicoes: [],
      bancas: [],
      anos: [b.anoId],
      modo,
      somenteEstagiario: false,
      semente: null,
    },
    0,
    TAMANHO,
  );
  await Promise.all([ids, total]);
  return capturado.map((c) => {
    const q = new PgDialect({ casing: 'snake_case' }).sqlToQuery(c);
    return { text: q.sql, values: q.params };
  });
}

/**
 * Fails before any work unless busca.ts sends exactly the bench's `chaves` form (text and values), so
 * "raw SQL" is always the very query the API runs.
 */
async function conferirSqlDaApp(): Promise<void> {
  const b = { plataformaId: 1, usuarioId: 7, materiaId: 11, anoId: 13 };
  for (const modo of MODOS) {
    const ours = sqlLiteral(modo, b);
    const app = await sqlDaApp(modo, b);
    // Whitespace aside (the app may spread its template over lines), the very same texts and values.
    const texto = (qs: Consulta[] | { text: string; values: unknown[] }[]) =>
      JSON.stringify(qs.map((q) => [q.text.replace(/\s+/g, ' ').trim(), q.values]));
    if (texto(ours) !== texto(app)) {
      throw new Error(
        `busca.ts no longer builds this search (${modo}): update sqlLiteral in bench/questoes.ts.\n` +
          `  bench: ${texto(ours)}\n  app:   ${texto(app)}`,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Measurement helpers
// ---------------------------------------------------------------------------------------------------
interface Carga extends Percentis {
  nome: string;
  rps: number;
  non2xx: number;
  erros: number;
  /** Every 2xx response time (ms). */
  tempos: number[];
  /** For answers: the median over the rounds of (req/s ÷ the floor's req/s in the same round). */
  razaoPiso?: number;
  /** Each round's ratio, in order. */
  razoesPiso?: number[];
}

/**
 * 2 s warm-up, then `duracao` s (default DURACAO) at 10 connections. Percentiles come from every 2xx
 * response time (autocannon's 'response' event, in fractional ms), so p95 is exact rather than read off p97.5.
 */
async function carga(
  nome: string,
  url: string,
  opts: {
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    requests?: PedidoCarga[];
    duracao?: number;
  } = {},
): Promise<Carga> {
  const base = {
    url,
    connections: 10,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    requests: opts.requests,
  };
  await autocannon({ ...base, duration: 2 });
  const tempos: number[] = [];
  const inst = autocannon({ ...base, duration: opts.duracao ?? DURACAO });
  inst.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) tempos.push(ms);
  });
  const r = await inst;
  const linha = {
    nome,
    rps: r.requests.average,
    non2xx: r.non2xx,
    erros: r.errors + r.timeouts,
    tempos,
    ...percentis(tempos),
  };
  console.log(
    `  ${nome}: ${linha.rps.toFixed(0)} req/s, p50 ${linha.p50.toFixed(1)} ms, p95 ${linha.p95.toFixed(1)} ms, p99 ${linha.p99.toFixed(1)} ms, non-2xx ${linha.non2xx}`,
  );
  return linha;
}

const mediana = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** One row for a scenario measured in several rounds: mean req/s, percentiles over every response. */
function juntar(nome: string, rodadas: Carga[], pisos?: Carga[]): Carga {
  const tempos = rodadas.flatMap((r) => r.tempos);
  const razoesPiso = pisos ? rodadas.map((r, i) => r.rps / pisos[i]!.rps) : undefined;
  return {
    nome,
    rps: rodadas.reduce((a, r) => a + r.rps, 0) / rodadas.length,
    non2xx: rodadas.reduce((a, r) => a + r.non2xx, 0),
    erros: rodadas.reduce((a, r) => a + r.erros, 0),
    tempos,
    ...percentis(tempos),
    ...(razoesPiso ? { razoesPiso, razaoPiso: mediana(razoesPiso) } : {}),
  };
}

/**
 * N rounds of: the raw SQL once (one pg client), then one API request (one keep-alive connection).
 * Interleaved so both see the same machine state: on this shared 2-vCPU box the load of other jobs
 * changes within seconds, and measuring 500 raw runs then 500 API runs compared different moments.
 */
async function sequencialIntercalado(
  client: pg.Client,
  q: Consulta[],
  url: string,
  headers: Record<string, string>,
  n: number,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.get(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  try {
    for (let i = 0; i < 20; i++) {
      await executar(client, q);
      await get();
    }
    const temposSql: number[] = [];
    const temposApi: number[] = [];
    let rows: Linha[][] = [];
    let ultimo = { status: 0, body: '' };
    for (let i = 0; i < n; i++) {
      let t0 = performance.now();
      rows = await executar(client, q);
      temposSql.push(performance.now() - t0);
      t0 = performance.now();
      ultimo = await get();
      temposApi.push(performance.now() - t0);
      if (ultimo.status !== 200)
        throw new Error(`GET ${url} → ${ultimo.status}: ${ultimo.body.slice(0, 300)}`);
    }
    return {
      temposSql,
      temposApi,
      rows,
      ultimo: JSON.parse(ultimo.body) as { totalElements: number; content: { id: number }[] },
    };
  } finally {
    agent.destroy();
  }
}

/** N sequential executions of the search's SQL through one pg client (extended protocol, as drizzle). */
async function sequencialSql(client: pg.Client, q: Consulta[], n: number) {
  for (let i = 0; i < 20; i++) await executar(client, q);
  const tempos: number[] = [];
  let rows: Linha[][] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    rows = await executar(client, q);
    tempos.push(performance.now() - t0);
  }
  return { tempos, rows };
}

const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '–');

// ---------------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------------
await conferirSqlDaApp();
/** The search as the API runs it now. */
const sqlBusca = (modo: ModoExibicao, b: Busca) => sqlLiteral(modo, b);

let cluster: TempCluster | undefined;
let client: pg.Client | undefined;
let dataDir: string | undefined;
const filhos: ChildProcess[] = [];
const limpar = cleanupOnExit(() => ({ cluster, client, children: filhos, dataDir }));

const inicio = performance.now();
const saida: string[] = [];
const carga1 = () => os.loadavg()[0]!.toFixed(2);
try {
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const bin = findPgBin();
    if (!bin)
      throw new Error('PostgreSQL server not found (apt-get install postgresql) and no BENCH_DATABASE_URL.');
    cluster = await startTempCluster(bin);
    url = cluster.url;
  }
  const v = volumes();
  await gerarDados(url, v);

  const db = new pg.Client({ connectionString: url });
  client = db;
  db.on('error', () => {
    // The server went away (e.g. stopped on an error elsewhere): the run is ending anyway.
  });
  await db.connect();
  const consulta = async <T>(text: string, values: unknown[] = []) =>
    (await db.query(text, values)).rows as T[];

  // The heaviest user of tenant aprovei, the platform-1 subject with most questions, its commonest year.
  const [pesado] = await consulta<{ id: number; email: string; respostas: number; questoes: number }>(
    `select r.usuario_id as id, u.email, count(*)::int as respostas, count(distinct r.questao_id)::int as questoes
     from resposta_questao r join usuario u on u.id = r.usuario_id
     where u.tenant_id = 'aprovei' group by 1, 2 order by 3 desc limit 1`,
  );
  const [materia] = await consulta<{ id: number; nome: string; n: number }>(
    `select m.id, m.nome, count(*)::int as n from questao_materia qm join questao q on q.id = qm.questao_id
     join materia m on m.id = qm.materia_id where q.plataforma_id = 1 group by 1, 2 order by 3 desc, 1 limit 1`,
  );
  const [ano] = await consulta<{ id: number; ano: number; n: number }>(
    `select a.id, a.ano, count(*)::int as n from questao q join questao_materia qm on qm.questao_id = q.id
     join ano a on a.id = q.ano_id where q.plataforma_id = 1 and qm.materia_id = $1 group by 1, 2 order by 3 desc, 1 limit 1`,
    [materia!.id],
  );
  const [questaoFixa] = await consulta<{ id: number; alternativa: number }>(
    `select q.id, al.id as alternativa from questao q join questao_materia qm on qm.questao_id = q.id
     join alternativa al on al.questao_id = q.id and al.ordem = 2
     where q.plataforma_id = 1 and qm.materia_id = $1 and not q.estagiario order by q.id desc limit 1`,
    [materia!.id],
  );
  const [tamanho] = await consulta<{ s: string }>(
    'select pg_size_pretty(pg_database_size(current_database())) as s',
  );
  const [versao] = await consulta<{ v: string; sb: string; fsync: string; par: string }>(
    `select current_setting('server_version') as v, current_setting('shared_buffers') as sb,
            current_setting('fsync') as fsync, current_setting('max_parallel_workers_per_gather') as par`,
  );
  const busca: Busca = { plataformaId: 1, usuarioId: pesado!.id, materiaId: materia!.id, anoId: ano!.id };
  saida.push(
    `Data: ${v.usuarios} bench students, ${v.questoes} questions, ${v.respostas} answers (plus the demo content); database ${tamanho!.s}; PostgreSQL ${versao!.v} (shared_buffers ${versao!.sb}, fsync ${versao!.fsync}, max_parallel_workers_per_gather ${versao!.par}).`,
    `Heaviest user: ${pesado!.email} (id ${pesado!.id}): ${pesado!.respostas} answers to ${pesado!.questoes} distinct questions.`,
    `Search (the API reads the subject's links and the user's states by their search keys, migrations 0006 and 0007; the page and the count are two statements sent at once, the raw SQL runs them one after the other): platform 1, subject ${materia!.id} "${materia!.nome}" (${materia!.n} questions), ano_id ${ano!.id} = ${ano!.ano} (${ano!.n} questions of the subject), page 0 of ${TAMANHO}, ordered by number.`,
  );
  console.log(`\n${saida.join('\n')}`);

  // The real API, signed in as the heaviest user (its DATA_DIR stays unused with DATABASE_URL).
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-bench-questoes-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = startProcess(path.join(ROOT, 'apps/api/src/server.ts'), {
    ...PRODUCTION_API_ENV,
    PORT: String(port),
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    RESPOSTAS_POR_MINUTO: '100000000',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
  });
  filhos.push(api);
  await waitFor(`${base}/api/health/ready`);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': 'aprovei' },
    body: JSON.stringify({ login: pesado!.email, senha: 'aprovei2026' }),
  });
  if (!login.ok) throw new Error(`login of ${pesado!.email}: ${login.status} ${await login.text()}`);
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { 'x-tenant': 'aprovei', authorization: `Bearer ${access_token}` };
  const urlBusca = (modo: ModoExibicao) =>
    `${base}/api/questoes/listar-questoes?idPlataforma=${busca.plataformaId}&listaMateriaQuestao=${busca.materiaId}` +
    `&listaAno=${busca.anoId}&${modo}=true&page=0&size=${TAMANHO}`;

  // Sequential, mode by mode: the raw SQL and the API interleaved (same machine state).
  const cargaAntes = carga1();
  const raw: Record<string, Percentis & { total: number }> = {};
  const seq: Record<string, Percentis> = {};
  console.log(
    `\nSequential (${N_SEQ} runs of the main search, ${N_SEQ_OUTROS} of the other modes, after 20 warm-up runs): raw SQL (1 pg client) and the API (1 keep-alive connection), interleaved request by request:`,
  );
  for (const modo of MODOS) {
    const r = await sequencialIntercalado(db, sqlBusca(modo, busca), urlBusca(modo), headers, nSeq(modo));
    raw[modo] = { ...percentis(r.temposSql), total: resultado(r.rows).total };
    seq[modo] = percentis(r.temposApi);
    if (r.ultimo.totalElements !== raw[modo].total) {
      throw new Error(`${modo}: the API counted ${r.ultimo.totalElements}, the raw SQL ${raw[modo].total}`);
    }
    console.log(
      `  ${modo} (${raw[modo].total} results): SQL p50/p95/p99 ${f2(raw[modo].p50)}/${f2(raw[modo].p95)}/${f2(raw[modo].p99)} ms; ` +
        `API ${f2(seq[modo].p50)}/${f2(seq[modo].p95)}/${f2(seq[modo].p99)} ms`,
    );
  }

  // Plans of the search as it is today (warm cache).
  const explain = async (qs: Consulta[]) => {
    const planos: string[] = [];
    for (const q of qs) {
      const linhas = await consulta<Record<string, string>>(`explain (analyze, buffers) ${q.text}`, q.values);
      planos.push(linhas.map((r) => r['QUERY PLAN']).join('\n'));
    }
    return planos.join(qs.length > 1 ? '\n\n-- next statement --\n\n' : '');
  };
  const planos: Record<string, string> = {};
  for (const modo of MODOS) planos[modo] = await explain(sqlBusca(modo, busca));

  // Index sets × query forms, on the same data and session; each index set is built inside a
  // transaction rolled back at the end, so the database is left as the migrations made it.
  const [idx] = await consulta<{ ok: boolean }>(
    `select to_regclass('questao_plataforma_ano_numero_idx') is not null
            and to_regclass('questao_usuario_incorretas_idx') is not null
            and to_regclass('questao_materia_busca_idx') is not null
            and to_regclass('questao_usuario_busca_idx') is not null
            and to_regclass('questao_plataforma_ano_idx') is null as ok`,
  );
  if (!idx!.ok) throw new Error(`the database does not have the app's indexes (${VARIANTE_APP})`);
  const comparacao: Record<string, Record<string, Percentis>> = {};
  const planosVariante: Record<string, Record<string, string>> = {};
  if (N_PROPOSTA > 0) {
    console.log(
      `\nIndex sets × query forms (raw SQL, ${N_PROPOSTA} runs per mode and variant; the app runs "${VARIANTE_APP}"):`,
    );
    const esperado: Record<string, string> = {};
    for (const esquema of Object.keys(ESQUEMAS) as Esquema[]) {
      await db.query('begin');
      try {
        for (const ddl of ESQUEMAS[esquema]) await db.query(ddl);
        for (const variante of VARIANTES.filter((x) => x.esquema === esquema)) {
          const planosDela: Record<string, string> = {};
          planosVariante[variante.nome] = planosDela;
          for (const modo of MODOS) {
            const q = sqlLiteral(modo, busca, variante.forma);
            const { tempos, rows } = await sequencialSql(db, q, N_PROPOSTA);
            // Every variant must return the very same page and total.
            const pagina = JSON.stringify(resultado(rows));
            esperado[modo] ??= pagina;
            if (pagina !== esperado[modo]) {
              throw new Error(
                `${modo}, ${variante.nome}: a different page than the first variant: ${pagina}`,
              );
            }
            comparacao[modo] ??= {};
            comparacao[modo][variante.nome] = percentis(tempos);
            planosDela[modo] = await explain(q);
          }
        }
      } finally {
        await db.query('rollback');
      }
    }
    for (const modo of MODOS) {
      const linha = Object.entries(comparacao[modo]!)
        .map(([k, p]) => `${k} p50 ${f2(p.p50)}`)
        .join('; ');
      console.log(`  ${modo}: ${linha} ms`);
    }
  }
  // The answer load's students (signed in through the API) and questions, used last (below).
  const respondentes = await consulta<{ email: string }>(
    `select email from usuario where tenant_id = 'aprovei' and email like 'bench%@aprovei.dev'
     order by id limit $1`,
    [v.usuarios],
  ).then((us) =>
    us.filter((_, i) => i % Math.max(1, Math.floor(us.length / RESPONDENTES)) === 0).slice(0, RESPONDENTES),
  );
  const tokens: string[] = [];
  for (const r of respondentes) {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant': 'aprovei' },
      body: JSON.stringify({ login: r.email, senha: 'aprovei2026' }),
    });
    if (!res.ok) throw new Error(`login of ${r.email}: ${res.status} ${await res.text()}`);
    tokens.push(((await res.json()) as { access_token: string }).access_token);
  }
  const perguntas = await consulta<{ id: number; alternativas: number[] }>(
    `select q.id, array_agg(al.id order by al.ordem) as alternativas
     from (select q.id from questao q join questao_materia qm on qm.questao_id = q.id
           where q.plataforma_id = 1 and qm.materia_id = $1 and not q.estagiario and not q.questao_somatoria
           order by q.id limit $2) q
     join alternativa al on al.questao_id = q.id group by q.id`,
    [materia!.id, PERGUNTAS],
  );
  let sorteio = 42; // xorshift32: a fixed, reproducible sequence
  const aleatorio = (n: number) => {
    sorteio ^= sorteio << 13;
    sorteio ^= sorteio >>> 17;
    sorteio ^= sorteio << 5;
    return (sorteio >>> 0) % n;
  };
  await db.end();
  client = undefined;

  // Load. The searches, each once; then the answers in RONDAS rounds of (floor, real traffic, worst
  // case), so that each answer run is compared with a floor measured seconds before it: on this shared
  // machine the capacity changes from minute to minute (a floor measured once at the start was 15,000
  // req/s in one run and 30,000 in the next, with the answers moving the other way).
  console.log('\nLoad (10 connections, 2 s warm-up + measured run):');
  const linhas: Carga[] = [];
  const floorPort = await freePort();
  const floorChild = startProcess(path.join(ROOT, 'bench/floor-server.ts'), { PORT: String(floorPort) });
  filhos.push(floorChild);
  await waitFor(`http://127.0.0.1:${floorPort}/trivial`);
  const nomePiso = 'floor: bare Fastify GET /trivial';
  const medirPiso = (duracao?: number) =>
    carga(nomePiso, `http://127.0.0.1:${floorPort}/trivial`, { duracao });
  const pisoBuscas = await medirPiso();
  const buscas: Carga[] = [];
  for (const modo of MODOS)
    buscas.push(await carga(`GET listar-questoes ${modo}`, urlBusca(modo), { headers }));
  // Last, since they write (one answer row per request and the user's state for that question).
  // (a) Real traffic: many students, each on their own question. RESPONDENTES students spread over the
  //     bench's users (heavy ones and the long tail), each request a random one of them answering a
  //     random alternative of a random one of PERGUNTAS platform-1 questions of the subject: some
  //     answers are a first (insert of the state), some a repeat (update).
  const nomeReal = `POST verifica-resposta (${tokens.length} students × ${perguntas.length} questions, random)`;
  const real = (duracao: number) =>
    carga(nomeReal, base, {
      duracao,
      requests: [
        {
          method: 'POST',
          path: '/api/questoes/verifica-resposta',
          setupRequest: (req) => {
            const p = perguntas[aleatorio(perguntas.length)]!;
            return {
              ...req,
              headers: {
                'x-tenant': 'aprovei',
                'content-type': 'application/json',
                authorization: `Bearer ${tokens[aleatorio(tokens.length)]}`,
              },
              body: JSON.stringify({
                idQuestao: p.id,
                idAlternativa: p.alternativas[aleatorio(p.alternativas.length)],
              }),
            };
          },
        },
      ],
    });
  // (b) The former scenario, kept as the contention worst case: all 10 connections are the same
  //     student answering the same question, so every upsert waits for the one state row's lock.
  const nomePior = `POST verifica-resposta (one student, one question ${questaoFixa!.id}: worst case)`;
  const pior = (duracao: number) =>
    carga(nomePior, `${base}/api/questoes/verifica-resposta`, {
      duracao,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ idQuestao: questaoFixa!.id, idAlternativa: questaoFixa!.alternativa }),
    });
  const duracaoRodada = Math.max(2, Math.round(DURACAO / 2));
  const pisos: Carga[] = [];
  const reais: Carga[] = [];
  const piores: Carga[] = [];
  for (let r = 0; r < RONDAS; r++) {
    pisos.push(await medirPiso(duracaoRodada));
    reais.push(await real(duracaoRodada));
    piores.push(await pior(duracaoRodada));
  }
  const piso = juntar(nomePiso, [pisoBuscas, ...pisos]);
  linhas.push(piso, ...buscas, juntar(nomeReal, reais, pisos), juntar(nomePior, piores, pisos));
  await stop(floorChild);
  await stop(api);

  // Report.
  const tabela = [
    '| measurement | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | req/s vs floor (answers: median of the rounds) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...linhas.map(
      (l) =>
        `| ${l.nome} | ${l.rps.toFixed(0)} | ${f1(l.p50)} | ${f1(l.p95)} | ${f1(l.p99)} | ${l.non2xx} | ${l.erros} | ${
          l.razaoPiso !== undefined
            ? `**${(l.razaoPiso * 100).toFixed(1)} %** (rounds: ${l.razoesPiso!.map((x) => `${(x * 100).toFixed(1)} %`).join(', ')})`
            : `${((l.rps / piso.rps) * 100).toFixed(1)} %`
        } |`,
    ),
  ];
  const razoes = [
    '| mode | results | n | SQL p50 | SQL p95 | SQL p99 | API p50 | API p95 | API p99 | API/SQL p50 | API/SQL p95 | API/SQL p99 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...MODOS.map((m) => {
      const r = raw[m]!;
      const s = seq[m]!;
      return `| ${m} | ${r.total} | ${nSeq(m)} | ${f2(r.p50)} | ${f2(r.p95)} | ${f2(r.p99)} | ${f2(s.p50)} | ${f2(s.p95)} | ${f2(s.p99)} | ${f2(s.p50 / r.p50)} | ${f2(s.p95 / r.p95)} | ${f2(s.p99 / r.p99)} |`;
    }),
  ];
  const variantes = N_PROPOSTA > 0 ? Object.keys(comparacao[MODOS[0]!]!) : [];
  const rotulo = (v: string) => (v === VARIANTE_APP ? `**${v}** (the app)` : v);
  const tabelaVariantes = [
    `| mode | ${variantes.map((v) => `${rotulo(v)} p50 / p95`).join(' | ')} |`,
    `|---|${variantes.map(() => '---:').join('|')}|`,
    ...MODOS.map(
      (m) =>
        `| ${m} | ${variantes.map((k) => `${f2(comparacao[m]![k]!.p50)} / ${f2(comparacao[m]![k]!.p95)}`).join(' | ')} |`,
    ),
  ];
  const ambiente =
    `Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), loopback; machine load ` +
    `(1-min loadavg) ${cargaAntes} when measurements started and ${carga1()} at the end; HTTP load: 10 connections, 2 s warm-up + ${DURACAO} s per search mode, then ${RONDAS} rounds of (floor, real-traffic answers, worst-case answers) of 2 s warm-up + ${Math.max(2, Math.round(DURACAO / 2))} s each (the floor row merges the first floor run and the rounds'); ` +
    `sequential: ${N_SEQ} runs of the main search (questoesNaoRespondidas), ${N_SEQ_OUTROS} of the other modes. Total time: ${((performance.now() - inicio) / 1000).toFixed(0)} s.`;
  console.log(
    `\n${ambiente}\n\n${tabela.join('\n')}\n\nRaw SQL × API, sequential (ms):\n\n${razoes.join('\n')}`,
  );
  if (N_PROPOSTA > 0)
    console.log(`\nIndex sets × query forms, raw SQL, sequential (ms):\n\n${tabelaVariantes.join('\n')}`);

  if (ESCREVER_DOC) {
    const doc = path.join(ROOT, 'docs/performance/questoes-busca.md');
    const [ini, fim] = ['<!-- bench:questoes:inicio -->', '<!-- bench:questoes:fim -->'];
    const atual = fs.readFileSync(doc, 'utf8');
    const a = atual.indexOf(ini);
    const b = atual.indexOf(fim);
    if (a < 0 || b < a) throw new Error(`${doc}: markers ${ini} / ${fim} not found`);
    const bloco = (titulo: string, texto: string) => [`#### ${titulo}`, '', '```text', texto, '```', ''];
    const gerado = [
      ini,
      '',
      `_Generated by \`npm run bench:questoes -- --doc\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC._`,
      '',
      ambiente,
      '',
      ...saida.map((s) => `- ${s}`),
      '',
      '### HTTP load',
      '',
      ...tabela,
      '',
      '### Raw SQL × API (sequential, ms)',
      '',
      ...razoes,
      '',
      ...(N_PROPOSTA > 0
        ? [
            `### Index sets × query forms: raw SQL, sequential (${N_PROPOSTA} runs per variant, ms)`,
            '',
            ...tabelaVariantes,
            '',
            'Each index set is built in a transaction rolled back at the end:',
            '',
            '```sql',
            ...Object.entries(ESQUEMAS).flatMap(([k, ddl]) => [`-- ${k}`, ...ddl.map((d) => `${d};`)]),
            '```',
            '',
          ]
        : []),
      '### The measured SQL (literal text, checked against what busca.ts builds)',
      '',
      '```sql',
      ...MODOS.map((m) =>
        sqlBusca(m, busca)
          .map((q) => `-- ${m}: ${JSON.stringify(q.values)}\n${q.text};`)
          .join('\n'),
      ),
      ...sqlLiteral(MODOS[0]!, busca, FORMA_ANTERIOR).map(
        (q) =>
          `-- until this round (${VARIANTE_ANTERIOR}), ${MODOS[0]}: ${JSON.stringify(q.values)}\n${q.text};`,
      ),
      '```',
      '',
      `### EXPLAIN (ANALYZE, BUFFERS) of the search as the API runs it (${VARIANTE_APP}), heaviest user, warm cache`,
      '',
      ...MODOS.flatMap((m) => bloco(m, planos[m]!)),
      // The app until this round, for comparison.
      ...(planosVariante[VARIANTE_ANTERIOR]
        ? [
            `### EXPLAIN (ANALYZE, BUFFERS) with ${VARIANTE_ANTERIOR} (the app until this round)`,
            '',
            ...MODOS.flatMap((m) => bloco(m, planosVariante[VARIANTE_ANTERIOR]![m]!)),
          ]
        : []),
      fim,
    ].join('\n');
    fs.writeFileSync(doc, atual.slice(0, a) + gerado + atual.slice(b + fim.length));
    console.log(`\n${path.relative(ROOT, doc)}: generated section updated.`);
  }
} catch (error) {
  process.exitCode = 1;
  console.error(error);
} finally {
  await limpar();
}
