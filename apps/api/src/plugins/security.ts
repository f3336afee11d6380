import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { type Contagem, contador } from '../db/contador.ts';

/**
 * Helmet's headers depend only on the configuration, so they are computed once at start-up and
 * copied onto every reply (helmet's per-request middleware cost ~10 % of a trivial route).
 */
function staticHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, res as never, () => {});
  return headers;
}

type Contar = (chave: string, janelaMs: number) => Promise<Contagem>;

/**
 * The rate limiter's store: the counters in the database (db/contador.ts), shared by every API process,
 * one key per route (`child`) and caller (the route's keyGenerator). Windows are fixed; the options
 * `continueExceeding` and `exponentialBackoff` are not supported (no route uses them).
 */
function storeNoBanco(contar: Contar): FastifyRateLimitStoreCtor {
  const store = (prefixo: string): FastifyRateLimitStore => ({
    incr(key, cb, timeWindow) {
      contar(prefixo + key, timeWindow).then(
        (c) => cb(null, { current: c.total, ttl: c.ttlMs }),
        (error: Error) => cb(error),
      );
    },
    child(options) {
      // At run time the options carry the route as `routeInfo` (the typings say otherwise).
      const { method, url } = (options as unknown as { routeInfo: RouteOptions }).routeInfo;
      return store(`limite:${method}:${url}:`);
    },
  });
  // @fastify/rate-limit calls `new` on it; a constructor that returns an object yields that object.
  return function raiz() {
    return store('limite:');
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Security headers with a strict CSP (scripts only from our origin; Mantine needs inline styles;
 * the ALTCHA worker needs blob: workers) and the rate limiter, off by default and turned on per
 * route through `config.rateLimit`.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const production = app.env.NODE_ENV === 'production';
  const headers = staticHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(rateLimit, {
    global: false,
    store: storeNoBanco(contador(app.database.db).contar),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      codigo: 'MUITAS_REQUISICOES',
      mensagem: `Muitas tentativas em pouco tempo. Aguarde ${Math.ceil(context.ttl / 1000)} segundos e tente novamente.`,
    }),
  });
});
