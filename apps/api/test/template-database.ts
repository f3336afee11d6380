import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Database, type Db, openDatabase } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { folderStorage } from '../src/storage/folder-storage.ts';

/**
 * Test databases copied from templates made once per run (test/global-setup.ts): migrating and loading
 * the demo took seconds in every file, copying takes a fraction of that. On PGlite a template is a
 * `dumpDataDir()` tarball each copy is loaded from; on the server named by TEST_DATABASE_URL it is a
 * database each copy is created from (`CREATE DATABASE … TEMPLATE`).
 */

/** Where a run keeps its templates: a folder, and on PostgreSQL a name prefix. */
export interface TemplateRun {
  folder: string;
  id: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateRun: TemplateRun;
  }
}

/**
 * What a test database starts from: the migrations only; the migrations and the reference data the
 * product needs to run (what production holds before anyone signs up); or those and the whole demo.
 */
export type TemplateKind = 'migrado' | 'referencia' | 'demo';

const KINDS: readonly TemplateKind[] = ['migrado', 'referencia', 'demo'];

const templateName = (run: TemplateRun, kind: TemplateKind) => `aprovei_modelo_${run.id}_${kind}`;
const tarball = (run: TemplateRun, kind: TemplateKind) => path.join(run.folder, `${kind}.tar`);
/** The demo's files (e-books, open questions, the add-on PDF), which its rows point to. */
const demoFiles = (run: TemplateRun) => path.join(run.folder, 'arquivos');

/** Runs `fn` on a connection to the server's maintenance database (TEST_DATABASE_URL). */
async function onServer(serverUrl: string, fn: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await fn(admin);
  } finally {
    await admin.end();
  }
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dump(database: Database, file: string) {
  if (database.source.kind !== 'pglite') throw new Error('dumpDataDir is PGlite only');
  const tar = await database.source.client.dumpDataDir('none');
  fs.writeFileSync(file, new Uint8Array(await tar.arrayBuffer()));
}

/** How each kind is filled once migrated: nothing, the reference data, or the reference data and the demo. */
const fill = (run: TemplateRun): Record<TemplateKind, (db: Db) => Promise<unknown>> => ({
  migrado: async () => {},
  referencia: (db) => seedIfEmpty(db, { demo: false }),
  demo: (db) => seedIfEmpty(db, { arquivos: folderStorage(demoFiles(run)) }),
});

/** Migrates once and keeps that as 'migrado'; every other kind starts from a copy of it and is filled. */
export async function buildTemplates(run: TemplateRun) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const filling = fill(run);
  if (!serverUrl) {
    const migrated = await openDatabase({ kind: 'pglite' });
    try {
      await dump(migrated, tarball(run, 'migrado'));
    } finally {
      await migrated.close();
    }
    for (const kind of KINDS.filter((k) => k !== 'migrado')) {
      const database = await openDatabase({
        kind: 'pglite',
        loadDataDir: await fs.openAsBlob(tarball(run, 'migrado')),
      });
      try {
        await filling[kind](database.db);
        await dump(database, tarball(run, kind));
      } finally {
        await database.close();
      }
    }
    return;
  }
  const migrado = templateName(run, 'migrado');
  await onServer(serverUrl, (admin) => admin.query(`create database ${migrado}`));
  const migrated = await openDatabase({
    kind: 'postgres',
    url: withDatabase(serverUrl, migrado),
    poolMax: 1,
  });
  await migrated.close();
  for (const kind of KINDS.filter((k) => k !== 'migrado')) {
    const name = templateName(run, kind);
    await onServer(serverUrl, (admin) => admin.query(`create database ${name} template ${migrado}`));
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name), poolMax: 1 });
    try {
      await filling[kind](database.db);
    } finally {
      await database.close();
    }
  }
}

export async function dropTemplates(run: TemplateRun) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  await onServer(serverUrl, async (admin) => {
    for (const kind of [...KINDS].reverse()) {
      await admin.query(`drop database if exists ${templateName(run, kind)} with (force)`);
    }
  });
}

/** A database of its own for one test file, copied from the run's template of that kind; `drop` removes it. */
export async function copyOfTemplate(
  run: TemplateRun,
  kind: TemplateKind,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({
      kind: 'pglite',
      loadDataDir: await fs.openAsBlob(tarball(run, kind)),
    });
    return { database, drop: async () => {} };
  }
  const name = `aprovei_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (admin) =>
    admin.query(`create database ${name} template ${templateName(run, kind)}`),
  );
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name), poolMax: 4 });
  return {
    database,
    drop: () => onServer(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)),
  };
}

/** Copies the demo's files, which the 'demo' template's rows point to, into a test's file storage folder. */
export function copyDemoFiles(run: TemplateRun, to: string) {
  if (fs.existsSync(demoFiles(run))) fs.cpSync(demoFiles(run), to, { recursive: true });
}
