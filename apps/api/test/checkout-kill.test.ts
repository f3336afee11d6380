import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidCpf } from '@aprovei/shared/conta/cpf.rules';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseOptions, openDatabase, rows } from '../src/db/client.ts';
import { Jobs } from '../src/jobs/jobs.ts';
import { chavesCaptcha, novoDesafio } from '../src/lib/captcha-desafio.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { seedIfEmpty } from '../src/seed/index.ts';

/**
 * `kill -9` in the middle of purchases (ADR 018): the real server process, its purchases held by the
 * test build's pause between the gateway's answer and our write (CHECKOUT_FALHA_APOS_COBRANCA=pausa),
 * killed there, started again. Afterwards every approved gateway payment has exactly one paid order,
 * one contract and one ledger row. On the embedded database, or on PostgreSQL when TEST_DATABASE_URL is
 * set.
 */
const serverTs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/server.ts');
const segredo = randomBytes(32).toString('base64url');
const SENHA = 'senha-do-teste-de-queda';
const CARTOES = 6;
const PIX = 3;
const MARCA_DA_PAUSA = 'falha de teste após a cobrança';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

type Processo = { base: string; child: ChildProcess; output: () => string; exited: Promise<unknown> };
const processos: ChildProcess[] = [];
afterAll(() => {
  for (const c of processos) if (c.exitCode === null) c.kill('SIGKILL');
});

async function iniciar(dataDir: string, databaseUrl: string, extra: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverTs], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      JOBS_ATIVOS: 'true',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      JWT_SECRET: segredo,
      CAPTCHA_SECRET: segredo,
      TRUST_PROXY: 'true',
      SANDBOX_LIQUIDACAO_SEGUNDOS: '1',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processos.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const p: Processo = { base: `http://127.0.0.1:${port}`, child, output: () => output, exited };
  await ate(
    async () => (await fetch(`${p.base}/api/health/ready`).catch(() => null))?.ok === true,
    p,
    Date.now() + 240_000,
  );
  return p;
}

/** Waits for `condicao`, checking every 250 ms (120 s at most by default: a busy CI machine). */
async function ate(condicao: () => Promise<boolean> | boolean, p?: Processo, prazo = Date.now() + 120_000) {
  while (Date.now() < prazo) {
    if (p && p.child.exitCode !== null) throw new Error(`the server stopped:\n${p.output()}`);
    if (await condicao()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out${p ? `:\n${p.output().slice(-3000)}` : ''}`);
}

function cpf(n: number): string {
  const base = String(800_000_000 + n);
  for (let dv = 0; dv < 100; dv++) {
    const c = `${base}${String(dv).padStart(2, '0')}`;
    if (isValidCpf(c)) return c;
  }
  throw new Error('no CPF');
}

/** Migrations, the reference data (plans 1 and 2 on sale), the job queue and the buyers, before the server starts. */
async function preparar(opcoes: DatabaseOptions, compradores: number) {
  const database = await openDatabase(opcoes);
  try {
    await seedIfEmpty(database.db, { demo: false });
    // The job queue's own tables too: the server's start (its onReady) then only adds its queues.
    const jobs = new Jobs(database, { logger: { info: () => {}, error: () => {} } });
    await jobs.start();
    await jobs.stop();
    const hash = await hashPassword(SENHA);
    for (let n = 1; n <= compradores; n++) {
      await database.db.execute(sql`
        insert into usuario (tenant_id, nome, cpf, apelido, telefone, email, senha_hash, papel, plataforma_id)
        values ('aprovei', ${`Comprador Queda ${n}`}, ${cpf(n)}, ${`Comprador ${n}`},
                ${`1198${String(n).padStart(7, '0')}`}, ${`queda${n}@teste.aprovei.dev`}, ${hash}, 'ALUNO', 1)`);
    }
  } finally {
    await database.close();
  }
}

const chaves = chavesCaptcha(segredo);
async function captcha(): Promise<string> {
  const challenge = await novoDesafio(chaves, 0);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

interface Comprador {
  n: number;
  headers: Record<string, string>;
}

async function entrar(p: Processo, n: number): Promise<Comprador> {
  const ip = `10.9.0.${n}`;
  const res = await fetch(`${p.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'x-tenant': 'aprovei', 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ login: `queda${n}@teste.aprovei.dev`, senha: SENHA }),
  });
  if (res.status !== 200) throw new Error(`login ${n}: ${res.status} ${await res.text()}`);
  const { access_token } = (await res.json()) as { access_token: string };
  return {
    n,
    headers: { 'x-tenant': 'aprovei', 'x-forwarded-for': ip, authorization: `Bearer ${access_token}` },
  };
}

/** One purchase (a card tokenised as the browser does, or Pix); its answer never comes (the kill). */
async function comprar(p: Processo, c: Comprador, pix: boolean) {
  let cartao = null;
  if (!pix) {
    const tokenizador = (await (
      await fetch(`${p.base}/api/cartao-credito/tokenizador`, { headers: c.headers })
    ).json()) as {
      url: string;
    };
    const res = await fetch(`${p.base}/api/${tokenizador.url}`, {
      method: 'POST',
      headers: { ...c.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        card_number: '4111111111111111',
        security_code: '123',
        expiration_month: 12,
        expiration_year: 2032,
        cardholder: { name: 'COMPRADOR QUEDA', identification: { type: 'CPF', number: cpf(c.n) } },
      }),
    });
    if (res.status !== 200) throw new Error(`token ${c.n}: ${res.status} ${await res.text()}`);
    cartao = {
      apelido: 'Cartão da compra',
      token: ((await res.json()) as { id: string }).id,
      bandeira: 'VISA',
      nome: 'COMPRADOR QUEDA',
      cpf: cpf(c.n),
      endereco: {
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numeroLogradouro: '1000',
        bairro: 'Bela Vista',
      },
    };
  }
  return fetch(`${p.base}/api/assinatura/realizar-assinatura-plano`, {
    method: 'POST',
    headers: { ...c.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      chaveIdempotencia: randomUUID(),
      idPlano: 1 + (c.n % 2),
      metodoPagamento: pix ? 'PIX' : 'CARTAO_CREDITO',
      cartao,
      idCartao: null,
      qtdParcelas: 1,
      cupomDesconto: null,
      produtosForaDoPlano: [],
      aceiteContrato: true,
      captcha: await captcha(),
    }),
  }).catch(() => null);
}

const ativo = async (p: Processo, c: Comprador) => {
  const res = await fetch(`${p.base}/api/assinatura/is-assinatura-ativa-usuario`, { headers: c.headers });
  return res.status === 200 && (await res.json()) === true;
};

const serverUrl = process.env.TEST_DATABASE_URL;
// The run's engine, like every other file: npm test runs the suite once on each.
const motores = serverUrl
  ? [{ nome: 'PostgreSQL', postgres: true }]
  : [{ nome: 'the embedded database (PGlite)', postgres: false }];

describe.each(motores)('kill -9 in the middle of purchases, on $nome', ({ postgres }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-queda-'));
  const nomeBanco = `aprovei_queda_${randomBytes(6).toString('hex')}`;
  let url = '';

  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!postgres) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${nomeBanco} with (force)`);
    await admin.end();
  });

  it('leaves every approved gateway payment with exactly one paid order, contract and ledger row', async () => {
    if (postgres) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${nomeBanco}`);
      await admin.end();
      const u = new URL(serverUrl!);
      u.pathname = `/${nomeBanco}`;
      url = u.toString();
    }
    const opcoes: DatabaseOptions = postgres
      ? { kind: 'postgres', url, poolMax: 2 }
      : { kind: 'pglite', dataDir };
    await preparar(opcoes, CARTOES + PIX);

    // Every purchase pauses between the gateway's answer and our write: the kill lands there.
    const primeiro = await iniciar(dataDir, url, { CHECKOUT_FALHA_APOS_COBRANCA: 'pausa' });
    const compradores = await Promise.all(
      Array.from({ length: CARTOES + PIX }, (_, i) => entrar(primeiro, i + 1)),
    );
    const compras = compradores.map((c) => comprar(primeiro, c, c.n > CARTOES));
    const pausas = () => primeiro.output().split(MARCA_DA_PAUSA).length - 1;
    await ate(() => pausas() === CARTOES + PIX, primeiro);
    primeiro.child.kill('SIGKILL');
    await primeiro.exited;
    await Promise.all(compras);

    // Started again: the recovery at its start (and the webhooks) settle what the kill left.
    const segundo = await iniciar(dataDir, url);
    for (const c of compradores) await ate(() => ativo(segundo, c), segundo);
    expect(segundo.output()).not.toContain('webhook recusado');
    segundo.child.kill('SIGTERM');
    await segundo.exited;

    const database = await openDatabase(opcoes);
    try {
      const pagamentos = await rows<{
        id: string;
        chave: string;
        pedidos: number;
        pagos: number;
        contratos: number;
        cobrancas: number;
      }>(
        database.db,
        sql`select s.id, s.chave_idempotencia as chave,
                   (select count(*)::int from pedido p where p.gateway_payment_id = s.id) as pedidos,
                   (select count(*)::int from pedido p
                     where p.gateway_payment_id = s.id and p.status = 'approved'
                       and s.chave_idempotencia = 'pedido-' || p.id) as pagos,
                   (select count(*)::int from contratacao c join pedido p on p.usuario_id = c.usuario_id
                     where p.gateway_payment_id = s.id) as contratos,
                   (select count(*)::int from lancamento_financeiro l
                     where l.gateway_payment_id = s.id and l.tipo = 'COBRANCA') as cobrancas
              from pagamento_sandbox s where s.status = 'approved' order by s.id`,
      );
      expect(pagamentos).toHaveLength(CARTOES + PIX);
      for (const p of pagamentos)
        expect(p, p.chave).toMatchObject({ pedidos: 1, pagos: 1, contratos: 1, cobrancas: 1 });
      const [soltos] = await rows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pedido where status = 'pending'`,
      );
      expect(soltos!.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 900_000);
});
