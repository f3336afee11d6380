import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { plataforma, tenant } from './plataforma.ts';

export type UtmParams = Partial<
  Record<'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content', string>
>;

/** A user belongs to one tenant; CPF and e-mail are unique within it. */
export const usuario = pgTable(
  'usuario',
  {
    id: serial().primaryKey(),
    tenantId: text()
      .notNull()
      .references(() => tenant.id),
    nome: text().notNull(),
    cpf: text().notNull(),
    apelido: text(),
    telefone: text(),
    email: text().notNull(),
    /** argon2id hash; null for social-login users who never set a password. */
    senhaHash: text(),
    /** PAPEIS in @aprovei/shared/equipe/papeis: the staff roles are granted in the back office. */
    papel: text().notNull().default('ALUNO'),
    /** 'google' | 'facebook' when the account came from a social login. */
    loginSocial: text(),
    plataformaId: integer().references(() => plataforma.id),
    utmParams: jsonb().$type<UtmParams>(),
    /** Set for accounts created without a password of their own (e.g. by an operator). */
    precisaValidacaoSenha: boolean().notNull().default(false),
    /** When the person registered through the form and its human check (conta/cadastrar). */
    cadastroVerificadoEm: timestamp({ withTimezone: true }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    excluidoEm: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('usuario_tenant_cpf_uq').on(t.tenantId, t.cpf),
    uniqueIndex('usuario_tenant_email_uq').on(t.tenantId, sql`lower(${t.email})`),
    check('usuario_papel_ck', sql`${t.papel} in ('ALUNO', 'ADMIN', 'EDITOR', 'PROFESSOR', 'FINANCEIRO')`),
    check('usuario_cpf_ck', sql`${t.cpf} ~ '^[0-9]{11}$'`),
  ],
);

/**
 * Rotating refresh tokens. Each sign-in starts a family; each refresh marks the presented token
 * used and issues the next one in the same family. Presenting a used token revokes the family.
 */
export const sessaoRefresh = pgTable(
  'sessao_refresh',
  {
    id: uuid().primaryKey().defaultRandom(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    familia: uuid().notNull(),
    tokenHash: text().notNull(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
    usadoEm: timestamp({ withTimezone: true }),
    revogadoEm: timestamp({ withTimezone: true }),
    /** The sign-in passed the second factor (TOTP or a recovery code): rotation keeps it for the family. */
    segundoFator: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('sessao_refresh_token_uq').on(t.tokenHash),
    index('sessao_refresh_familia_idx').on(t.familia),
    index('sessao_refresh_usuario_idx').on(t.usuarioId),
  ],
);

/** The log of failed sign-ins per tenant and login (the lockout counts per account: modules/auth/bloqueio.ts). */
export const tentativaLogin = pgTable(
  'tentativa_login',
  {
    id: serial().primaryKey(),
    tenantId: text().notNull(),
    chave: text().notNull(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sucesso: boolean().notNull().default(false),
  },
  (t) => [index('tentativa_login_chave_idx').on(t.tenantId, t.chave, t.criadoEm)],
);

/**
 * Registration questionnaire (spec doc 1 §3 "User question"). Root questions are always asked; a
 * SIM_NAO answer adds the linked sub-question (perguntaSimId or perguntaNaoId) and removes the other.
 */
export const perguntaUsuario = pgTable(
  'pergunta_usuario',
  {
    id: serial().primaryKey(),
    pergunta: text().notNull(),
    /** 'TEXTO' answers are free text; 'SIM_NAO' answers are SIM or NAO. */
    tipoResposta: text().notNull(),
    raiz: boolean().notNull().default(false),
    ordem: integer().notNull().default(0),
    perguntaSimId: integer().references((): AnyPgColumn => perguntaUsuario.id),
    perguntaNaoId: integer().references((): AnyPgColumn => perguntaUsuario.id),
  },
  (t) => [check('pergunta_usuario_tipo_ck', sql`${t.tipoResposta} in ('TEXTO', 'SIM_NAO')`)],
);

export const respostaPerguntaUsuario = pgTable(
  'resposta_pergunta_usuario',
  {
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    perguntaId: integer()
      .notNull()
      .references(() => perguntaUsuario.id),
    resposta: text().notNull(),
    respondidaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.perguntaId] })],
);

/**
 * Password-change codes sent by e-mail. Only the hash is kept; a code is single use, expires, and
 * stops working after too many wrong attempts.
 */
export const codigoSenha = pgTable(
  'codigo_senha',
  {
    id: serial().primaryKey(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    codigoHash: text().notNull(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
    usadoEm: timestamp({ withTimezone: true }),
    tentativas: integer().notNull().default(0),
  },
  (t) => [index('codigo_senha_usuario_idx').on(t.usuarioId, t.criadoEm)],
);

/** Solved captcha challenges, kept until they expire so one solution cannot be replayed. */
export const captchaUsado = pgTable(
  'captcha_usado',
  {
    assinatura: text().primaryKey(),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_usado_expira_idx').on(t.expiraEm)],
);
