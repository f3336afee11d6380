import { ZDepoimento } from '@aprovei/shared/depoimentos/depoimentos.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { depoimentosService } from './depoimentos.service.ts';

/** The landing page's student testimonials (spec doc 2 §7). */
export const depoimentosModule: FastifyPluginAsyncZod = async (app) => {
  const service = depoimentosService(app.database.db);

  app.get(
    '/depoimentos/listar',
    {
      schema: {
        tags: ['depoimentos'],
        summary: 'Depoimentos de alunos (página inicial)',
        description: 'Público. Os depoimentos do produto e os comuns a todos, na ordem de exibição.',
        response: { 200: z.array(ZDepoimento), ...errorsFor(400, 500) },
      },
    },
    async (request) => service.listar(request.tenant),
  );
};
