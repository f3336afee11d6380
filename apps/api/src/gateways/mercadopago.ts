import { randomUUID } from 'node:crypto';
import { BANDEIRAS_PADRAO, detectarBandeira } from '@aprovei/shared/cartao-credito/cartao.rules';
import { centavosParaReais } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { checkAmount, checkInstallments, type GatewayLogger, qrPng, refundKey } from './gateway-common.ts';
import {
  BRAND,
  bodyDataId,
  type MpCard,
  type MpPayment,
  mapDeclineReason,
  mapStatus,
  PAYMENT_METHOD,
  payerOf,
  toPayment,
} from './mercadopago-formato.ts';
import { MercadoPagoHttp } from './mercadopago-http.ts';
import {
  type CardData,
  type CardToken,
  type ChargeCardInput,
  type ChargeResult,
  GatewayError,
  type KeepCardInput,
  type Payer,
  type Payment,
  type PaymentGateway,
  type PixCharge,
  type PixChargeInput,
  type RefundInput,
  type SavedCard,
  type WebhookHeaders,
  type WebhookVerdict,
} from './payment-gateway.ts';
import { header, parseSignatureHeader, signatureProblem } from './webhook-signature.ts';

export { mapDeclineReason, mapStatus } from './mercadopago-formato.ts';
export { MERCADOPAGO_BASE_URL } from './mercadopago-http.ts';

/**
 * A thin client of our own over Mercado Pago's REST API (facts in shared/notes/payments.md; its HTTP in
 * mercadopago-http.ts, its vocabulary in mercadopago-formato.ts). Webhooks are checked as Mercado Pago
 * signs them and the payment is then read back (`readWebhook`); the body is never trusted.
 *
 * `tokenizeCard` calls `/v1/card_tokens` with the card data only when `serverTokenization` allows it
 * (tests, development). In production the browser tokenises with Mercado Pago's own script and our API
 * never sees the number.
 * A saved card is charged through a token made from its card id; Mercado Pago may ask for the CVV again
 * outside its subscription (preapproval) API: the renewals charge this way (ADR 012, its consequences).
 */

export interface MercadoPagoOptions {
  accessToken: string;
  webhookSecret: string;
  baseUrl?: string;
  /** Where Mercado Pago sends the payment's webhooks (our `/api/assinatura/webhook/mercadopago`). */
  notificationUrl?: string;
  fetch?: typeof fetch;
  logger?: GatewayLogger;
  timeoutMs?: number;
  /**
   * Lets `tokenizeCard` send card data from our server (tests, development). Off by default, and the
   * factory keeps it off in production: there the browser tokenises and our API never sees a number.
   */
  serverTokenization?: boolean;
}

export class MercadoPagoGateway implements PaymentGateway {
  readonly name = 'mercadopago';
  private readonly options: MercadoPagoOptions;
  private readonly http: MercadoPagoHttp;

  constructor(options: MercadoPagoOptions) {
    this.options = options;
    this.http = new MercadoPagoHttp(options);
  }

  async close(): Promise<void> {}

  async tokenizeCard(card: CardData): Promise<CardToken> {
    if (!this.options.serverTokenization) {
      throw new GatewayError('invalid_request', 'Com o Mercado Pago o cartão é tokenizado no navegador.');
    }
    const number = card.number.replace(/[\s-]/g, '');
    const brand = detectarBandeira(number, BANDEIRAS_PADRAO).escolhida;
    const token = await this.http.request<{
      id: string;
      last_four_digits: string;
      expiration_month: number;
      expiration_year: number;
    }>('POST', '/v1/card_tokens', randomUUID(), {
      card_number: number,
      security_code: card.cvv,
      expiration_month: card.expMonth,
      expiration_year: card.expYear,
      cardholder: {
        name: card.holderName,
        ...(card.holderCpf ? { identification: { type: 'CPF', number: card.holderCpf } } : {}),
      },
    });
    return {
      cardToken: token.id,
      brand: brand?.sigla ?? '',
      lastFour: token.last_four_digits,
      expMonth: token.expiration_month,
      expYear: token.expiration_year,
    };
  }

  async createCustomer(input: { email: string; name?: string; idempotencyKey: string }) {
    const customer = await this.http.request<{ id: string }>('POST', '/v1/customers', input.idempotencyKey, {
      email: input.email,
      ...(input.name ? { first_name: input.name } : {}),
    });
    return { customerId: String(customer.id) };
  }

  async saveCard(input: {
    customerId: string;
    cardToken: string;
    idempotencyKey: string;
  }): Promise<SavedCard> {
    const card = await this.http.request<MpCard>(
      'POST',
      `/v1/customers/${encodeURIComponent(input.customerId)}/cards`,
      input.idempotencyKey,
      { token: input.cardToken },
    );
    return {
      cardId: String(card.id),
      brand: BRAND[card.payment_method?.id ?? ''] ?? '',
      lastFour: card.last_four_digits,
      expMonth: card.expiration_month,
      expYear: card.expiration_year,
    };
  }

  /**
   * Mercado Pago's documented order: the payment has used the browser's token; the same token then
   * stores the card on the customer (`POST /v1/customers/{id}/cards {token}`). The payment id is not
   * sent: Mercado Pago ties the card to the token, which must be the one that paid.
   */
  keepCardOfPayment(input: KeepCardInput): Promise<SavedCard> {
    return this.saveCard({
      customerId: input.customerId,
      cardToken: input.cardToken,
      idempotencyKey: input.idempotencyKey,
    });
  }

  async deleteCard(customerId: string, cardId: string): Promise<void> {
    await this.http.request(
      'DELETE',
      `/v1/customers/${encodeURIComponent(customerId)}/cards/${encodeURIComponent(cardId)}`,
    );
  }

  async chargeCard(input: ChargeCardInput): Promise<ChargeResult> {
    checkAmount(input.amountCentavos);
    checkInstallments(input.installments);
    const paymentMethodId = PAYMENT_METHOD[input.brand];
    if (!paymentMethodId) throw new GatewayError('invalid_request', 'Bandeira não aceita pelo Mercado Pago.');
    if (!input.cardToken === !input.savedCardId) {
      throw new GatewayError('invalid_request', 'Informe o token do cartão ou o cartão salvo.');
    }
    const token =
      input.cardToken ??
      (
        await this.http.request<{ id: string }>('POST', '/v1/card_tokens', `${input.idempotencyKey}:token`, {
          card_id: input.savedCardId,
        })
      ).id;
    const payment = await this.http.request<MpPayment>('POST', '/v1/payments', input.idempotencyKey, {
      transaction_amount: centavosParaReais(input.amountCentavos),
      token,
      installments: input.installments,
      payment_method_id: paymentMethodId,
      description: input.description,
      external_reference: input.idempotencyKey,
      ...this.notification(),
      payer: input.customerId
        ? { type: 'customer', id: input.customerId, ...(input.payer ? payerOf(input.payer) : {}) }
        : payerOf(this.requirePayer(input.payer)),
    });
    const status = mapStatus(payment.status);
    const chargeStatus = status === 'approved' || status === 'pending' ? status : 'declined';
    return {
      gatewayPaymentId: String(payment.id),
      status: chargeStatus,
      ...(chargeStatus === 'declined' ? { declineReason: mapDeclineReason(payment.status_detail) } : {}),
    };
  }

  async createPixCharge(input: PixChargeInput): Promise<PixCharge> {
    checkAmount(input.amountCentavos);
    const payment = await this.http.request<MpPayment>('POST', '/v1/payments', input.idempotencyKey, {
      transaction_amount: centavosParaReais(input.amountCentavos),
      payment_method_id: 'pix',
      description: input.description,
      date_of_expiration: input.expiresAt.toISOString(),
      external_reference: input.idempotencyKey,
      ...this.notification(),
      payer: payerOf(this.requirePayer(input.payer)),
    });
    const brCode = payment.point_of_interaction?.transaction_data?.qr_code;
    if (!brCode) throw new GatewayError('unavailable', 'O Mercado Pago não devolveu o código Pix.');
    return {
      gatewayPaymentId: String(payment.id),
      brCode,
      qrPng: await qrPng(brCode),
      expiresAt: payment.date_of_expiration ? new Date(payment.date_of_expiration) : input.expiresAt,
    };
  }

  async getPayment(gatewayPaymentId: string): Promise<Payment> {
    return toPayment(
      await this.http.request<MpPayment>('GET', `/v1/payments/${encodeURIComponent(gatewayPaymentId)}`),
    );
  }

  /** `GET /v1/payments/search?external_reference=…`, newest first (our reference is the charge's key). */
  async findPaymentByReference(reference: string): Promise<Payment | null> {
    const query = new URLSearchParams({
      external_reference: reference,
      sort: 'date_created',
      criteria: 'desc',
    });
    const found = await this.http.request<{ results?: MpPayment[] }>('GET', `/v1/payments/search?${query}`);
    const payment = found.results?.[0];
    return payment ? toPayment(payment) : null;
  }

  async refund(gatewayPaymentId: string, input: RefundInput = {}): Promise<Payment> {
    await this.http.request(
      'POST',
      `/v1/payments/${encodeURIComponent(gatewayPaymentId)}/refunds`,
      input.idempotencyKey ?? refundKey(gatewayPaymentId, input.amountCentavos),
      input.amountCentavos === undefined ? {} : { amount: centavosParaReais(input.amountCentavos) },
    );
    return this.getPayment(gatewayPaymentId);
  }

  /**
   * Mercado Pago's signature: `x-signature: ts=…,v1=…` with v1 = HMAC-SHA256(secret,
   * `id:<data.id, lowercase>;request-id:<x-request-id>;ts:<ts>;`), data.id from the query string.
   */
  verifyWebhook(headers: WebhookHeaders, rawBody: string, query: Record<string, unknown>): WebhookVerdict {
    const signature = parseSignatureHeader(header(headers, 'x-signature'));
    const requestId = header(headers, 'x-request-id');
    if (!signature || !requestId) return { ok: false, reason: 'assinatura ausente ou malformada' };
    const fromQuery = query['data.id'];
    const raw = typeof fromQuery === 'string' ? fromQuery : bodyDataId(rawBody);
    const id = raw?.toLowerCase();
    if (!id || !/^[0-9a-z]{1,64}$/.test(id)) return { ok: false, reason: 'pagamento ausente' };
    const problem = signatureProblem(
      signature,
      this.options.webhookSecret,
      `id:${id};request-id:${requestId};ts:${signature.ts};`,
      Date.now(),
    );
    return problem ? { ok: false, reason: problem } : { ok: true, gatewayPaymentId: id };
  }

  private notification() {
    return this.options.notificationUrl ? { notification_url: this.options.notificationUrl } : {};
  }

  private requirePayer(payer: Payer | undefined): Payer {
    if (!payer) throw new GatewayError('invalid_request', 'O e-mail do pagador é obrigatório.');
    return payer;
  }
}
