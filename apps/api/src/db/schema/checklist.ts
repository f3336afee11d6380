import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { conteudo } from './catalogo.ts';
import { usuario } from './conta.ts';

/**
 * The student's study checklist (spec doc 3 "Study guide"): one per student, created on first access.
 * `versao` grows on every save, so a save made over an older read is refused (409) instead of silently
 * overwriting another tab's.
 */
export const checklist = pgTable(
  'checklist',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: integer()
      .notNull()
      .unique()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    versao: integer().notNull().default(0),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('checklist_versao_ck', sql`${t.versao} >= 0`)],
);

/** The flags and notes of one content in a checklist; a content without a row has none set. */
export const checklistConteudo = pgTable(
  'checklist_conteudo',
  {
    checklistId: integer()
      .notNull()
      .references(() => checklist.id, { onDelete: 'cascade' }),
    conteudoId: integer()
      .notNull()
      .references(() => conteudo.id, { onDelete: 'cascade' }),
    estudoTeorico: boolean().notNull().default(false),
    resolucaoQuestao: boolean().notNull().default(false),
    revisao: boolean().notNull().default(false),
    observacoes: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.checklistId, t.conteudoId] }),
    index('checklist_conteudo_conteudo_idx').on(t.conteudoId),
  ],
);
