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
} from 'drizzle-orm/pg-core';
import { usuario } from './conta.ts';
import { plataforma, tenant } from './plataforma.ts';

/**
 * Every e-mail the platform sends: the outbox. With SMTP configured the job `enviar-email` delivers each
 * row (retrying with back-off) and records the delivery; without SMTP (in development) it is the outbox
 * shown at /dev/mailbox.
 */
export const emailEnviado = pgTable(
  'email_enviado',
  {
    id: serial().primaryKey(),
    tenantId: text().references(() => tenant.id),
    /** The account the message is about (recipient of a code, sender of a support message). */
    usuarioId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    para: text().notNull(),
    assunto: text().notNull(),
    texto: text().notNull(),
    html: text().notNull(),
    /** Reply-To of the message (the student of a support message). */
    responderPara: text(),
    /** Carries a secret (a password code): its text is replaced once the SMTP server accepted it. */
    sensivel: boolean().notNull().default(false),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the SMTP server accepted it; null while only in the outbox. */
    enviadoEm: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('email_enviado_criado_idx').on(t.criadoEm),
    index('email_enviado_usuario_idx').on(t.usuarioId),
    index('email_enviado_pendente_idx').on(t.criadoEm).where(sql`${t.enviadoEm} is null`),
  ],
);

/** Messages sent through the support form (/suporte). */
export const mensagemSuporte = pgTable(
  'mensagem_suporte',
  {
    id: serial().primaryKey(),
    tenantId: text()
      .notNull()
      .references(() => tenant.id),
    usuarioId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    email: text().notNull(),
    assunto: text().notNull(),
    mensagem: text().notNull(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    enviadaEm: timestamp({ withTimezone: true }),
    /** Closed in the back office's support inbox; null while open. */
    encerradaEm: timestamp({ withTimezone: true }),
    encerradaPorId: integer().references(() => usuario.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('mensagem_suporte_usuario_idx').on(t.usuarioId),
    index('mensagem_suporte_caixa_idx').on(t.tenantId, t.criadoEm),
  ],
);

/** A reply e-mailed to the sender of a support message from the back office. */
export const respostaSuporte = pgTable(
  'resposta_suporte',
  {
    id: serial().primaryKey(),
    mensagemId: integer()
      .notNull()
      .references(() => mensagemSuporte.id, { onDelete: 'cascade' }),
    autorId: integer().references(() => usuario.id, { onDelete: 'set null' }),
    autorNome: text().notNull(),
    texto: text().notNull(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resposta_suporte_mensagem_idx').on(t.mensagemId)],
);

/** Promotional popup (spec doc 1 §2.6). conteudoTexto is sanitised HTML. */
export const divulgacao = pgTable(
  'divulgacao',
  {
    id: serial().primaryKey(),
    tenantId: text()
      .notNull()
      .references(() => tenant.id),
    tituloTexto: text().notNull(),
    conteudoTexto: text().notNull(),
    imagemUrl: text(),
    /** Where the popup's button leads: a path of the platform or an https address; null: no button. */
    link: text(),
    /** The platform it is shown on; null: every platform of the product. */
    plataformaId: integer().references(() => plataforma.id),
    inicio: timestamp({ withTimezone: true }).notNull().defaultNow(),
    fim: timestamp({ withTimezone: true }),
    ativo: boolean().notNull().default(true),
  },
  (t) => [
    index('divulgacao_tenant_idx').on(t.tenantId, t.inicio),
    check('divulgacao_periodo_ck', sql`${t.fim} is null or ${t.fim} > ${t.inicio}`),
  ],
);

export const divulgacaoVista = pgTable(
  'divulgacao_vista',
  {
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    divulgacaoId: integer()
      .notNull()
      .references(() => divulgacao.id, { onDelete: 'cascade' }),
    vistaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.divulgacaoId] })],
);
