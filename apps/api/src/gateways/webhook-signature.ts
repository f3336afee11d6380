import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookHeaders } from './payment-gateway.ts';

/**
 * Webhook signatures as Mercado Pago writes them, which the sandbox imitates: a header
 * `x-signature: ts=<ms>,v1=<hex>` where v1 = HMAC-SHA256(secret, manifest) and the manifest names the
 * timestamp, so an old request cannot be replayed past the tolerance.
 */

/** How old a signed timestamp may be (either way, for clock skew). */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

export function hmacHex(secret: string, manifest: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

export function header(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** `ts=1742505638683,v1=abc…` → its parts; null when malformed. */
export function parseSignatureHeader(value: string | undefined): { ts: string; v1: string } | null {
  if (!value) return null;
  const parts = new Map<string, string>();
  for (const piece of value.split(',')) {
    const [key, ...rest] = piece.split('=');
    if (key && rest.length) parts.set(key.trim(), rest.join('=').trim());
  }
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !v1 || !/^\d{1,16}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return null;
  return { ts, v1 };
}

/**
 * Checks `v1` against HMAC(secret, manifest) in constant time and `ts` against the clock. Returns the
 * refusal's reason, or null when the signature holds.
 */
export function signatureProblem(
  signature: { ts: string; v1: string },
  secret: string,
  manifest: string,
  now: number,
  toleranceMs = WEBHOOK_TOLERANCE_MS,
): string | null {
  const expected = Buffer.from(hmacHex(secret, manifest), 'hex');
  const given = Buffer.from(signature.v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'assinatura inválida';
  if (Math.abs(now - Number(signature.ts)) > toleranceMs) return 'assinatura expirada';
  return null;
}
