import type { GatewayLogger } from './gateway-common.ts';
import { GatewayError } from './payment-gateway.ts';

export const MERCADOPAGO_BASE_URL = 'https://api.mercadopago.com';

export interface MercadoPagoHttpOptions {
  accessToken: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  logger?: GatewayLogger;
  timeoutMs?: number;
}

/**
 * Our HTTP client of Mercado Pago's REST API: global `fetch` (injectable), a configurable base URL (the
 * tests run it against a fake server on loopback), `X-Idempotency-Key` on every POST, and its refusals
 * as GatewayErrors. Logs only the route's shape, the status and Mercado Pago's error code.
 */
export class MercadoPagoHttp {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;
  private readonly options: MercadoPagoHttpOptions;

  constructor(options: MercadoPagoHttpOptions) {
    this.options = options;
    this.baseUrl = (options.baseUrl ?? MERCADOPAGO_BASE_URL).replace(/\/$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async request<T = unknown>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    idempotencyKey?: string,
    body?: object,
  ): Promise<T> {
    if (method === 'POST' && !idempotencyKey)
      throw new Error('todo POST ao Mercado Pago leva X-Idempotency-Key');
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.accessToken}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      this.options.logger?.warn({ method, path: pathForLog(path), err: error }, 'mercadopago: sem resposta');
      throw new GatewayError('unavailable', 'O Mercado Pago não respondeu. Tente novamente.');
    }
    const text = await response.text();
    if (response.ok) return (text ? JSON.parse(text) : {}) as T;
    // Only the status and Mercado Pago's error code are logged: bodies may echo what was sent.
    const code = errorCode(text);
    this.options.logger?.warn(
      { method, path: pathForLog(path), status: response.status, code },
      'mercadopago: requisição recusada',
    );
    if (response.status >= 500 || response.status === 429) {
      throw new GatewayError('unavailable', 'O Mercado Pago está indisponível. Tente novamente.');
    }
    if (response.status === 404) throw new GatewayError('not_found', 'Não encontrado no Mercado Pago.');
    throw new GatewayError(
      'invalid_request',
      `O Mercado Pago recusou a requisição (${response.status} ${code}).`,
    );
  }
}

function errorCode(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: unknown; cause?: { code?: unknown }[] };
    const code = body.cause?.[0]?.code ?? body.error;
    return typeof code === 'string' || typeof code === 'number' ? String(code).slice(0, 60) : 'erro';
  } catch {
    return 'erro';
  }
}

/** Ids in a path (customers, cards) are not secrets, but the log keeps only the route's shape. */
function pathForLog(path: string): string {
  return path.replace(/\?.*$/, '').replace(/\/[^/]*\d[^/]*/g, '/:id');
}
