// npm run bench:checkout — purchases at the highest rate the machine holds while every student polls the
// Pix order screen, then the books: no purchase lost or doubled. A throw-away PostgreSQL (or
// BENCH_DATABASE_URL, which must be empty) with the reference data (plans), BENCH_ALUNOS students
// (default 500) signed in through the API, the real API in production mode with the sandbox gateway
// (SANDBOX_EM_PRODUCAO) sending its signed webhooks to our own route, and an SMTP sink for the receipts.
//
// - Polling: each student polls `assinatura/is-pagamento-pix-processado` every 7 s (the order screen's
//   interval, starts spread over the 7 s) for their latest Pix order, from their first Pix on.
// - Purchases: BENCH_CONCORRENCIA loops (default 24) buy for BENCH_SEGUNDOS (default 60) through the
//   students in turn: a new card tokenised like the browser does (approved, in 1-3 instalments; some
//   declined test cards) or Pix, some with a promotion coupon; BENCH_DUPLICADOS (default 10 %) of them
//   are sent twice with the same idempotency key (half at once like a double click, half as a retry).
// - Then the sandbox settles the open Pix charges (SANDBOX_LIQUIDACAO_SEGUNDOS = BENCH_PIX_SEGUNDOS,
//   default 20) and the books are checked: each acknowledged purchase is one order, in the state it was
//   answered; each paid order has one charge in lancamento_financeiro for its total and one approved
//   gateway payment; no paid order was left unanswered; a twice-sent purchase answered the same order.
//   Any mismatch exits non-zero.
//
// - A crash: halfway through the purchases the API is killed (SIGKILL) and started again. Every request
//   cut by the kill is sent again once it is back, with the same body (the same idempotency key, as the
//   browser keeps it), and the books must still hold: 0 lost (an answered purchase without its order in
//   that state), 0 doubled (two payments for an order, or one plan paid twice by a student) and 0 orphan
//   charges (approved at the gateway with no paid order) — ADR 018.
// - One plan is bought once: each student buys each plan at most once, so the purchases go round
//   BENCH_PLANOS (default 40) copies of the reference data's plan 1, one round of students per copy.
//
// BENCH_PORT and BENCH_SMTP_PORT fix the API's and the SMTP sink's ports (default: free ones).
//
// Each student comes from its own address (X-Forwarded-For with TRUST_PROXY, as behind the production
// proxy), so the per-address limits count them apart as they would 500 browsers. The captcha: the bench
// holds CAPTCHA_SECRET, so it signs its own ALTCHA challenges with a trivial proof of work (the browser's
// part; on a real checkout it runs on the buyer's phone) and the server verifies and spends each one
// exactly as in production.
import '../scripts/check-node.ts';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { plano, planoParcela } from '../apps/api/src/db/schema/index.ts';
import { chavesCaptcha, novoDesafio } from '../apps/api/src/lib/captcha-desafio.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { seedIfEmpty } from '../apps/api/src/seed/index.ts';
import { ROOT } from '../scripts/lib.ts';
import type { TempCluster } from '../scripts/postgres.ts';
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
import { FUNCAO_CPF_BENCH } from './questoes-dados.ts';

const ALUNOS = Number(process.env.BENCH_ALUNOS ?? 500);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 60);
const CONCORRENCIA = Number(process.env.BENCH_CONCORRENCIA ?? 24);
const DUPLICADOS = Number(process.env.BENCH_DUPLICADOS ?? 0.1);
const PIX_SEGUNDOS = Number(process.env.BENCH_PIX_SEGUNDOS ?? 20);
const PLANOS_COPIAS = Number(process.env.BENCH_PLANOS ?? 40);
const INTERVALO_POLL_MS = 7_000;
const SENHA = 'senha-do-benchmark-de-compras';
const CUPOM = 'BENCH PROMO';
/** Plans of the reference data on sale in tenant aprovei (3 instalments at most): the first Pix buys plan 2. */
const PLANO_BASE = 1;
const PLANO_DO_PRIMEIRO_PIX = 2;

const CARTOES_APROVADOS = ['4111111111111111', '5555555555554444'];
const CARTAO_RECUSADO = '4000000000000002';
const ENDERECO = {
  cep: '01310100',
  logradouro: 'Avenida Paulista',
  numeroLogradouro: '1000',
  bairro: 'Bela Vista',
  complemento: null,
};

interface Aluno {
  id: number;
  email: string;
  cpf: string;
  ip: string;
  headers: Record<string, string>;
  /** The Pix order the student's screen is polling. */
  pix: number | null;
}

type Metodo = 'CARTAO_CREDITO' | 'PIX';
interface Resposta {
  idFatura: number;
  statusPagamento: string;
}
/** A purchase the API answered: an order (200) or a declined card (400 with the reason). */
interface Reconhecida {
  usuarioId: number;
  chave: string;
  metodo: Metodo;
  resultado: 'approved' | 'pending' | 'declined' | 'expired';
  idFatura: number | null;
}

const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const fmt = (p: Percentis) => `${f1(p.p50)} / ${f1(p.p95)} / ${f1(p.p99)}`;
const carga = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
  // Migrations and the reference data (no demo content, as in production), then the students.
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 2 });
  const planosCompra: number[] = [];
  try {
    await seedIfEmpty(database.db, { demo: false });
    // Copies of plan 1 (price, instalments): a student buys each plan once.
    const [base] = await database.db.select().from(plano).where(eq(plano.id, PLANO_BASE));
    const parcelas = await database.db
      .select()
      .from(planoParcela)
      .where(eq(planoParcela.planoId, PLANO_BASE));
    for (let i = 1; i <= PLANOS_COPIAS; i++) {
      const { id: _id, ...campos } = base!;
      const [novo] = await database.db
        .insert(plano)
        .values({ ...campos, nomePlano: `${base!.nomePlano} (bench ${i})` })
        .returning({ id: plano.id });
      await database.db.insert(planoParcela).values(parcelas.map((x) => ({ ...x, planoId: novo!.id })));
      planosCompra.push(novo!.id);
    }
  } finally {
    await database.close();
  }
  const db = new pg.Client({ connectionString: url });
  client = db;
  db.on('error', () => {});
  await db.connect();
  const consulta = async <T>(text: string, values: unknown[] = []) =>
    (await db.query(text, values)).rows as T[];
  if ((await consulta<{ n: number }>('select count(*)::int as n from pedido'))[0]!.n > 0)
    throw new Error('the database already has orders: the books below need an empty one.');
  await db.query(FUNCAO_CPF_BENCH);
  const hash = await hashPassword(SENHA);
  const criados = await consulta<{ id: number; email: string; cpf: string }>(
    `insert into usuario (tenant_id, nome, cpf, apelido, telefone, email, senha_hash, papel, plataforma_id)
     select 'aprovei', 'Comprador Benchmark ' || n, pg_temp.cpf_bench(n), 'Comprador ' || n,
            '119' || lpad(n::text, 8, '0'), 'comprador' || n || '@bench.aprovei.dev', $1, 'ALUNO', 1
     from generate_series(1, $2::int) n
     returning id, email, cpf`,
    [hash, ALUNOS],
  );
  await db.query(
    `insert into cupom (codigo, tipo, pontos_base, valido_de) values ($1, 'PERCENTUAL', 1500, now() - interval '1 day')`,
    [CUPOM],
  );

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-bench-checkout-'));
  const smtpPort = Number(process.env.BENCH_SMTP_PORT ?? (await freePort()));
  const sink = startProcess(path.join(ROOT, 'apps/web/e2e/smtp-sink.ts'), {
    E2E_MAIL_DIR: path.join(dataDir, 'mail'),
    E2E_SMTP_PORT: String(smtpPort),
  });
  filhos.push(sink);
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const base = `http://127.0.0.1:${port}`;
  const iniciarApi = () => {
    const processo = startProcess(path.join(ROOT, 'apps/api/src/server.ts'), {
      ...PRODUCTION_API_ENV,
      PORT: String(port),
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SANDBOX_LIQUIDACAO_SEGUNDOS: String(PIX_SEGUNDOS),
    });
    filhos.push(processo);
    return processo;
  };
  let api = iniciarApi();
  // A busy machine may take minutes to migrate and start.
  await waitFor(`${base}/api/health/ready`, Date.now() + 600_000);
  /** Resolved while the API answers; a pending promise while it is down (the crash). */
  let apiNoAr: Promise<void> = Promise.resolve();
  let reenvios = 0;
  /** The crash: SIGKILL, then the same API started again. Answers the seconds it was down. */
  async function derrubarEReiniciar(): Promise<number> {
    let deVolta!: () => void;
    apiNoAr = new Promise((resolve) => (deVolta = resolve));
    const t0 = performance.now();
    const saida = once(api, 'exit');
    api.kill('SIGKILL');
    await saida;
    api = iniciarApi();
    await waitFor(`${base}/api/health/ready`, Date.now() + 600_000);
    deVolta();
    return (performance.now() - t0) / 1000;
  }

  /** A call; one cut by the crash is sent again, the same, once the API is back. */
  const chamar = async (
    caminho: string,
    h: Record<string, string>,
    method: 'GET' | 'POST' = 'GET',
    body?: unknown,
  ) => {
    for (let tentativa = 0; ; tentativa++) {
      await apiNoAr;
      try {
        const res = await fetch(`${base}/api/${caminho}`, {
          method,
          headers: body ? { ...h, 'content-type': 'application/json' } : h,
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        const texto = await res.text();
        return { status: res.status, texto };
      } catch (error) {
        if (tentativa >= 5) throw error;
        reenvios++;
        await dormir(200);
      }
    }
  };

  // Sign every student in, each from its own address.
  const alunos: Aluno[] = [];
  const fila = [...criados.entries()];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let item = fila.shift(); item; item = fila.shift()) {
        const [i, u] = item;
        const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        const h = { 'x-tenant': 'aprovei', 'x-forwarded-for': ip };
        const r = await chamar('auth/login', h, 'POST', { login: u.email, senha: SENHA });
        if (r.status !== 200) throw new Error(`login of ${u.email}: ${r.status} ${r.texto}`);
        const { access_token } = JSON.parse(r.texto) as { access_token: string };
        alunos[i] = {
          ...u,
          ip,
          headers: { ...h, authorization: `Bearer ${access_token}` },
          pix: null,
        };
      }
    }),
  );
  console.log(
    `\n${ALUNOS} students signed in. Machine: ${os.cpus().length} vCPUs (${os.cpus()[0]?.model ?? '?'}), ` +
      `shared with other jobs; Node ${process.version}. Load average (1/5/15 min) ${carga()}.`,
  );

  const chaves = chavesCaptcha(PRODUCTION_API_ENV.CAPTCHA_SECRET);
  /** What the browser widget sends: a challenge signed with the server's key, solved (counter 0). */
  async function captcha(): Promise<string> {
    const challenge = await novoDesafio(chaves, 0);
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('captcha challenge could not be solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  const reconhecidas: Reconhecida[] = [];
  const latCompra: number[] = [];
  const latToken: number[] = [];
  const latPoll: number[] = [];
  const falhas = new Map<string, number>();
  const falhar = (o: string, status: number, texto: string) => {
    const k = `${o} ${status}: ${texto.slice(0, 160)}`;
    falhas.set(k, (falhas.get(k) ?? 0) + 1);
  };
  const divergencias: string[] = [];
  let duplicadosEnviados = 0;

  // Where the browser tokenises cards (the sandbox's tokeniser, on our API).
  const tokenizador = await chamar('cartao-credito/tokenizador', { 'x-tenant': 'aprovei' });
  const { url: urlTokenizador } = JSON.parse(tokenizador.texto) as { url: string };

  async function tokenizar(aluno: Aluno, numero: string) {
    const t0 = performance.now();
    const r = await chamar(urlTokenizador, { 'x-tenant': 'aprovei', 'x-forwarded-for': aluno.ip }, 'POST', {
      card_number: numero,
      security_code: '123',
      expiration_month: 12,
      expiration_year: 2031,
      cardholder: { name: 'COMPRADOR BENCH', identification: { type: 'CPF', number: aluno.cpf } },
    });
    latToken.push(performance.now() - t0);
    if (r.status !== 200) {
      falhar('tokenizar', r.status, r.texto);
      return null;
    }
    return (JSON.parse(r.texto) as { id: string }).id;
  }

  /** One purchase: sent once, twice at once (a double click) or twice in a row (a retry). */
  async function comprar(aluno: Aluno, n: number, idPlano: number) {
    const metodo: Metodo = n % 4 === 3 ? 'PIX' : 'CARTAO_CREDITO';
    const recusado = metodo === 'CARTAO_CREDITO' && n % 20 === 1;
    let cartao = null;
    if (metodo === 'CARTAO_CREDITO') {
      const numero = recusado ? CARTAO_RECUSADO : CARTOES_APROVADOS[n % 2]!;
      const token = await tokenizar(aluno, numero);
      if (!token) return;
      cartao = {
        apelido: 'Cartão da compra',
        token,
        bandeira: numero.startsWith('4') ? 'VISA' : 'MASTERCARD',
        nome: 'COMPRADOR BENCH',
        cpf: aluno.cpf,
        endereco: ENDERECO,
      };
    }
    const chave = randomUUID();
    const body = {
      chaveIdempotencia: chave,
      idPlano,
      metodoPagamento: metodo,
      cartao,
      idCartao: null,
      qtdParcelas: metodo === 'PIX' ? 1 : 1 + (n % 3),
      cupomDesconto: n % 5 === 0 ? CUPOM : null,
      produtosForaDoPlano: [],
      aceiteContrato: true,
      captcha: await captcha(),
    };
    const enviar = async () => {
      const t0 = performance.now();
      const r = await chamar('assinatura/realizar-assinatura-plano', aluno.headers, 'POST', body);
      latCompra.push(performance.now() - t0);
      if (r.status === 200) return JSON.parse(r.texto) as Resposta;
      // A declined card is an answer too: the order exists, declined.
      if (recusado && r.status === 400 && r.texto.includes('recusado')) return 'recusado' as const;
      falhar('realizar-assinatura-plano', r.status, r.texto);
      return null;
    };
    const duas = (n * 7919) % 100 < DUPLICADOS * 100;
    let respostas: (Resposta | 'recusado' | null)[];
    if (!duas) respostas = [await enviar()];
    else {
      duplicadosEnviados++;
      respostas = n % 2 ? await Promise.all([enviar(), enviar()]) : [await enviar(), await enviar()];
    }
    const validas = respostas.filter((r) => r !== null);
    if (validas.length === 0) return;
    const primeira = validas[0]!;
    for (const outra of validas.slice(1)) {
      const igual =
        outra === primeira ||
        (typeof outra === 'object' &&
          typeof primeira === 'object' &&
          outra.idFatura === primeira.idFatura &&
          outra.statusPagamento === primeira.statusPagamento);
      if (!igual)
        divergencias.push(
          `purchase ${chave} sent twice answered two outcomes: ${JSON.stringify(primeira)} / ${JSON.stringify(outra)}`,
        );
    }
    reconhecidas.push({
      usuarioId: aluno.id,
      chave,
      metodo,
      resultado:
        primeira === 'recusado' ? 'declined' : (primeira.statusPagamento as Reconhecida['resultado']),
      idFatura: primeira === 'recusado' ? null : primeira.idFatura,
    });
    if (metodo === 'PIX' && typeof primeira === 'object') aluno.pix = primeira.idFatura;
  }

  // Every student opens a Pix order first (its screen then polls it), a few at a time.
  const primeiros = [...alunos];
  let n = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let a = primeiros.shift(); a; a = primeiros.shift())
        await comprar(a, 4 * n++ + 3, PLANO_DO_PRIMEIRO_PIX);
    }),
  );
  const semPix = alunos.filter((a) => a.pix === null).length;
  if (semPix > 0) divergencias.push(`${semPix} students could not open their first Pix order`);

  // The order screens: every 7 s per student, starts spread over the interval.
  let polling = true;
  let pollsVerdadeiros = 0;
  const telas = alunos.map(async (aluno, i) => {
    await dormir((i * INTERVALO_POLL_MS) / alunos.length);
    while (polling) {
      const proxima = performance.now() + INTERVALO_POLL_MS;
      if (aluno.pix !== null) {
        const t0 = performance.now();
        const r = await chamar(`assinatura/is-pagamento-pix-processado?idFatura=${aluno.pix}`, aluno.headers);
        latPoll.push(performance.now() - t0);
        if (r.status !== 200) falhar('is-pagamento-pix-processado', r.status, r.texto);
        else if (r.texto === 'true') pollsVerdadeiros++;
      }
      await dormir(Math.max(0, proxima - performance.now()));
    }
  });

  // The purchases, as fast as the API answers them.
  const carga0 = carga();
  const reconhecidasAntes = reconhecidas.length;
  const latPollAntes = latPoll.length;
  const t0 = performance.now();
  const fim = t0 + SEGUNDOS * 1000;
  let proximo = 0;
  // Halfway through, the crash.
  let queda = '';
  const derrubada = dormir((SEGUNDOS * 1000) / 2).then(async () => {
    queda = `killed (SIGKILL) at ${((performance.now() - t0) / 1000).toFixed(1)} s, back in ${(await derrubarEReiniciar()).toFixed(1)} s`;
  });
  await Promise.all(
    Array.from({ length: CONCORRENCIA }, async () => {
      while (performance.now() < fim) {
        const k = proximo++;
        const rodada = Math.floor(k / alunos.length);
        if (rodada >= planosCompra.length) break;
        await comprar(alunos[k % alunos.length]!, k, planosCompra[rodada]!);
      }
    }),
  );
  await derrubada;
  const duracao = (performance.now() - t0) / 1000;
  const compras = reconhecidas.length - reconhecidasAntes;
  const cargaFim = carga();
  const pollsNaCarga = latPoll.slice(latPollAntes);
  console.log(
    `Purchases: ${compras} acknowledged in ${duracao.toFixed(1)} s (${(compras / duracao).toFixed(1)}/s) ` +
      `with ${CONCORRENCIA} concurrent buyers; ${duplicadosEnviados} sent twice. Load average ${carga0} → ${cargaFim}.`,
  );
  console.log(`The API was ${queda}; ${reenvios} requests cut by the crash were sent again.`);

  // The sandbox settles the open Pix charges; the screens keep polling until they are paid.
  const prazo = Date.now() + (PIX_SEGUNDOS + 120) * 1000;
  let abertos = 0;
  do {
    await dormir(2_000);
    abertos = (
      await consulta<{ n: number }>(
        `select count(*)::int as n from pedido where metodo_pagamento = 'PIX' and status = 'pending'`,
      )
    )[0]!.n;
  } while (abertos > 0 && Date.now() < prazo);
  if (abertos > 0)
    divergencias.push(`${abertos} Pix orders still unpaid ${PIX_SEGUNDOS + 120} s after the load`);
  await dormir(INTERVALO_POLL_MS);
  polling = false;
  await Promise.all(telas);

  // The books.
  const pedidos = await consulta<{
    id: number;
    usuario_id: number;
    chave: string;
    metodo: Metodo;
    status: string;
    total: number;
    cobrancas: number;
    cobrado: number;
    pagamentos: number;
    aprovados: number;
    pago: number;
  }>(
    `select p.id, p.usuario_id, p.chave_idempotencia as chave, p.metodo_pagamento as metodo, p.status,
            p.valor_total_centavos as total,
            (select count(*)::int from lancamento_financeiro l where l.pedido_id = p.id and l.tipo = 'COBRANCA') as cobrancas,
            (select coalesce(sum(l.valor_centavos), 0)::int from lancamento_financeiro l where l.pedido_id = p.id) as cobrado,
            (select count(*)::int from pagamento_sandbox s where s.id = p.gateway_payment_id or s.chave_idempotencia = 'pedido-' || p.id) as pagamentos,
            (select count(*)::int from pagamento_sandbox s where s.chave_idempotencia = 'pedido-' || p.id and s.status = 'approved') as aprovados,
            (select coalesce(sum(s.valor_centavos), 0)::int from pagamento_sandbox s where s.chave_idempotencia = 'pedido-' || p.id and s.status = 'approved') as pago
     from pedido p`,
  );
  const [livro] = await consulta<{ linhas: number; soma: number; gateway: number; somaGateway: number }>(
    `select (select count(*)::int from lancamento_financeiro) as linhas,
            (select coalesce(sum(valor_centavos), 0)::int from lancamento_financeiro) as soma,
            (select count(*)::int from pagamento_sandbox where status = 'approved') as gateway,
            (select coalesce(sum(valor_centavos), 0)::int from pagamento_sandbox where status = 'approved') as "somaGateway"`,
  );
  const [orfas] = await consulta<{ n: number }>(
    `select count(*)::int as n from pagamento_sandbox s
      where s.status = 'approved'
        and not exists (select 1 from pedido p
                         where s.chave_idempotencia = 'pedido-' || p.id
                           and p.status = 'approved' and p.gateway_payment_id = s.id)`,
  );
  const [planosDobrados] = await consulta<{ n: number }>(
    `select count(*)::int as n from (select usuario_id, plano_id from pedido
       where status = 'approved' and tipo = 'COMPRA' group by 1, 2 having count(*) > 1) x`,
  );
  let perdidas = 0;
  let dobradas = planosDobrados!.n;
  if (orfas!.n > 0) divergencias.push(`${orfas!.n} approved gateway payments without their paid order`);
  if (planosDobrados!.n > 0) divergencias.push(`${planosDobrados!.n} plans paid twice by one student`);
  const porChave = new Map(pedidos.map((p) => [`${p.usuario_id}:${p.chave}`, p]));
  const reconhecidasPorChave = new Set(reconhecidas.map((r) => `${r.usuarioId}:${r.chave}`));
  for (const r of reconhecidas) {
    const p = porChave.get(`${r.usuarioId}:${r.chave}`);
    if (!p) {
      perdidas++;
      divergencias.push(`acknowledged purchase ${r.chave} has no order`);
      continue;
    }
    if (r.idFatura !== null && r.idFatura !== p.id)
      divergencias.push(`purchase ${r.chave} answered order ${r.idFatura}, stored as ${p.id}`);
    // A purchase whose order was given up (its charge never reached the gateway before the crash, and
    // the recovery expired it) answers so: consistent, and no money moved.
    const esperado = r.resultado === 'pending' ? 'approved' : r.resultado;
    if (p.status !== esperado) {
      perdidas++;
      divergencias.push(`order ${p.id} (${r.metodo}, answered ${r.resultado}) ends ${p.status}`);
    }
  }
  let pagos = 0;
  for (const p of pedidos) {
    if (!reconhecidasPorChave.has(`${p.usuario_id}:${p.chave}`) && p.status === 'approved')
      divergencias.push(`order ${p.id} was paid but its purchase was never answered`);
    if (p.pagamentos > 1) {
      dobradas++;
      divergencias.push(`order ${p.id} has ${p.pagamentos} gateway payments`);
    }
    if (p.status === 'approved') {
      pagos++;
      if (p.cobrancas !== 1 || p.cobrado !== p.total)
        divergencias.push(
          `paid order ${p.id}: ${p.cobrancas} ledger charges, R$ ${p.cobrado / 100} of ${p.total / 100}`,
        );
      if (p.aprovados !== 1 || p.pago !== p.total)
        divergencias.push(
          `paid order ${p.id}: ${p.aprovados} approved gateway payments of R$ ${p.pago / 100}`,
        );
    } else if (p.cobrancas > 0) divergencias.push(`order ${p.id} (${p.status}) has a ledger charge`);
  }
  if (livro!.linhas !== pagos || livro!.gateway !== pagos || livro!.soma !== livro!.somaGateway)
    divergencias.push(
      `ledger ${livro!.linhas} rows (R$ ${livro!.soma / 100}), gateway ${livro!.gateway} approved payments ` +
        `(R$ ${livro!.somaGateway / 100}), ${pagos} paid orders`,
    );

  const porMetodo = (m: Metodo, res?: Reconhecida['resultado']) =>
    reconhecidas.filter((r) => r.metodo === m && (!res || r.resultado === res)).length;
  const resumo = [
    `| students polling every 7 s | ${ALUNOS} |`,
    `| purchases acknowledged under load | ${compras} in ${duracao.toFixed(1)} s: **${(compras / duracao).toFixed(1)}/s** (${CONCORRENCIA} concurrent buyers) |`,
    `| of which sent twice (same key) | ${duplicadosEnviados} |`,
    `| purchase request p50 / p95 / p99 ms | ${fmt(percentis(latCompra))} (${latCompra.length} requests) |`,
    `| card tokenisation p50 / p95 / p99 ms | ${fmt(percentis(latToken))} |`,
    `| Pix polling p50 / p95 / p99 ms, during the purchases | ${fmt(percentis(pollsNaCarga))} (${pollsNaCarga.length} polls) |`,
    `| Pix polling p50 / p95 / p99 ms, whole run | ${fmt(percentis(latPoll))} (${latPoll.length} polls, ${pollsVerdadeiros} answered paid) |`,
    `| all acknowledged | ${reconhecidas.length}: card ${porMetodo('CARTAO_CREDITO', 'approved')} approved + ${porMetodo('CARTAO_CREDITO', 'declined')} declined, Pix ${porMetodo('PIX')} |`,
    `| orders / paid / ledger rows / gateway approved | ${pedidos.length} / ${pagos} / ${livro!.linhas} / ${livro!.gateway} |`,
    `| the crash | ${queda}; ${reenvios} requests sent again |`,
    `| lost / doubled / orphan charges | **${perdidas} / ${dobradas} / ${orfas!.n}** |`,
    `| ledger total = gateway total | R$ ${(livro!.soma / 100).toFixed(2)} = R$ ${(livro!.somaGateway / 100).toFixed(2)} |`,
    `| failed requests | ${falhas.size === 0 ? 'none' : [...falhas].map(([k, v]) => `${k} ×${v}`).join('; ')} |`,
    `| load average (1/5/15 min) before → after the purchases | ${carga0} → ${cargaFim} |`,
  ];
  console.log('\n| measurement | value |\n|---|---|');
  for (const l of resumo) console.log(l);
  console.log(`\nTotal time: ${((performance.now() - inicio) / 1000).toFixed(0)} s.`);
  if (divergencias.length > 0) {
    process.exitCode = 1;
    console.error(`\n✘ ${divergencias.length} mismatch(es) in the books:`);
    for (const d of divergencias.slice(0, 30)) console.error(`  ${d}`);
  } else {
    console.log(
      '\n✔ No purchase lost or doubled: every answer matches one order, one ledger charge and one gateway payment.',
    );
  }
} catch (error) {
  process.exitCode = 1;
  console.error(error);
} finally {
  await limpar();
}
