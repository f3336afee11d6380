import { MENSAGEM_CARACTERE_NULO } from '@aprovei/shared/common.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../test/build-app.ts';
import { type App, buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { tenant } from '../db/schema/index.ts';

/**
 * The safety net behind the schemas: a text PostgreSQL refuses is the client's 400, and a failed
 * statement is logged without its parameters (drizzle and PGlite put them in the error).
 */
const MARCADOR = 'marcador-secreto-do-parametro';
const logs: string[] = [];
let app: App;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info', JWT_SECRET: TEST_JWT_SECRET });
  app = await buildApp({
    env,
    database,
    jwtSecret: TEST_JWT_SECRET,
    logDestination: { write: (l) => void logs.push(l) },
  });
  const db = database.db;
  app.post('/teste/nul', async () => {
    await db.insert(tenant).values({ id: 'nul', nome: `a\u0000${MARCADOR}` });
    return {};
  });
  app.post('/teste/json-nul', async () => {
    await db.execute(sql`select ${JSON.stringify({ texto: `a\u0000${MARCADOR}` })}::jsonb`);
    return {};
  });
  app.post('/teste/duplicado', async () => {
    await db.insert(tenant).values({ id: 'dup', nome: MARCADOR });
    await db.insert(tenant).values({ id: 'dup', nome: MARCADOR });
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('a database error', () => {
  it('is a Portuguese 400 when PostgreSQL refuses a NUL character (22021, 22P05)', async () => {
    for (const url of ['/teste/nul', '/teste/json-nul']) {
      const res = await app.inject({ method: 'POST', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ codigo: 'VALIDACAO', mensagem: MENSAGEM_CARACTERE_NULO });
    }
  });

  it('any other one is a 500 logged with its SQLSTATE and statement but never its parameters', async () => {
    const res = await app.inject({ method: 'POST', url: '/teste/duplicado' });
    expect(res.statusCode).toBe(500);
    expect(res.json().codigo).toBe('ERRO_INTERNO');
    const erros = logs.filter((l) => l.includes('"level":50'));
    expect(erros).toHaveLength(1);
    expect(erros[0]).toContain('23505');
    expect(erros[0]).toContain('insert into \\"tenant\\"');
    expect(logs.join('\n')).not.toContain(MARCADOR);
  });
});
