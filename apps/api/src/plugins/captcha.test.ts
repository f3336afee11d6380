import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { TENANT } from '../../test/helpers.ts';
import { captchaUsado } from '../db/schema/conta.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function desafio(): Promise<Challenge> {
  const res = await t.app.inject({ method: 'GET', url: '/api/captcha/desafio', headers: TENANT });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Solves a challenge the way the widget does and returns the payload it would send. */
async function resolver(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('challenge not solved');
  return encode({ challenge, solution });
}

const recusa = {
  codigo: 'VALIDACAO',
  status: 400,
  message: 'Confirme que você não é um robô.',
  errors: [{ campo: 'captcha', mensagem: 'Confirme que você não é um robô.' }],
};

describe('GET /api/captcha/desafio', () => {
  it('answers a signed PBKDF2 challenge that expires in about 10 minutes, not cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/desafio', headers: TENANT });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const c = res.json();
    expect(c.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = c.parameters.expiresAt - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(9 * 60);
    expect(ttl).toBeLessThanOrEqual(10 * 60 + 1);
    const other = (
      await t.app.inject({ method: 'GET', url: '/api/captcha/desafio', headers: TENANT })
    ).json();
    expect(other.parameters.nonce).not.toBe(c.parameters.nonce);
  });

  it('is rate limited per address (60 per minute)', async () => {
    const get = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/captcha/desafio',
        headers: TENANT,
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < 60; i++) expect((await get()).statusCode).toBe(200);
    const limited = await get();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().codigo).toBe('MUITAS_REQUISICOES');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/captcha/desafio',
      headers: TENANT,
      remoteAddress: '203.0.113.10',
    });
    expect(other.statusCode).toBe(200);
  });

  it('needs the X-Tenant header like every /api call', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/captcha/desafio' })).statusCode).toBe(400);
  });

  it('is solved quickly (the cost a phone pays is a fraction of a second)', async () => {
    const started = performance.now();
    await resolver(await desafio());
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('app.captcha.verificar', () => {
  it('accepts a solution once and refuses its replay', async () => {
    const payload = await resolver(await desafio());
    await expect(t.app.captcha.verificar(payload)).resolves.toBeUndefined();
    await expect(t.app.captcha.verificar(payload)).rejects.toMatchObject(recusa);
  });

  it('refuses a missing or malformed payload', async () => {
    for (const bad of [undefined, null, '', 'não é base64', encode({ foo: 1 }), 'x'.repeat(9_000)]) {
      await expect(t.app.captcha.verificar(bad)).rejects.toMatchObject(recusa);
    }
  });

  it('refuses a wrong solution and a tampered challenge', async () => {
    const challenge = await desafio();
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
    if (!solution) throw new Error('not solved');
    await expect(
      t.app.captcha.verificar(
        encode({
          challenge,
          solution: { ...solution, derivedKey: `${challenge.parameters.keyPrefix}${'0'.repeat(32)}` },
        }),
      ),
    ).rejects.toMatchObject(recusa);
    const longer = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: Date.now() / 1000 + 86_400 },
    };
    await expect(t.app.captcha.verificar(encode({ challenge: longer, solution }))).rejects.toMatchObject(
      recusa,
    );
    const unsigned = { parameters: challenge.parameters };
    await expect(t.app.captcha.verificar(encode({ challenge: unsigned, solution }))).rejects.toMatchObject(
      recusa,
    );
    // The genuine pair still passes: the refusals above did not burn it.
    await expect(t.app.captcha.verificar(encode({ challenge, solution }))).resolves.toBeUndefined();
  });

  it('refuses a challenge signed with another key', async () => {
    const { createChallenge } = await import('altcha-lib');
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 5,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + 600,
      hmacSignatureSecret: 'outra-chave-que-nao-e-a-do-servidor',
    });
    await expect(t.app.captcha.verificar(await resolver(challenge))).rejects.toMatchObject(recusa);
  });

  it('refuses an expired solution and prunes expired rows', async () => {
    const now = Date.now();
    const challenge = await desafio();
    const payload = await resolver(challenge);
    const realNow = Date.now;
    Date.now = () => now + 11 * 60 * 1000;
    try {
      await expect(t.app.captcha.verificar(payload)).rejects.toMatchObject(recusa);
    } finally {
      Date.now = realNow;
    }
    await t.database.db
      .insert(captchaUsado)
      .values({ assinatura: 'velha', expiraEm: new Date(now - 60_000) });
    Date.now = () => now + 2 * 60 * 1000;
    try {
      await t.app.captcha.verificar(await resolver(await desafio()));
    } finally {
      Date.now = realNow;
    }
    const rows = await t.database.db
      .select()
      .from(captchaUsado)
      .where(sql`${captchaUsado.assinatura} = 'velha'`);
    expect(rows).toHaveLength(0);
  });
});
