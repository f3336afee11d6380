import { doublePrecision, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { questao } from './questoes.ts';

/**
 * The Rasch difficulty of each question with enough answers (issue 24 §3, docs/projecao.md), written by the
 * nightly calibration (modules/projecao): logits centred on the platform's calibrated questions' mean. A
 * question that falls below the minimum or cannot be estimated leaves the table at the next run.
 */
export const itemDificuldade = pgTable(
  'item_dificuldade',
  {
    questaoId: integer()
      .primaryKey()
      .references(() => questao.id, { onDelete: 'cascade' }),
    plataformaId: integer().notNull(),
    dificuldade: doublePrecision().notNull(),
    erroPadrao: doublePrecision().notNull(),
    /** The latest answers (one per student) it was fitted from. */
    respostas: integer().notNull(),
    calibradaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('item_dificuldade_plataforma_idx').on(t.plataformaId, t.questaoId, t.dificuldade)],
);
