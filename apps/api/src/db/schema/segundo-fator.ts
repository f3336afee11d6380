import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuario } from './conta.ts';

/**
 * A user's TOTP (modules/segundo-fator). The secret is encrypted (AES-256-GCM, SEGUNDO_FATOR_CHAVE). A row
 * without `ativadoEm` is a setup in progress (the QR shown, no code confirmed yet).
 */
export const segundoFator = pgTable('segundo_fator', {
  usuarioId: integer()
    .primaryKey()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  segredoCifrado: text().notNull(),
  /** The last time step whose code was accepted: that step and the earlier ones are refused (replay). */
  ultimoPasso: integer(),
  criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  ativadoEm: timestamp({ withTimezone: true }),
});

/** The ten recovery codes of a user's second factor: HMAC-SHA256 of each, each usable once. */
export const codigoRecuperacao = pgTable(
  'codigo_recuperacao',
  {
    id: serial().primaryKey(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    codigoHash: text().notNull(),
    usadoEm: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('codigo_recuperacao_uq').on(t.usuarioId, t.codigoHash)],
);

/**
 * The second step of a sign-in: the password was right, the code is still owed. Opaque (only the SHA-256
 * is kept), short-lived, spent by the right code.
 */
export const desafioSegundoFator = pgTable(
  'desafio_segundo_fator',
  {
    tokenHash: text().primaryKey(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
    usadoEm: timestamp({ withTimezone: true }),
  },
  (t) => [index('desafio_segundo_fator_expira_idx').on(t.expiraEm)],
);
