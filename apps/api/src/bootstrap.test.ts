import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, TENANT } from '../test/helpers.ts';
import type { App } from './app.ts';
import { createServerApp } from './bootstrap.ts';
import { loadEnv } from './config/env.ts';
import * as t from './db/schema/index.ts';

/** What the server loads into an empty database: the reference data always, the demo never in production. */
const PRODUCAO = {
  NODE_ENV: 'production',
  JWT_SECRET: 'segredo-de-producao-com-mais-de-32-caracteres',
  SMTP_URL: 'smtp://127.0.0.1:1',
  CAPTCHA_SECRET: 'captcha-de-producao-com-mais-de-32-caracteres',
  SEGUNDO_FATOR_CHAVE: 'segundo-fator-de-producao-com-mais-de-32-caracteres',
  PUBLIC_URL: 'https://aprovei.example',
  SANDBOX_EM_PRODUCAO: 'true',
  LOG_LEVEL: 'silent',
};

const pastas: string[] = [];
async function servidor(env: Record<string, string>): Promise<App> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-bootstrap-'));
  pastas.push(dataDir);
  const app = await createServerApp(loadEnv({ ...env, DATA_DIR: dataDir }));
  await app.ready();
  return app;
}

const linhas = async (app: App, table: PgTable) =>
  (await app.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

let producao: App;
let desenvolvimento: App;
// Two boots on fresh databases, one of them with the whole demo: minutes on a loaded machine.
beforeAll(async () => {
  producao = await servidor({ ...PRODUCAO, SEED_DEMO: 'true' });
  desenvolvimento = await servidor({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
}, 180_000);
afterAll(async () => {
  await producao?.close();
  await desenvolvimento?.close();
  for (const dir of pastas) fs.rmSync(dir, { recursive: true, force: true });
});

describe('an empty database in production', () => {
  it('gets no demo account, even with SEED_DEMO=true', async () => {
    for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
      await expect(login(producao, who), who).rejects.toThrow(/login \S+ failed: 401/);
    }
    expect(await linhas(producao, t.usuario)).toBe(0);
  });

  it('gets no demo content', async () => {
    for (const table of [
      t.questao,
      t.exercicio,
      t.comentario,
      t.produto,
      t.divulgacao,
      t.contratacao,
      t.simuladoTentativa,
      t.respostaQuestao,
    ]) {
      expect(await linhas(producao, table)).toBe(0);
    }
  });

  it('gets the reference data the product needs to run', async () => {
    for (const table of [
      t.tenant,
      t.plataforma,
      t.parametro,
      t.politicaVersao,
      t.ano,
      t.curso,
      t.materia,
      t.plano,
      t.planoParcela,
      t.perguntaUsuario,
      t.emoji,
    ]) {
      expect(await linhas(producao, table)).toBeGreaterThan(0);
    }
    const parametros = await producao.inject({ url: '/api/parametro/listar', headers: TENANT });
    expect(parametros.statusCode).toBe(200);
    expect(parametros.json().length).toBeGreaterThan(0);
  });
});

describe('an empty database in development', () => {
  it('gets the demo accounts and content', async () => {
    await expect(login(desenvolvimento, 'admin')).resolves.toHaveProperty('access_token');
    expect(await linhas(desenvolvimento, t.questao)).toBeGreaterThan(0);
  });
});
