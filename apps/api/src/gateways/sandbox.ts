import { gerarBrCode } from '@aprovei/shared/pix/brcode.rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cartaoSandbox, pagamentoSandbox, reembolsoSandbox } from '../db/schema/index.ts';
import { checkAmount, checkInstallments, type GatewayLogger, qrPng, refundKey } from './gateway-common.ts';
import {
  type CardData,
  type CardToken,
  type ChargeCardInput,
  type ChargeResult,
  type ChargeStatus,
  type DeclineReason,
  GatewayError,
  type KeepCardInput,
  type Payment,
  type PaymentGateway,
  type PaymentStatus,
  type PixCharge,
  type PixChargeInput,
  type RefundInput,
  type SavedCard,
  type WebhookHeaders,
  type WebhookVerdict,
} from './payment-gateway.ts';
import { AvisosSandbox, verificarAvisoSandbox } from './sandbox-avisos.ts';
import { cartoesSandbox, lockCard, newId, type Tx } from './sandbox-cartoes.ts';

export { SANDBOX_TEST_CARDS, SANDBOX_TEST_HOLDERS, sandboxOutcome } from './sandbox-cartoes.ts';

/**
 * The sandbox gateway: an acquirer imitated in-process, asynchronous like a real one, so the whole
 * checkout runs offline with the same code path as production.
 *
 * - Card outcomes come from the test cards below (by number first, then by holder name, as Mercado
 *   Pago's sandbox does); any other valid card is approved.
 * - Every charge honours its idempotency key: the same key returns the first result, never a second charge.
 * - Pix charges carry a real dynamic BR Code (`gerarBrCode`, location URL form) and its QR PNG.
 * - Pending cards and Pix charges settle after `settleDelayMs`; unpaid Pix charges expire at `expiresAt`.
 *   Every status change owes a signed webhook to `callbackUrl`.
 *
 * State lives in the `*_sandbox` tables (db/schema/pagamentos-sandbox.ts), never in memory, so any
 * process of a deploy may answer, settle or notify. Here the charges; the customers, cards and test
 * cards in sandbox-cartoes.ts; the settlement and webhook poller (`start`, every `pollIntervalMs`) in
 * sandbox-avisos.ts.
 */

export interface SandboxOptions {
  db: Db;
  /** HMAC-SHA256 key of the webhooks it sends (SANDBOX_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Where the signed webhooks go (our `/api/assinatura/webhook/sandbox`); none: no webhooks. */
  callbackUrl?: string;
  /** A pending card or an unpaid Pix charge settles (approved) this long after its creation; null: only `payNow`. */
  settleDelayMs?: number | null;
  pollIntervalMs?: number;
  /** The Pix location host and path of the dynamic BR Codes (no scheme). */
  pixLocation?: string;
  merchantName?: string;
  merchantCity?: string;
  fetch?: typeof fetch;
  logger?: GatewayLogger;
}

type PagamentoRow = typeof pagamentoSandbox.$inferSelect;

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  private readonly db: Db;
  private readonly options: Required<Omit<SandboxOptions, 'callbackUrl' | 'logger'>> &
    Pick<SandboxOptions, 'callbackUrl' | 'logger'>;
  private readonly cartoes: ReturnType<typeof cartoesSandbox>;
  private readonly avisos: AvisosSandbox;

  constructor(options: SandboxOptions) {
    this.db = options.db;
    this.options = {
      settleDelayMs: 15_000,
      pollIntervalMs: 1_000,
      pixLocation: 'pix.sandbox.aprovei.dev/qr/v2',
      merchantName: 'APROVEI',
      merchantCity: 'SAO PAULO',
      fetch: globalThis.fetch,
      ...options,
    };
    this.cartoes = cartoesSandbox(this.db);
    this.avisos = new AvisosSandbox({ ...this.options, db: this.db });
  }

  /** Starts the settlement and webhook poller (unref'd: it never keeps the process alive). */
  start(): void {
    this.avisos.start();
  }

  close(): Promise<void> {
    return this.avisos.close();
  }

  tokenizeCard(card: CardData): Promise<CardToken> {
    return this.cartoes.tokenize(card);
  }

  createCustomer(input: { email: string; name?: string; idempotencyKey: string }) {
    return this.cartoes.createCustomer(input);
  }

  saveCard(input: { customerId: string; cardToken: string; idempotencyKey: string }): Promise<SavedCard> {
    return this.cartoes.save(input);
  }

  /** The card of an approved payment, stored with the token that paid it (sandbox-cartoes.ts). */
  keepCardOfPayment(input: KeepCardInput): Promise<SavedCard> {
    return this.cartoes.keepOfPayment(input);
  }

  deleteCard(customerId: string, cardId: string): Promise<void> {
    return this.cartoes.delete(customerId, cardId);
  }

  async chargeCard(input: ChargeCardInput): Promise<ChargeResult> {
    checkAmount(input.amountCentavos);
    checkInstallments(input.installments);
    const cardId = input.cardToken ?? input.savedCardId;
    if (!cardId || (input.cardToken && input.savedCardId)) {
      throw new GatewayError('invalid_request', 'Informe o token do cartão ou o cartão salvo.');
    }
    const row = await this.db.transaction(async (tx) => {
      // The card's lock orders concurrent retries of one key: the second sees the first's payment.
      const card = await lockCard(tx, cardId);
      const existing = await findByKey(tx, input.idempotencyKey);
      if (existing) return existing;
      const usable = input.cardToken
        ? card?.id.startsWith('tok_') && !card.usado
        : card?.id.startsWith('card_') &&
          !card.excluido &&
          (!input.customerId || card.clienteId === input.customerId);
      if (!card || !usable)
        throw new GatewayError('invalid_request', 'Cartão inválido, excluído ou token já utilizado.');
      const pending = card.resultado === 'pending';
      const [created] = await tx
        .insert(pagamentoSandbox)
        .values({
          id: newId('pay'),
          chaveIdempotencia: input.idempotencyKey,
          metodo: 'card',
          status: card.resultado,
          motivoRecusa: card.motivoRecusa,
          valorCentavos: input.amountCentavos,
          parcelas: input.installments,
          cartaoId: card.id,
          clienteId: card.clienteId ?? input.customerId ?? null,
          descricao: input.description,
          liquidarEm: pending ? this.settleAt() : null,
          liquidarPara: pending ? 'approved' : null,
          notificarEm: sql`now()`,
        })
        .onConflictDoNothing({ target: pagamentoSandbox.chaveIdempotencia })
        .returning();
      // A concurrent retry of the key with another token got there first: its payment is the answer.
      if (!created) return (await findByKey(tx, input.idempotencyKey))!;
      if (input.cardToken)
        await tx.update(cartaoSandbox).set({ usado: true }).where(eq(cartaoSandbox.id, card.id));
      return created;
    });
    return {
      gatewayPaymentId: row.id,
      status: row.status as ChargeStatus,
      ...(row.motivoRecusa ? { declineReason: row.motivoRecusa as DeclineReason } : {}),
    };
  }

  async createPixCharge(input: PixChargeInput): Promise<PixCharge> {
    checkAmount(input.amountCentavos);
    let row = await findByKey(this.db, input.idempotencyKey);
    if (!row) {
      const id = newId('pay');
      const brCode = gerarBrCode({
        url: `${this.options.pixLocation}/${id}`,
        nomeRecebedor: this.options.merchantName,
        cidadeRecebedor: this.options.merchantCity,
        valorCentavos: input.amountCentavos,
      });
      await this.db
        .insert(pagamentoSandbox)
        .values({
          id,
          chaveIdempotencia: input.idempotencyKey,
          metodo: 'pix',
          status: 'pending',
          valorCentavos: input.amountCentavos,
          descricao: input.description,
          brCode,
          expiraEm: input.expiresAt,
          liquidarEm: this.settleAt(),
          liquidarPara: 'approved',
          notificarEm: sql`now()`,
        })
        .onConflictDoNothing({ target: pagamentoSandbox.chaveIdempotencia });
      row = await findByKey(this.db, input.idempotencyKey);
    }
    if (row?.metodo !== 'pix' || !row.brCode || !row.expiraEm) {
      throw new GatewayError('invalid_request', 'Chave de idempotência já usada por outro pagamento.');
    }
    return {
      gatewayPaymentId: row.id,
      brCode: row.brCode,
      qrPng: await qrPng(row.brCode),
      expiresAt: row.expiraEm,
    };
  }

  async getPayment(gatewayPaymentId: string): Promise<Payment> {
    const [row] = await this.db
      .select()
      .from(pagamentoSandbox)
      .where(eq(pagamentoSandbox.id, gatewayPaymentId));
    if (!row) throw new GatewayError('not_found', 'Pagamento não encontrado no gateway.');
    return toPayment(row);
  }

  async findPaymentByReference(reference: string): Promise<Payment | null> {
    const row = await findByKey(this.db, reference);
    return row ? toPayment(row) : null;
  }

  async refund(gatewayPaymentId: string, input: RefundInput = {}): Promise<Payment> {
    const key = input.idempotencyKey ?? refundKey(gatewayPaymentId, input.amountCentavos);
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(pagamentoSandbox)
        .where(eq(pagamentoSandbox.id, gatewayPaymentId))
        .for('update');
      if (!row) throw new GatewayError('not_found', 'Pagamento não encontrado no gateway.');
      const [done] = await tx
        .select()
        .from(reembolsoSandbox)
        .where(eq(reembolsoSandbox.chaveIdempotencia, key));
      if (done) return;
      const remaining = row.valorCentavos - row.reembolsadoCentavos;
      const amount = input.amountCentavos ?? remaining;
      if (row.status !== 'approved') {
        throw new GatewayError('invalid_request', 'Só um pagamento aprovado pode ser estornado.');
      }
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) {
        throw new GatewayError('invalid_request', 'Valor de estorno inválido.');
      }
      await tx
        .insert(reembolsoSandbox)
        .values({ chaveIdempotencia: key, pagamentoId: row.id, valorCentavos: amount });
      await tx
        .update(pagamentoSandbox)
        .set({
          reembolsadoCentavos: row.reembolsadoCentavos + amount,
          status: amount === remaining ? 'refunded' : row.status,
          notificarEm: sql`now()`,
        })
        .where(eq(pagamentoSandbox.id, row.id));
    });
    return this.getPayment(gatewayPaymentId);
  }

  verifyWebhook(headers: WebhookHeaders, rawBody: string): WebhookVerdict {
    return verificarAvisoSandbox(this.options.webhookSecret, headers, rawBody);
  }

  /**
   * Development control: settles a pending payment (card or Pix) as approved now, and sends its
   * webhook. Never exposed in production.
   */
  async payNow(gatewayPaymentId: string): Promise<Payment> {
    const marked = await this.db
      .update(pagamentoSandbox)
      .set({ liquidarEm: sql`now()`, liquidarPara: 'approved' })
      .where(and(eq(pagamentoSandbox.id, gatewayPaymentId), eq(pagamentoSandbox.status, 'pending')))
      .returning({ id: pagamentoSandbox.id });
    if (!marked.length) await this.getPayment(gatewayPaymentId); // not_found, or already settled: no change
    await this.tick();
    return this.getPayment(gatewayPaymentId);
  }

  /** One pass of the poller (settle, expire, notify); passes of one process run one after another. */
  tick(): Promise<void> {
    return this.avisos.tick();
  }

  private settleAt(): Date | null {
    const delay = this.options.settleDelayMs;
    return delay === null ? null : new Date(Date.now() + delay);
  }
}

async function findByKey(db: Db | Tx, key: string): Promise<PagamentoRow | undefined> {
  const [row] = await db.select().from(pagamentoSandbox).where(eq(pagamentoSandbox.chaveIdempotencia, key));
  return row;
}

function toPayment(row: PagamentoRow): Payment {
  return {
    gatewayPaymentId: row.id,
    method: row.metodo as Payment['method'],
    status: row.status as PaymentStatus,
    amountCentavos: row.valorCentavos,
    refundedCentavos: row.reembolsadoCentavos,
    ...(row.motivoRecusa ? { declineReason: row.motivoRecusa as DeclineReason } : {}),
    // The sandbox keeps a charge's external reference as its idempotency key (the same on every charge).
    externalReference: row.chaveIdempotencia,
    ...(row.brCode && row.expiraEm ? { pix: { brCode: row.brCode, expiresAt: row.expiraEm } } : {}),
  };
}
