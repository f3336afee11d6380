import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every API process: the rate limits of the routes and the sign-in
 * lockout (db/contador.ts). A row lives until `expiraEm`; the next count after it starts a new window.
 * UNLOGGED in its migration (0008): counts write no WAL and are lost, harmlessly, in a database crash.
 */
export const contadorJanela = pgTable(
  'contador_janela',
  {
    chave: text().primaryKey(),
    total: integer().notNull(),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('contador_janela_expira_idx').on(t.expiraEm)],
);
