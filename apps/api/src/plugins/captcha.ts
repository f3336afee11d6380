import { createHmac } from 'node:crypto';
import { MENSAGEM_CAPTCHA, ZDesafioCaptcha } from '@aprovei/shared/captcha/captcha.schemas';
import { AppError } from '@aprovei/shared/errors';
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge, Solution } from 'altcha-lib/types';
import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../db/client.ts';
import { captchaUsado } from '../db/schema/conta.ts';
import { errorsFor } from '../http/errors.schemas.ts';
import { chavesCaptcha, novoDesafio } from '../lib/captcha-desafio.ts';

export interface Captcha {
  /**
   * Accepts a solved ALTCHA payload once. Throws AppError VALIDACAO (400, campo 'captcha',
   * 'Confirme que você não é um robô.') when it is missing, malformed, tampered with, expired or
   * already used (then a CaptchaJaUsado). `db`: where the spent solution is written (a transaction's
   * `tx`, so that it is spent with what it guards; the app's database by default).
   */
  verificar(payload: string | undefined | null, db?: DbOrTx): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

/** The captcha key: CAPTCHA_SECRET (required in production), or one derived from the JWT key. */
export function resolveCaptchaSecret(captchaSecret: string | undefined, jwtSecret: string): string {
  return captchaSecret ?? createHmac('sha256', jwtSecret).update('aprovei-captcha').digest('hex');
}

const recusado = () =>
  new AppError('VALIDACAO', MENSAGEM_CAPTCHA, [{ campo: 'captcha', mensagem: MENSAGEM_CAPTCHA }]);

/**
 * The refusal of a valid solution already spent. Same answer as any refusal; a caller whose request may
 * be a copy of one sent at once (the checkout's double submission) can tell it apart.
 */
export class CaptchaJaUsado extends AppError {
  constructor() {
    super('VALIDACAO', MENSAGEM_CAPTCHA, [{ campo: 'captcha', mensagem: MENSAGEM_CAPTCHA }]);
  }
}

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
  const chaves = chavesCaptcha(opts.secret);
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
    async verificar(raw, r = db) {
      if (typeof raw !== 'string' || raw.length === 0 || raw.length > 8_000) throw recusado();
      const payload = parsePayload(raw);
      if (!payload) throw recusado();
      let verified = false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          ...chaves,
        });
        verified = result.verified;
      } catch {
        verified = false;
      }
      if (!verified) throw recusado();
      const agora = Date.now();
      const expiraEm = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
      const inserted = await r
        .insert(captchaUsado)
        .values({ assinatura: payload.challenge.signature as string, expiraEm })
        .onConflictDoNothing()
        .returning({ assinatura: captchaUsado.assinatura });
      if (inserted.length === 0) throw new CaptchaJaUsado();
      // Inside a caller's transaction the pruning waits for a later call (it is not that transaction's work).
      if (r === db) await limparExpirados(agora);
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
        reply.header('Cache-Control', 'no-store');
        return novoDesafio(chaves);
      },
    );
  };
  await app.register(routes, { prefix: '/api' });
});
