import { ZConteudoLanding } from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { conteudoPublicoService } from './conteudo-publico.service.ts';

/** The landing page's editable blocks, read by every visitor (issue 22 §3). */
export const conteudoPublicoModule: FastifyPluginAsyncZod = async (app) => {
  const service = conteudoPublicoService(app.database.db);
  app.get(
    '/conteudo-publico/landing',
    {
      schema: {
        tags: ['conteudo-publico'],
        summary: 'Destaques, aprovados e contadores da página inicial do produto',
        description: 'Público. Só os itens visíveis, na ordem de exibição; sem cache no servidor.',
        response: { 200: ZConteudoLanding, ...errorsFor(400, 500) },
      },
    },
    (request) => service.landing(request.tenant),
  );
};
