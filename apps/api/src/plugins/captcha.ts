import { createHmac } from 'node:crypto';
import { MENSAGEM_CAPTCHA, ZDesafioCaptcha } from '@aprovei/shared/captcha/captcha.schemas';
import { AppError } from '@aprovei/shared/errors';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge, Solution } from 'altcha-lib/types';
import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaUsado } from '../db/schema/conta.ts';
import { errorsFor } from '../http/errors.schemas.ts';

export interface Captcha {
  /**
   * Accepts a solved ALTCHA payload once. Throws AppError VALIDACAO (400, campo 'captcha',
   * 'Confirme que você não é um robô.') when it is missing, malformed, tampered with, expired or
   * already used.
   */
  verificar(payload: string | undefined | null): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

/**
 * Proof-of-work settings: PBKDF2/SHA-256 with 1,000 iterations per attempt and a counter of
 * 300–1,000 attempts, i.e. about 0.65 M hash rounds on average — a fraction of a second on a phone
 * through Web Crypto in the widget's workers, and a single key check (HMAC) for the server.
 */
export const CAPTCHA_ALGORITMO = 'PBKDF2/SHA-256';
export const CAPTCHA_CUSTO = 1_000;
export const CAPTCHA_CONTADOR = { min: 300, max: 1_000 } as const;
export const CAPTCHA_VALIDADE_SEGUNDOS = 10 * 60;

/** The captcha key: CAPTCHA_SECRET (required in production), or one derived from the JWT key. */
export function resolveCaptchaSecret(captchaSecret: string | undefined, jwtSecret: string): string {
  return captchaSecret ?? createHmac('sha256', jwtSecret).update('aprovei-captcha').digest('hex');
}

const recusado = () =>
  new AppError('VALIDACAO', MENSAGEM_CAPTCHA, [{ campo: 'captcha', mensagem: MENSAGEM_CAPTCHA }]);

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function parsePayload(payload: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Payload> | null;
    const challenge = value?.challenge;
    const solution = value?.solution;
    if (
      !challenge ||
      typeof challenge !== 'object' ||
      typeof challenge.signature !== 'string' ||
      !challenge.parameters ||
      typeof challenge.parameters !== 'object' ||
      typeof challenge.parameters.expiresAt !== 'number' ||
      !solution ||
      typeof solution !== 'object' ||
      typeof solution.counter !== 'number' ||
      typeof solution.derivedKey !== 'string'
    ) {
      return null;
    }
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Self-hosted ALTCHA: GET /api/captcha/desafio hands out signed challenges; app.captcha.verificar
 * checks a solution and remembers it in captcha_usado until it expires (altcha-lib is stateless).
 */
export const captchaPlugin = fp(async (app: FastifyInstance, opts: { secret: string }) => {
  const db = app.database.db;
  const hmacSignatureSecret = opts.secret;
  const hmacKeySignatureSecret = createHmac('sha256', opts.secret)
    .update('altcha-key-signature')
    .digest('hex');
  let ultimaLimpeza = 0;

  async function limparExpirados(agora: number) {
    if (agora - ultimaLimpeza < 60_000) return;
    ultimaLimpeza = agora;
    try {
      await db.delete(captchaUsado).where(lt(captchaUsado.expiraEm, new Date(agora)));
    } catch (error) {
      app.log.warn({ err: error }, 'could not prune expired captcha solutions');
    }
  }

  const captcha: Captcha = {
    async verificar(raw) {
      if (typeof raw !== 'string' || raw.length === 0 || raw.length > 8_000) throw recusado();
      const payload = parsePayload(raw);
      if (!payload) throw recusado();
      let verified = false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        verified = result.verified;
      } catch {
        verified = false;
      }
      if (!verified) throw recusado();
      const agora = Date.now();
      const expiraEm = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
      const inserted = await db
        .insert(captchaUsado)
        .values({ assinatura: payload.challenge.signature as string, expiraEm })
        .onConflictDoNothing()
        .returning({ assinatura: captchaUsado.assinatura });
      if (inserted.length === 0) throw recusado();
      await limparExpirados(agora);
    },
  };
  app.decorate('captcha', captcha);

  const routes: FastifyPluginAsyncZod = async (api) => {
    api.get(
      '/captcha/desafio',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['captcha'],
          summary: 'Novo desafio da verificação humana (ALTCHA, prova de trabalho), válido por 10 minutos',
          response: { 200: ZDesafioCaptcha, ...errorsFor(400, 429) },
        },
      },
      async (_request, reply) => {
        const challenge = await createChallenge({
          algorithm: CAPTCHA_ALGORITMO,
          cost: CAPTCHA_CUSTO,
          counter: randomInt(CAPTCHA_CONTADOR.max, CAPTCHA_CONTADOR.min),
          deriveKey,
          expiresAt: Math.floor(Date.now() / 1000) + CAPTCHA_VALIDADE_SEGUNDOS,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        reply.header('Cache-Control', 'no-store');
        return { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' };
      },
    );
  };
  await app.register(routes, { prefix: '/api' });
});
