/**
 * The one interface every payment gateway implements (ARCHITECTURE.md §7): the in-process `sandbox`
 * (default) and `mercadopago`. Money in integer centavos; card numbers and CVVs only ever reach
 * `tokenizeCard`, which the product calls for the sandbox alone (a real gateway tokenises in the browser).
 */

/**
 * Where a payment stands. Forward only (see `statusAdvances`):
 * - `pending`: created, waiting for the acquirer (a card under review, an unpaid Pix charge);
 * - `approved`: money captured; `declined`: refused by the acquirer; `expired`: voided before it was paid
 *   (an unpaid Pix charge past its expiry, or a charge the gateway cancelled);
 * - `refunded`: fully given back (a partial refund keeps `approved` and counts `refundedCentavos`);
 *   `charged_back`: reversed by the card holder's bank.
 */
export type PaymentStatus = 'pending' | 'approved' | 'declined' | 'expired' | 'refunded' | 'charged_back';

/** The outcome of a new card charge. */
export type ChargeStatus = Extract<PaymentStatus, 'approved' | 'declined' | 'pending'>;

/** Why an acquirer refused a card. */
export type DeclineReason =
  | 'insufficient_funds'
  | 'card_declined'
  | 'expired_card'
  | 'invalid_card'
  | 'other';

/** The text a buyer reads for a refusal. */
export const MENSAGEM_RECUSA: Record<DeclineReason, string> = {
  insufficient_funds: 'Pagamento recusado: saldo ou limite insuficiente.',
  card_declined: 'Pagamento recusado pelo emissor do cartão.',
  expired_card: 'Pagamento recusado: cartão vencido.',
  invalid_card: 'Pagamento recusado: confira os dados do cartão.',
  other: 'Pagamento recusado. Tente outro cartão ou forma de pagamento.',
};

/** The statuses each status may still move to. Terminal ones move nowhere. */
const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['approved', 'declined', 'expired', 'refunded', 'charged_back'],
  approved: ['refunded', 'charged_back'],
  declined: [],
  expired: [],
  refunded: [],
  charged_back: [],
};

/** True when a payment at `from` may move to `to` (never backwards, never sideways, never to itself). */
export function statusAdvances(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

/**
 * The status after news of `incoming` reaches a payment at `current`: the news when it moves forward,
 * else `current`. A replayed or out-of-order webhook therefore changes nothing.
 */
export function nextStatus(current: PaymentStatus, incoming: PaymentStatus): PaymentStatus {
  return statusAdvances(current, incoming) ? incoming : current;
}

export interface CardData {
  number: string;
  cvv: string;
  holderName: string;
  expMonth: number;
  expYear: number;
  holderCpf?: string;
}

export interface CardToken {
  cardToken: string;
  /** Our brand code (`VISA`, `MASTERCARD`, … of `BANDEIRAS_PADRAO`). */
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
}

export interface SavedCard {
  cardId: string;
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
}

export interface KeepCardInput {
  customerId: string;
  /** The approved payment the token paid. */
  gatewayPaymentId: string;
  /** The browser's token that paid it. */
  cardToken: string;
  idempotencyKey: string;
}

export interface Payer {
  email: string;
  name?: string;
  cpf?: string;
}

export interface ChargeCardInput {
  amountCentavos: number;
  installments: number;
  /** Our brand code; Mercado Pago needs it as `payment_method_id`. */
  brand: string;
  cardToken?: string;
  savedCardId?: string;
  customerId?: string;
  payer?: Payer;
  /** The same key always yields the same payment: a retry or a double click charges once. */
  idempotencyKey: string;
  description: string;
}

export interface ChargeResult {
  gatewayPaymentId: string;
  status: ChargeStatus;
  declineReason?: DeclineReason;
}

export interface PixChargeInput {
  amountCentavos: number;
  idempotencyKey: string;
  expiresAt: Date;
  description: string;
  payer?: Payer;
}

export interface PixCharge {
  gatewayPaymentId: string;
  /** The copy-and-paste code (the QR's content). */
  brCode: string;
  qrPng: Buffer;
  expiresAt: Date;
}

export interface Payment {
  gatewayPaymentId: string;
  method: 'card' | 'pix';
  status: PaymentStatus;
  amountCentavos: number;
  refundedCentavos: number;
  declineReason?: DeclineReason;
  /** The reference our charge carried (`pedido-<id>`): how a payment we never recorded finds its order. */
  externalReference?: string;
  /** A Pix charge's copy-and-paste code and expiry (what its order screen shows). */
  pix?: { brCode: string; expiresAt: Date };
}

export interface RefundInput {
  /** Omitted: the whole remaining amount. */
  amountCentavos?: number;
  /** Defaults to one derived from the payment and amount: the same refund asked twice happens once. */
  idempotencyKey?: string;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** A webhook's verdict: the payment it speaks of (to read back), or why it was refused. */
export type WebhookVerdict = { ok: true; gatewayPaymentId: string } | { ok: false; reason: string };

export interface PaymentGateway {
  readonly name: 'sandbox' | 'mercadopago';
  /** Card data → single-use token: the imitation of browser tokenisation (sandbox and tests only). */
  tokenizeCard(card: CardData): Promise<CardToken>;
  createCustomer(input: {
    email: string;
    name?: string;
    idempotencyKey: string;
  }): Promise<{ customerId: string }>;
  saveCard(input: { customerId: string; cardToken: string; idempotencyKey: string }): Promise<SavedCard>;
  /**
   * Keeps the card that paid an approved payment on the customer, in the order gateways document: the
   * browser's single-use token pays first, then that same token stores the card of the payment
   * (Mercado Pago: `POST /v1/payments`, then `POST /v1/customers/{id}/cards {token}`). Never before the
   * payment (a card stored first would be charged without its CVV), never for a payment not approved.
   */
  keepCardOfPayment(input: KeepCardInput): Promise<SavedCard>;
  deleteCard(customerId: string, cardId: string): Promise<void>;
  chargeCard(input: ChargeCardInput): Promise<ChargeResult>;
  createPixCharge(input: PixChargeInput): Promise<PixCharge>;
  /** The payment as the gateway has it now: the only thing a webhook is trusted to trigger. */
  getPayment(gatewayPaymentId: string): Promise<Payment>;
  /**
   * The payment a charge created under `reference` (its external reference, which is the charge's
   * idempotency key on both gateways: `pedido-<id>`), or null when the gateway never took it. How an
   * order whose answer was lost (a crash between the gateway's answer and our write) learns its fate.
   */
  findPaymentByReference(reference: string): Promise<Payment | null>;
  refund(gatewayPaymentId: string, input?: RefundInput): Promise<Payment>;
  /** Checks a webhook's signature and freshness; says nothing about the payment (read it back). */
  verifyWebhook(headers: WebhookHeaders, rawBody: string, query: Record<string, unknown>): WebhookVerdict;
  /** Stops background work (the sandbox's settlement poller). */
  close(): Promise<void>;
}

/** A gateway call that failed: `invalid_request` (our input or state, a 4xx) or `unavailable` (retry later). */
export class GatewayError extends Error {
  override name = 'GatewayError';
  readonly code: 'invalid_request' | 'not_found' | 'unavailable';
  /** Set when the acquirer refused the card itself (a card's verification when it is saved). */
  readonly declineReason?: DeclineReason;
  constructor(code: GatewayError['code'], message: string, declineReason?: DeclineReason) {
    super(message);
    this.code = code;
    if (declineReason) this.declineReason = declineReason;
  }
}

/**
 * What a webhook route does: verify, then read the payment back from the gateway (never trust the
 * body). The caller applies the returned status through `nextStatus`.
 */
export async function readWebhook(
  gateway: PaymentGateway,
  headers: WebhookHeaders,
  rawBody: string,
  query: Record<string, unknown>,
): Promise<{ ok: true; payment: Payment } | { ok: false; reason: string }> {
  const verdict = gateway.verifyWebhook(headers, rawBody, query);
  if (!verdict.ok) return verdict;
  return { ok: true, payment: await gateway.getPayment(verdict.gatewayPaymentId) };
}
