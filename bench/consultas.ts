// The statements a repository sends, captured without a database, and run as the app runs them: the raw
// SQL measured beside an API call, and the plans EXPLAIN gives of it (bench:estatisticas, bench:revisao).
import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/pg-proxy';
import type pg from 'pg';
import type { DbOrTx } from '../apps/api/src/db/client.ts';
import * as schema from '../apps/api/src/db/schema/index.ts';

export interface Consulta {
  name: string;
  text: string;
  values: unknown[];
}

/** The statements a repository call sends, in order, captured without a database (nothing is executed). */
export async function capturar(chamada: (db: DbOrTx) => Promise<unknown>): Promise<Consulta[]> {
  const capturadas: Consulta[] = [];
  const falso = drizzle(
    async (text, params) => {
      const name = `raw_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
      capturadas.push({ name, text, values: params });
      // Empty either way the session reads it ('all': the rows; 'execute': the result's rows).
      return { rows: Object.assign([], { rows: [] }) };
    },
    { schema, casing: 'snake_case' },
  ) as unknown as DbOrTx;
  // A repository reading its empty result may throw once its statements are sent: only those matter.
  await chamada(falso).catch(() => {});
  if (capturadas.length === 0) throw new Error('no statement captured');
  return capturadas;
}

/** Runs the statements as named prepared statements, like the app; answers the last one's rows. */
export async function executar(client: pg.Client, qs: Consulta[]) {
  let rows: unknown[] = [];
  for (const q of qs) rows = (await client.query({ name: q.name, text: q.text, values: q.values })).rows;
  return rows;
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement, joined. */
export async function planos(client: pg.Client, qs: Consulta[]): Promise<string> {
  const partes: string[] = [];
  for (const q of qs) {
    const r = await client.query(`explain (analyze, buffers) ${q.text}`, q.values);
    partes.push((r.rows as Record<string, string>[]).map((x) => x['QUERY PLAN']).join('\n'));
  }
  return partes.join('\n\n-- next statement --\n\n');
}
