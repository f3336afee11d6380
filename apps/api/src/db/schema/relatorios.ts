import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { questao } from './questoes.ts';

/*
 * The back-office reports' rollups (docs/performance/relatorios.md): what the reports cannot add up from
 * raw rows in under a second at the bench's scale. Written only by modules/relatorios' refresh job
 * (relatorios.agregados.ts); every other module's rows stay the source of truth.
 */

/** Answers per São Paulo day and platform: closed days (up to `relatorio_agregado.ate`); today is read live. */
export const relatorioRespostaDia = pgTable(
  'relatorio_resposta_dia',
  {
    dia: date({ mode: 'string' }).notNull(),
    plataformaId: integer().notNull(),
    respostas: integer().notNull(),
    corretas: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.dia, t.plataformaId] })],
);

/**
 * Per question and platform, over the students' latest answers: how many, the share right, and the
 * discrimination (share right among the top quarter of students minus the bottom quarter's, students ranked
 * per platform by their overall rate). Recomputed whole at each refresh: the quarters move with every answer.
 */
export const relatorioQuestao = pgTable(
  'relatorio_questao',
  {
    questaoId: integer()
      .notNull()
      .references(() => questao.id, { onDelete: 'cascade' }),
    plataformaId: integer().notNull(),
    respostas: integer().notNull(),
    /** Share right, 0–100, two decimals. */
    acerto: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** −1..1, two decimals; null when a quarter has no answer to the question. */
    discriminacao: numeric({ precision: 3, scale: 2, mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.questaoId, t.plataformaId] }),
    index('relatorio_questao_acerto_idx').on(t.acerto, t.questaoId),
  ],
);

/** Each rollup's state: `ate`, the last closed day it holds (day rollups); `atualizadoEm`, its last refresh. */
export const relatorioAgregado = pgTable('relatorio_agregado', {
  nome: text().primaryKey(),
  ate: date({ mode: 'string' }),
  atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
