import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { type Env, loadEnv } from '../src/config/env.ts';
import type { Database } from '../src/db/client.ts';
import type { LoggerDestination } from '../src/logger.ts';
import { copyDemoFiles, copyOfTemplate } from './template-database.ts';

export const TEST_JWT_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres';

/**
 * A database of its own for one test file, migrated and empty (no reference data, no demo): in-memory
 * PGlite by default, or a new database on the server named by TEST_DATABASE_URL (dropped afterwards).
 */
export function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  return copyOfTemplate(inject('templateRun'), 'migrado');
}

export interface TestApp {
  app: App;
  env: Env;
  database: Database;
}

export interface TestAppOptions {
  /**
   * What the database holds: the reference data only (the default; tests build what they need with
   * test/factories.ts), or also the whole demo and its files, for the tests that are about the demo.
   */
  conteudo?: 'referencia' | 'demo';
}

/**
 * Builds the app on a database of its own copied from the run's template, with `env` over the test
 * environment; closes and drops it after the file's tests.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  logDestination?: LoggerDestination,
  { conteudo = 'referencia' }: TestAppOptions = {},
): Promise<TestApp> {
  // Files of each test app (question PDFs, answers, e-books) in a folder of their own, removed afterwards.
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-arquivos-teste-'));
  const appEnv = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    FILE_STORAGE_DIR: pasta,
    ...env,
  });
  const run = inject('templateRun');
  const { database, drop } = await copyOfTemplate(run, conteudo);
  if (conteudo === 'demo') copyDemoFiles(run, pasta);
  const app = await buildApp({ env: appEnv, database, jwtSecret: TEST_JWT_SECRET, logDestination });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
    fs.rmSync(pasta, { recursive: true, force: true });
  });
  return { app, env: appEnv, database };
}
