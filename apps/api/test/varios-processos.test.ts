import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TTokenResponse } from '@aprovei/shared/auth/auth.schemas';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Two API processes behind a load balancer on one PostgreSQL (docs/deploy.md): a student moves between
 * them and every limit is counted across both. Needs a server: runs in the PostgreSQL pass of `npm test`
 * (TEST_DATABASE_URL), skipped on PGlite.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const serverTs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/server.ts');
const segredo = randomBytes(32).toString('base64url');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

type Processo = { base: string; child: ChildProcess; output: () => string; exited: Promise<number | null> };

async function iniciar(databaseUrl: string): Promise<Processo> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverTs], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-proc-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      // Every process signs and verifies with the same keys.
      JWT_SECRET: segredo,
      CAPTCHA_SECRET: segredo,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { base: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

// Two first boots at once, one loading the whole demo: ~30 s idle, minutes on a loaded machine.
async function pronto(p: Processo, deadline = Date.now() + 200_000) {
  while (Date.now() < deadline) {
    if (p.child.exitCode !== null) throw new Error(`the process stopped:\n${p.output()}`);
    try {
      if ((await fetch(`${p.base}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the process did not become ready:\n${p.output()}`);
}

const TENANT = { 'x-tenant': 'aprovei', 'content-type': 'application/json' };
const post = (p: Processo, url: string, body: object) =>
  fetch(`${p.base}${url}`, { method: 'POST', headers: TENANT, body: JSON.stringify(body) });
const perfil = (p: Processo, token: string) =>
  fetch(`${p.base}/api/conta/exibir-dados`, { headers: { ...TENANT, authorization: `Bearer ${token}` } });

describe.skipIf(!serverUrl)('two API processes on one PostgreSQL', () => {
  let a: Processo;
  let b: Processo;
  const nome = `aprovei_dois_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${nome}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${nome}`;
    // Identical processes started together: they migrate one at a time and one of them loads the demo
    // content (two advisory locks); the other finds it done.
    [a, b] = await Promise.all([iniciar(url.toString()), iniciar(url.toString())]);
    await Promise.all([pronto(a), pronto(b)]);
  }, 240_000);

  afterAll(async () => {
    for (const p of [a, b]) {
      if (p && p.child.exitCode === null) {
        p.child.kill('SIGTERM');
        await p.exited;
      }
    }
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${nome} with (force)`);
    await admin.end();
  });

  it('signs in on one, refreshes on the other; tokens work on both; a sign-out ends them on both', async () => {
    const entrada = await post(a, '/api/auth/login', { login: 'aluno@aprovei.dev', senha: 'aprovei2026' });
    expect(entrada.status).toBe(200);
    const primeira = (await entrada.json()) as TTokenResponse;
    expect((await perfil(b, primeira.access_token)).status).toBe(200);

    const renovada = await post(b, '/api/auth/refresh', { refresh_token: primeira.refresh_token });
    expect(renovada.status).toBe(200);
    const segunda = (await renovada.json()) as TTokenResponse;
    for (const p of [a, b]) expect((await perfil(p, segunda.access_token)).status).toBe(200);

    // The used refresh token presented again, on the other process: the whole sign-in ends everywhere.
    expect((await post(a, '/api/auth/refresh', { refresh_token: primeira.refresh_token })).status).toBe(401);
    for (const p of [a, b]) {
      const res = await perfil(p, segunda.access_token);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { mensagem: string }).mensagem).toBe(
        'Sua sessão expirou. Entre novamente.',
      );
    }
  });

  it('counts the sign-in failures of an account across both: past the 5th both ask for the human check', async () => {
    const errada = { login: 'professor@aprovei.dev', senha: 'errada' };
    for (const p of [a, b, a, b, a]) expect((await post(p, '/api/auth/login', errada)).status).toBe(401);
    for (const p of [b, a]) {
      const res = await post(p, '/api/auth/login', { login: '74185296355', senha: 'aprovei2026' });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { codigo: string }).codigo).toBe('CAPTCHA_NECESSARIO');
    }
  });

  it('counts a route rate limit across both', async () => {
    const existe = (p: Processo) =>
      fetch(`${p.base}/api/conta/verifica-usuario-existe/52998224725`, { headers: TENANT });
    // 20 a minute per address.
    for (let i = 0; i < 10; i++) {
      expect((await existe(a)).status).toBe(200);
      expect((await existe(b)).status).toBe(200);
    }
    expect((await existe(b)).status).toBe(429);
    expect((await existe(a)).status).toBe(429);
  });

  it('keeps one copy of the migrations and of the demo content', async () => {
    const url = new URL(serverUrl!);
    url.pathname = `/${nome}`;
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    try {
      const migracoes = await c.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const arquivos = fs
        .readdirSync(path.resolve(path.dirname(serverTs), 'db/migrations'))
        .filter((f) => f.endsWith('.sql'));
      expect(migracoes.rows[0].n).toBe(arquivos.length);
      const alunos = await c.query(
        `select count(*)::int as n from usuario where email = 'aluno@aprovei.dev'`,
      );
      expect(alunos.rows[0].n).toBe(1);
    } finally {
      await c.end();
    }
    expect(a.output()).not.toMatch(/"level":(50|60)/);
    expect(b.output()).not.toMatch(/"level":(50|60)/);
  });
});
