import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gerarBrCode } from '@aprovei/shared/pix/brcode.rules';
import { afterAll } from 'vitest';

/**
 * A fake Mercado Pago on loopback for the adapter's tests: the calls the adapter makes, with the real
 * API's shapes, and its rules that matter to us — a Bearer token, `X-Idempotency-Key` on every POST
 * (missing → 400; the same key → the same answer, nothing done twice), single-use card tokens (a token
 * pays once; it may then store the card of its payment on a customer once, and only when that payment
 * was approved; a token stored first can no longer pay), sandbox
 * outcomes by holder name (APRO approved, OTHE / FUND rejected, CONT in process), refunds, and signed
 * webhooks sent to a payment's `notification_url`.
 */

interface FakeToken {
  holder: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
  /** Mercado Pago's `payment_method_id` of the card (`visa`, `master`, …). */
  method: string;
  /** The payment this token made. */
  payment?: string;
  /** The token's card was stored on a customer. */
  stored: boolean;
}

export interface FakePayment {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  payment_method_id: string;
  installments?: number;
  date_of_expiration?: string | null;
  external_reference?: string;
  date_created: string;
  notification_url?: string;
  point_of_interaction?: { transaction_data: { qr_code: string; qr_code_base64: string } };
}

const OUTCOMES: Record<string, [string, string]> = {
  APRO: ['approved', 'accredited'],
  OTHE: ['rejected', 'cc_rejected_other_reason'],
  FUND: ['rejected', 'cc_rejected_insufficient_amount'],
  CONT: ['in_process', 'pending_contingency'],
};

/** The brand Mercado Pago reads from a card number (the test cards of the suite). */
function paymentMethodOf(number: string): string {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'master';
  return 'visa';
}

export async function startFakeMercadoPago(options: { accessToken: string; webhookSecret: string }) {
  const payments = new Map<string, FakePayment>();
  const tokens = new Map<string, FakeToken>();
  const customers = new Map<string, { email: string; cards: Map<string, object & { holder: string }> }>();
  const replies = new Map<string, { status: number; body: string }>();
  const requests: { method: string; path: string; idempotencyKey?: string; token?: string }[] = [];
  let nextId = 1_000_000;
  let refuseCards = false;

  function handle(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
  ): [number, unknown] {
    if (method === 'POST' && path === '/v1/card_tokens') {
      const id = randomBytes(16).toString('hex');
      if (typeof body.card_id === 'string') {
        const card = [...customers.values()].map((c) => c.cards.get(body.card_id as string)).find(Boolean);
        if (!card) return [404, { message: 'card not found', error: 'not_found' }];
        const c = card as unknown as {
          holder: string;
          last_four_digits: string;
          expiration_month: number;
          expiration_year: number;
          payment_method: { id: string };
        };
        tokens.set(id, {
          holder: c.holder,
          lastFour: c.last_four_digits,
          expMonth: c.expiration_month,
          expYear: c.expiration_year,
          method: c.payment_method.id,
          stored: false,
        });
      } else {
        const number = String(body.card_number ?? '');
        if (!/^\d{13,19}$/.test(number) || !/^\d{3,4}$/.test(String(body.security_code ?? ''))) {
          return [400, { message: 'invalid card', error: 'bad_request', cause: [{ code: 'E301' }] }];
        }
        const holder = String((body.cardholder as { name?: string } | undefined)?.name ?? '');
        tokens.set(id, {
          holder,
          lastFour: number.slice(-4),
          expMonth: Number(body.expiration_month),
          expYear: Number(body.expiration_year),
          method: paymentMethodOf(number),
          stored: false,
        });
      }
      const t = tokens.get(id)!;
      return [
        201,
        { id, last_four_digits: t.lastFour, expiration_month: t.expMonth, expiration_year: t.expYear },
      ];
    }
    if (method === 'POST' && path === '/v1/payments') {
      const id = nextId++;
      const amount = Number(body.transaction_amount);
      if (!(amount > 0)) return [400, { message: 'invalid transaction_amount', error: 'bad_request' }];
      const base = {
        id,
        transaction_amount: amount,
        transaction_amount_refunded: 0,
        payment_method_id: String(body.payment_method_id),
        date_created: new Date().toISOString(),
        ...(typeof body.external_reference === 'string'
          ? { external_reference: body.external_reference }
          : {}),
        ...(typeof body.notification_url === 'string' ? { notification_url: body.notification_url } : {}),
      };
      if (body.payment_method_id === 'pix') {
        if (!(body.payer as { email?: string } | undefined)?.email) {
          return [400, { message: 'payer.email required', error: 'bad_request' }];
        }
        const qr = gerarBrCode({
          url: `pix.fake-mercadopago.test/qr/v2/${id}`,
          nomeRecebedor: 'APROVEI',
          cidadeRecebedor: 'SAO PAULO',
          valorCentavos: Math.round(amount * 100),
        });
        payments.set(String(id), {
          ...base,
          status: 'pending',
          status_detail: 'pending_waiting_transfer',
          date_of_expiration: String(body.date_of_expiration),
          point_of_interaction: { transaction_data: { qr_code: qr, qr_code_base64: 'iVBORw0KGgo=' } },
        });
      } else {
        const token = tokens.get(String(body.token));
        if (!token || token.payment || token.stored)
          return [400, { message: 'invalid card token', error: 'bad_request', cause: [{ code: 2006 }] }];
        token.payment = String(id);
        const [status, detail] = OUTCOMES[token.holder] ?? ['approved', 'accredited'];
        payments.set(String(id), {
          ...base,
          status,
          status_detail: detail,
          installments: Number(body.installments),
        });
      }
      return [201, payments.get(String(id))];
    }
    if (method === 'GET' && path === '/v1/payments/search') {
      // Mercado Pago's search by external_reference, newest first (sort=date_created&criteria=desc).
      const results = [...payments.values()]
        .filter((p) => p.external_reference === query.get('external_reference'))
        .sort((a, b) => b.id - a.id);
      return [200, { paging: { total: results.length, limit: 30, offset: 0 }, results }];
    }
    const payment = path.match(/^\/v1\/payments\/(\d+)$/);
    if (payment && method === 'GET') {
      const m = payment;
      const p = payments.get(m[1]!);
      return p ? [200, p] : [404, { message: 'Payment not found', error: 'not_found' }];
    }
    const refund = path.match(/^\/v1\/payments\/(\d+)\/refunds$/);
    if (refund && method === 'POST') {
      const m = refund;
      const p = payments.get(m[1]!);
      if (!p) return [404, { message: 'Payment not found', error: 'not_found' }];
      if (p.status !== 'approved')
        return [400, { message: 'Invalid status for refund', error: 'bad_request' }];
      const remaining = Math.round((p.transaction_amount - p.transaction_amount_refunded) * 100) / 100;
      const amount = body.amount === undefined ? remaining : Number(body.amount);
      if (!(amount > 0) || amount > remaining)
        return [400, { message: 'invalid amount', error: 'bad_request' }];
      p.transaction_amount_refunded = Math.round((p.transaction_amount_refunded + amount) * 100) / 100;
      if (p.transaction_amount_refunded === p.transaction_amount) {
        p.status = 'refunded';
        p.status_detail = 'refunded';
      } else {
        p.status_detail = 'partially_refunded';
      }
      return [201, { id: nextId++, payment_id: p.id, amount }];
    }
    if (method === 'POST' && path === '/v1/customers') {
      const id = `${nextId++}-fake`;
      customers.set(id, { email: String(body.email), cards: new Map() });
      return [201, { id, email: body.email }];
    }
    const cards = path.match(/^\/v1\/customers\/([^/]+)\/cards$/);
    if (cards && method === 'POST') {
      const m = cards;
      const customer = customers.get(m[1]!);
      const token = tokens.get(String(body.token));
      if (!customer) return [404, { message: 'customer not found', error: 'not_found' }];
      if (refuseCards)
        return [400, { message: 'card not allowed', error: 'bad_request', cause: [{ code: 'E216' }] }];
      // A token that paid stores its card only after an approved payment.
      const paid = token?.payment ? payments.get(token.payment) : undefined;
      if (!token || token.stored || (token.payment && paid?.status !== 'approved'))
        return [400, { message: 'invalid card token', error: 'bad_request' }];
      token.stored = true;
      const card = {
        id: String(nextId++),
        holder: token.holder,
        last_four_digits: token.lastFour,
        expiration_month: token.expMonth,
        expiration_year: token.expYear,
        payment_method: { id: token.method },
      };
      customer.cards.set(card.id, card);
      const { holder: _holder, ...reply } = card;
      return [201, reply];
    }
    const oneCard = path.match(/^\/v1\/customers\/([^/]+)\/cards\/([^/]+)$/);
    if (oneCard && method === 'DELETE') {
      const m = oneCard;
      const deleted = customers.get(m[1]!)?.cards.delete(m[2]!);
      return deleted ? [200, { id: m[2] }] : [404, { message: 'card not found', error: 'not_found' }];
    }
    return [404, { message: 'resource not found', error: 'not_found' }];
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const method = req.method ?? 'GET';
      const { pathname: path, searchParams } = new URL(req.url ?? '/', 'http://x');
      const reply = (status: number, body: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
      };
      if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
        return reply(401, JSON.stringify({ message: 'invalid access token', error: 'unauthorized' }));
      }
      const key = req.headers['x-idempotency-key'];
      let parsed: Record<string, unknown> = {};
      try {
        parsed = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        parsed = {};
      }
      requests.push({
        method,
        path,
        ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
        ...(typeof parsed.token === 'string' ? { token: parsed.token } : {}),
      });
      if (method === 'POST' && typeof key !== 'string') {
        return reply(400, JSON.stringify({ message: 'X-Idempotency-Key is required', error: 'bad_request' }));
      }
      const replyKey = `${method} ${path} ${key}`;
      const previous = method === 'POST' ? replies.get(replyKey) : undefined;
      if (previous) return reply(previous.status, previous.body);
      if (raw && Object.keys(parsed).length === 0 && raw.trim() !== '{}') {
        return reply(400, JSON.stringify({ message: 'invalid json', error: 'bad_request' }));
      }
      const [status, body] = handle(method, path, searchParams, parsed);
      const text = JSON.stringify(body);
      if (method === 'POST') replies.set(replyKey, { status, body: text });
      reply(status, text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    payments,
    requests,
    /** From now on every card storage is refused (an issuer or account that does not allow it). */
    refuseCardStorage(refuse = true) {
      refuseCards = refuse;
    },
    /** What the acquirer decides later (a pending card cleared, a Pix paid, a chargeback). */
    setStatus(id: string, status: string, detail = status) {
      const p = payments.get(id);
      if (!p) throw new Error(`no payment ${id}`);
      p.status = status;
      p.status_detail = detail;
    },
    /**
     * Sends the payment's webhook as Mercado Pago does: POST notification_url?data.id=…&type=payment,
     * `x-request-id`, and `x-signature` over the manifest (with `secret` and `ts` overridable).
     */
    async sendWebhook(id: string, opts: { secret?: string; ts?: number } = {}) {
      const p = payments.get(id);
      if (!p?.notification_url) throw new Error(`no notification_url for ${id}`);
      const ts = String(opts.ts ?? Date.now());
      const requestId = randomUUID();
      const v1 = createHmac('sha256', opts.secret ?? options.webhookSecret)
        .update(`id:${id};request-id:${requestId};ts:${ts};`)
        .digest('hex');
      const url = new URL(p.notification_url);
      url.searchParams.set('data.id', id);
      url.searchParams.set('type', 'payment');
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          'x-signature': `ts=${ts},v1=${v1}`,
        },
        body: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id } }),
      });
      return response.status;
    },
  };
}
