import { ZPedidoParams, ZPedidoResumo } from '@aprovei/shared/checkout/pedido.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { pedidoResumoService } from './pedido-resumo.ts';

/** The buyer's own orders, one at a time: what the confirmation screen shows after a purchase. */
export const pedidosModule: FastifyPluginAsyncZod = async (app) => {
  const service = pedidoResumoService(app.database.db);

  app.get(
    '/assinatura/pedido/:idFatura',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['checkout'],
        summary: 'Resumo de um pedido do próprio comprador (tela de confirmação da compra)',
        description:
          'O plano (com a plataforma), os produtos, os e-books, o cupom, a forma de pagamento, as parcelas, o ' +
          'total e a situação do pagamento. O pedido de outro usuário responde 404.',
        security: bearer,
        params: ZPedidoParams,
        response: { 200: ZPedidoResumo, ...errorsFor(400, 401, 404, 500) },
      },
    },
    async (request) => service.resumo(currentUser(request).id, request.params.idFatura),
  );
};
