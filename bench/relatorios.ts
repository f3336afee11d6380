// npm run bench:relatorios — the back office's reports (modules/relatorios) at the scale: a
// throw-away PostgreSQL (or BENCH_DATABASE_URL) filled by bench/questoes-dados.ts (200,000 questions,
// 2,000,000 answers, 20,000 students at BENCH_ESCALA=1) and bench/simulado-dados.ts (a mock with
// BENCH_PARTICIPANTES attempts), plus BENCH_PEDIDOS orders (default 50,000) spread over the last year
// with their ledger rows and contracts (set-based SQL below). Each report is timed through the module's own
// repository (the very statements the API sends), BENCH_N sequential runs (default 20), over the last 30
// days by day and over the whole year by month. Results: docs/performance/relatorios.md.
import '../scripts/check-node.ts';
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { atualizarAgregados } from '../apps/api/src/modules/relatorios/relatorios.agregados.ts';
import {
  type Periodo,
  relatoriosRepository,
} from '../apps/api/src/modules/relatorios/relatorios.repository.ts';
import { findPgBin, startTempCluster, type TempCluster } from '../scripts/postgres.ts';
import { cleanupOnExit, type Percentis, percentis } from './lib.ts';
import { gerarDados, volumes } from './questoes-dados.ts';
import { gerarSimulado } from './simulado-dados.ts';

const N = Number(process.env.BENCH_N ?? 20);
const PEDIDOS = Number(process.env.BENCH_PEDIDOS ?? 50_000);
const PARTICIPANTES = Number(process.env.BENCH_PARTICIPANTES ?? 20_000);

/**
 * BENCH_PEDIDOS orders of the tenant's plans by bench students over the last 365 days: 80 % purchases and
 * 20 % card renewals of them (one in five declined), 70 % by card, one in ten with a coupon, 3 % refunded
 * and 1 % charged back; the ledger's charge (and refund) of each paid one; a contract per paid purchase,
 * one in ten cancelled.
 */
async function gerarPedidos(client: pg.Client, pedidos: number) {
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  if ((await q(`select 1 from pedido where chave_idempotencia like 'bench-%' limit 1`)).rowCount) {
    console.log('  bench orders already present: generation skipped');
    return;
  }
  const t0 = performance.now();
  await q('begin');
  try {
    await q(`insert into cupom (codigo, tipo, pontos_base) values ('BENCH DEZ', 'PERCENTUAL', 1000)
             on conflict (codigo) do nothing`);
    await q(
      `create temp table bench_pedido on commit drop as
       with planos as (select array_agg(id order by id) as ids from plano
         where (tenant_id = 'aprovei' or tenant_id is null) and valor_integral_centavos > 0),
       alunos as (select array_agg(id order by id) as ids from usuario where tenant_id = 'aprovei' and papel = 'ALUNO'),
       cupom as (select id from cupom where codigo = 'BENCH DEZ')
       select n,
         a.ids[1 + (n * 7919) % cardinality(a.ids)] as usuario_id,
         p.ids[1 + n % cardinality(p.ids)] as plano_id,
         case when n % 5 = 0 then 'RENOVACAO' else 'COMPRA' end as tipo,
         case when n % 5 = 0 or n % 10 < 7 then 'CARTAO_CREDITO' else 'PIX' end as metodo,
         case when n % 25 = 0 then 'declined' when n % 100 in (1, 2, 3) then 'refunded'
              when n % 100 = 4 then 'charged_back' else 'approved' end as status,
         case when n % 10 = 3 then (select id from cupom) end as cupom_id,
         now() - (random() * interval '365 days') as criado_em
       from generate_series(1, $1::int) n, planos p, alunos a`,
      [pedidos],
    );
    await q(
      `insert into pedido (usuario_id, tenant_id, plano_id, chave_idempotencia, tipo, metodo_pagamento, status,
         motivo_recusa, cpf, valor_plano_centavos, valor_produtos_centavos, desconto_centavos, valor_total_centavos,
         qtd_parcelas, cupom_id, gateway, gateway_payment_id, criado_em, atualizado_em)
       select b.usuario_id, 'aprovei', b.plano_id, 'bench-' || b.n, b.tipo, b.metodo, b.status,
         case when b.status = 'declined' then 'insufficient_funds' end, '52998224725',
         pl.valor_integral_centavos, 0,
         case when b.cupom_id is null then 0 else pl.valor_integral_centavos / 10 end,
         pl.valor_integral_centavos - case when b.cupom_id is null then 0 else pl.valor_integral_centavos / 10 end,
         1, b.cupom_id, 'sandbox', 'bench-' || b.n, b.criado_em, b.criado_em + interval '1 minute'
       from bench_pedido b join plano pl on pl.id = b.plano_id`,
    );
    await q(
      `insert into lancamento_financeiro (pedido_id, tipo, valor_centavos, gateway, gateway_payment_id, criado_em)
       select id, 'COBRANCA', valor_total_centavos, gateway, gateway_payment_id, criado_em + interval '1 minute'
       from pedido where chave_idempotencia like 'bench-%' and status in ('approved', 'refunded', 'charged_back')
       union all
       select id, case when status = 'refunded' then 'ESTORNO' else 'CHARGEBACK' end, -valor_total_centavos,
         gateway, gateway_payment_id, criado_em + interval '3 days'
       from pedido where chave_idempotencia like 'bench-%' and status in ('refunded', 'charged_back')`,
    );
    await q(
      `insert into contratacao (usuario_id, plano_id, situacao_codigo, metodo_pagamento, data_inicio,
         data_validade_assinatura, renovacao_automatica, valor_pago_centavos, cancelada_em, criado_em)
       select p.usuario_id, p.plano_id, 2, p.metodo_pagamento, p.criado_em,
         case when p.status = 'approved' then p.criado_em + interval '12 months' else p.criado_em + interval '3 days' end,
         false, p.valor_total_centavos,
         case when p.id % 10 = 7 and p.status = 'approved' then p.criado_em + (random() * interval '90 days') end,
         p.criado_em
       from pedido p where p.chave_idempotencia like 'bench-%' and p.tipo = 'COMPRA'
         and p.status in ('approved', 'refunded', 'charged_back')`,
    );
    await q('commit');
  } catch (error) {
    await q('rollback').catch(() => {});
    throw error;
  }
  for (const t of ['pedido', 'lancamento_financeiro', 'contratacao', 'cupom'])
    await q(`vacuum (analyze) ${t}`);
  console.log(
    `  ${'orders, ledger, contracts'.padEnd(58)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s`,
  );
}

let cluster: TempCluster | undefined;
let client: pg.Client | undefined;
const limpar = cleanupOnExit(() => ({ cluster, client, children: [] }));
const f1 = (x: number) => x.toFixed(1);
const fmt = (p: Percentis) => `${f1(p.p50)} / ${f1(p.p95)}`;

try {
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const bin = findPgBin();
    if (!bin)
      throw new Error('PostgreSQL server not found (apt-get install postgresql) and no BENCH_DATABASE_URL.');
    cluster = await startTempCluster(bin);
    url = cluster.url;
  }
  const inicio = performance.now();
  await gerarDados(url, volumes());
  const c = new pg.Client({ connectionString: url });
  client = c;
  c.on('error', () => {});
  await c.connect();
  const [pesado] = (
    await c.query(`select usuario_id as id from resposta_questao group by 1 order by count(*) desc limit 1`)
  ).rows as { id: number }[];
  await gerarSimulado(c, { participantes: PARTICIPANTES, questoes: 100, finalizadores: 0 }, pesado!.id);
  await gerarPedidos(c, PEDIDOS);
  const contagens = (
    await c.query(`select (select count(*) from pedido)::int as pedidos, (select count(*) from resposta_questao)::int as respostas,
      (select count(*) from questao_usuario)::int as estados, (select count(*) from questao)::int as questoes,
      (select count(*) from usuario)::int as usuarios`)
  ).rows[0];
  console.log('Volumes:', JSON.stringify(contagens));

  const database = await openDatabase({ kind: 'postgres', url, poolMax: 2 });
  const repo = relatoriosRepository(database.db);

  // The rollups' refresh (the hourly job relatorios-agregados): its first run rebuilds everything, the
  // next ones recompute yesterday and the day before, and every question's figures.
  await c.query(
    'delete from relatorio_resposta_dia; delete from relatorio_questao; delete from relatorio_agregado',
  );
  const refresco = async (nome: string, vezes: number) => {
    const tempos: number[] = [];
    for (let i = 0; i < vezes; i++) {
      const t0 = performance.now();
      const feito = await atualizarAgregados(database.db);
      tempos.push(performance.now() - t0);
      if (i === 0) console.log(`  ${nome}: ${JSON.stringify(feito)}`);
    }
    console.log(`  ${nome.padEnd(45)} ${fmt(percentis(tempos))} ms (load ${os.loadavg()[0]!.toFixed(2)})`);
    return { nome, p: percentis(tempos) };
  };
  const refrescos = [
    await refresco('refresh of the rollups, first run (full)', 1),
    await refresco('refresh of the rollups, incremental', Math.min(N, 5)),
  ];
  for (const t of ['relatorio_resposta_dia', 'relatorio_questao', 'relatorio_agregado'])
    await c.query(`vacuum (analyze) ${t}`);
  const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  const diasAtras = (d: number) => new Date(Date.parse(hoje) - d * 86_400_000).toISOString().slice(0, 10);
  const mes: Periodo = { tenantId: 'aprovei', de: diasAtras(29), ate: hoje, agrupar: 'dia' };
  const ano: Periodo = { tenantId: 'aprovei', de: diasAtras(364), ate: hoje, agrupar: 'mes' };
  const dificeis = {
    pagina: 1,
    porPagina: 20,
    direcao: 'asc' as const,
    ordem: 'acerto' as const,
    minimoRespostas: 20,
    formato: 'json' as const,
  };
  const casos: [string, () => Promise<unknown>][] = [
    ['vendas, 30 days by day', () => repo.vendas(mes)],
    ['vendas, 365 days by month', () => repo.vendas(ano)],
    ['assinaturas, 30 days by day', () => repo.assinaturas(mes)],
    ['assinaturas, 365 days by month', () => repo.assinaturas(ano)],
    ['cupons, 365 days', () => repo.cupons(ano)],
    ['respostas, 30 days by day', () => repo.respostas(mes)],
    ['respostas, 365 days by month', () => repo.respostas(ano)],
    ['questoes-dificeis, page 1 (all platforms)', () => repo.questoesDificeis('aprovei', dificeis)],
    [
      'questoes-dificeis, page 1 (platform 1)',
      () => repo.questoesDificeis('aprovei', { ...dificeis, plataformaId: 1 }),
    ],
    ['simulados, 365 days', () => repo.simulados(ano)],
  ];
  const linhas: { nome: string; p: Percentis }[] = [];
  for (const [nome, chamada] of casos) {
    await chamada(); // warm-up
    const tempos: number[] = [];
    for (let i = 0; i < N; i++) {
      const t0 = performance.now();
      await chamada();
      tempos.push(performance.now() - t0);
    }
    linhas.push({ nome, p: percentis(tempos) });
    console.log(`  ${nome.padEnd(45)} ${fmt(percentis(tempos))} ms (load ${os.loadavg()[0]!.toFixed(2)})`);
  }
  await database.close();
  console.log(
    `\nLoad average at the end: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}. Total ${((performance.now() - inicio) / 1000).toFixed(0)} s.`,
  );
  console.log('\n| report | p50 / p95 ms | target < 1000 ms |');
  console.log('|---|---|---|');
  for (const l of linhas) console.log(`| ${l.nome} | ${fmt(l.p)} | ${l.p.p95 < 1000 ? '✔' : '✘'} |`);
  console.log('\n| rollup refresh (job) | p50 / p95 ms |\n|---|---|');
  for (const l of refrescos) console.log(`| ${l.nome} | ${fmt(l.p)} |`);
} catch (error) {
  process.exitCode = 1;
  console.error(error);
} finally {
  await limpar();
}
