import { ZPedidoParams, ZPedidoResumo } from '@aprovei/shared/checkout/pedido.schemas';
import {
  ZMeusPedidosQuery,
  ZPaginaPedidos,
  ZPrevisaoReembolso,
  ZReciboParams,
} from '@aprovei/shared/checkout/pedidos.schemas';
import { zId } from '@aprovei/shared/common.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enviarArquivo } from '../../http/arquivo-resposta.ts';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser, limitePorUsuario } from '../../plugins/auth.ts';
import { pedidoResumoService } from './pedido-resumo.ts';
import { pedidosService } from './pedidos.service.ts';

/**
 * The buyer's own orders (issue 18 §5): one order's summary (the confirmation screen after a purchase),
 * 'Meus pedidos' in 'Configurações', the receipt of each paid one as a PDF, and what cancelling within
 * the 7 days gives back. Only the signed-in buyer's own orders.
 */
export const pedidosModule: FastifyPluginAsyncZod = async (app) => {
  const service = pedidosService({ db: app.database.db, mailer: app.mailer });
  const resumo = pedidoResumoService(app.database.db);
  const tags = ['checkout'];

  app.get(
    '/assinatura/pedido/:idFatura',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Resumo de um pedido do próprio comprador (tela de confirmação da compra)',
        description:
          'O plano (com a plataforma), os produtos, os e-books, o cupom, a forma de pagamento, as parcelas, o ' +
          'total e a situação do pagamento. O pedido de outro usuário responde 404.',
        security: bearer,
        params: ZPedidoParams,
        response: { 200: ZPedidoResumo, ...errorsFor(400, 401, 404, 500) },
      },
    },
    async (request) => resumo.resumo(currentUser(request).id, request.params.idFatura),
  );

  app.get(
    '/assinatura/meus-pedidos',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Meus pedidos: os pedidos do usuário, do mais recente ao mais antigo',
        description:
          'Cada pedido com data, itens (plano, produtos, e-books), forma de pagamento, parcelas, valor e situação; ' +
          'possuiRecibo quando o pagamento foi recebido (pago, reembolsado ou contestado).',
        security: bearer,
        querystring: ZMeusPedidosQuery,
        response: { 200: ZPaginaPedidos, ...errorsFor(400, 401, 500) },
      },
    },
    async (request) =>
      service.meusPedidos(currentUser(request).id, request.tenant, request.query.page, request.query.size),
  );

  app.get(
    '/assinatura/pedido/:idFatura/recibo',
    {
      preHandler: app.requireAuth,
      config: limitePorUsuario(30, '1 minute'),
      schema: {
        tags,
        summary: 'O recibo de um pedido pago, em PDF',
        description:
          'application/pdf (Content-Disposition: inline). Pedido de outro usuário: 404, como se não existisse; ' +
          'pedido ainda não pago (ou recusado, expirado): 409.',
        security: bearer,
        params: ZReciboParams,
        response: errorsFor(400, 401, 404, 409, 429, 500),
      },
    },
    async (request, reply) => {
      const { idFatura } = request.params;
      const pdf = await service.recibo(currentUser(request).id, request.tenant, idFatura);
      return enviarArquivo(
        reply,
        { tipo: 'application/pdf', nome: `recibo-pedido-${idFatura}.pdf`, corpo: pdf },
        { sandbox: false },
      );
    },
  );

  app.get(
    '/assinatura/previsao-reembolso',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Quanto o cancelamento no prazo de 7 dias devolve, por qual meio e quando',
        description:
          'A compra paga que fez o contrato: valor (reais), forma de pagamento e o prazo do estorno. ' +
          'null quando não há o que devolver (contrato sem compra paga, ou de outro usuário).',
        security: bearer,
        querystring: z.object({ idContratacao: zId('Contratação inválida.') }),
        response: { 200: ZPrevisaoReembolso, ...errorsFor(400, 401, 500) },
      },
    },
    async (request) => service.previsaoReembolso(currentUser(request).id, request.query.idContratacao),
  );
};
