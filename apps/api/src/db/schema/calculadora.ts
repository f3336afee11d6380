import type { DefinicaoTabela, PreenchimentoLinha } from '@aprovei/shared/calculadora/calculadora.rules';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { instituicao } from './catalogo.ts';
import { usuario } from './conta.ts';

/*
 * Curriculum calculators (spec doc 3 "Curriculum calculator"). A calculator is the table of one
 * selection notice; the table is read and scored whole, never queried by cell, so it is one jsonb
 * value (checked by the shared rules when seeded). The student's last valid filling is kept per
 * calculator.
 */
export const calculadoraCurriculo = pgTable(
  'calculadora_curriculo',
  {
    id: serial().primaryKey(),
    nome: text().notNull(),
    instituicaoId: integer()
      .notNull()
      .references(() => instituicao.id),
    ano: integer().notNull(),
    /** Hundredths of a point; 0: the notice sets no maximum. */
    pontuacaoMaximaCentesimos: integer().notNull().default(0),
    tabela: jsonb().$type<DefinicaoTabela>().notNull(),
  },
  (t) => [index().on(t.instituicaoId)],
);

export const preenchimentoCalculadora = pgTable(
  'preenchimento_calculadora',
  {
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    calculadoraId: integer()
      .notNull()
      .references(() => calculadoraCurriculo.id, { onDelete: 'cascade' }),
    linhas: jsonb().$type<PreenchimentoLinha[]>().notNull(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.calculadoraId] }), index().on(t.calculadoraId)],
);
