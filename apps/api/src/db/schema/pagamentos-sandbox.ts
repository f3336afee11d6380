import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox gateway's own books (apps/api/src/gateways/sandbox.ts): what a real acquirer would keep
 * on its side. In a table, not in memory, so every process of a deploy sees the same charges and any of
 * them may settle one. Not our ledger: the commerce module keeps its own rows and reads these only
 * through the gateway interface. No card number or CVV is ever stored: brand, last four and expiry.
 */

export const clienteSandbox = pgTable('cliente_sandbox', {
  id: text().primaryKey(),
  chaveIdempotencia: text().notNull().unique(),
  email: text().notNull(),
  nome: text(),
  criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A single-use token (`tok_…`) or a card saved for a customer (`card_…`). */
export const cartaoSandbox = pgTable(
  'cartao_sandbox',
  {
    id: text().primaryKey(),
    clienteId: text().references(() => clienteSandbox.id),
    /** The saveCard call that made a saved card (null for a token). */
    chaveIdempotencia: text().unique(),
    bandeira: text().notNull(),
    ultimosDigitos: text().notNull(),
    mesValidade: integer().notNull(),
    anoValidade: integer().notNull(),
    /** What charging this card yields, decided when it was tokenised from the test card or holder name. */
    resultado: text().notNull(),
    motivoRecusa: text(),
    /** A token is spent by the payment or saved card it made. */
    usado: boolean().notNull().default(false),
    excluido: boolean().notNull().default(false),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cartao_sandbox_cliente_idx').on(t.clienteId),
    check('cartao_sandbox_resultado_ck', sql`${t.resultado} in ('approved', 'declined', 'pending')`),
  ],
);

export const pagamentoSandbox = pgTable(
  'pagamento_sandbox',
  {
    id: text().primaryKey(),
    chaveIdempotencia: text().notNull().unique(),
    metodo: text().notNull(),
    status: text().notNull(),
    motivoRecusa: text(),
    valorCentavos: integer().notNull(),
    reembolsadoCentavos: integer().notNull().default(0),
    parcelas: integer().notNull().default(1),
    cartaoId: text().references(() => cartaoSandbox.id),
    clienteId: text().references(() => clienteSandbox.id),
    descricao: text().notNull(),
    brCode: text(),
    expiraEm: timestamp({ withTimezone: true }),
    /** When a pending payment settles, and to what (a pending card → approved; Pix → approved). */
    liquidarEm: timestamp({ withTimezone: true }),
    liquidarPara: text(),
    /** When the next webhook about this payment is due (null: none due); a sender leases it forward. */
    notificarEm: timestamp({ withTimezone: true }),
    tentativasWebhook: integer().notNull().default(0),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pagamento_sandbox_cartao_idx').on(t.cartaoId),
    index('pagamento_sandbox_cliente_idx').on(t.clienteId),
    index('pagamento_sandbox_liquidar_idx').on(t.liquidarEm).where(sql`${t.liquidarEm} is not null`),
    index('pagamento_sandbox_expira_idx')
      .on(t.expiraEm)
      .where(sql`${t.status} = 'pending' and ${t.expiraEm} is not null`),
    index('pagamento_sandbox_notificar_idx').on(t.notificarEm).where(sql`${t.notificarEm} is not null`),
    check('pagamento_sandbox_metodo_ck', sql`${t.metodo} in ('card', 'pix')`),
    check(
      'pagamento_sandbox_status_ck',
      sql`${t.status} in ('pending', 'approved', 'declined', 'expired', 'refunded', 'charged_back')`,
    ),
    check(
      'pagamento_sandbox_valor_ck',
      sql`${t.valorCentavos} > 0 and ${t.reembolsadoCentavos} between 0 and ${t.valorCentavos}`,
    ),
  ],
);

/** One row per refund request: its idempotency key makes a retried refund happen once. */
export const reembolsoSandbox = pgTable(
  'reembolso_sandbox',
  {
    chaveIdempotencia: text().primaryKey(),
    pagamentoId: text()
      .notNull()
      .references(() => pagamentoSandbox.id),
    valorCentavos: integer().notNull(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reembolso_sandbox_pagamento_idx').on(t.pagamentoId)],
);
