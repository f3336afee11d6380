import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { temaQuestaoAberta } from './catalogo.ts';
import { pedido } from './checkout.ts';
import { usuario } from './conta.ts';
import { plataforma } from './plataforma.ts';

/*
 * Open questions (spec doc 3 "Open questions"): a question is a PDF; a student sends an answer file,
 * a teacher sends back a correction file with a comment and a score. Files live in the file storage
 * (apps/api/src/storage) under keys the server chose; these tables keep their metadata.
 */
export const questaoAberta = pgTable(
  'questao_aberta',
  {
    id: serial().primaryKey(),
    plataformaId: integer()
      .notNull()
      .references(() => plataforma.id),
    numero: integer().notNull(),
    titulo: text().notNull(),
    observacao: text().notNull().default(''),
    temaId: integer()
      .notNull()
      .references(() => temaQuestaoAberta.id),
    arquivoChave: text().notNull(),
    arquivoNome: text().notNull(),
    arquivoTipo: text().notNull(),
    arquivoBytes: integer().notNull(),
  },
  (t) => [index().on(t.plataformaId, t.numero)],
);

/**
 * Every answer a student sent (a resend is a new row; the latest row is the student's status):
 * 'P' awaiting correction, 'C' corrected. Addressed to one teacher or, with professorId null, to any.
 */
export const respostaQuestaoAberta = pgTable(
  'resposta_questao_aberta',
  {
    id: serial().primaryKey(),
    questaoAbertaId: integer()
      .notNull()
      .references(() => questaoAberta.id),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id),
    professorId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    situacao: text().notNull().default('P'),
    enviadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    arquivoChave: text().notNull(),
    arquivoNome: text().notNull(),
    arquivoTipo: text().notNull(),
    arquivoBytes: integer().notNull(),
    corretorId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    corrigidaEm: timestamp({ withTimezone: true }),
    correcaoChave: text(),
    correcaoNome: text(),
    correcaoTipo: text(),
    correcaoBytes: integer(),
    comentario: text(),
    /** Tenths of a point (0 to 100: a score from 0 to 10 with one decimal). */
    notaDecimos: integer(),
  },
  (t) => [
    check('resposta_questao_aberta_situacao_ck', sql`${t.situacao} in ('P', 'C')`),
    check(
      'resposta_questao_aberta_correcao_ck',
      sql`(${t.situacao} = 'P') = (${t.corrigidaEm} is null and ${t.correcaoChave} is null)`,
    ),
    check(
      'resposta_questao_aberta_nota_ck',
      sql`${t.notaDecimos} is null or ${t.notaDecimos} between 0 and 100`,
    ),
    index().on(t.usuarioId, t.questaoAbertaId, t.enviadaEm),
    // The teachers' queue: answers awaiting correction, oldest first.
    index('resposta_questao_aberta_fila_idx').on(t.enviadaEm).where(sql`${t.situacao} = 'P'`),
  ],
);

/**
 * Extra sends of open-question answers granted to a student (ADR 013): a documented grant by the staff
 * ('CONCESSAO') or the add-on products of a paid order ('COMPRA', one row per order under `pedidoId`,
 * deleted when the order is refunded).
 */
export const pacoteQuestaoAberta = pgTable(
  'pacote_questao_aberta',
  {
    id: serial().primaryKey(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id),
    quantidade: integer().notNull(),
    origem: text().notNull().default('CONCESSAO'),
    motivo: text().notNull(),
    concedidoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    pedidoId: integer().references(() => pedido.id),
  },
  (t) => [
    check('pacote_questao_aberta_quantidade_ck', sql`${t.quantidade} > 0`),
    check('pacote_questao_aberta_origem_ck', sql`${t.origem} in ('CONCESSAO', 'COMPRA')`),
    check('pacote_questao_aberta_pedido_ck', sql`(${t.origem} = 'COMPRA') = (${t.pedidoId} is not null)`),
    index().on(t.usuarioId),
    uniqueIndex('pacote_questao_aberta_pedido_uq').on(t.pedidoId),
  ],
);

/** The random-order setting of the open-question list (questoes/randomizar-questao-aberta). */
export const preferenciaQuestaoAberta = pgTable('preferencia_questao_aberta', {
  usuarioId: integer()
    .primaryKey()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  aleatoria: boolean().notNull().default(false),
  semente: integer().notNull().default(1),
});

/** Which teachers correct which themes (set by an admin); a teacher sees the open questions of her themes. */
export const professorTema = pgTable(
  'professor_tema',
  {
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    temaId: integer()
      .notNull()
      .references(() => temaQuestaoAberta.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.temaId] }), index('professor_tema_tema_idx').on(t.temaId)],
);
