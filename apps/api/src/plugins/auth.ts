import type { TAccessClaims } from '@aprovei/shared/auth/auth.schemas';
import { AppError, MENSAGENS } from '@aprovei/shared/errors';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { conferirNaLeitura, sessaoExpirada } from '../lib/sessao.ts';
import { peekTenant, type TokenKeys, verifyAccessToken } from '../lib/tokens.ts';

export interface AuthUser {
  id: number;
  claims: TAccessClaims;
  /** The sign-in this token belongs to (its `sid`: the refresh-token family). */
  sessao: string;
}

/** Our tokens name their session by a UUID (the refresh-token family). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyInstance {
    tokenKeys: TokenKeys;
    /** preHandler for routes that need a signed-in user. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /**
     * The handler reads the user's entitlements (modules/acesso) before it changes anything: that read
     * checks the session too, instead of a read of its own in requireAuth (one round trip, not two, on
     * the answer and search paths). A handler that returns without that read fails (500).
     */
    sessaoNaLeitura?: boolean;
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

export interface AuthOptions {
  keys: TokenKeys;
  /** Whether the sign-in `sid` of the user still lives (the acesso module's batched read; see lib/sessao.ts). */
  sessaoViva: (usuarioId: number, sid: string) => Promise<boolean>;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  app.decorate('tokenKeys', opts.keys);
  app.decorateRequest('user', null);

  /**
   * The signed token, then its session in the database: a deleted account or an ended sign-in is
   * refused at once, not when the token expires.
   */
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw new AppError('NAO_AUTENTICADO', MENSAGENS.naoAutenticado);
    const token = match[1];
    let claims: TAccessClaims;
    try {
      claims = await verifyAccessToken(opts.keys, token, request.tenant);
    } catch {
      const other = peekTenant(token);
      if (other && other !== request.tenant) throw new AppError('NAO_AUTENTICADO', MENSAGENS.tenantDiferente);
      throw sessaoExpirada();
    }
    if (!claims.sid || !UUID.test(claims.sid)) throw sessaoExpirada();
    const user: AuthUser = { id: Number(claims.sub), claims, sessao: claims.sid };
    if (!request.routeOptions.config.sessaoNaLeitura && !(await opts.sessaoViva(user.id, user.sessao)))
      throw sessaoExpirada();
    request.user = user;
  });

  app.addHook('onRoute', (route) => {
    if (!route.config?.sessaoNaLeitura) return;
    const handler = route.handler as (...args: Parameters<RouteHandlerMethod>) => Promise<unknown>;
    route.handler = async function (this: FastifyInstance, request, reply) {
      const user = currentUser(request);
      const sessao = { usuarioId: user.id, sid: user.sessao, conferida: false };
      const result = await conferirNaLeitura(sessao, () => handler.call(this, request, reply));
      if (!sessao.conferida)
        throw new Error(
          `${route.method} ${route.url}: sessaoNaLeitura, but the handler read no entitlements`,
        );
      return result;
    };
  });
});
