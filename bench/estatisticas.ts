// npm run bench:estatisticas — the dashboards, the statistics search, the ranking and finishing a mock at
// scale, in one run: a throw-away PostgreSQL (or BENCH_DATABASE_URL) filled by bench/questoes-dados.ts
// (200,000 questions × 2,000,000 answers at BENCH_ESCALA=1) and bench/simulado-dados.ts (a mock of 100
// questions with BENCH_PARTICIPANTES finished attempts, default 50,000), the real API (production mode)
// signed in as the heaviest student (~20,000 answers), and beside each call the raw SQL of the same
// statements as the app sends them (captured from the repositories themselves through drizzle's pg-proxy
// driver, run as named prepared statements like the app's), interleaved request by request.
//
// Options: BENCH_ESCALA (question-bank scale, default 1), BENCH_PARTICIPANTES (default 50000), BENCH_N
// (sequential runs per measurement, default 100), BENCH_N_FINALIZAR (mocks finished, default 100).
import '../scripts/check-node.ts';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  estatisticasRepository,
  type FiltroTags,
} from '../apps/api/src/modules/estatisticas/estatisticas.repository.ts';
import { simuladosRepository } from '../apps/api/src/modules/simulados/simulados.repository.ts';
import { ROOT } from '../scripts/lib.ts';
import type { TempCluster } from '../scripts/postgres.ts';
import { type Consulta, capturar, executar, planos as planosDe } from './consultas.ts';
import {
  bancoDoBench,
  cleanupOnExit,
  freePort,
  type Percentis,
  PRODUCTION_API_ENV,
  percentis,
  startProcess,
  waitFor,
} from './lib.ts';
import { gerarDados, volumes } from './questoes-dados.ts';
import { gerarSimulado } from './simulado-dados.ts';

const N = Number(process.env.BENCH_N ?? 100);
const N_FINALIZAR = Number(process.env.BENCH_N_FINALIZAR ?? 100);
const PARTICIPANTES = Number(process.env.BENCH_PARTICIPANTES ?? 50_000);

const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '–');
const fmt = (p: Percentis) => `${f2(p.p50)} / ${f2(p.p95)} / ${f2(p.p99)}`;

interface Linha {
  nome: string;
  sql: Percentis;
  api: Percentis;
  alvo?: number;
}
const tabela: Linha[] = [];
const planos: { nome: string; consultas: Consulta[]; plano: string }[] = [];

let cluster: TempCluster | undefined;
let client: pg.Client | undefined;
let dataDir: string | undefined;
const filhos: ChildProcess[] = [];
const limpar = cleanupOnExit(() => ({ cluster, client, children: filhos, dataDir }));

const inicio = performance.now();
const carga1 = () => os.loadavg()[0]!.toFixed(2);
try {
  const banco = await bancoDoBench();
  cluster = banco.cluster;
  const url = banco.url;
  const v = volumes();
  await gerarDados(url, v);
  const db = new pg.Client({ connectionString: url });
  client = db;
  db.on('error', () => {});
  await db.connect();
  const consulta = async <T>(text: string, values: unknown[] = []) =>
    (await db.query(text, values)).rows as T[];

  const [pesado] = await consulta<{ id: number; email: string; respostas: number; estados: number }>(
    `select r.usuario_id as id, u.email, count(*)::int as respostas,
            (select count(*)::int from questao_usuario e where e.usuario_id = r.usuario_id and e.plataforma_id = 1) as estados
     from resposta_questao r join usuario u on u.id = r.usuario_id
     where u.tenant_id = 'aprovei' group by 1, 2 order by 3 desc limit 1`,
  );
  const { simuladoId, finalizadores } = await gerarSimulado(
    db,
    { participantes: PARTICIPANTES, questoes: 100, finalizadores: N_FINALIZAR },
    pesado!.id,
  );
  // The search's filter: the student's two most answered subjects, three institutions, a start date.
  const materias = (
    await consulta<{ id: number }>(
      `select l.materia_id as id from questao_usuario e join questao_materia l on l.questao_id = e.questao_id
       where e.usuario_id = $1 and e.plataforma_id = 1 group by 1 order by count(*) desc limit 2`,
      [pesado!.id],
    )
  ).map((r) => r.id);
  const instituicoes = (await consulta<{ id: number }>('select id from instituicao order by id limit 3')).map(
    (r) => r.id,
  );
  const dataInicial = new Date(Date.now() - 180 * 86_400_000).toISOString().slice(0, 10);
  const [questaoFixa] = await consulta<{ id: number; alternativa: number }>(
    `select q.id, al.id as alternativa from questao q join alternativa al on al.questao_id = q.id and al.ordem = 2
     where q.plataforma_id = 1 and not q.estagiario and not q.questao_somatoria order by q.id desc limit 1`,
  );
  const [ambiente] = await consulta<{ v: string; sb: string; tamanho: string; participantes: number }>(
    `select current_setting('server_version') as v, current_setting('shared_buffers') as sb,
            pg_size_pretty(pg_database_size(current_database())) as tamanho,
            (select sum(participantes)::int from simulado_ranking_pontuacao where simulado_id = $1) as participantes`,
    [simuladoId],
  );
  const cabecalho = [
    `Data: ${v.usuarios} bench students, ${v.questoes} questions, ${v.respostas} answers (BENCH_ESCALA=${process.env.BENCH_ESCALA ?? 1}); ` +
      `a mock of 100 questions with ${ambiente!.participantes} finished attempts and ${finalizadores.length} open ones; ` +
      `database ${ambiente!.tamanho}; PostgreSQL ${ambiente!.v} (shared_buffers ${ambiente!.sb}).`,
    `Dashboard student: ${pesado!.email} (id ${pesado!.id}), ${pesado!.respostas} answers, ${pesado!.estados} latest-answer states on platform 1.`,
    `Machine: ${os.cpus().length} vCPUs (${os.cpus()[0]?.model ?? '?'}), shared with other jobs; Node ${process.version}.`,
  ];
  console.log(`\n${cabecalho.join('\n')}`);

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-bench-estatisticas-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = startProcess(path.join(ROOT, 'apps/api/src/server.ts'), {
    ...PRODUCTION_API_ENV,
    PORT: String(port),
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    RESPOSTAS_POR_MINUTO: '100000000',
    LOGIN_POR_MINUTO: '100000',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
  });
  filhos.push(api);
  await waitFor(`${base}/api/health/ready`);
  const entrar = async (email: string) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant': 'aprovei' },
      body: JSON.stringify({ login: email, senha: 'aprovei2026' }),
    });
    if (!res.ok) throw new Error(`login of ${email}: ${res.status} ${await res.text()}`);
    const { access_token } = (await res.json()) as { access_token: string };
    return { 'x-tenant': 'aprovei', authorization: `Bearer ${access_token}` };
  };
  const headers = await entrar(pesado!.email);
  const chamar = async (
    caminho: string,
    h: Record<string, string> = headers,
    method: 'GET' | 'POST' = 'GET',
    body?: unknown,
  ) => {
    const res = await fetch(`${base}/api/${caminho}`, {
      method,
      headers: body ? { ...h, 'content-type': 'application/json' } : h,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const texto = await res.text();
    if (!res.ok) throw new Error(`${method} ${caminho} → ${res.status}: ${texto.slice(0, 300)}`);
    return texto;
  };
  const responder = () =>
    chamar('questoes/verifica-resposta', headers, 'POST', {
      idQuestao: questaoFixa!.id,
      idAlternativa: questaoFixa!.alternativa,
    });

  /**
   * N rounds of: (optionally something untimed first), the raw SQL once, the API call once. Interleaved so
   * both see the same machine state.
   */
  async function medir(
    nome: string,
    consultas: Consulta[],
    caminho: string,
    opts: { alvo?: number; antes?: () => Promise<unknown>; n?: number } = {},
  ) {
    const n = opts.n ?? N;
    for (let i = 0; i < 10; i++) {
      await executar(db, consultas);
      await chamar(caminho);
    }
    const sql: number[] = [];
    const api: number[] = [];
    for (let i = 0; i < n; i++) {
      if (opts.antes) await opts.antes();
      let t0 = performance.now();
      await executar(db, consultas);
      sql.push(performance.now() - t0);
      t0 = performance.now();
      await chamar(caminho);
      api.push(performance.now() - t0);
    }
    const linha = {
      nome,
      sql: percentis(sql),
      api: percentis(api),
      ...(opts.alvo ? { alvo: opts.alvo } : {}),
    };
    tabela.push(linha);
    console.log(`  ${nome}: SQL ${fmt(linha.sql)} ms; API ${fmt(linha.api)} ms`);
    const chave = (qs: Consulta[]) => JSON.stringify(qs.map((q) => [q.text, q.values]));
    if (!planos.some((p) => chave(p.consultas) === chave(consultas))) {
      planos.push({ nome, consultas, plano: await planosDe(db, consultas) });
    }
  }

  const u = pesado!.id;
  const semFiltro: FiltroTags = {
    usuarioId: u,
    plataformaId: 1,
    materias: [],
    conteudos: [],
    instituicoes: [],
    dataInicial: null,
    dataFinal: null,
  };
  const rEst = (f: (r: ReturnType<typeof estatisticasRepository>) => Promise<unknown>) =>
    capturar((x) => f(estatisticasRepository(x)));
  const rSim = (f: (r: ReturnType<typeof simuladosRepository>) => Promise<unknown>) =>
    capturar((x) => f(simuladosRepository(x)));
  const porMateria = await rEst((r) => r.todasMaterias(u, 1));
  const painel: [string, Consulta[]][] = [
    ['estatistica-ultimos-acessos', await rEst((r) => r.ultimosAcessos(u, 1))],
    ['listar-estatistica-por-materia-plataforma', porMateria],
    ['listar-estatistica-por-conteudo-plataforma', await rEst((r) => r.todosConteudos(u, 1))],
    [
      'estatistica-questoes-feitas-plataforma',
      await rEst(async (r) => {
        await r.respondidas(u, 1, false);
        await r.visiveis(1, false);
      }),
    ],
    ['estatistica-percentual-erros-acertos-usuario-plataforma', await rEst((r) => r.acertos(u, 1))],
    ['estatistica-melhores-materias-usuario-plataforma', porMateria],
    ['estatistica-piores-materias-usuario-plataforma', porMateria],
    ['listar-estatistica-desempenho-semanal-plataforma', await rEst((r) => r.semana(u, 1))],
  ];

  console.log(
    `\nSequential, ${N} runs each after 10 warm-up runs; p50 / p95 / p99 in ms; raw SQL (1 pg client) and the API (1 connection) interleaved. Load average ${carga1()}.`,
  );
  console.log('Dashboard calls, the same student again and again (cached aggregates valid):');
  for (const [caminho, qs] of painel)
    await medir(`${caminho} (repeated)`, qs, `estatisticas/${caminho}?idPlataforma=1`, { alvo: 30 });
  console.log('Dashboard calls, each right after a new answer of the student (every aggregate recomputed):');
  for (const [caminho, qs] of painel)
    await medir(`${caminho} (after an answer)`, qs, `estatisticas/${caminho}?idPlataforma=1`, {
      alvo: 30,
      antes: responder,
    });

  console.log('Statistics search:');
  const lista = (xs: number[]) => xs.join(',');
  await medir(
    `listar-estatistica-por-filtro (2 subjects, after an answer)`,
    porMateria,
    `estatisticas/listar-estatistica-por-filtro?idPlataforma=1&listaMateriaQuestao=${lista(materias)}`,
    { alvo: 30, antes: responder },
  );
  const filtrado: FiltroTags = { ...semFiltro, materias, instituicoes, dataInicial };
  await medir(
    `listar-estatistica-por-filtro (2 subjects, 3 institutions, a start date)`,
    await rEst((r) => r.porMateria(filtrado)),
    `estatisticas/listar-estatistica-por-filtro?idPlataforma=1&listaMateriaQuestao=${lista(materias)}` +
      `&listaInstituicao=${lista(instituicoes)}&dataInicial=${dataInicial}`,
    { alvo: 30 },
  );

  console.log(`Ranking (${ambiente!.participantes} participants):`);
  const participantes = await rSim((r) => r.participantes(simuladoId));
  const pagina = async (page: number) => [
    ...participantes,
    ...(await rSim((r) => r.ranking(simuladoId, 3 + page * 10, 10))),
  ];
  await medir(
    'ranking/listar-simulado page 0',
    await pagina(0),
    `ranking/listar-simulado?idSimulado=${simuladoId}&page=0&size=10`,
    { alvo: 15 },
  );
  const meio = Math.floor(PARTICIPANTES / 20);
  await medir(
    `ranking/listar-simulado page ${meio}`,
    await pagina(meio),
    `ranking/listar-simulado?idSimulado=${simuladoId}&page=${meio}&size=10`,
    { alvo: 15 },
  );
  await medir(
    "ranking/listar-usuario-destaque (podium + 'VOCÊ')",
    [
      ...(await rSim((r) => r.ranking(simuladoId, 0, 3))),
      ...(await rSim((r) => r.posicao(simuladoId, u))),
      ...participantes,
    ],
    `ranking/listar-usuario-destaque?idSimulado=${simuladoId}`,
    { alvo: 15 },
  );

  // Finishing: each request finishes another student's attempt (100 answers scored, the ranking's count
  // moved by the trigger). The raw SQL runs the service's statements in a transaction rolled back first.
  console.log(`Finishing (${finalizadores.length} students, one finish each):`);
  const sessoes: Record<string, string>[] = [];
  for (const f of finalizadores) sessoes.push(await entrar(f.email));
  const sqlFim: number[] = [];
  const apiFim: number[] = [];
  let consultasFim: Consulta[] = [];
  for (const [i, f] of finalizadores.entries()) {
    consultasFim = await rSim(async (r) => {
      await r.tentativaParaFinalizar(simuladoId, f.id);
      await r.respostas(simuladoId, f.id);
      await r.finalizar(simuladoId, f.id, new Date(), { pontuacao: 50, acertos: 50, resultado: {} });
    });
    let t0 = performance.now();
    await db.query('begin');
    await executar(db, consultasFim);
    await db.query('rollback');
    sqlFim.push(performance.now() - t0);
    t0 = performance.now();
    const r = await chamar(`questoes/finalizar-simulado/${simuladoId}`, sessoes[i]!);
    apiFim.push(performance.now() - t0);
    if (r !== 'true') throw new Error(`finalizar-simulado: ${r}`);
  }
  const linhaFim = {
    nome: 'questoes/finalizar-simulado (100 questions)',
    sql: percentis(sqlFim),
    api: percentis(apiFim),
    alvo: 50,
  };
  tabela.push(linhaFim);
  console.log(`  ${linhaFim.nome}: SQL ${fmt(linhaFim.sql)} ms; API ${fmt(linhaFim.api)} ms`);
  planos.push({
    nome: linhaFim.nome,
    consultas: consultasFim,
    plano: '(the statements of one finish; run in a rolled-back transaction above)',
  });

  console.log(
    `\nLoad average at the end: ${carga1()}. Total time: ${((performance.now() - inicio) / 1000).toFixed(0)} s.`,
  );
  console.log('\n| call | raw SQL p50 / p95 / p99 ms | API p50 / p95 / p99 ms | target API p95 |');
  console.log('|---|---|---|---|');
  for (const l of tabela)
    console.log(
      `| ${l.nome} | ${fmt(l.sql)} | ${fmt(l.api)} | ${l.alvo ? `≤ ${l.alvo} ms ${l.api.p95 <= l.alvo ? '✔' : '✘'}` : ''} |`,
    );
  const saidaPlanos = process.env.BENCH_PLANOS;
  if (saidaPlanos) {
    fs.writeFileSync(
      saidaPlanos,
      planos
        .map(
          (p) =>
            `### ${p.nome}\n\n\`\`\`sql\n${p.consultas.map((q) => `-- ${JSON.stringify(q.values)}\n${q.text};`).join('\n')}\n\`\`\`\n\n\`\`\`\n${p.plano}\n\`\`\`\n`,
        )
        .join('\n'),
    );
    console.log(`\nPlans written to ${saidaPlanos}.`);
  }
} catch (error) {
  process.exitCode = 1;
  console.error(error);
} finally {
  await limpar();
}
