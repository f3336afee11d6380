import { randomBytes } from 'node:crypto';
import {
  BANDEIRAS_PADRAO,
  cvvValido,
  detectarBandeira,
  MENSAGENS_CARTAO,
  problemaNumeroCartao,
  problemaValidade,
  ultimosQuatroDigitos,
} from '@aprovei/shared/cartao-credito/cartao.rules';
import { gerarBrCode } from '@aprovei/shared/pix/brcode.rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rows } from '../db/client.ts';
import { cartaoSandbox, clienteSandbox, pagamentoSandbox, reembolsoSandbox } from '../db/schema/index.ts';
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
import { header, hmacHex, parseSignatureHeader, signatureProblem } from './webhook-signature.ts';

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
 * process of a deploy may answer, settle or notify. The timers are a poller (`start`, every
 * `pollIntervalMs`) guarded by the table: settlement is one UPDATE … WHERE status = 'pending' (a row
 * settles once however many processes poll), and each due webhook is leased with FOR UPDATE SKIP LOCKED
 * and retried after `WEBHOOK_LEASE` until delivered or `MAX_WEBHOOK_ATTEMPTS` is reached. (The poller
 * could become a queue of the app's pg-boss, jobs/jobs.ts.)
 */

type Outcome = { result: ChargeStatus; reason?: DeclineReason };

/** Test cards by number (all Luhn-valid). Listed in the README. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, Outcome>> = {
  '4000000000000002': { result: 'declined', reason: 'card_declined' },
  '4000000000009995': { result: 'declined', reason: 'insufficient_funds' },
  '4000000000000069': { result: 'declined', reason: 'expired_card' },
  '4000000000000077': { result: 'pending' },
};

/** Test holder names (any valid card number), as in Mercado Pago's sandbox. */
export const SANDBOX_TEST_HOLDERS: Readonly<Record<string, Outcome>> = {
  APRO: { result: 'approved' },
  OTHE: { result: 'declined', reason: 'card_declined' },
  FUND: { result: 'declined', reason: 'insufficient_funds' },
  EXPI: { result: 'declined', reason: 'expired_card' },
  CONT: { result: 'pending' },
};

export function sandboxOutcome(number: string, holderName: string): Outcome {
  return (
    SANDBOX_TEST_CARDS[number.replace(/\D/g, '')] ??
    SANDBOX_TEST_HOLDERS[holderName.trim().toUpperCase()] ?? { result: 'approved' }
  );
}

const WEBHOOK_LEASE = "interval '30 seconds'";
/** Notices sent at once, and batches per pass (every second): up to 1,000 a second per process. */
const WEBHOOK_LOTE = 50;
const WEBHOOK_LOTES_POR_PASSADA = 20;
const MAX_WEBHOOK_ATTEMPTS = 10;
const WEBHOOK_TIMEOUT_MS = 5_000;

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

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** The signed manifest of a sandbox webhook: its timestamp and the raw body it carries. */
function manifest(ts: string, rawBody: string): string {
  return `ts:${ts};${rawBody}`;
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  private readonly db: Db;
  private readonly options: Required<Omit<SandboxOptions, 'callbackUrl' | 'logger'>> &
    Pick<SandboxOptions, 'callbackUrl' | 'logger'>;
  private timer: NodeJS.Timeout | undefined;
  private passes: Promise<void> = Promise.resolve();

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
  }

  /** Starts the settlement and webhook poller (unref'd: it never keeps the process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.options.pollIntervalMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.passes.catch(() => {});
  }

  async tokenizeCard(card: CardData): Promise<CardToken> {
    const number = card.number.replace(/[\s-]/g, '');
    const brand = detectarBandeira(number, BANDEIRAS_PADRAO).escolhida;
    const problem =
      problemaNumeroCartao(number, brand, BANDEIRAS_PADRAO) ??
      (cvvValido(card.cvv, brand) ? null : MENSAGENS_CARTAO.cvvInvalido) ??
      problemaValidade(String(card.expMonth), String(card.expYear));
    if (problem || !brand)
      throw new GatewayError('invalid_request', problem ?? MENSAGENS_CARTAO.numeroInvalido);
    const outcome = sandboxOutcome(number, card.holderName);
    const [row] = await this.db
      .insert(cartaoSandbox)
      .values({
        id: newId('tok'),
        bandeira: brand.sigla,
        ultimosDigitos: ultimosQuatroDigitos(number),
        mesValidade: card.expMonth,
        anoValidade: card.expYear,
        resultado: outcome.result,
        motivoRecusa: outcome.reason ?? null,
      })
      .returning();
    return { cardToken: row!.id, ...cardFields(row!) };
  }

  async createCustomer(input: { email: string; name?: string; idempotencyKey: string }) {
    await this.db
      .insert(clienteSandbox)
      .values({
        id: newId('cus'),
        chaveIdempotencia: input.idempotencyKey,
        email: input.email,
        nome: input.name,
      })
      .onConflictDoNothing({ target: clienteSandbox.chaveIdempotencia });
    const [row] = await this.db
      .select({ id: clienteSandbox.id })
      .from(clienteSandbox)
      .where(eq(clienteSandbox.chaveIdempotencia, input.idempotencyKey));
    return { customerId: row!.id };
  }

  async saveCard(input: {
    customerId: string;
    cardToken: string;
    idempotencyKey: string;
  }): Promise<SavedCard> {
    return this.db.transaction(async (tx) => {
      const token = await lockCard(tx, input.cardToken);
      const existing = await savedByKey(tx, input.idempotencyKey);
      if (existing) return existing;
      if (!token?.id.startsWith('tok_') || token.usado) {
        throw new GatewayError('invalid_request', 'Token de cartão inválido ou já utilizado.');
      }
      // The card's verification when saved: a card no longer valid is refused; a charge the issuer would
      // decline (funds, its own decision) is only known when a charge is tried.
      const recusa = token.motivoRecusa as DeclineReason | null;
      if (recusa === 'expired_card' || recusa === 'invalid_card') {
        throw new GatewayError('invalid_request', 'Cartão recusado na verificação.', recusa);
      }
      const { saved, created } = await storeCard(tx, token, input.customerId, input.idempotencyKey);
      if (created) await tx.update(cartaoSandbox).set({ usado: true }).where(eq(cartaoSandbox.id, token.id));
      return saved;
    });
  }

  /**
   * The card of an approved payment, stored with the token that paid it (spent by the payment, it is
   * still good for this one thing, once): the token then carries the customer it was kept for.
   */
  async keepCardOfPayment(input: KeepCardInput): Promise<SavedCard> {
    return this.db.transaction(async (tx) => {
      const token = await lockCard(tx, input.cardToken);
      const existing = await savedByKey(tx, input.idempotencyKey);
      if (existing) return existing;
      const [payment] = await tx
        .select()
        .from(pagamentoSandbox)
        .where(eq(pagamentoSandbox.id, input.gatewayPaymentId));
      if (!payment) throw new GatewayError('not_found', 'Pagamento não encontrado no gateway.');
      if (!token?.id.startsWith('tok_') || payment.cartaoId !== token.id || payment.status !== 'approved') {
        throw new GatewayError(
          'invalid_request',
          'Só o cartão de um pagamento aprovado, com o token que o pagou, pode ser guardado.',
        );
      }
      if (token.clienteId)
        throw new GatewayError('invalid_request', 'O cartão deste pagamento já foi guardado.');
      const { saved, created } = await storeCard(tx, token, input.customerId, input.idempotencyKey);
      if (created) {
        await tx
          .update(cartaoSandbox)
          .set({ clienteId: input.customerId })
          .where(eq(cartaoSandbox.id, token.id));
      }
      return saved;
    });
  }

  async deleteCard(customerId: string, cardId: string): Promise<void> {
    const deleted = await this.db
      .update(cartaoSandbox)
      .set({ excluido: true })
      .where(and(eq(cartaoSandbox.id, cardId), eq(cartaoSandbox.clienteId, customerId)))
      .returning({ id: cartaoSandbox.id });
    if (!deleted.length) throw new GatewayError('not_found', 'Cartão não encontrado no gateway.');
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
    const signature = parseSignatureHeader(header(headers, 'x-signature'));
    if (!signature) return { ok: false, reason: 'assinatura ausente ou malformada' };
    const problem = signatureProblem(
      signature,
      this.options.webhookSecret,
      manifest(signature.ts, rawBody),
      Date.now(),
    );
    if (problem) return { ok: false, reason: problem };
    const id = (() => {
      try {
        return (JSON.parse(rawBody) as { data?: { id?: unknown } }).data?.id;
      } catch {
        return undefined;
      }
    })();
    if (typeof id !== 'string' || !/^pay_[0-9a-f]{24}$/.test(id))
      return { ok: false, reason: 'pagamento ausente' };
    return { ok: true, gatewayPaymentId: id };
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
    this.passes = this.passes.then(
      () => this.pass(),
      () => this.pass(),
    );
    return this.passes.catch((error: unknown) => {
      this.options.logger?.warn({ err: error }, 'sandbox: falha ao processar pagamentos pendentes');
    });
  }

  private settleAt(): Date | null {
    const delay = this.options.settleDelayMs;
    return delay === null ? null : new Date(Date.now() + delay);
  }

  private async pass(): Promise<void> {
    await this.db.execute(sql`
      update pagamento_sandbox
         set status = case when expira_em is not null and expira_em <= now() then 'expired' else liquidar_para end,
             liquidar_em = null, liquidar_para = null, notificar_em = now()
       where status = 'pending'
         and (liquidar_em <= now() or expira_em <= now())`);
    if (!this.options.callbackUrl) return;
    // Every notice due, in batches (a real acquirer notifies at the rate it charges; a fixed number per
    // pass would let them queue behind a busy hour and a Pix paid at the bank wait minutes for its order).
    for (let lote = 0; lote < WEBHOOK_LOTES_POR_PASSADA; lote++) {
      const due = await rows<{ id: string; notificar_em: string | Date }>(
        this.db,
        sql`
        update pagamento_sandbox
           set notificar_em = date_trunc('milliseconds', now()) + ${sql.raw(WEBHOOK_LEASE)},
               tentativas_webhook = tentativas_webhook + 1
         where id in (select id from pagamento_sandbox
                       where notificar_em <= now()
                       order by notificar_em
                       limit ${WEBHOOK_LOTE}
                       for update skip locked)
        returning id, notificar_em, tentativas_webhook`,
      );
      await Promise.all(due.map((d) => this.deliver(d.id, new Date(d.notificar_em))));
      if (due.length < WEBHOOK_LOTE) return;
    }
  }

  /** Sends one signed webhook; on success clears its lease unless a newer change is due. */
  private async deliver(id: string, lease: Date): Promise<void> {
    const rawBody = JSON.stringify({ type: 'payment', action: 'payment.updated', data: { id } });
    const ts = String(Date.now());
    let delivered = false;
    try {
      const response = await this.options.fetch(this.options.callbackUrl!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': `ts=${ts},v1=${hmacHex(this.options.webhookSecret, manifest(ts, rawBody))}`,
          'x-request-id': randomBytes(16).toString('hex'),
        },
        body: rawBody,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      delivered = response.ok;
      if (!delivered)
        this.options.logger?.warn({ pagamento: id, status: response.status }, 'sandbox: webhook recusado');
    } catch (error) {
      this.options.logger?.warn({ pagamento: id, err: error }, 'sandbox: webhook não entregue');
    }
    await this.db.execute(sql`
      update pagamento_sandbox
         set notificar_em = null, tentativas_webhook = 0
       where id = ${id} and notificar_em = ${lease.toISOString()}::timestamptz
         and (${delivered} or tentativas_webhook >= ${MAX_WEBHOOK_ATTEMPTS})`);
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function lockCard(tx: Tx, id: string) {
  const [card] = await tx.select().from(cartaoSandbox).where(eq(cartaoSandbox.id, id)).for('update');
  return card;
}

async function findByKey(db: Db | Tx, key: string): Promise<PagamentoRow | undefined> {
  const [row] = await db.select().from(pagamentoSandbox).where(eq(pagamentoSandbox.chaveIdempotencia, key));
  return row;
}

async function savedByKey(tx: Tx, key: string): Promise<SavedCard | undefined> {
  const [row] = await tx.select().from(cartaoSandbox).where(eq(cartaoSandbox.chaveIdempotencia, key));
  return row && { cardId: row.id, ...cardFields(row) };
}

/** A saved card (`card_…`) of the customer, made from the token's brand, last four, expiry and outcome. */
async function storeCard(
  tx: Tx,
  token: typeof cartaoSandbox.$inferSelect,
  customerId: string,
  idempotencyKey: string,
): Promise<{ saved: SavedCard; created: boolean }> {
  const [cliente] = await tx.select().from(clienteSandbox).where(eq(clienteSandbox.id, customerId));
  if (!cliente) throw new GatewayError('not_found', 'Cliente não encontrado no gateway.');
  const [card] = await tx
    .insert(cartaoSandbox)
    .values({
      id: newId('card'),
      clienteId: cliente.id,
      chaveIdempotencia: idempotencyKey,
      bandeira: token.bandeira,
      ultimosDigitos: token.ultimosDigitos,
      mesValidade: token.mesValidade,
      anoValidade: token.anoValidade,
      resultado: token.resultado,
      motivoRecusa: token.motivoRecusa,
    })
    .onConflictDoNothing({ target: cartaoSandbox.chaveIdempotencia })
    .returning();
  // A concurrent call of the key with another token got there first: its card is the answer.
  if (!card) return { saved: (await savedByKey(tx, idempotencyKey))!, created: false };
  return { saved: { cardId: card.id, ...cardFields(card) }, created: true };
}

function cardFields(row: typeof cartaoSandbox.$inferSelect) {
  return {
    brand: row.bandeira,
    lastFour: row.ultimosDigitos,
    expMonth: row.mesValidade,
    expYear: row.anoValidade,
  };
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
