import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
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
    papel: text().notNull().default('ALUNO'),
    /** 'google' | 'facebook' when the account came from a social login. */
    loginSocial: text(),
    plataformaId: integer().references(() => plataforma.id),
    utmParams: jsonb().$type<UtmParams>(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    excluidoEm: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('usuario_tenant_cpf_uq').on(t.tenantId, t.cpf),
    uniqueIndex('usuario_tenant_email_uq').on(t.tenantId, sql`lower(${t.email})`),
    check('usuario_papel_ck', sql`${t.papel} in ('ALUNO', 'ADMIN', 'PROFESSOR')`),
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
  },
  (t) => [
    uniqueIndex('sessao_refresh_token_uq').on(t.tokenHash),
    index('sessao_refresh_familia_idx').on(t.familia),
    index('sessao_refresh_usuario_idx').on(t.usuarioId),
  ],
);

/** Failed sign-in attempts, counted per tenant and login to slow down password guessing. */
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
