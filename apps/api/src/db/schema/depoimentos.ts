import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tenant } from './plataforma.ts';

/**
 * Student testimonials of the landing page (spec doc 2 §3). `imagem` is an SVG portrait in base64
 * (small and drawn for the project); tenantId null: shown on every product.
 */
export const depoimento = pgTable(
  'depoimento',
  {
    id: serial().primaryKey(),
    tenantId: text().references(() => tenant.id),
    nome: text().notNull(),
    cargo: text().notNull(),
    depoimento: text().notNull(),
    imagem: text().notNull(),
    ordem: integer().notNull().default(0),
    /** Hidden ones stay in the back office and leave the landing. */
    visivel: boolean().notNull().default(true),
  },
  (t) => [index('depoimento_tenant_idx').on(t.tenantId, t.ordem)],
);
