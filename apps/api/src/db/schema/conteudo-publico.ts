import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenant } from './plataforma.ts';

/**
 * The landing page's editable blocks (issue 22 §3), per product: the feature cards ('DESTAQUE'), the
 * approved students ('APROVADO') and the counters ('CONTADOR'). `dados` holds the kind's fields, checked
 * against its zod schema (packages/shared conteudo-publico) on every write.
 */
export const itemLanding = pgTable(
  'item_landing',
  {
    id: serial().primaryKey(),
    tenantId: text()
      .notNull()
      .references(() => tenant.id),
    tipo: text().notNull(),
    dados: jsonb().notNull(),
    ordem: integer().notNull().default(0),
    visivel: boolean().notNull().default(true),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('item_landing_tenant_idx').on(t.tenantId, t.tipo, t.ordem),
    check('item_landing_tipo_ck', sql`${t.tipo} in ('DESTAQUE', 'APROVADO', 'CONTADOR')`),
  ],
);
