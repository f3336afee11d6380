import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers give this type; modules depend on it, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction (inside a transaction always use the tx). */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type DatabaseOptions =
  /** `loadDataDir`: an in-memory database starting from a `dumpDataDir()` tarball (the tests' templates). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolMax?: number };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * What another client of the same database needs (the job queue, jobs/): the app's one PGlite
   * instance (single connection: every statement queues on it), or the server's URL.
   */
  source: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Rows of a raw SQL query, the same way on both drivers. */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * One value per database handle and key, made on first use: prepared statements (and the batchers
 * around them) belong to the handle they were prepared on.
 */
export function porBanco<T>(): (db: DbOrTx, chave: string, criar: () => T) => T {
  const valores = new WeakMap<DbOrTx, Map<string, T>>();
  return (db, chave, criar) => {
    let porChave = valores.get(db);
    if (!porChave) {
      porChave = new Map();
      valores.set(db, porChave);
    }
    let valor = porChave.get(chave);
    if (valor === undefined) {
      valor = criar();
      porChave.set(chave, valor);
    }
    return valor;
  };
}

/** Key of the advisory lock held while migrating: processes starting together migrate one at a time. */
const TRAVA_MIGRACOES = 7_294_021;

/** Runs `fn` holding the migrations lock, on a connection of its own (the pool may have just one). */
async function comTrava(url: string, fn: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TRAVA_MIGRACOES]);
    await fn();
  } finally {
    await client.end();
  }
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on next use.
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    try {
      await comTrava(options.url, () => migratePg(db, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      source: { kind: 'postgres', url: options.url },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  let client: PGlite;
  try {
    if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
    client = options.dataDir
      ? new PGlite(path.join(options.dataDir, 'pgdata'))
      : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    release();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    source: { kind: 'pglite', client },
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
