import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The products (X-Tenant): 'aprovei' (main) and 'aprovei-med' (medical variant). */
export const tenant = pgTable('tenant', {
  id: text().primaryKey(),
  nome: text().notNull(),
});

/** Platforms 1 residência, 2 concurso, 3 medicina; each belongs to one tenant. */
export const plataforma = pgTable('plataforma', {
  id: integer().primaryKey(),
  nome: text().notNull(),
  tema: text().notNull(),
  tenantId: text()
    .notNull()
    .references(() => tenant.id),
});

/** Named settings read by the web client (e.g. POPUP_POLITICAS_PRIVACIDADE). */
export const parametro = pgTable('parametro', {
  nomeParametro: text().primaryKey(),
  valor: text().notNull(),
});
