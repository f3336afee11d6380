import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZHealth = z.object({ status: z.literal('ok') });
const ZReady = z.object({ status: z.enum(['ok', 'indisponivel']), banco: z.enum(['pglite', 'postgres']) });

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
      const banco = app.database.kind;
      try {
        await app.database.ping();
        return { status: 'ok' as const, banco };
      } catch (error) {
        app.log.error({ err: error }, 'database not reachable');
        return reply.status(503).send({ status: 'indisponivel' as const, banco });
      }
    },
  );
};
