// Fills a PostgreSQL database with question-bank data at realistic scale, on top of the demo content:
// 20,000 students of tenant 'aprovei' (plan 1, full access), 200,000 questions (70 % platform 1,
// 30 % platform 2) with 5 alternatives and one subject and content link each, and 2,000,000 answers
// (20 heavy users, a long tail) with questao_usuario derived from them. Everything is set-based SQL
// (generate_series, INSERT … SELECT) in one transaction with a fixed random seed, then VACUUM ANALYZE.
//
// Alone: `npm exec -- node bench/questoes-dados.ts [postgres://…]` (without a URL: a throw-away cluster,
// to time the generator). Used by bench/questoes.ts.
import '../scripts/check-node.ts';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedIfEmpty } from '../apps/api/src/seed/index.ts';
import { findPgBin, startTempCluster } from '../scripts/postgres.ts';

export interface Volumes {
  usuarios: number;
  questoes: number;
  respostas: number;
  /** Users with ~20,000 answers each. */
  pesados: number;
  respostasPorPesado: number;
}

/** The sizes asked for; BENCH_ESCALA (e.g. 0.1) scales them down for a quick try. */
export function volumes(escala = Number(process.env.BENCH_ESCALA ?? 1)): Volumes {
  const q = Math.max(10, Math.round((200_000 * escala) / 10) * 10);
  return {
    usuarios: Math.max(100, Math.round(20_000 * escala)),
    questoes: q,
    respostas: Math.max(10_000, Math.round(2_000_000 * escala)),
    pesados: 20,
    respostasPorPesado: Math.max(100, Math.round(20_000 * escala)),
  };
}

const TABELAS_CARREGADAS = [
  'usuario',
  'contratacao',
  'questao',
  'alternativa',
  'questao_materia',
  'questao_conteudo',
  'resposta_questao',
  'questao_usuario',
  'estatistica_materia_usuario',
  'estatistica_conteudo_usuario',
  'estatistica_usuario',
];

/** Marks the generated rows: the first bench user's e-mail. */
const MARCA = 'bench1@aprovei.dev';

type Log = (line: string) => void;

async function etapa<T>(log: Log, nome: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const r = await fn();
  log(`  ${nome.padEnd(58)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s`);
  return r;
}

/**
 * Migrates and seeds (the app's own openDatabase + seedIfEmpty), then generates the bench data
 * unless it is already there. Bounded: one transaction, statement_timeout of 10 minutes.
 */
export async function gerarDados(url: string, v: Volumes = volumes(), log: Log = console.log): Promise<void> {
  if (v.questoes % 10 !== 0) throw new Error('questoes must be a multiple of 10');
  const inicio = performance.now();
  log(
    `Bench data: ${v.usuarios} users, ${v.questoes} questions, ${v.respostas} answers ` +
      `(${v.pesados} users with ~${v.respostasPorPesado} each)`,
  );
  await etapa(log, 'migrations + demo content (openDatabase, seedIfEmpty)', async () => {
    const database = await openDatabase({ kind: 'postgres', url, poolMax: 2 });
    try {
      await seedIfEmpty(database.db);
    } finally {
      await database.close();
    }
  });

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const q = (text: string, values: unknown[] = []) => client.query(text, values);
    const existe = await q('select 1 from usuario where tenant_id = $1 and lower(email) = $2', [
      'aprovei',
      MARCA,
    ]);
    if (existe.rowCount) {
      log('  bench data already present: generation skipped');
      return;
    }

    let xidCarga = '';
    await q('begin');
    try {
      await q(`set local statement_timeout = '10min'`);
      // A synchronous commit flushes its WAL at once: until then (synchronous_commit=off clusters)
      // hint bits cannot be set, and VACUUM would leave every page not all-visible.
      await q('set local synchronous_commit = on');
      await q(`set local work_mem = '256MB'`);
      await q(`set local maintenance_work_mem = '512MB'`);
      // Foreign-key triggers off while loading (needs superuser; the rows are consistent by construction).
      await q('savepoint sr');
      try {
        await q('set local session_replication_role = replica');
        await q('release savepoint sr');
      } catch {
        await q('rollback to savepoint sr');
        log('  (sem superusuário: chaves estrangeiras verificadas linha a linha)');
      }
      await q('select setseed(0.2026)');
      await gerar(q, v, log);
      const [eu] = (
        await q('select backend_xid::text as xid from pg_stat_activity where pid = pg_backend_pid()')
      ).rows as { xid: string }[];
      xidCarga = eu!.xid;
      await etapa(log, 'commit', () => q('commit'));
    } catch (error) {
      await q('rollback').catch(() => {});
      throw error;
    }

    // As in production after autovacuum: statistics, and the visibility map set so index-only scans
    // skip the heap. VACUUM can only mark a page all-visible once no snapshot older than the load is
    // left (an autovacuum ANALYZE started during the load holds one): wait for those first.
    let visiveis: { relname: string; pct: number }[] = [];
    let tentativas = 0;
    let esperaMs = 0;
    await etapa(log, 'VACUUM (ANALYZE) of the loaded tables', async () => {
      const t0 = Date.now();
      const limite = t0 + 120_000;
      for (;;) {
        const r = await q(
          `select count(*)::int as n from pg_stat_activity
           where pid <> pg_backend_pid() and datname = current_database()
             and greatest(age(backend_xmin), age(backend_xid)) >= age($1::xid)`,
          [xidCarga],
        );
        esperaMs = Date.now() - t0;
        if ((r.rows[0] as { n: number }).n === 0 || Date.now() > limite) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      for (let tentativa = 1; ; tentativa++) {
        for (const t of TABELAS_CARREGADAS) await q(`vacuum (analyze) ${t}`);
        const r = await q(
          `select relname, round(100.0 * relallvisible / greatest(relpages, 1))::int as pct from pg_class
           where relname = any($1) and relkind = 'r' order by 1`,
          [TABELAS_CARREGADAS],
        );
        visiveis = r.rows as { relname: string; pct: number }[];
        tentativas = tentativa;
        if (visiveis.every((x) => x.pct >= 95) || tentativa === 3) break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      await q('checkpoint').catch(() => {});
    });
    const linhas = visiveis;
    log(
      `  (waited ${esperaMs} ms, ${tentativas} pass(es)) all-visible pages: ${linhas.map((r) => `${r.relname} ${r.pct} %`).join(', ')}`,
    );
  } finally {
    await client.end();
  }
  log(`  ${'total'.padEnd(58)} ${((performance.now() - inicio) / 1000).toFixed(1).padStart(6)} s`);
}

type Query = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

/** pg_temp.cpf_bench(n): a CPF with valid check digits from the 9-digit base 900000000 + n (never a demo CPF). */
export const FUNCAO_CPF_BENCH = `create function pg_temp.cpf_bench(n int) returns text language sql immutable as $$
    with b as (select lpad((900000000 + n)::text, 9, '0') as s),
    d1 as (select s, (select sum(substr(s, i, 1)::int * (11 - i)) from generate_series(1, 9) i) % 11 as r from b),
    c1 as (select s || (case when r < 2 then 0 else 11 - r end)::text as s from d1),
    d2 as (select s, (select sum(substr(s, i, 1)::int * (12 - i)) from generate_series(1, 10) i) % 11 as r from c1)
    select s || (case when r < 2 then 0 else 11 - r end)::text from d2
  $$`;

async function gerar(q: Query, v: Volumes, log: Log) {
  const base = (
    await q(`select (select coalesce(max(id), 0) from usuario) as u,
                    (select coalesce(max(id), 0) from questao) as q,
                    (select coalesce(max(id), 0) from alternativa) as a,
                    (select coalesce(max(numero_questao), 0) from questao where plataforma_id = 1) as n1,
                    (select coalesce(max(numero_questao), 0) from questao where plataforma_id = 2) as n2,
                    (select senha_hash from usuario where lower(email) = 'aluno@aprovei.dev') as hash`)
  ).rows[0] as { u: number; q: number; a: number; n1: number; n2: number; hash: string | null };
  if (!base.hash) throw new Error('the demo student (aluno@aprovei.dev) is missing: did the seed run?');
  const n1 = (v.questoes / 10) * 7;
  const n2 = (v.questoes / 10) * 3;

  await q(FUNCAO_CPF_BENCH);

  await etapa(log, `usuario: ${v.usuarios} students of tenant aprovei`, () =>
    q(
      `insert into usuario (id, tenant_id, nome, cpf, apelido, telefone, email, senha_hash, papel, plataforma_id, criado_em, atualizado_em)
       select $1::int + n, 'aprovei', 'Aluno Benchmark ' || n, pg_temp.cpf_bench(n), 'Bench ' || n,
              '119' || lpad(n::text, 8, '0'), 'bench' || n || '@aprovei.dev', $2, 'ALUNO', 1,
              now() - interval '400 days' + n * interval '1 second', now()
       from generate_series(1, $3::int) n`,
      [base.u, base.hash, v.usuarios],
    ),
  );
  await etapa(log, 'contratacao: an active plan-1 (full access) contract each', () =>
    q(
      `insert into contratacao (usuario_id, plano_id, situacao_codigo, metodo_pagamento, data_inicio,
                                data_validade_assinatura, renovacao_automatica, valor_pago_centavos)
       select $1::int + n, p.id, 1, 'CARTAO_CREDITO', now() - interval '30 days',
              now() - interval '30 days' + make_interval(months => p.duracao_meses), true, p.valor_integral_centavos
       from generate_series(1, $2::int) n cross join plano p where p.id = 1`,
      [base.u, v.usuarios],
    ),
  );

  // bq: one row per new question g (1…N). In each block of 10 ids, 7 go to platform 1 and 3 to
  // platform 2; idx is the position inside the platform (numero_questao follows it). Subjects are
  // skewed (rank = floor(M · u²)), contents inside the subject too (floor(C · u^1.5)).
  await etapa(log, 'question plan (temp table)', async () => {
    await q(`create temp table bench_conteudo on commit drop as
             select materia_id, array_agg(id order by id) as ids from conteudo group by materia_id`);
    await q(
      `create temp table bq on commit drop as
       with cat as (
         select (select array_agg(id order by id) from ano) as anos,
                (select array_agg(id order by id) from instituicao) as insts,
                (select array_agg(id order by id) from banca) as bancas,
                (select array_agg(m.id order by m.id) from materia m join curso c on c.id = m.curso_id where c.plataforma_id = 1) as mat1,
                (select array_agg(m.id order by m.id) from materia m join curso c on c.id = m.curso_id where c.plataforma_id = 2) as mat2
       ), s as (select g, (g - 1) % 10 as k from generate_series(1, $1::int) g)
       select g,
              case when k < 7 then 1 else 2 end as plataforma_id,
              case when k < 7 then (g - 1) / 10 * 7 + k else (g - 1) / 10 * 3 + k - 7 end as idx,
              case when k < 7 then mat1[1 + floor(cardinality(mat1) * random() ^ 2)::int]
                   else mat2[1 + floor(cardinality(mat2) * random() ^ 2)::int] end as materia_id,
              random() as u_conteudo,
              anos[1 + floor(random() * cardinality(anos))::int] as ano_id,
              insts[1 + floor(random() * cardinality(insts))::int] as instituicao_id,
              case when k >= 7 then bancas[1 + floor(random() * cardinality(bancas))::int] end as banca_id,
              1 + floor(random() * 5)::int as correta,
              random() < 0.02 as estagiario
       from s, cat`,
      [v.questoes],
    );
    await q('create index on bq (g)');
    await q('analyze bq');
  });
  await etapa(log, `questao: ${v.questoes}`, () =>
    q(
      `insert into questao (id, plataforma_id, numero_questao, enunciado, ano_id, instituicao_id, banca_id, explicacao, estagiario, criado_em)
       select $1::int + g, plataforma_id, case plataforma_id when 1 then $2::int else $3::int end + idx + 1,
              '<p>Questão de benchmark ' || g || '. ' || repeat('Paciente de 45 anos procura atendimento com queixa descrita no enunciado; considere o quadro clínico. ', 5) || '</p><p>Assinale a alternativa correta.</p>',
              ano_id, instituicao_id, banca_id,
              'Comentário do professor para a questão ' || g || '. ' || repeat('A alternativa correta decorre do conceito cobrado. ', 4),
              estagiario, now() - interval '2 years' + g * interval '5 minutes'
       from bq order by g`,
      [base.q, base.n1, base.n2],
    ),
  );
  await etapa(log, `alternativa: ${v.questoes * 5} (5 per question, one correct)`, () =>
    q(
      `insert into alternativa (id, questao_id, ordem, enunciado, correta)
       select $1::int + (g - 1) * 5 + o, $2::int + g, o,
              'Alternativa ' || chr(96 + o) || ' da questão ' || g || ': ' || repeat('texto da alternativa ', 4), o = correta
       from bq cross join generate_series(1, 5) o order by g, o`,
      [base.a, base.q],
    ),
  );
  // The links carry the question's search keys (migration 0006). Their triggers fill them, but not while
  // session_replication_role = replica (the superuser load above): so the keys are written here too, and
  // checked below either way.
  await etapa(log, 'questao_materia + questao_conteudo (1 + 1 per question)', async () => {
    const chaves = `bq.plataforma_id, bq.ano_id, case bq.plataforma_id when 1 then $2::int else $3::int end + bq.idx + 1`;
    await q(
      `insert into questao_materia (materia_id, questao_id, plataforma_id, ano_id, numero_questao)
       select bq.materia_id, $1::int + bq.g, ${chaves} from bq`,
      [base.q, base.n1, base.n2],
    );
    await q(
      `insert into questao_conteudo (conteudo_id, questao_id, plataforma_id, ano_id, numero_questao)
       select c.ids[1 + floor(cardinality(c.ids) * bq.u_conteudo ^ 1.5)::int], $1::int + bq.g, ${chaves}
       from bq join bench_conteudo c on c.materia_id = bq.materia_id`,
      [base.q, base.n1, base.n2],
    );
  });
  await etapa(log, "check: every link has its question's search keys", async () => {
    for (const tabela of ['questao_materia', 'questao_conteudo', 'questao_sub_conteudo']) {
      const r = await q(
        `select count(*)::int as n from ${tabela} l join questao q on q.id = l.questao_id
         where (l.plataforma_id, l.ano_id, l.numero_questao) is distinct from (q.plataforma_id, q.ano_id, q.numero_questao)`,
      );
      const n = (r.rows[0] as { n: number }).n;
      if (n > 0) throw new Error(`${tabela}: ${n} links whose search keys differ from their question's`);
    }
  });

  // Answers per user: the heavy ones ~respostasPorPesado each (the first is the heaviest); the rest a
  // log-uniform long tail (1…500 before scaling) scaled so the total is exactly v.respostas.
  await etapa(log, 'answers per user (temp table)', async () => {
    await q(
      `create temp table bu on commit drop as
       with pesados as (
         select n, $2::int + (($1::int - n) * $3::int) / 400 as cnt from generate_series(1, $1::int) n
       ), cauda as (
         select n, exp(random() * ln(500)) as w from generate_series($1::int + 1, $4::int) n
       ), resto as (select greatest($5::int - (select sum(cnt) from pesados), 0) as r),
       escalada as (
         select n, floor(w * r / sum(w) over ())::int as cnt, row_number() over (order by n) as pos, r
         from cauda, resto
       )
       select n, cnt from pesados
       union all
       select n, cnt + case when pos <= r - sum(cnt) over () then 1 else 0 end from escalada`,
      [v.pesados, v.respostasPorPesado, v.respostasPorPesado, v.usuarios, v.respostas],
    );
  });
  // 85 % of the answers on platform 1 (the users' plan), skewed to the popular (low-numbered)
  // questions: idx = floor(N · u^1.6). 65 % correct. Times over the last 12 months, more recent ones
  // more frequent; inserted in time order so ids follow time as in production.
  await etapa(log, `resposta_questao: ${v.respostas}`, () =>
    q(
      `insert into resposta_questao (usuario_id, questao_id, alternativa_id, correta, respondida_em, plataforma_id)
       select r.uid, $2::int + r.g,
              $3::int + (r.g - 1) * 5 + case when r.acerta then b.correta else 1 + (b.correta + r.desvio) % 5 end,
              r.acerta, r.em, b.plataforma_id
       from (
         select uid, case when p1 then (i1 / 7) * 10 + i1 % 7 + 1 else (i2 / 3) * 10 + 7 + i2 % 3 + 1 end as g,
                acerta, desvio, em
         from (
           -- Volatile target list: this level is not flattened, so each random() is drawn once per row.
           select $1::int + u.n as uid,
                  random() < 0.85 as p1,
                  floor($4::int * random() ^ 1.6)::int as i1,
                  floor($5::int * random() ^ 1.6)::int as i2,
                  random() < 0.65 as acerta,
                  floor(random() * 4)::int as desvio,
                  now() - (random() ^ 1.3) * interval '365 days' as em
           from bu u cross join lateral generate_series(1, u.cnt) s
         ) sorteio
       ) r join bq b on b.g = r.g
       order by r.em`,
      [base.u, base.q, base.a, n1, n2],
    ),
  );
  await etapa(log, 'questao_usuario: latest answer per (user, question)', () =>
    q(
      `insert into questao_usuario (usuario_id, questao_id, plataforma_id, ano_id, numero_questao, ultima_correta,
                                   ultima_alternativa_id, ultima_somatoria, ultima_resposta_id, total_respostas,
                                   ultima_em, instituicao_id)
       select e.usuario_id, e.questao_id, q.plataforma_id, q.ano_id, q.numero_questao, e.correta, e.alternativa_id,
              e.valor_somatoria, e.id, e.n, e.respondida_em, q.instituicao_id
       from (select distinct on (usuario_id, questao_id) usuario_id, questao_id, id, correta, alternativa_id,
                    valor_somatoria, count(*) over w as n, respondida_em
             from resposta_questao where usuario_id > $1::int
             window w as (partition by usuario_id, questao_id)
             order by usuario_id, questao_id, respondida_em desc, id desc) e
       join questao q on q.id = e.questao_id`,
      [base.u],
    ),
  );
  // The foreign key that keeps them equal (migration 0007) is not checked under the load's
  // session_replication_role = replica: check here instead.
  await etapa(log, "check: every state has its question's search keys", async () => {
    const r = await q(
      `select count(*)::int as n from questao_usuario e join questao q on q.id = e.questao_id
       where (e.plataforma_id, e.ano_id, e.numero_questao, e.instituicao_id)
             is distinct from (q.plataforma_id, q.ano_id, q.numero_questao, q.instituicao_id)`,
    );
    const n = (r.rows[0] as { n: number }).n;
    if (n > 0) throw new Error(`questao_usuario: ${n} states whose search keys differ from their question's`);
  });
  await etapa(log, "check: every answer has its question's platform", async () => {
    const r = await q(
      `select count(*)::int as n from resposta_questao r join questao q on q.id = r.questao_id
       where r.plataforma_id <> q.plataforma_id`,
    );
    const n = (r.rows[0] as { n: number }).n;
    if (n > 0) throw new Error(`resposta_questao: ${n} answers whose platform differs from their question's`);
  });
  // The dashboards' per-student counters (migration `estatisticas_contadores`): their triggers do not run
  // under session_replication_role = replica, so they are computed here (replacing what the triggers
  // counted otherwise).
  await etapa(
    log,
    'estatistica_*usuario: per-student counters per platform, subject and content',
    async () => {
      for (const [tabela, link, coluna] of [
        ['estatistica_materia_usuario', 'questao_materia', 'materia_id'],
        ['estatistica_conteudo_usuario', 'questao_conteudo', 'conteudo_id'],
      ] as const) {
        await q(`delete from ${tabela} where usuario_id > $1::int`, [base.u]);
        await q(
          `insert into ${tabela} (usuario_id, plataforma_id, ${coluna}, acertos, erros)
         select e.usuario_id, e.plataforma_id, l.${coluna}, count(*) filter (where e.ultima_correta),
                count(*) filter (where not e.ultima_correta)
         from questao_usuario e join ${link} l on l.questao_id = e.questao_id
         where e.usuario_id > $1::int group by 1, 2, 3`,
          [base.u],
        );
      }
      await q('delete from estatistica_usuario where usuario_id > $1::int', [base.u]);
      await q(
        `insert into estatistica_usuario (usuario_id, plataforma_id, acertos, erros)
       select e.usuario_id, e.plataforma_id, count(*) filter (where e.ultima_correta),
              count(*) filter (where not e.ultima_correta)
       from questao_usuario e where e.usuario_id > $1::int group by 1, 2`,
        [base.u],
      );
    },
  );
  await q(`select setval(pg_get_serial_sequence('usuario', 'id'), (select max(id) from usuario)),
                  setval(pg_get_serial_sequence('questao', 'id'), (select max(id) from questao)),
                  setval(pg_get_serial_sequence('alternativa', 'id'), (select max(id) from alternativa))`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const url = process.argv[2] ?? process.env.BENCH_DATABASE_URL;
  const bin = url ? undefined : findPgBin();
  if (!url && !bin)
    throw new Error('PostgreSQL server not found (apt-get install postgresql) and no URL given.');
  const cluster = url ? undefined : await startTempCluster(bin!);
  try {
    await gerarDados(url ?? cluster!.url);
  } finally {
    cluster?.stop();
  }
}
