import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tipoLogradouro } from './catalogo.ts';
import { usuario } from './conta.ts';
import { contratacao, plano } from './planos.ts';
import { tenant } from './plataforma.ts';

/**
 * Discount coupons (spec doc 2 §4–§5; rules in packages/shared/src/assinatura/cupom.rules.ts). Uses are
 * not a column: they are the orders that carry the coupon and were not refused (pedido below).
 */
export const cupom = pgTable(
  'cupom',
  {
    id: serial().primaryKey(),
    /** Null: valid in every product. */
    tenantId: text().references(() => tenant.id),
    /** Normalised: uppercase letters and single spaces, at most 25 characters. */
    codigo: text().notNull().unique(),
    tipo: text().notNull(),
    /** VALOR_FIXO: centavos off. */
    valorCentavos: integer(),
    /** PERCENTUAL: basis points (1000 = 10 %). */
    pontosBase: integer(),
    validoDe: timestamp({ withTimezone: true }).notNull().defaultNow(),
    validoAte: timestamp({ withTimezone: true }),
    limiteUsos: integer(),
    limiteUsosPorCpf: integer(),
    /** The plans it applies to; null: any plan. */
    idsPlanos: integer().array(),
  },
  (t) => [
    check(
      'cupom_tipo_ck',
      sql`(${t.tipo} = 'VALOR_FIXO' and ${t.valorCentavos} > 0 and ${t.pontosBase} is null)
       or (${t.tipo} = 'PERCENTUAL' and ${t.pontosBase} between 1 and 10000 and ${t.valorCentavos} is null)`,
    ),
    check('cupom_codigo_ck', sql`char_length(${t.codigo}) between 1 and 25`),
  ],
);

/**
 * An order of a plan (with add-on products and a coupon) or of e-books (`ebooksIds`, no plan): what the buyer was charged, computed on the
 * server, and where its payment stands at the gateway. `status` follows PaymentStatus (forward only,
 * gateways/payment-gateway.ts). One order per (usuario, chaveIdempotencia): the same checkout submitted
 * twice finds the first order, whose gateway key (`pedido-<id>`) charges once.
 * `id` is the `idFatura` the Pix order screen polls.
 */
export const pedido = pgTable(
  'pedido',
  {
    id: serial().primaryKey(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id),
    tenantId: text()
      .notNull()
      .references(() => tenant.id),
    /** The plan bought; null for an order of e-books or of add-on products alone. */
    planoId: integer().references(() => plano.id),
    chaveIdempotencia: text().notNull(),
    /**
     * COMPRA: a checkout (its contract is made when paid). RENOVACAO: one charge of a contract's
     * renewal on one card (`contratacaoId` is the contract it renews, from the start).
     */
    tipo: text().notNull().default('COMPRA'),
    metodoPagamento: text().notNull(),
    status: text().notNull().default('pending'),
    motivoRecusa: text(),
    /** The CPF the coupon was applied with (the account's). */
    cpf: text().notNull(),
    valorPlanoCentavos: integer().notNull(),
    valorProdutosCentavos: integer().notNull(),
    descontoCentavos: integer().notNull().default(0),
    valorTotalCentavos: integer().notNull(),
    qtdParcelas: integer().notNull(),
    cupomId: integer().references(() => cupom.id),
    produtosIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    /** The e-books bought (their prices at purchase sum to valorEbooksCentavos). */
    ebooksIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    valorEbooksCentavos: integer().notNull().default(0),
    gateway: text().notNull(),
    gatewayPaymentId: text(),
    /** The Pix copy-and-paste code (the QR is drawn from it again). */
    brCode: text(),
    pixExpiraEm: timestamp({ withTimezone: true }),
    contratacaoId: integer().references(() => contratacao.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('pedido_chave_uq').on(t.usuarioId, t.chaveIdempotencia),
    uniqueIndex('pedido_gateway_pagamento_uq').on(t.gateway, t.gatewayPaymentId),
    index('pedido_usuario_idx').on(t.usuarioId, t.criadoEm),
    index('pedido_plano_idx').on(t.planoId),
    index('pedido_cupom_idx').on(t.cupomId, t.cpf),
    index('pedido_contratacao_idx').on(t.contratacaoId),
    check('pedido_metodo_ck', sql`${t.metodoPagamento} in ('CARTAO_CREDITO', 'PIX')`),
    check('pedido_tipo_ck', sql`${t.tipo} in ('COMPRA', 'RENOVACAO')`),
    check(
      'pedido_status_ck',
      sql`${t.status} in ('pending', 'approved', 'declined', 'expired', 'refunded', 'charged_back')`,
    ),
    // One thing bought: a plan (with its add-ons), e-books, or add-on products on their own (issue 22).
    check(
      'pedido_objeto_ck',
      sql`case when ${t.planoId} is not null then cardinality(${t.ebooksIds}) = 0
               else (cardinality(${t.ebooksIds}) > 0) <> (cardinality(${t.produtosIds}) > 0) end`,
    ),
    check('pedido_valor_ck', sql`${t.valorTotalCentavos} > 0 and ${t.descontoCentavos} >= 0`),
  ],
);

/**
 * A refund of an order (whole or partial): asked by the back office (EQUIPE), by a withdrawal inside the
 * 7 days (ARREPENDIMENTO), or found at the gateway without a request of ours (GATEWAY: a refund made
 * in the gateway's own panel). Written PENDENTE before the gateway is called, with the gateway's
 * idempotency key (`chaveGateway`): asked again or recovered after a crash, it is the same refund at
 * the gateway, and its ESTORNO row is booked once (`lancamento_financeiro.estornoId`).
 */
export const estorno = pgTable(
  'estorno',
  {
    id: serial().primaryKey(),
    pedidoId: integer()
      .notNull()
      .references(() => pedido.id),
    valorCentavos: integer().notNull(),
    motivo: text().notNull(),
    origem: text().notNull(),
    /** The request's key (the back office's dialog): the same request sent twice finds this row. */
    chave: text().notNull(),
    chaveGateway: text().notNull().unique(),
    status: text().notNull().default('PENDENTE'),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    concluidoEm: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('estorno_pedido_chave_uq').on(t.pedidoId, t.chave),
    index('estorno_pendente_idx').on(t.status, t.criadoEm),
    check('estorno_valor_ck', sql`${t.valorCentavos} > 0`),
    check('estorno_origem_ck', sql`${t.origem} in ('EQUIPE', 'ARREPENDIMENTO', 'GATEWAY')`),
    check('estorno_status_ck', sql`${t.status} in ('PENDENTE', 'CONCLUIDO', 'RECUSADO')`),
  ],
);

/**
 * The money ledger: every movement of money is one row — a charge (COBRANCA), a refund (ESTORNO), a
 * chargeback (CHARGEBACK) — in centavos, positive for money in and negative for money out. One charge
 * and one chargeback per order; one ESTORNO per refund (`estornoId`; rows booked before refunds had
 * their own table carry none, one per order): a replayed webhook cannot book a movement twice.
 * Reconciles with the gateway's books by (gateway, gatewayPaymentId).
 */
export const lancamentoFinanceiro = pgTable(
  'lancamento_financeiro',
  {
    id: serial().primaryKey(),
    pedidoId: integer()
      .notNull()
      .references(() => pedido.id),
    tipo: text().notNull(),
    valorCentavos: integer().notNull(),
    gateway: text().notNull(),
    gatewayPaymentId: text().notNull(),
    estornoId: integer().references(() => estorno.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lancamento_pedido_tipo_uq').on(t.pedidoId, t.tipo).where(sql`${t.estornoId} is null`),
    uniqueIndex('lancamento_estorno_uq').on(t.estornoId),
    index('lancamento_gateway_idx').on(t.gateway, t.gatewayPaymentId),
    index('lancamento_criado_idx').on(t.criadoEm),
    check('lancamento_tipo_ck', sql`${t.tipo} in ('COBRANCA', 'ESTORNO', 'CHARGEBACK')`),
    check(
      'lancamento_sinal_ck',
      sql`(${t.tipo} = 'COBRANCA' and ${t.valorCentavos} > 0) or (${t.tipo} <> 'COBRANCA' and ${t.valorCentavos} < 0)`,
    ),
    check('lancamento_estorno_ck', sql`${t.estornoId} is null or ${t.tipo} = 'ESTORNO'`),
  ],
);

/**
 * What the ledger's reconciliation found different from the gateway's books (one row per order, kept
 * up to date by each run): our status and ledger sum against the gateway's status and net amount.
 * `resolvidaEm` is set when a later run finds them equal again, or when an operator resolves it in the
 * back office with a recorded decision (`decisao`, `resolvidaPorId`); a later run that finds another
 * difference opens it again.
 */
export const divergenciaConciliacao = pgTable('divergencia_conciliacao', {
  pedidoId: integer()
    .primaryKey()
    .references(() => pedido.id),
  gateway: text().notNull(),
  gatewayPaymentId: text().notNull(),
  statusPedido: text().notNull(),
  statusGateway: text().notNull(),
  /** The sum of our ledger rows of the order. */
  lancadoCentavos: integer().notNull(),
  /** What the gateway's view of the payment says the ledger should hold. */
  esperadoCentavos: integer().notNull(),
  detectadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  resolvidaEm: timestamp({ withTimezone: true }),
  resolvidaPorId: integer().references(() => usuario.id),
  decisao: text(),
});

/**
 * The buyer's address (POST conta/cadastra-endereco-usuario, the anonymous checkout's second step).
 * Município and UF come from the CEP lookup, never from the client.
 */
export const enderecoUsuario = pgTable('endereco_usuario', {
  usuarioId: integer()
    .primaryKey()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  cep: text().notNull(),
  tipoLogradouroId: integer().references(() => tipoLogradouro.id),
  logradouro: text().notNull(),
  numeroLogradouro: text().notNull(),
  bairro: text().notNull(),
  complemento: text(),
  municipio: text(),
  uf: text(),
  atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
