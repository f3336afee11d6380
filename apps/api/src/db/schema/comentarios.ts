import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { usuario } from './conta.ts';
import { exercicio, questao } from './questoes.ts';

/** Comments on a question or on a fixation exercise (exactly one of the two). Plain text. */
export const comentario = pgTable(
  'comentario',
  {
    id: serial().primaryKey(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    questaoId: integer().references(() => questao.id, { onDelete: 'cascade' }),
    exercicioId: integer().references(() => exercicio.id, { onDelete: 'cascade' }),
    tipo: text().notNull().default('INFORMATIVO'),
    texto: text().notNull(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** An error report (ERRO) closed by an editor: when, by whom, and whether the item was fixed. */
    fechadoEm: timestamp({ withTimezone: true }),
    fechadoPorId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    desfecho: text(),
  },
  (t) => [
    // The open error reports, oldest first: the editors' queue.
    index('comentario_relatos_abertos_idx')
      .on(t.criadoEm)
      .where(sql`${t.tipo} = 'ERRO' and ${t.fechadoEm} is null`),
    check('comentario_desfecho_ck', sql`${t.desfecho} is null or ${t.desfecho} in ('CORRIGIDO', 'MANTIDO')`),
    index('comentario_questao_idx').on(t.questaoId, t.criadoEm),
    index('comentario_exercicio_idx').on(t.exercicioId, t.criadoEm),
    check('comentario_alvo_ck', sql`(${t.questaoId} is null) <> (${t.exercicioId} is null)`),
    check('comentario_tipo_ck', sql`${t.tipo} in ('INFORMATIVO', 'ERRO', 'SUGESTAO')`),
  ],
);

export const comentarioResposta = pgTable(
  'comentario_resposta',
  {
    id: serial().primaryKey(),
    comentarioId: integer()
      .notNull()
      .references(() => comentario.id, { onDelete: 'cascade' }),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    texto: text().notNull(),
    /** Written by staff in the platform's name (shown as 'Equipe Aprovei', not as the person). */
    daPlataforma: boolean().notNull().default(false),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comentario_resposta_comentario_idx').on(t.comentarioId, t.criadoEm)],
);

export const emoji = pgTable('emoji', {
  id: serial().primaryKey(),
  nome: text().notNull().unique(),
  simbolo: text().notNull(),
  ordem: integer().notNull().default(0),
});

/** One current reaction per user and target (localReacao + alvoId); reacting again changes it. */
export const reacao = pgTable(
  'reacao',
  {
    id: serial().primaryKey(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    localReacao: text().notNull(),
    alvoId: integer().notNull(),
    emojiId: integer()
      .notNull()
      .references(() => emoji.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reacao_usuario_alvo_uq').on(t.usuarioId, t.localReacao, t.alvoId),
    index('reacao_alvo_idx').on(t.localReacao, t.alvoId),
    check(
      'reacao_local_ck',
      sql`${t.localReacao} in ('QUESTAO', 'EXERCICIO_FIXACAO', 'COMENTARIO', 'COMENTARIO_EXERCICIO_FIXACAO')`,
    ),
  ],
);
