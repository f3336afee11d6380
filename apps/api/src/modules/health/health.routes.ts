import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZHealth = z.object({ status: z.literal('ok') });
// Public answers: they say whether the service is up, never what it runs on (the engine is in the start-up log).
const ZReady = z.object({ status: z.enum(['ok', 'indisponivel']) });

/** Liveness (the process answers) and readiness (the database answers). No tenant needed. */
export const healthModule: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'O processo está de pé', response: { 200: ZHealth } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'O banco de dados responde',
        response: { 200: ZReady, 503: ZReady },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'database not reachable');
        return reply.status(503).send({ status: 'indisponivel' as const });
      }
    },
  );
};
