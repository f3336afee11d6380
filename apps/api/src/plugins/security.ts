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

type Contar = (chave: string, janelaMs: number, quantos: number) => Promise<Contagem>;

/** Allowance numbers `proximo`..`ultimo` of a key's current window, taken from the shared count, until `ate`. */
type Bloco = { proximo: number; ultimo: number; ate: number };

/** A limit takes its allowances in blocks of this fraction of it (limits under 40: blocks of one, exact). */
const BLOCOS_POR_LIMITE = 20;
/** …and never more than this many at once (the counts are PostgreSQL integers). */
const MAIOR_BLOCO = 1000;

/**
 * The rate limiter's store: the counters in the database (db/contador.ts), shared by every API process,
 * one key per route (`child`) and caller (the route's keyGenerator). Windows are fixed; the options
 * `continueExceeding` and `exponentialBackoff` are not supported (no route uses them).
 *
 * A busy limit (the answers': 120 a minute) would cost a count in the database per request; instead a
 * process takes its allowances in blocks of a twentieth of the limit, one count per block (a fetch also
 * brings enough for the requests already waiting on the key, so a burst is not split into waves). The database
 * counts allowances handed out, so no caller ever gets more than the limit across processes; a block a
 * process does not use up stays counted, so with N processes a caller may be refused at most
 * N × (block - 1) requests early. Once a window is used up, its refusals are answered here until it ends
 * (its count only grows).
 */
function storeNoBanco(contar: Contar): FastifyRateLimitStoreCtor {
  const blocos = new Map<string, Bloco>();
  const buscando = new Map<string, Promise<void>>();
  /** Requests waiting for a key's fetch and not yet resumed: the next fetch brings enough for them. */
  const esperando = new Map<string, number>();
  let ultimaLimpeza = Date.now();

  async function incr(
    chave: string,
    janelaMs: number,
    max: number,
  ): Promise<{ current: number; ttl: number }> {
    for (;;) {
      const agora = Date.now();
      if (agora - ultimaLimpeza > 60_000) {
        ultimaLimpeza = agora;
        for (const [k, b] of blocos) if (b.ate <= agora) blocos.delete(k);
      }
      const bloco = blocos.get(chave);
      if (bloco && bloco.ate > agora) {
        if (bloco.proximo <= bloco.ultimo) return { current: bloco.proximo++, ttl: bloco.ate - agora };
        if (bloco.ultimo > max) return { current: bloco.ultimo + 1, ttl: bloco.ate - agora };
      }
      // One fetch per key at a time: concurrent requests share the block it brings.
      let busca = buscando.get(chave);
      if (!busca) {
        const tamanho = Math.min(MAIOR_BLOCO, Math.max(1, Math.floor(max / BLOCOS_POR_LIMITE)));
        const quantos = Math.max(tamanho, 1 + (esperando.get(chave) ?? 0));
        busca = contar(chave, janelaMs, quantos)
          .then((c) => {
            blocos.set(chave, { proximo: c.total - quantos + 1, ultimo: c.total, ate: Date.now() + c.ttlMs });
          })
          .finally(() => buscando.delete(chave));
        buscando.set(chave, busca);
      }
      esperando.set(chave, (esperando.get(chave) ?? 0) + 1);
      try {
        await busca;
      } finally {
        const n = (esperando.get(chave) ?? 1) - 1;
        if (n > 0) esperando.set(chave, n);
        else esperando.delete(chave);
      }
    }
  }

  const store = (prefixo: string): FastifyRateLimitStore => ({
    incr(key, cb, timeWindow, max) {
      incr(prefixo + key, timeWindow, max).then(
        (r) => cb(null, r),
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
