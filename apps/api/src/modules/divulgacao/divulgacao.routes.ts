import { zId } from '@aprovei/shared/common.schemas';
import { ZDivulgacaoCarregar } from '@aprovei/shared/divulgacao/divulgacao.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { divulgacaoService } from './divulgacao.service.ts';

/** Promotional popup calls (spec doc 1 §7 "Other"). */
export const divulgacaoModule: FastifyPluginAsyncZod = async (app) => {
  const service = divulgacaoService(app.database.db);

  app.get(
    '/divulgacao/carregar',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['divulgacao'],
        summary: 'Divulgação (popup) atual do produto que o usuário ainda não dispensou',
        description:
          'A mais recente ativa e dentro do período (inicio ≤ agora < fim). Sem divulgação a mostrar: {} ' +
          '(o cliente mostra o popup só quando há id). conteudoTexto é HTML sanitizado.',
        security: bearer,
        querystring: z.object({
          plataforma: zId('Plataforma inválida.')
            .optional()
            .describe('A plataforma em que o aluno está: só as divulgações dela e as de todas'),
        }),
        response: { 200: ZDivulgacaoCarregar, ...errorsFor(400, 401, 500) },
      },
    },
    async (request) => service.carregar(request.tenant, currentUser(request).id, request.query.plataforma),
  );

  app.post(
    '/divulgacao/cadastra-divulgacao-vista-usuario/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['divulgacao'],
        summary: "Registra a divulgação como vista pelo usuário ('Não mostrar novamente.')",
        description: 'Idempotente. Divulgação inexistente ou de outro produto: 404.',
        security: bearer,
        params: z.object({ id: zId('Divulgação inválida.') }),
        response: { 204: z.null().describe('Registrada'), ...errorsFor(400, 401, 404, 500) },
      },
    },
    async (request, reply) => {
      await service.marcarVista(request.tenant, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
