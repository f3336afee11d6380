import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { conteudo, materia } from './catalogo.ts';
import { usuario } from './conta.ts';

/*
 * Per-student counters of the dashboards (docs/performance/estatisticas.md): for each subject (content) on
 * each platform, how many of the student's latest answers to its questions are right and wrong — what the
 * home's subject and content cards show, read in one index range instead of joining ~16,000 states to the
 * links per request. Kept by triggers (migration `estatisticas_contadores`) on the latest-answer states
 * (an answer that changes right/wrong, a question moved to another platform, a deleted state) and on the
 * links (a question tagged or untagged), so every writer keeps them right. A row may fall to 0/0 (the
 * readers skip it).
 */
const colunasContador = () => ({
  usuarioId: integer()
    .notNull()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  plataformaId: integer().notNull(),
  acertos: integer().notNull().default(0),
  erros: integer().notNull().default(0),
});

export const estatisticaMateriaUsuario = pgTable(
  'estatistica_materia_usuario',
  {
    ...colunasContador(),
    materiaId: integer()
      .notNull()
      .references(() => materia.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.plataformaId, t.materiaId] }),
    index('estatistica_materia_usuario_materia_idx').on(t.materiaId),
  ],
);

export const estatisticaConteudoUsuario = pgTable(
  'estatistica_conteudo_usuario',
  {
    ...colunasContador(),
    conteudoId: integer()
      .notNull()
      .references(() => conteudo.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.plataformaId, t.conteudoId] }),
    index('estatistica_conteudo_usuario_conteudo_idx').on(t.conteudoId),
  ],
);

/**
 * The same over every question of the platform: what the hit-rate and questions-done cards show (one row
 * instead of counting ~16,000 states per request). Kept by the states' trigger (migration
 * `estatisticas_totais`).
 */
export const estatisticaUsuario = pgTable('estatistica_usuario', colunasContador(), (t) => [
  primaryKey({ columns: [t.usuarioId, t.plataformaId] }),
]);
