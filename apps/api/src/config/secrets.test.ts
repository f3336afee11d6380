import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { gerarChavesVapid, resolveVapid } from './secrets.ts';

describe('the VAPID keys of web push', () => {
  const par = gerarChavesVapid();

  it('are the configured pair, signed as SUPORTE_EMAIL unless VAPID_SUBJECT says otherwise', () => {
    const env = { VAPID_PUBLIC_KEY: par.publica, VAPID_PRIVATE_KEY: par.privada };
    expect(resolveVapid(loadEnv({ NODE_ENV: 'test', ...env }))).toEqual({
      ...par,
      assunto: 'mailto:suporte@aprovei.dev',
    });
    const comAssunto = loadEnv({ NODE_ENV: 'test', ...env, VAPID_SUBJECT: 'https://aprovei.com.br' });
    expect(resolveVapid(comAssunto)?.assunto).toBe('https://aprovei.com.br');
  });

  it('are both or none, in their encoding', () => {
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: par.publica })).toThrow(/informe as duas/);
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: 'x', VAPID_PRIVATE_KEY: par.privada })).toThrow(/87 caracteres/);
    expect(() => loadEnv({ VAPID_SUBJECT: 'suporte@aprovei.dev' })).toThrow(/mailto:/);
  });

  it('without them: generated once into DATA_DIR in development; off in production and in the tests', () => {
    const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-vapid-'));
    try {
      const primeira = resolveVapid(loadEnv({ NODE_ENV: 'development', DATA_DIR }));
      expect(primeira?.publica).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(primeira?.privada).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(resolveVapid(loadEnv({ NODE_ENV: 'development', DATA_DIR }))).toEqual(primeira);
      expect(resolveVapid(loadEnv({ NODE_ENV: 'test', DATA_DIR }))).toBeNull();
    } finally {
      fs.rmSync(DATA_DIR, { recursive: true, force: true });
    }
    expect(
      resolveVapid(
        loadEnv({
          NODE_ENV: 'production',
          JWT_SECRET: 'x'.repeat(32),
          SMTP_URL: 'smtp://a:b@c:587',
          CAPTCHA_SECRET: 'y'.repeat(32),
          PUBLIC_URL: 'https://aprovei.com.br',
          PAYMENT_GATEWAY: 'sandbox',
          SANDBOX_EM_PRODUCAO: 'true',
          SEGUNDO_FATOR_CHAVE: 'z'.repeat(32),
        }),
      ),
    ).toBeNull();
  });
});
