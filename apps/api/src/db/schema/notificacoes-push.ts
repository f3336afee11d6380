import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuario } from './conta.ts';

/**
 * A device that accepted web push notifications (modules/notificacoes-push): the browser's
 * PushSubscription — the push service's endpoint and the keys the payload is encrypted to. The endpoint
 * is a capability (whoever knows it may post to the device), so it is never logged nor exported.
 */
export const inscricaoPush = pgTable(
  'inscricao_push',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    /** The device's P-256 public key and auth secret (base64url), from `PushSubscription.getKey`. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** What the settings list shows ('Chrome no Android'), read from the User-Agent when it subscribed. */
    aparelho: text().notNull(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last notification the push service accepted for it. */
    ultimoEnvio: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inscricao_push_endpoint_uq').on(t.endpoint),
    index('inscricao_push_usuario_idx').on(t.usuarioId),
  ],
);
