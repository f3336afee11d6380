import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { usuario } from './conta.ts';
import { simuladoAlternativa, simuladoQuestao } from './simulados.ts';

/*
 * The daily review (issue 24): each student's deck of items scheduled by FSRS, every review in a log
 * (what per-student parameter fitting and the projected score read later), the certainty and miss reason
 * given of an answer, and the student's review settings. An item is named by its kind (the item table:
 * 'questao', 'exercicio'; 'simulado_questao' later) and id, without a foreign key (one column for three
 * tables): the queue joins the item, so a deleted item simply leaves the queue.
 */

const tipoCk = (nome: string, coluna: unknown) =>
  check(nome, sql`${coluna} in ('questao', 'exercicio', 'simulado_questao')`);

/** One item in one student's deck: its FSRS card (ts-fsrs `Card`, field by field). */
export const revisaoCartao = pgTable(
  'revisao_cartao',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    tipo: text().notNull(),
    itemId: integer().notNull(),
    /** The item's platform: today's queue is per platform. */
    plataformaId: integer().notNull(),
    devido: timestamp({ withTimezone: true }).notNull(),
    estabilidade: doublePrecision().notNull(),
    dificuldade: doublePrecision().notNull(),
    diasDecorridos: integer().notNull(),
    diasAgendados: integer().notNull(),
    passosAprendizado: integer().notNull(),
    repeticoes: integer().notNull(),
    lapsos: integer().notNull(),
    /** ts-fsrs `State`: 0 New, 1 Learning, 2 Review, 3 Relearning. */
    estado: smallint().notNull(),
    ultimaRevisao: timestamp({ withTimezone: true }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('revisao_cartao_item_uq').on(t.usuarioId, t.tipo, t.itemId),
    // Today's queue and its count: one range of the student's platform in due order.
    index('revisao_cartao_devido_idx').on(t.usuarioId, t.plataformaId, t.devido, t.tipo, t.itemId),
    tipoCk('revisao_cartao_tipo_ck', t.tipo),
    check('revisao_cartao_estado_ck', sql`${t.estado} between 0 and 3`),
  ],
);

/**
 * Every review of a card, append-only but for the rating, which a certainty given later revises (the log
 * keeps the card before it, so the review is recomputed). The input of per-student FSRS fitting: item,
 * time, rating, elapsed days, state before and after.
 */
export const revisaoLog = pgTable(
  'revisao_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    cartaoId: integer()
      .notNull()
      .references(() => revisaoCartao.id, { onDelete: 'cascade' }),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    tipo: text().notNull(),
    itemId: integer().notNull(),
    /** The answer reviewed (its kind's answer table, by `tipo`). */
    respostaId: bigint({ mode: 'number' }).notNull(),
    correta: boolean().notNull(),
    /** ts-fsrs `Rating`: 1 Again, 2 Hard, 3 Good. */
    avaliacao: smallint().notNull(),
    revisadoEm: timestamp({ withTimezone: true }).notNull(),
    /** Days since the card's previous review (0 for its first). */
    diasDecorridos: doublePrecision().notNull(),
    estadoAntes: smallint().notNull(),
    estadoDepois: smallint().notNull(),
    /** The whole card before and after (ts-fsrs `Card`, dates as ISO strings). */
    antes: jsonb().notNull(),
    depois: jsonb().notNull(),
  },
  (t) => [
    index('revisao_log_cartao_idx').on(t.cartaoId, t.revisadoEm),
    index('revisao_log_usuario_idx').on(t.usuarioId, t.revisadoEm),
    unique('revisao_log_resposta_uq').on(t.tipo, t.respostaId),
    tipoCk('revisao_log_tipo_ck', t.tipo),
    check('revisao_log_avaliacao_ck', sql`${t.avaliacao} between 1 and 4`),
  ],
);

/** The certainty and miss reason a student gave of one answer: written after it, so answering stays fast. */
export const respostaCerteza = pgTable(
  'resposta_certeza',
  {
    tipo: text().notNull(),
    respostaId: bigint({ mode: 'number' }).notNull(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    certeza: text(),
    motivoErro: text(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tipo, t.respostaId] }),
    index('resposta_certeza_usuario_idx').on(t.usuarioId, t.tipo),
    tipoCk('resposta_certeza_tipo_ck', t.tipo),
    check('resposta_certeza_certeza_ck', sql`${t.certeza} in ('TENHO_CERTEZA', 'ACHO_QUE_SIM', 'CHUTEI')`),
    check(
      'resposta_certeza_motivo_ck',
      sql`${t.motivoErro} in ('NAO_SABIA', 'LI_ERRADO', 'ERREI_O_RACIOCINIO', 'FALTOU_TEMPO', 'CAI_NA_PEGADINHA')`,
    ),
  ],
);

/** A student's review settings: her exam date and the daily e-mail (opt-in, at her hour, once a day). */
export const revisaoPreferencia = pgTable(
  'revisao_preferencia',
  {
    usuarioId: integer()
      .primaryKey()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    dataProva: date({ mode: 'string' }),
    emailDiario: boolean().notNull().default(false),
    horaEmail: smallint().notNull().default(8),
    /** The Brazilian day of the last e-mail sent: at most one a day. */
    ultimoEmail: date({ mode: 'string' }),
  },
  (t) => [
    check('revisao_preferencia_hora_ck', sql`${t.horaEmail} between 0 and 23`),
    index('revisao_preferencia_email_idx').on(t.horaEmail, t.usuarioId).where(sql`${t.emailDiario}`),
  ],
);

/**
 * The review's answers to mock questions. A finished mock's answers are locked (migration 0012), so a
 * mock question answered again in 'Revisões de hoje' is written here. Its ids are drawn from
 * resposta_simulado_questao's sequence: an answer of kind 'simulado_questao' is then one id in either
 * table, as revisao_log and resposta_certeza key it (tipo, resposta_id).
 */
export const revisaoRespostaSimulado = pgTable(
  'revisao_resposta_simulado',
  {
    id: bigint({ mode: 'number' }).primaryKey().default(sql`nextval('resposta_simulado_questao_id_seq')`),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    simuladoQuestaoId: integer()
      .notNull()
      .references(() => simuladoQuestao.id, { onDelete: 'cascade' }),
    alternativaId: integer().references(() => simuladoAlternativa.id, { onDelete: 'set null' }),
    correta: boolean().notNull(),
    respondidaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revisao_resposta_simulado_usuario_idx').on(t.usuarioId, t.respondidaEm)],
);
