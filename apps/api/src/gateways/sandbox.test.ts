import { luhnValido } from '@aprovei/shared/cartao-credito/cartao.rules';
import { lerBrCode } from '@aprovei/shared/pix/brcode.rules';
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/build-app.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { type Database, rows } from '../db/client.ts';
import { type CardData, GatewayError, type PaymentStatus, readWebhook } from './payment-gateway.ts';
import { SANDBOX_TEST_CARDS, SandboxGateway } from './sandbox.ts';
import { hmacHex } from './webhook-signature.ts';

const SECRET = 'segredo-do-sandbox-de-teste';
const CVV = '987';
const VISA = '4111111111111111';

function card(overrides: Partial<CardData> = {}): CardData {
  return { number: VISA, cvv: CVV, holderName: 'MARIA SILVA', expMonth: 12, expYear: 2030, ...overrides };
}

let database: Database;
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let gateway: SandboxGateway;
const logs: string[] = [];
let keySeq = 0;
const key = () => `chave-${++keySeq}-${Date.now()}`;

beforeAll(async () => {
  fresh = await freshDatabase();
  database = fresh.database;
  receiver = await startWebhookReceiver();
  gateway = new SandboxGateway({
    db: database.db,
    webhookSecret: SECRET,
    callbackUrl: receiver.url,
    settleDelayMs: null,
    logger: { warn: (obj, msg) => logs.push(JSON.stringify({ ...obj, msg })) },
  });
});

afterAll(async () => {
  await gateway.close();
  await database.close();
  await fresh.drop();
});

async function charge(data: Partial<CardData> = {}, idempotencyKey = key()) {
  const token = await gateway.tokenizeCard(card(data));
  return gateway.chargeCard({
    amountCentavos: 19_990,
    installments: 3,
    brand: token.brand,
    cardToken: token.cardToken,
    idempotencyKey,
    description: 'Plano Anual',
  });
}

/** Runs the poller until a verified webhook reads `id` back at `status`. */
async function webhookSays(id: string, status: PaymentStatus) {
  await gateway.tick();
  for (;;) {
    const hook = await receiver.next();
    const read = await readWebhook(gateway, hook.headers, hook.rawBody, hook.query);
    expect(read.ok).toBe(true);
    if (read.ok && read.payment.gatewayPaymentId === id && read.payment.status === status)
      return read.payment;
  }
}

describe('sandbox gateway: card outcomes', () => {
  it('documents Luhn-valid test cards', () => {
    for (const number of Object.keys(SANDBOX_TEST_CARDS)) expect(luhnValido(number), number).toBe(true);
  });

  it('approves an ordinary card and APRO, with the brand and last four of the token', async () => {
    const token = await gateway.tokenizeCard(card({ number: '5555 5555 5555 4444', holderName: 'APRO' }));
    expect(token).toMatchObject({ brand: 'MASTERCARD', lastFour: '4444', expMonth: 12, expYear: 2030 });
    expect((await charge()).status).toBe('approved');
    // The approved cards the README lists, one per brand.
    const readme = { DINERS: '30569309025904', ELO: '6362970000457013', HIPERCARD: '6062825624254001' };
    for (const [brand, number] of Object.entries(readme)) {
      expect((await gateway.tokenizeCard(card({ number }))).brand).toBe(brand);
      expect((await charge({ number })).status).toBe('approved');
    }
  });

  it('declines the decline cards and holder names with their reason', async () => {
    expect(await charge({ number: '4000000000000002' })).toMatchObject({
      status: 'declined',
      declineReason: 'card_declined',
    });
    expect(await charge({ number: '4000000000009995' })).toMatchObject({
      declineReason: 'insufficient_funds',
    });
    expect(await charge({ number: '4000000000000069' })).toMatchObject({ declineReason: 'expired_card' });
    expect(await charge({ holderName: 'OTHE' })).toMatchObject({
      status: 'declined',
      declineReason: 'card_declined',
    });
    expect(await charge({ holderName: 'FUND' })).toMatchObject({ declineReason: 'insufficient_funds' });
  });

  it('leaves CONT and the pending card pending, then settles them approved with a signed webhook', async () => {
    const byName = await charge({ holderName: 'CONT' });
    const byNumber = await charge({ number: '4000000000000077' });
    expect([byName.status, byNumber.status]).toEqual(['pending', 'pending']);
    await gateway.payNow(byName.gatewayPaymentId);
    expect((await webhookSays(byName.gatewayPaymentId, 'approved')).amountCentavos).toBe(19_990);
    expect((await gateway.getPayment(byNumber.gatewayPaymentId)).status).toBe('pending');
  });

  it('refuses invalid cards before any token exists', async () => {
    await expect(gateway.tokenizeCard(card({ number: '4111111111111112' }))).rejects.toThrow(GatewayError);
    await expect(gateway.tokenizeCard(card({ cvv: '12' }))).rejects.toThrow('CVV inválido.');
    await expect(gateway.tokenizeCard(card({ expYear: 2020 }))).rejects.toThrow('Cartão vencido');
  });

  it('settles a pending card by itself after the configured delay, through the started poller', async () => {
    const timed = new SandboxGateway({
      db: database.db,
      webhookSecret: SECRET,
      callbackUrl: receiver.url,
      settleDelayMs: 100,
      pollIntervalMs: 50,
    });
    timed.start();
    try {
      const { gatewayPaymentId } = await timed.chargeCard({
        amountCentavos: 500,
        installments: 1,
        brand: 'VISA',
        cardToken: (await timed.tokenizeCard(card({ holderName: 'CONT' }))).cardToken,
        idempotencyKey: key(),
        description: 'Plano',
      });
      expect((await timed.getPayment(gatewayPaymentId)).status).toBe('pending');
      const deadline = Date.now() + 5_000;
      while ((await timed.getPayment(gatewayPaymentId)).status === 'pending' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect((await timed.getPayment(gatewayPaymentId)).status).toBe('approved');
    } finally {
      await timed.close();
    }
  });
});

describe('sandbox gateway: idempotency', () => {
  it('answers a retried key with the first result and charges once', async () => {
    const k = key();
    const token = await gateway.tokenizeCard(card());
    const input = {
      amountCentavos: 10_000,
      installments: 1,
      brand: 'VISA',
      cardToken: token.cardToken,
      idempotencyKey: k,
      description: 'Plano',
    };
    const results = await Promise.all([
      gateway.chargeCard(input),
      gateway.chargeCard(input),
      gateway.chargeCard(input),
    ]);
    expect(new Set(results.map((r) => r.gatewayPaymentId)).size).toBe(1);
    const [contagem] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pagamento_sandbox where chave_idempotencia = ${k}`,
    );
    expect(contagem?.n).toBe(1);
    // The token is spent: a new key with it is refused.
    await expect(gateway.chargeCard({ ...input, idempotencyKey: key() })).rejects.toThrow(GatewayError);
  });

  it('returns the same Pix charge for the same key', async () => {
    const k = key();
    const input = {
      amountCentavos: 4_990,
      idempotencyKey: k,
      expiresAt: new Date(Date.now() + 60_000),
      description: 'Pix',
    };
    const [a, b] = await Promise.all([gateway.createPixCharge(input), gateway.createPixCharge(input)]);
    expect(a.gatewayPaymentId).toBe(b.gatewayPaymentId);
    expect(a.brCode).toBe(b.brCode);
  });
});

describe('sandbox gateway: customers and saved cards', () => {
  it('saves a card, charges it, refuses another customer and a deleted card', async () => {
    const { customerId } = await gateway.createCustomer({ email: 'a@x.dev', idempotencyKey: key() });
    const other = await gateway.createCustomer({ email: 'b@x.dev', idempotencyKey: key() });
    const saveKey = key();
    const token = await gateway.tokenizeCard(card({ number: '378282246310005', cvv: '1234' }));
    const saved = await gateway.saveCard({ customerId, cardToken: token.cardToken, idempotencyKey: saveKey });
    expect(saved).toMatchObject({ brand: 'AMEX', lastFour: '0005' });
    expect(
      await gateway.saveCard({ customerId, cardToken: token.cardToken, idempotencyKey: saveKey }),
    ).toEqual(saved);
    const base = {
      amountCentavos: 1_000,
      installments: 2,
      brand: 'AMEX',
      savedCardId: saved.cardId,
      description: 'R',
    };
    expect((await gateway.chargeCard({ ...base, customerId, idempotencyKey: key() })).status).toBe(
      'approved',
    );
    expect((await gateway.chargeCard({ ...base, customerId, idempotencyKey: key() })).status).toBe(
      'approved',
    );
    await expect(
      gateway.chargeCard({ ...base, customerId: other.customerId, idempotencyKey: key() }),
    ).rejects.toThrow(GatewayError);
    await expect(gateway.deleteCard(other.customerId, saved.cardId)).rejects.toThrow(GatewayError);
    await gateway.deleteCard(customerId, saved.cardId);
    await expect(gateway.chargeCard({ ...base, customerId, idempotencyKey: key() })).rejects.toThrow(
      GatewayError,
    );
  });
});

describe('sandbox gateway: keeping the card that paid', () => {
  it('pays with the token first, then stores the card of the approved payment with it, once', async () => {
    const { customerId } = await gateway.createCustomer({ email: 'c@x.dev', idempotencyKey: key() });
    const token = await gateway.tokenizeCard(card({ number: '5555555555554444' }));
    const keepKey = key();
    const keep = (over: Partial<Parameters<SandboxGateway['keepCardOfPayment']>[0]> = {}) =>
      gateway.keepCardOfPayment({
        customerId,
        gatewayPaymentId: 'pay_x',
        cardToken: token.cardToken,
        idempotencyKey: keepKey,
        ...over,
      });
    // No payment yet: nothing to keep (the card is never stored before it paid).
    await expect(keep()).rejects.toMatchObject({ code: 'not_found' });
    const paid = await gateway.chargeCard({
      amountCentavos: 5_000,
      installments: 1,
      brand: token.brand,
      cardToken: token.cardToken,
      idempotencyKey: key(),
      description: 'Plano',
    });
    expect(paid.status).toBe('approved');
    const kept = await keep({ gatewayPaymentId: paid.gatewayPaymentId });
    expect(kept).toMatchObject({ brand: 'MASTERCARD', lastFour: '4444', expMonth: 12 });
    expect(kept.cardId).toMatch(/^card_/);
    // The same call again answers the same card; another key finds the token's card already kept.
    expect(await keep({ gatewayPaymentId: paid.gatewayPaymentId })).toEqual(kept);
    await expect(
      keep({ gatewayPaymentId: paid.gatewayPaymentId, idempotencyKey: key() }),
    ).rejects.toMatchObject({
      code: 'invalid_request',
    });
    // The kept card is the customer's, and a renewal can charge it.
    const renewal = await gateway.chargeCard({
      amountCentavos: 5_000,
      installments: 1,
      brand: kept.brand,
      savedCardId: kept.cardId,
      customerId,
      idempotencyKey: key(),
      description: 'Renovação',
    });
    expect(renewal.status).toBe('approved');
  });

  it('keeps no card of a declined or pending payment, nor with another token', async () => {
    const { customerId } = await gateway.createCustomer({ email: 'd@x.dev', idempotencyKey: key() });
    for (const holderName of ['OTHE', 'CONT']) {
      const token = await gateway.tokenizeCard(card({ holderName }));
      const charged = await gateway.chargeCard({
        amountCentavos: 5_000,
        installments: 1,
        brand: token.brand,
        cardToken: token.cardToken,
        idempotencyKey: key(),
        description: 'Plano',
      });
      expect(charged.status).not.toBe('approved');
      await expect(
        gateway.keepCardOfPayment({
          customerId,
          gatewayPaymentId: charged.gatewayPaymentId,
          cardToken: token.cardToken,
          idempotencyKey: key(),
        }),
      ).rejects.toMatchObject({ code: 'invalid_request' });
    }
    const paid = await charge();
    const other = await gateway.tokenizeCard(card());
    await expect(
      gateway.keepCardOfPayment({
        customerId,
        gatewayPaymentId: paid.gatewayPaymentId,
        cardToken: other.cardToken,
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ code: 'invalid_request' });
  });
  // The notices of these payments go out now, so later tests count only their own.
  afterAll(async () => {
    await gateway.tick();
    receiver.drain();
  });
});

describe('sandbox gateway: Pix', () => {
  it('creates a dynamic BR Code and a PNG, settled by payNow and a signed webhook', async () => {
    const expiresAt = new Date(Date.now() + 30 * 60_000);
    const pix = await gateway.createPixCharge({
      amountCentavos: 12_345,
      idempotencyKey: key(),
      expiresAt,
      description: 'Plano',
    });
    const read = lerBrCode(pix.brCode);
    expect(read).toMatchObject({ valorCentavos: 12_345, chave: null, unicoUso: true, txid: '***' });
    expect(read.url).toBe(`pix.sandbox.aprovei.dev/qr/v2/${pix.gatewayPaymentId}`);
    // An independent parser reads the same code (a dynamic code's amount it leaves to the URL).
    expect(getPixPayloadInfo(pix.brCode)).toMatchObject({
      url: read.url,
      merchantName: 'APROVEI',
      merchantCity: 'SAO PAULO',
    });
    expect(pix.qrPng.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(pix.expiresAt.getTime()).toBe(expiresAt.getTime());
    expect((await gateway.getPayment(pix.gatewayPaymentId)).status).toBe('pending');
    await gateway.payNow(pix.gatewayPaymentId);
    expect(await webhookSays(pix.gatewayPaymentId, 'approved')).toMatchObject({
      method: 'pix',
      amountCentavos: 12_345,
    });
  });

  it('expires an unpaid charge, which payNow no longer pays', async () => {
    const pix = await gateway.createPixCharge({
      amountCentavos: 100,
      idempotencyKey: key(),
      expiresAt: new Date(Date.now() + 100),
      description: 'Pix',
    });
    await new Promise((r) => setTimeout(r, 150));
    await gateway.tick();
    expect((await gateway.getPayment(pix.gatewayPaymentId)).status).toBe('expired');
    expect((await gateway.payNow(pix.gatewayPaymentId)).status).toBe('expired');
  });

  it('retries a webhook our route refused', async () => {
    const pix = await gateway.createPixCharge({
      amountCentavos: 700,
      idempotencyKey: key(),
      expiresAt: new Date(Date.now() + 60_000),
      description: 'Pix',
    });
    await gateway.tick();
    receiver.drain();
    receiver.state.status = 503;
    await gateway.payNow(pix.gatewayPaymentId);
    receiver.state.status = 200;
    // The lease holds the retry back 30 s: bring it forward as time passing would.
    await database.db.execute(
      sql`update pagamento_sandbox set notificar_em = now() where id = ${pix.gatewayPaymentId}`,
    );
    expect((await webhookSays(pix.gatewayPaymentId, 'approved')).status).toBe('approved');
  });
});

describe('sandbox gateway: webhook throughput', () => {
  it('sends every notice due in one pass, however many', async () => {
    await gateway.tick();
    receiver.drain();
    const ids = new Set<string>();
    for (let i = 0; i < 120; i++) {
      const pix = await gateway.createPixCharge({
        amountCentavos: 100 + i,
        idempotencyKey: key(),
        expiresAt: new Date(Date.now() + 60_000),
        description: 'Pix',
      });
      ids.add(pix.gatewayPaymentId);
    }
    const antes = receiver.received.length;
    await gateway.tick();
    const enviados = receiver.received
      .slice(antes)
      .map((h) => (JSON.parse(h.rawBody) as { data: { id: string } }).data.id);
    expect(new Set(enviados)).toEqual(ids);
  });
});

describe('sandbox gateway: refunds and forward-only status', () => {
  it('refunds in parts, once per key, and never moves a refunded payment back', async () => {
    const { gatewayPaymentId: id } = await charge();
    expect(await gateway.refund(id, { amountCentavos: 9_990 })).toMatchObject({
      status: 'approved',
      refundedCentavos: 9_990,
    });
    expect((await gateway.refund(id, { amountCentavos: 9_990 })).refundedCentavos).toBe(9_990);
    await expect(gateway.refund(id, { amountCentavos: 10_001, idempotencyKey: key() })).rejects.toThrow(
      'Valor de estorno inválido.',
    );
    expect(await gateway.refund(id)).toMatchObject({ status: 'refunded', refundedCentavos: 19_990 });
    expect((await gateway.payNow(id)).status).toBe('refunded');
    await gateway.tick();
    expect((await gateway.getPayment(id)).status).toBe('refunded');
  });

  it('refuses to refund a declined or pending payment', async () => {
    const declined = await charge({ holderName: 'OTHE' });
    const pending = await charge({ holderName: 'CONT' });
    await expect(gateway.refund(declined.gatewayPaymentId)).rejects.toThrow('Só um pagamento aprovado');
    await expect(gateway.refund(pending.gatewayPaymentId)).rejects.toThrow('Só um pagamento aprovado');
    expect((await gateway.payNow(declined.gatewayPaymentId)).status).toBe('declined');
  });
});

describe('sandbox gateway: webhook signature', () => {
  const body = JSON.stringify({ type: 'payment', data: { id: `pay_${'a'.repeat(24)}` } });
  const signed = (ts: number, raw = body, secret = SECRET) => ({
    'x-signature': `ts=${ts},v1=${hmacHex(secret, `ts:${ts};${raw}`)}`,
  });

  it('accepts a fresh signature and names the payment', () => {
    expect(gateway.verifyWebhook(signed(Date.now()), body)).toEqual({
      ok: true,
      gatewayPaymentId: `pay_${'a'.repeat(24)}`,
    });
  });

  it('refuses a wrong secret, a tampered body, a stale timestamp and a missing header', () => {
    expect(gateway.verifyWebhook(signed(Date.now(), body, 'outro-segredo'), body).ok).toBe(false);
    expect(gateway.verifyWebhook(signed(Date.now()), body.replace('aaaa', 'aaab')).ok).toBe(false);
    expect(gateway.verifyWebhook(signed(Date.now() - 10 * 60_000), body)).toEqual({
      ok: false,
      reason: 'assinatura expirada',
    });
    expect(gateway.verifyWebhook({}, body).ok).toBe(false);
  });
});

describe('sandbox gateway: card data', () => {
  it('stores and logs no card number or CVV', async () => {
    const numbers = [VISA, '5555555555554444', '378282246310005', ...Object.keys(SANDBOX_TEST_CARDS)];
    const failing = new SandboxGateway({
      db: database.db,
      webhookSecret: SECRET,
      callbackUrl: 'http://127.0.0.1:1/inalcancavel',
      settleDelayMs: null,
      logger: { warn: (obj, msg) => logs.push(JSON.stringify({ ...obj, msg: msg })) },
    });
    const token = await failing.tokenizeCard(card({ holderName: 'APRO' }));
    await failing.chargeCard({
      amountCentavos: 300,
      installments: 1,
      brand: 'VISA',
      cardToken: token.cardToken,
      idempotencyKey: key(),
      description: 'x',
    });
    await failing.tick();
    await failing.close();
    expect(logs.join('\n')).toContain('webhook não entregue');
    const dump = await rows<{ linha: string }>(
      database.db,
      sql`select row_to_json(t)::text as linha from cartao_sandbox t
          union all select row_to_json(t)::text from pagamento_sandbox t
          union all select row_to_json(t)::text from cliente_sandbox t
          union all select row_to_json(t)::text from reembolso_sandbox t`,
    );
    expect(dump.length).toBeGreaterThan(20);
    const everything = [...dump.map((d) => d.linha), ...logs].join('\n');
    for (const number of numbers) expect(everything).not.toContain(number);
    expect(everything).not.toMatch(/cvv|security_code/i);
    for (const linha of dump.map((d) => d.linha)) {
      expect(Object.values(JSON.parse(linha) as object)).not.toContain(CVV);
    }
  });
});
