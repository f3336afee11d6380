import { createHmac } from 'node:crypto';
import type { Env } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import type { GatewayLogger } from './gateway-common.ts';
import { MercadoPagoGateway } from './mercadopago.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { SandboxGateway } from './sandbox.ts';

/** Our webhook routes (served by the checkout module): one per gateway. */
export const SANDBOX_WEBHOOK_PATH = '/api/assinatura/webhook/sandbox';
export const MERCADOPAGO_WEBHOOK_PATH = '/api/assinatura/webhook/mercadopago';

export interface GatewayFactoryOptions {
  /** Derives the sandbox's webhook key when SANDBOX_WEBHOOK_SECRET is not set. */
  jwtSecret?: string;
  logger?: GatewayLogger;
  fetch?: typeof fetch;
  /** Where the sandbox posts its webhooks; defaults to this process's own route on loopback. */
  sandboxCallbackUrl?: string;
}

/** The sandbox's webhook key: SANDBOX_WEBHOOK_SECRET, or one derived from the JWT key (same in every process). */
export function resolveSandboxWebhookSecret(env: Env, jwtSecret: string | undefined): string {
  if (env.SANDBOX_WEBHOOK_SECRET) return env.SANDBOX_WEBHOOK_SECRET;
  if (!jwtSecret)
    throw new Error('Configuração inválida:\n  SANDBOX_WEBHOOK_SECRET: obrigatório sem a chave JWT.');
  return createHmac('sha256', jwtSecret).update('aprovei-sandbox-webhook').digest('hex');
}

/** The address of our own server for a call from inside it (a wildcard listen address is reached on loopback). */
function ownOrigin(env: Env): string {
  const host = ['0.0.0.0', '::', ''].includes(env.HOST) ? '127.0.0.1' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`;
}

/**
 * The gateway PAYMENT_GATEWAY chooses. The sandbox's poller is started here (it stops on `close()`);
 * its development control `payNow` is reached by narrowing with `instanceof SandboxGateway`.
 */
export function createPaymentGateway(env: Env, db: Db, options: GatewayFactoryOptions = {}): PaymentGateway {
  if (env.PAYMENT_GATEWAY === 'mercadopago') {
    if (!env.MERCADOPAGO_ACCESS_TOKEN || !env.MERCADOPAGO_WEBHOOK_SECRET) {
      throw new Error(
        'Configuração inválida:\n  MERCADOPAGO_ACCESS_TOKEN e MERCADOPAGO_WEBHOOK_SECRET: obrigatórios com PAYMENT_GATEWAY=mercadopago.',
      );
    }
    return new MercadoPagoGateway({
      accessToken: env.MERCADOPAGO_ACCESS_TOKEN,
      webhookSecret: env.MERCADOPAGO_WEBHOOK_SECRET,
      baseUrl: env.MERCADOPAGO_BASE_URL,
      serverTokenization: env.NODE_ENV !== 'production',
      ...(env.PUBLIC_URL ? { notificationUrl: `${env.PUBLIC_URL}${MERCADOPAGO_WEBHOOK_PATH}` } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }
  const sandbox = new SandboxGateway({
    db,
    webhookSecret: resolveSandboxWebhookSecret(env, options.jwtSecret),
    callbackUrl: options.sandboxCallbackUrl ?? `${ownOrigin(env)}${SANDBOX_WEBHOOK_PATH}`,
    settleDelayMs: env.SANDBOX_LIQUIDACAO_SEGUNDOS * 1000,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  sandbox.start();
  return sandbox;
}

/** When a new Pix charge expires (PIX_EXPIRA_MINUTOS from `now`). */
export function pixExpiresAt(env: Env, now: Date = new Date()): Date {
  return new Date(now.getTime() + env.PIX_EXPIRA_MINUTOS * 60_000);
}
