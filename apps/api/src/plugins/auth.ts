import type { TAccessClaims } from '@aprovei/shared/auth/auth.schemas';
import { AppError, MENSAGENS } from '@aprovei/shared/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { peekTenant, type TokenKeys, verifyAccessToken } from '../modules/auth/tokens.ts';

export interface AuthUser {
  id: number;
  claims: TAccessClaims;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokenKeys: TokenKeys;
    /** preHandler for routes that need a signed-in user. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** The signed-in user of a request that passed requireAuth. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('NAO_AUTENTICADO', MENSAGENS.naoAutenticado);
  return request.user;
}

/**
 * A route's rate limit counted per signed-in user: the user id of the verified token, so neither the
 * spelling of the Authorization header nor a new sign-in starts a fresh allowance. Runs after
 * requireAuth (preHandler), which must come first in the route's preHandler.
 */
export function limitePorUsuario(max: number, timeWindow: string) {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `usuario:${currentUser(request).id}`,
    },
  };
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { keys: TokenKeys }) => {
  app.decorate('tokenKeys', opts.keys);
  app.decorateRequest('user', null);

  app.decorate('requireAuth', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw new AppError('NAO_AUTENTICADO', MENSAGENS.naoAutenticado);
    const token = match[1];
    try {
      const claims = await verifyAccessToken(opts.keys, token, request.tenant);
      request.user = { id: Number(claims.sub), claims };
    } catch {
      const other = peekTenant(token);
      if (other && other !== request.tenant) throw new AppError('NAO_AUTENTICADO', MENSAGENS.tenantDiferente);
      throw new AppError('NAO_AUTENTICADO', MENSAGENS.sessaoExpirada);
    }
  });
});
