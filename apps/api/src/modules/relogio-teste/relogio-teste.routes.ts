import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deslocarRelogio } from '../../lib/relogio.ts';

const MENSAGEM_DIAS = 'Informe os dias, de 0 a 365.';
const ZRelogioBody = z.object({
  dias: z.number({ message: MENSAGEM_DIAS }).int(MENSAGEM_DIAS).min(0, MENSAGEM_DIAS).max(365, MENSAGEM_DIAS),
});

/**
 * The end-to-end tests' clock (NODE_ENV=test only; app.ts registers it nowhere else): moves the daily
 * review's clock (`lib/relogio.ts`) `dias` ahead of the real time, so a journey reaches "the next day"
 * against the server in its own process. `dias: 0` puts it back.
 */
export const relogioTesteModule: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/teste/relogio',
    {
      schema: {
        tags: ['teste'],
        summary: 'Somente testes: adianta o relógio das revisões em dias',
        body: ZRelogioBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      deslocarRelogio(request.body.dias * 86_400_000);
      return reply.code(204).send(null);
    },
  );
};
