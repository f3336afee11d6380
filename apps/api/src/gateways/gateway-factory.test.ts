import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/build-app.ts';
import { loadEnv } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { createPaymentGateway, pixExpiresAt, resolveSandboxWebhookSecret } from './gateway-factory.ts';
import { MercadoPagoGateway } from './mercadopago.ts';
import { SandboxGateway } from './sandbox.ts';

const PRODUCAO = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  SMTP_URL: 'smtp://u:p@mail.local:587',
  CAPTCHA_SECRET: 'c'.repeat(40),
  SEGUNDO_FATOR_CHAVE: 's'.repeat(40),
  PUBLIC_URL: 'https://aprovei.com.br',
};

let database: Database;
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  fresh = await freshDatabase();
  database = fresh.database;
});
afterAll(async () => {
  await database.close();
  await fresh.drop();
});

describe('payment gateway configuration', () => {
  it('defaults to the sandbox with a 30-minute Pix and a key derived from the JWT key', async () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PAYMENT_GATEWAY: 'sandbox',
      PIX_EXPIRA_MINUTOS: 30,
      SANDBOX_LIQUIDACAO_SEGUNDOS: 15,
    });
    const gateway = createPaymentGateway(env, database.db, { jwtSecret: 'k'.repeat(40) });
    expect(gateway).toBeInstanceOf(SandboxGateway);
    await gateway.close();
    expect(resolveSandboxWebhookSecret(env, 'a'.repeat(40))).toBe(
      resolveSandboxWebhookSecret(env, 'a'.repeat(40)),
    );
    expect(resolveSandboxWebhookSecret(env, 'a'.repeat(40))).not.toBe(
      resolveSandboxWebhookSecret(env, 'b'.repeat(40)),
    );
    expect(() => createPaymentGateway(env, database.db)).toThrow('SANDBOX_WEBHOOK_SECRET');
    expect(pixExpiresAt(loadEnv({ PIX_EXPIRA_MINUTOS: '45' }), new Date(0)).getTime()).toBe(45 * 60_000);
  });

  it('requires the Mercado Pago token and webhook secret in production when chosen', () => {
    expect(() => loadEnv({ ...PRODUCAO, PAYMENT_GATEWAY: 'mercadopago' })).toThrow(
      /MERCADOPAGO_ACCESS_TOKEN/,
    );
    expect(() =>
      loadEnv({ ...PRODUCAO, PAYMENT_GATEWAY: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123456' }),
    ).toThrow(/MERCADOPAGO_WEBHOOK_SECRET/);
    // The sandbox takes no real money: production refuses it unless a staging copy says so.
    expect(() => loadEnv(PRODUCAO)).toThrow(/PAYMENT_GATEWAY: o gateway sandbox/);
    expect(loadEnv({ ...PRODUCAO, SANDBOX_EM_PRODUCAO: 'true' }).PAYMENT_GATEWAY).toBe('sandbox');
    expect(() => loadEnv({ PAYMENT_GATEWAY: 'pagseguro' })).toThrow('PAYMENT_GATEWAY');
  });

  it('builds the Mercado Pago adapter from its settings', async () => {
    const env = loadEnv({
      ...PRODUCAO,
      PAYMENT_GATEWAY: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123456',
      MERCADOPAGO_WEBHOOK_SECRET: 's'.repeat(32),
    });
    expect(env.MERCADOPAGO_BASE_URL).toBe('https://api.mercadopago.com');
    const gateway = createPaymentGateway(env, database.db);
    expect(gateway).toBeInstanceOf(MercadoPagoGateway);
    // In production the card never passes through our server.
    await expect(
      gateway.tokenizeCard({
        number: '4111111111111111',
        cvv: '123',
        holderName: 'APRO',
        expMonth: 1,
        expYear: 2031,
      }),
    ).rejects.toThrow('tokenizado no navegador');
    expect(() => createPaymentGateway(loadEnv({ PAYMENT_GATEWAY: 'mercadopago' }), database.db)).toThrow(
      'MERCADOPAGO_ACCESS_TOKEN',
    );
  });
});
