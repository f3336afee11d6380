import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { usuario } from './conta.ts';

/**
 * The terms of use and the privacy policy, one row per published version (HTML written in the back office,
 * with {{EMPRESA_...}} placeholders filled when served). The highest `versao` of a type is the current one;
 * older versions stay, read-only, as the record of what each person accepted.
 */
export const politicaVersao = pgTable(
  'politica_versao',
  {
    id: serial().primaryKey(),
    tipo: text().notNull(),
    versao: integer().notNull(),
    texto: text().notNull(),
    /** What changed, in a few words (optional). */
    resumo: text(),
    /** Who published it is in the audit log (`auditoria`, entidade politica_versao). */
    publicadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('politica_versao_tipo_ck', sql`${t.tipo} in ('TERMO_DE_USO', 'POLITICA_PRIVACIDADE')`),
    unique('politica_versao_tipo_versao_uq').on(t.tipo, t.versao),
  ],
);

/** A person's acceptance of one version (at sign-up, or when asked again after a new version). */
export const politicaAceite = pgTable(
  'politica_aceite',
  {
    id: serial().primaryKey(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    versaoId: integer()
      .notNull()
      .references(() => politicaVersao.id),
    aceitoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('politica_aceite_usuario_versao_uq').on(t.usuarioId, t.versaoId),
    index('politica_aceite_versao_idx').on(t.versaoId),
  ],
);
