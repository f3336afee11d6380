import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tipoLogradouro } from './catalogo.ts';
import { usuario } from './conta.ts';

/**
 * A saved card (spec doc 1 §3 Saved card; payments.md "Cards"): the gateway's customer and card ids
 * plus what we show and need to charge it again — brand, last four, expiry, nickname, holder, the
 * billing address and the main/secondary flags. Never a card number or CVV (PCI DSS 3.3.1, 3.4.1).
 */
export const cartaoCredito = pgTable(
  'cartao_credito',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    /** The gateway that holds the card ('sandbox', 'mercadopago'). */
    gateway: text().notNull(),
    clienteGatewayId: text().notNull(),
    cartaoGatewayId: text().notNull(),
    bandeira: text().notNull(),
    ultimosQuatroDigitos: text().notNull(),
    mesValidade: integer().notNull(),
    anoValidade: integer().notNull(),
    apelido: text().notNull(),
    nomeTitular: text().notNull(),
    cpfTitular: text().notNull(),
    cep: text().notNull(),
    tipoLogradouroId: integer().references(() => tipoLogradouro.id),
    logradouro: text().notNull(),
    numeroLogradouro: text().notNull(),
    bairro: text().notNull(),
    complemento: text(),
    /** IBGE code and name of the municipality, and its UF, as the CEP lookup gave them. */
    municipioId: integer(),
    municipioNome: text().notNull(),
    siglaEstado: text().notNull(),
    principal: boolean().notNull().default(false),
    secundario: boolean().notNull().default(false),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cartao_credito_usuario_idx').on(t.usuarioId),
    index('cartao_credito_tipo_logradouro_idx').on(t.tipoLogradouroId),
    uniqueIndex('cartao_credito_principal_uq').on(t.usuarioId).where(sql`${t.principal}`),
    uniqueIndex('cartao_credito_secundario_uq').on(t.usuarioId).where(sql`${t.secundario}`),
    uniqueIndex('cartao_credito_gateway_uq').on(t.gateway, t.cartaoGatewayId),
    check('cartao_credito_um_papel_ck', sql`not (${t.principal} and ${t.secundario})`),
  ],
);
