import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers with a strict CSP (scripts only from our origin; Mantine needs inline styles;
 * the ALTCHA worker needs blob: workers) and the rate limiter, off by default and turned on per
 * route through `config.rateLimit`.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const production = app.env.NODE_ENV === 'production';
  await app.register(helmet, {
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
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      codigo: 'MUITAS_REQUISICOES',
      mensagem: `Muitas tentativas em pouco tempo. Aguarde ${Math.ceil(context.ttl / 1000)} segundos e tente novamente.`,
    }),
  });
});
