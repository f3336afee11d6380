/**
 * `npm run bench:revisao -- --fila`: today's review queue at bench scale (issue 24 §1: a student with
 * 20,000 answers gets it at p95 ≤ 30 ms). The question bench's data (bench/questoes-dados.ts: 200,000
 * questions, 2,000,000 answers at scale 1, the heaviest student ~20,950 answers), the decks of the heaviest
 * students rebuilt as the product builds them (`reconstruirBaralho`: every answer replayed through FSRS), the
 * API in production mode, and GET /api/revisoes/hoje and /contagem timed sequentially beside the raw SQL of
 * the deck's statements (captured from the repository), with the machine's load.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fimDoDiaNoBrasil } from '@aprovei/shared/revisao/revisao.rules';
import { ZRevisoesHoje } from '@aprovei/shared/revisao/revisao.schemas';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { baralhoRepository } from '../../apps/api/src/modules/baralho/baralho.repository.ts';
import { reconstruirBaralho } from '../../apps/api/src/modules/baralho/index.ts';
import { itensEstudoRepository } from '../../apps/api/src/modules/itens-estudo/itens-estudo.repository.ts';
import { QUESTAO } from '../../apps/api/src/modules/questoes/tipo-questao.ts';
import { ROOT } from '../../scripts/lib.ts';
import type { TempCluster } from '../../scripts/postgres.ts';
import { type Consulta, capturar, executar, planos } from '../consultas.ts';
import {
  bancoDoBench,
  cleanupOnExit,
  freePort,
  type Percentis,
  PRODUCTION_API_ENV,
  percentis,
  startProcess,
  waitFor,
} from '../lib.ts';
import { gerarDados, volumes } from '../questoes-dados.ts';

const ALVO_MS = 30;
const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '–');
const fmt = (p: Percentis) => `${f2(p.p50)} / ${f2(p.p95)} / ${f2(p.p99)}`;

export async function medirFila(o: {
  escala: number;
  baralhos: number;
  n: number;
  carga: () => string;
  maquina: string;
}): Promise<number> {
  let cluster: TempCluster | undefined;
  let client: pg.Client | undefined;
  let dataDir: string | undefined;
  const filhos: ChildProcess[] = [];
  const limpar = cleanupOnExit(() => ({ cluster, client, children: filhos, dataDir }));
  const inicio = performance.now();
  try {
    const banco = await bancoDoBench();
    cluster = banco.cluster;
    const url = banco.url;
    const v = volumes(o.escala);
    await gerarDados(url, v);
    const db = new pg.Client({ connectionString: url });
    client = db;
    db.on('error', () => {});
    await db.connect();
    const consulta = async <T>(text: string, values: unknown[] = []) =>
      (await db.query(text, values)).rows as T[];

    // The heaviest students (the question bench's 20 heavy ones first), each deck rebuilt from her answers.
    const alunos = await consulta<{ id: number; email: string; respostas: number }>(
      `select r.usuario_id as id, u.email, count(*)::int as respostas
         from resposta_questao r join usuario u on u.id = r.usuario_id
        where u.tenant_id = 'aprovei' and u.email like 'bench%' group by 1, 2 order by 3 desc, 1 limit $1`,
      [o.baralhos],
    );
    const t0 = performance.now();
    const app = await openDatabase({ kind: 'postgres', url, poolMax: 2 });
    let cartoes = 0;
    let revisoes = 0;
    try {
      for (const a of alunos) {
        const r = await reconstruirBaralho(app.db, a.id);
        cartoes += r.cartoes;
        revisoes += r.revisoes;
      }
    } finally {
      await app.close();
    }
    // As in production after autovacuum: statistics, and the visibility map for index-only scans.
    await db.query('vacuum (analyze) revisao_cartao, revisao_log');
    const pesado = alunos[0]!;
    const ate = fimDoDiaNoBrasil(new Date());
    const [deck] = await consulta<{ cartoes: number; hoje: number; plataforma1: number }>(
      `select count(*)::int as cartoes, (count(*) filter (where devido < $2 and plataforma_id = 1))::int as hoje,
              (count(*) filter (where plataforma_id = 1))::int as plataforma1
         from revisao_cartao where usuario_id = $1`,
      [pesado.id, ate],
    );
    const [ambiente] = await consulta<{ v: string; sb: string; tamanho: string }>(
      `select current_setting('server_version') as v, current_setting('shared_buffers') as sb,
              pg_size_pretty(pg_database_size(current_database())) as tamanho`,
    );
    const cabecalho = [
      `Data: ${v.usuarios} students, ${v.questoes} questions, ${v.respostas} answers (scale ${o.escala}); ` +
        `${alunos.length} decks rebuilt (reconstruirBaralho) in ${((performance.now() - t0) / 1000).toFixed(1)} s: ` +
        `${cartoes} cards, ${revisoes} review logs; database ${ambiente!.tamanho}; PostgreSQL ${ambiente!.v} (shared_buffers ${ambiente!.sb}).`,
      `Student: ${pesado.email} (id ${pesado.id}), ${pesado.respostas} answers; deck of ${deck!.cartoes} cards ` +
        `(${deck!.plataforma1} on platform 1), ${deck!.hoje} due today on platform 1.`,
      `Machine: ${o.maquina}, shared with other jobs.`,
    ];
    console.log(`\n${cabecalho.join('\n')}`);

    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-bench-revisao-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    filhos.push(
      startProcess(path.join(ROOT, 'apps/api/src/server.ts'), {
        ...PRODUCTION_API_ENV,
        PORT: String(port),
        ACCESS_TOKEN_TTL_SECONDS: '3600',
        LOGIN_POR_MINUTO: '100000',
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
      }),
    );
    await waitFor(`${base}/api/health/ready`);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant': 'aprovei' },
      body: JSON.stringify({ login: pesado.email, senha: 'aprovei2026' }),
    });
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { 'x-tenant': 'aprovei', authorization: `Bearer ${access_token}` };
    const chamar = async (caminho: string) => {
      const res = await fetch(`${base}/api/${caminho}`, { headers });
      const texto = await res.text();
      if (!res.ok) throw new Error(`GET ${caminho} → ${res.status}: ${texto.slice(0, 300)}`);
      return texto;
    };
    const { total } = JSON.parse(await chamar('revisoes/contagem?idPlataforma=1')) as { total: number };
    if (total !== deck!.hoje) throw new Error(`contagem answered ${total}, the deck has ${deck!.hoje} due`);

    const repo = (f: (r: ReturnType<typeof baralhoRepository>) => Promise<unknown>) =>
      capturar((x) => f(baralhoRepository(x)));
    const medidas: [string, string, Consulta[]][] = [
      [
        'GET /api/revisoes/hoje',
        'revisoes/hoje?idPlataforma=1',
        [
          ...(await repo((r) => r.contarHoje(pesado.id, 1, ate))),
          ...(await repo((r) => r.hoje(pesado.id, 1, ate, 20))),
        ],
      ],
      [
        'GET /api/revisoes/contagem',
        'revisoes/contagem?idPlataforma=1',
        [
          ...(await repo((r) => r.contarHoje(pesado.id, 1, ate))),
          ...(await repo((r) => r.hoje(pesado.id, 1, ate, 0))),
        ],
      ],
    ];
    // What the queue adds to the deck's statements: the cards of its first 20 questions, as the search shows them.
    const primeiras = (
      await consulta<{ id: number }>(
        `select item_id as id from revisao_cartao where usuario_id = $1 and plataforma_id = 1 and devido < $2
         and tipo = 'questao' order by devido, tipo, item_id limit 20`,
        [pesado.id, ate],
      )
    ).map((r) => r.id);
    const cartoesSql = await capturar((x) =>
      itensEstudoRepository(x).detalhes(QUESTAO, primeiras, pesado.id),
    );
    console.log(
      `\nSequential, ${o.n} runs per route after 20 warm-up runs, the deck's raw SQL (1 pg client) and the API ` +
        `(1 connection) interleaved; p50 / p95 / p99 in ms. Load average (1/5/15 min) before: ${o.carga()}.`,
    );
    const linhas: { nome: string; sql: Percentis; api: Percentis; carga: string }[] = [];
    for (const [nome, caminho, qs] of medidas) {
      for (let i = 0; i < 20; i++) {
        await executar(db, qs);
        await chamar(caminho);
      }
      const sql: number[] = [];
      const api: number[] = [];
      for (let i = 0; i < o.n; i++) {
        let t = performance.now();
        await executar(db, qs);
        sql.push(performance.now() - t);
        t = performance.now();
        await chamar(caminho);
        api.push(performance.now() - t);
      }
      linhas.push({ nome, sql: percentis(sql), api: percentis(api), carga: o.carga() });
    }
    const detalhes: number[] = [];
    for (let i = 0; i < 20 + o.n; i++) {
      const t = performance.now();
      await executar(db, cartoesSql);
      if (i >= 20) detalhes.push(performance.now() - t);
    }
    const pDetalhes = percentis(detalhes);
    // The Node side of the route: the response as the zod serializer checks and writes it, in this process.
    const corpo = JSON.parse(await chamar('revisoes/hoje?idPlataforma=1')) as unknown;
    const serializar: number[] = [];
    for (let i = 0; i < 20 + o.n; i++) {
      const t = performance.now();
      JSON.stringify(ZRevisoesHoje.parse(corpo));
      if (i >= 20) serializar.push(performance.now() - t);
    }
    const pSerializar = percentis(serializar);
    const bytes = JSON.stringify(corpo).length;
    console.log(
      '\n| route | deck SQL p50 / p95 / p99 ms | API p50 / p95 / p99 ms | target API p95 | load 1/5/15 min after |',
    );
    console.log('|---|---|---|---|---|');
    for (const l of linhas)
      console.log(
        `| ${l.nome} | ${fmt(l.sql)} | ${fmt(l.api)} | ≤ ${ALVO_MS} ms ${l.api.p95 <= ALVO_MS ? '✔' : '✘'} | ${l.carga} |`,
      );
    console.log(
      `\nThe cards of the queue's first 20 questions (itens-estudo's details, raw SQL): ${fmt(pDetalhes)} ms; load after ${o.carga()}.`,
    );
    console.log(
      `The response of /hoje (${bytes} bytes) checked against ZRevisoesHoje and written (zod parse + JSON.stringify, in the bench process): ${fmt(pSerializar)} ms.`,
    );
    console.log("\nPlans of the deck statements (today's queue: the count, then the first 20):\n");
    console.log(await planos(db, medidas[0]![2]));
    console.log("\nPlan of the first 20 questions' cards:\n");
    console.log(await planos(db, cartoesSql));
    console.log(`\nTotal ${((performance.now() - inicio) / 1000).toFixed(0)} s.`);
    return linhas.every((l) => l.api.p95 <= ALVO_MS) ? 0 : 1;
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    await limpar();
  }
}
