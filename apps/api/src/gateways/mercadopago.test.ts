import { lerBrCode } from '@aprovei/shared/pix/brcode.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { startFakeMercadoPago } from '../../test/fake-mercadopago.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { MercadoPagoGateway } from './mercadopago.ts';
import {
  type CardData,
  GatewayError,
  nextStatus,
  type PaymentStatus,
  readWebhook,
} from './payment-gateway.ts';

const ACCESS_TOKEN = 'TEST-token-de-acesso';
const SECRET = 'segredo-do-webhook-mp';
const CVV = '987';
const NUMBER = '4111111111111111';

let fake: Awaited<ReturnType<typeof startFakeMercadoPago>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let mp: MercadoPagoGateway;
const logs: string[] = [];
let seq = 0;
const key = () => `chave-mp-${++seq}-${Date.now()}`;
const payer = { email: 'aluna@aprovei.dev', cpf: '52998224725' };

beforeAll(async () => {
  fake = await startFakeMercadoPago({ accessToken: ACCESS_TOKEN, webhookSecret: SECRET });
  receiver = await startWebhookReceiver();
  mp = new MercadoPagoGateway({
    accessToken: ACCESS_TOKEN,
    webhookSecret: SECRET,
    baseUrl: fake.url,
    notificationUrl: receiver.url,
    serverTokenization: true,
    logger: { warn: (obj, msg) => logs.push(JSON.stringify({ ...obj, msg })) },
  });
});

function card(holderName: string): CardData {
  return { number: NUMBER, cvv: CVV, holderName, expMonth: 11, expYear: 2031, holderCpf: '52998224725' };
}

async function charge(holderName: string, idempotencyKey = key()) {
  const token = await mp.tokenizeCard(card(holderName));
  return mp.chargeCard({
    amountCentavos: 59_970,
    installments: 6,
    brand: token.brand,
    cardToken: token.cardToken,
    payer,
    idempotencyKey,
    description: 'Plano Anual',
  });
}

/** The fake sends the payment's webhook; our side verifies it and reads the payment back. */
async function webhook(id: string, opts: { secret?: string; ts?: number } = {}) {
  receiver.drain();
  expect(await fake.sendWebhook(id, opts)).toBe(200);
  const hook = await receiver.next();
  return { hook, read: await readWebhook(mp, hook.headers, hook.rawBody, hook.query) };
}

describe('Mercado Pago adapter against a fake server', () => {
  it('approves a card with instalments, sending amount in reais and the brand as payment_method_id', async () => {
    const result = await charge('APRO');
    expect(result).toEqual({ gatewayPaymentId: expect.any(String), status: 'approved' });
    const sent = fake.payments.get(result.gatewayPaymentId)!;
    expect(sent).toMatchObject({ transaction_amount: 599.7, installments: 6, payment_method_id: 'visa' });
    expect(await mp.getPayment(result.gatewayPaymentId)).toMatchObject({
      status: 'approved',
      method: 'card',
      amountCentavos: 59_970,
      refundedCentavos: 0,
    });
  });

  it('declines OTHE and FUND with their reasons', async () => {
    expect(await charge('OTHE')).toMatchObject({ status: 'declined', declineReason: 'card_declined' });
    expect(await charge('FUND')).toMatchObject({ status: 'declined', declineReason: 'insufficient_funds' });
  });

  it('moves a pending card to approved through a signed webhook read back', async () => {
    const { gatewayPaymentId: id, status } = await charge('CONT');
    expect(status).toBe('pending');
    fake.setStatus(id, 'approved', 'accredited');
    const { read } = await webhook(id);
    expect(read).toMatchObject({ ok: true, payment: { gatewayPaymentId: id, status: 'approved' } });
  });

  it('creates a Pix charge with a valid BR Code and a PNG, paid later through the webhook', async () => {
    const expiresAt = new Date(Date.now() + 30 * 60_000);
    const pix = await mp.createPixCharge({
      amountCentavos: 4_990,
      idempotencyKey: key(),
      expiresAt,
      description: 'Pix',
      payer,
    });
    expect(lerBrCode(pix.brCode).valorCentavos).toBe(4_990);
    expect(pix.qrPng.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pix.expiresAt.getTime()).toBe(expiresAt.getTime());
    expect((await mp.getPayment(pix.gatewayPaymentId)).status).toBe('pending');
    fake.setStatus(pix.gatewayPaymentId, 'approved', 'accredited');
    const { read } = await webhook(pix.gatewayPaymentId);
    expect(read).toMatchObject({
      ok: true,
      payment: { status: 'approved', method: 'pix', amountCentavos: 4_990 },
    });
  });

  it('refuses a Pix charge without the payer e-mail before calling Mercado Pago', async () => {
    await expect(
      mp.createPixCharge({
        amountCentavos: 100,
        idempotencyKey: key(),
        expiresAt: new Date(),
        description: 'x',
      }),
    ).rejects.toThrow('O e-mail do pagador é obrigatório.');
  });

  it('refunds in part, then the rest; the same refund asked twice happens once', async () => {
    const { gatewayPaymentId: id } = await charge('APRO');
    expect(await mp.refund(id, { amountCentavos: 9_970 })).toMatchObject({
      status: 'approved',
      refundedCentavos: 9_970,
    });
    expect((await mp.refund(id, { amountCentavos: 9_970 })).refundedCentavos).toBe(9_970);
    expect(await mp.refund(id)).toMatchObject({ status: 'refunded', refundedCentavos: 59_970 });
    const declined = await charge('OTHE');
    await expect(mp.refund(declined.gatewayPaymentId)).rejects.toMatchObject({ code: 'invalid_request' });
  });

  it('answers a retried purchase with the same payment: one charge', async () => {
    const k = key();
    const before = fake.payments.size;
    const first = await charge('APRO', k);
    // The retry reuses the key; the fake replays the first answer (the new token is never charged).
    const retry = await charge('APRO', k);
    expect(retry.gatewayPaymentId).toBe(first.gatewayPaymentId);
    expect(fake.payments.size).toBe(before + 1);
  });

  it('sends X-Idempotency-Key on every POST; the fake refuses a POST without one', async () => {
    const posts = fake.requests.filter((r) => r.method === 'POST');
    expect(posts.length).toBeGreaterThan(10);
    for (const r of posts) expect(r.idempotencyKey, r.path).toBeTruthy();
    const bare = await fetch(`${fake.url}/v1/payments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ACCESS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ transaction_amount: 1, payment_method_id: 'pix', payer }),
    });
    expect(bare.status).toBe(400);
  });

  it('saves a card for a customer, charges it and deletes it', async () => {
    const { customerId } = await mp.createCustomer({ email: payer.email, idempotencyKey: key() });
    const token = await mp.tokenizeCard(card('APRO'));
    const saved = await mp.saveCard({ customerId, cardToken: token.cardToken, idempotencyKey: key() });
    expect(saved).toMatchObject({ brand: 'VISA', lastFour: '1111', expMonth: 11, expYear: 2031 });
    const paid = await mp.chargeCard({
      amountCentavos: 2_000,
      installments: 1,
      brand: saved.brand,
      savedCardId: saved.cardId,
      customerId,
      idempotencyKey: key(),
      description: 'Renovação',
    });
    expect(paid.status).toBe('approved');
    await mp.deleteCard(customerId, saved.cardId);
    await expect(mp.deleteCard(customerId, saved.cardId)).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('Mercado Pago webhooks', () => {
  it('refuses a webhook signed with another secret', async () => {
    const { gatewayPaymentId: id } = await charge('APRO');
    const { read } = await webhook(id, { secret: 'segredo-errado' });
    expect(read).toEqual({ ok: false, reason: 'assinatura inválida' });
  });

  it('refuses a stale timestamp even when correctly signed', async () => {
    const { gatewayPaymentId: id } = await charge('APRO');
    const { read } = await webhook(id, { ts: Date.now() - 10 * 60_000 });
    expect(read).toEqual({ ok: false, reason: 'assinatura expirada' });
  });

  it('refuses a webhook whose data.id was swapped', async () => {
    const { gatewayPaymentId: id } = await charge('APRO');
    const other = await charge('OTHE');
    const { hook } = await webhook(id);
    const verdict = mp.verifyWebhook(hook.headers, hook.rawBody, {
      ...hook.query,
      'data.id': other.gatewayPaymentId,
    });
    expect(verdict.ok).toBe(false);
  });

  it('makes a replayed or out-of-order webhook harmless', async () => {
    const { gatewayPaymentId: id } = await charge('CONT');
    const early = await webhook(id); // sent while pending
    fake.setStatus(id, 'approved', 'accredited');
    const late = await webhook(id);
    let status: PaymentStatus = 'pending';
    for (const { read } of [late, early]) if (read.ok) status = nextStatus(status, read.payment.status);
    expect(status).toBe('approved');
    // The early one replayed now reads the payment back as it is: approved, no change.
    const replay = await readWebhook(mp, early.hook.headers, early.hook.rawBody, early.hook.query);
    expect(replay).toMatchObject({ ok: true, payment: { status: 'approved' } });
    expect(nextStatus(status, 'pending')).toBe('approved');
  });
});

describe('Mercado Pago errors', () => {
  it('refuses to tokenise on the server unless allowed (production tokenises in the browser)', async () => {
    const production = new MercadoPagoGateway({
      accessToken: ACCESS_TOKEN,
      webhookSecret: SECRET,
      baseUrl: fake.url,
    });
    const before = fake.requests.length;
    await expect(production.tokenizeCard(card('APRO'))).rejects.toThrow('tokenizado no navegador');
    expect(fake.requests.length).toBe(before);
  });

  it('turns a refused token and an unreachable server into gateway errors', async () => {
    const wrong = new MercadoPagoGateway({ accessToken: 'x', webhookSecret: SECRET, baseUrl: fake.url });
    await expect(wrong.getPayment('1')).rejects.toMatchObject({ code: 'invalid_request' });
    const down = new MercadoPagoGateway({
      accessToken: 'x',
      webhookSecret: SECRET,
      baseUrl: 'http://127.0.0.1:1',
    });
    await expect(down.getPayment('1')).rejects.toBeInstanceOf(GatewayError);
    await expect(down.getPayment('1')).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('logs no card number or CVV, even when Mercado Pago refuses the card', async () => {
    await expect(mp.tokenizeCard({ ...card('APRO'), cvv: '98' })).rejects.toBeInstanceOf(GatewayError);
    expect(logs.length).toBeGreaterThan(0);
    const text = logs.join('\n');
    expect(text).not.toContain(NUMBER);
    expect(text).not.toMatch(/security_code|cvv|"98"|987/i);
  });
});
