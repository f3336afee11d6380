import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { type Env, loadEnv } from '../src/config/env.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import type { LoggerDestination } from '../src/logger.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { createFileStorage } from '../src/storage/create-storage.ts';

export const TEST_JWT_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres';

/**
 * A fresh, migrated database with the demo content for one test file: in-memory PGlite by default,
 * or a new database on the server named by TEST_DATABASE_URL (dropped afterwards).
 */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, drop: async () => {} };
  }
  const name = `aprovei_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 4 });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: App;
  env: Env;
  database: Database;
}

/** Builds the app on a fresh database; closes and drops it after the file's tests. */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  logDestination?: LoggerDestination,
): Promise<TestApp> {
  // Files of each test app (question PDFs, answers, e-books) in a folder of their own, removed afterwards.
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-arquivos-teste-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    FILE_STORAGE_DIR: pasta,
    ...overrides,
  });
  const { database, drop } = await freshDatabase();
  const arquivos = createFileStorage(env);
  await seedIfEmpty(database.db, { arquivos }).finally(() => arquivos.close());
  const app = await buildApp({ env, database, jwtSecret: TEST_JWT_SECRET, logDestination });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
    fs.rmSync(pasta, { recursive: true, force: true });
  });
  return { app, env, database };
}
