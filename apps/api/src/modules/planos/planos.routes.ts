import { zId } from '@aprovei/shared/common.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicUrl } from '../../config/env.ts';
import { errorsFor } from '../../http/errors.schemas.ts';
import { planosService } from './planos.service.ts';

/** Plan documents (spec doc 1 §7 "Subscription": the contract opened from the account screen). */
export const planosModule: FastifyPluginAsyncZod = async (app) => {
  const service = planosService(app.database.db);
  const config = {
    rateLimit: {
      max: 30,
      timeWindow: '1 minute',
      keyGenerator: (r: { ip: string }) => r.ip,
    },
  };
  const schema = (summary: string, description: string) => ({
    tags: ['planos'],
    summary,
    description,
    params: z.object({ id: zId('Plano inválido.') }),
    response: {
      200: z.string().describe('PDF em base64'),
      ...errorsFor(400, 404, 429, 500),
    },
  });

  /** Where the privacy policy lives (the PDF links to it): the configured address, never the Host header. */
  const politicaUrl = (r: { tenant: string }) => `${publicUrl(app.env, r.tenant)}politica-de-privacidade`;

  // A bare string would go out as text/plain; the client expects a JSON string.
  const json = (base64: string) => JSON.stringify(base64);

  app.get(
    '/planos/mostrar-contrato/:id',
    {
      config,
      schema: schema(
        'Contrato de prestação de serviços do plano, em PDF (base64)',
        'Público (o comprador o lê antes de pagar). Plano de outro produto ou inexistente: 404.',
      ),
    },
    async (request, reply) => {
      const pdf = await service.contratoBase64(
        request.tenant,
        request.params.id,
        'padrao',
        politicaUrl(request),
      );
      return reply.type('application/json; charset=utf-8').send(json(pdf));
    },
  );

  app.get(
    '/planos/mostrar-contrato2/:id',
    {
      config,
      schema: schema(
        'Contrato do fluxo de simulados nacionais (ENARE/FUVEST), em PDF (base64)',
        'O mesmo contrato com a cláusula dos simulados nacionais; só para planos com simulados nacionais ' +
          '(planoEnare). Outro plano, de outro produto ou inexistente: 404.',
      ),
    },
    async (request, reply) => {
      const pdf = await service.contratoBase64(
        request.tenant,
        request.params.id,
        'enare',
        politicaUrl(request),
      );
      return reply.type('application/json; charset=utf-8').send(json(pdf));
    },
  );
};
