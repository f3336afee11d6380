import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usuario } from './conta.ts';
import { tenant } from './plataforma.ts';

/**
 * The back office's audit log: every write of a staff member, with what the thing was before and after.
 * Append only; an admin reads it filtered by author, entity, action and period.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tenantId: text()
      .notNull()
      .references(() => tenant.id),
    autorId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    /** The author's name at the time (the account may be erased later). */
    autorNome: text().notNull(),
    /** What was done, as a verb: 'criar', 'editar', 'publicar', 'alterar-gabarito', 'mesclar'… */
    acao: text().notNull(),
    /** The kind of thing (a table's domain name: 'questao', 'simulado', 'usuario'…) and its id. */
    entidade: text().notNull(),
    entidadeId: text().notNull(),
    antes: jsonb(),
    depois: jsonb(),
    motivo: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auditoria_tenant_data_idx').on(t.tenantId, t.criadoEm.desc()),
    index('auditoria_entidade_idx').on(t.entidade, t.entidadeId, t.criadoEm),
    index('auditoria_autor_idx').on(t.autorId, t.criadoEm),
  ],
);
