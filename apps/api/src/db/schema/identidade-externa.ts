import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { usuario } from './conta.ts';
import { tenant } from './plataforma.ts';

const provedorCheck = (coluna: unknown) => sql`${coluna} in ('google', 'facebook')`;

/**
 * A Google or Facebook account linked to a user: unique by (product, provider, subject), never by
 * e-mail; one per provider for a user. The e-mail is the one the provider gave when it was linked.
 */
export const identidadeExterna = pgTable(
  'identidade_externa',
  {
    id: serial().primaryKey(),
    tenantId: text()
      .notNull()
      .references(() => tenant.id),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    provedor: text().notNull(),
    sujeito: text().notNull(),
    email: text(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identidade_externa_sujeito_uq').on(t.tenantId, t.provedor, t.sujeito),
    uniqueIndex('identidade_externa_usuario_provedor_uq').on(t.usuarioId, t.provedor),
    check('identidade_externa_provedor_ck', provedorCheck(t.provedor)),
  ],
);

/**
 * A sign-in sent to a provider and not back yet: only the hash of its `state`, the PKCE verifier and the
 * nonce. Deleted when it comes back (a replayed state finds nothing) and worthless after `expiraEm`.
 */
export const entradaExterna = pgTable(
  'entrada_externa',
  {
    id: uuid().primaryKey().defaultRandom(),
    stateHash: text().notNull(),
    verificador: text().notNull(),
    nonce: text().notNull(),
    provedor: text().notNull(),
    tenantId: text()
      .notNull()
      .references(() => tenant.id),
    /** 'entrar' (sign-in or registration) or 'vincular' (a signed-in user links it from Configurações). */
    intencao: text().notNull(),
    usuarioId: integer().references(() => usuario.id, { onDelete: 'cascade' }),
    /** The in-app path to go back to after signing in. */
    retorno: text(),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('entrada_externa_state_uq').on(t.stateHash),
    index('entrada_externa_expira_idx').on(t.expiraEm),
    check('entrada_externa_provedor_ck', provedorCheck(t.provedor)),
    check('entrada_externa_intencao_ck', sql`${t.intencao} in ('entrar', 'vincular')`),
  ],
);
