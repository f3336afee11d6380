import {
  ZBuscaDivergencias,
  ZBuscaLancamentosAdmin,
  ZBuscaPedidosAdmin,
  ZEstornoBody,
  ZFiltroDivergencias,
  ZFiltroLancamentosAdmin,
  ZFiltroPedidosAdmin,
  ZPaginaDivergencias,
  ZPaginaLancamentosAdmin,
  ZPaginaPedidosAdmin,
  ZPedidoAdmin,
  ZPedidoAdminParams,
  ZPlanoOpcao,
  ZResolverDivergenciaBody,
} from '@aprovei/shared/checkout/financeiro-admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enviarArquivo } from '../../http/arquivo-resposta.ts';
import { errorsFor } from '../../http/errors.schemas.ts';
import { autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { financeiroService } from './financeiro.service.ts';
import { financeiroAdminService } from './financeiro-admin.service.ts';

const CSV = 'A lista filtrada inteira (sem paginação) como CSV separado por ponto e vírgula, UTF-8 com BOM.';

/**
 * The back office's money (issue 22 §5, area financeiro: ADMIN and FINANCEIRO): orders and the ledger
 * filtered by period (São Paulo days), plan, method and status; an order's refunds, whole or partial,
 * through the gateway (ADR 022); the reconciliation's divergences as a queue; every list as CSV.
 */
export const financeiroAdminModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const financeiro = financeiroService({
    db,
    gateway: app.paymentGateway,
    log: app.log,
    falhaAposEstorno: app.env.NODE_ENV === 'test' && app.env.CHECKOUT_FALHA_APOS_ESTORNO === 'erro',
  });
  const service = financeiroAdminService(db, financeiro);
  const g = rotaDaEquipe(app, 'financeiro');
  const base = { tags: g.tags, security: g.security };
  const erros = errorsFor(400, 401, 403, 500);

  app.get(
    '/admin/financeiro/pedidos',
    {
      onRequest: g.onRequest,
      schema: {
        ...base,
        summary: 'Pedidos por período (dias de São Paulo), plano, forma de pagamento e situação',
        querystring: ZBuscaPedidosAdmin,
        response: { 200: ZPaginaPedidosAdmin, ...erros },
      },
    },
    async (r) => service.pedidos(r.tenant, r.query),
  );

  app.get(
    '/admin/financeiro/pedidos/csv',
    {
      onRequest: g.onRequest,
      schema: {
        ...base,
        summary: 'Exporta os pedidos filtrados',
        description: CSV,
        querystring: ZFiltroPedidosAdmin,
        response: erros,
      },
    },
    async (r, reply) =>
      enviarArquivo(reply, service.csvPedidos(r.tenant, r.query), { disposicao: 'attachment' }),
  );

  app.get(
    '/admin/financeiro/pedidos/:id',
    {
      onRequest: g.onRequest,
      schema: {
        ...base,
        summary: 'Um pedido: pagamento, reembolsos e lançamentos (cartão só com bandeira e final)',
        params: ZPedidoAdminParams,
        response: { 200: ZPedidoAdmin, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (r) => service.pedido(r.tenant, r.params.id),
  );

  app.post(
    '/admin/financeiro/pedidos/:id/estornos',
    {
      onRequest: g.onRequest,
      schema: {
        ...base,
        summary: 'Reembolsa o pedido pelo gateway, inteiro (sem valor) ou em parte, com o motivo',
        description:
          'valor em reais; a mesma chave reembolsa uma vez só (o reenvio responde o mesmo pedido). Valor acima ' +
          'do saldo reembolsável: 400. Reembolso total encerra o acesso que o pedido deu; parcial o mantém. ' +
          'Gateway fora do ar: 503 (o reembolso é concluído ao reenviar ou pela recuperação).',
        params: ZPedidoAdminParams,
        body: ZEstornoBody,
        response: { 200: ZPedidoAdmin, ...errorsFor(400, 401, 403, 404, 409, 500, 503) },
      },
    },
    async (r) => service.estornar(autorDe(r), r.params.id, r.body),
  );

  app.get(
    '/admin/financeiro/lancamentos',
    {
      onRequest: g.onRequest,
      schema: {
        ...base,
        summary: 'O livro de lançamentos (cobranças, reembolsos, chargebacks) filtrado',
        querystring: ZBuscaLancamentosAdmin,
        response: { 200: ZPaginaLancamentosAdmin, ...erros },
      },
    },
    async (r) => service.lancamentos(r.tenant, r.query),
  );

  app.get(
    '/admin/financeiro/lancamentos/csv',
    {
      onRequest: g.onRequest,
      schema: {
        ...base,
        summary: 'Exporta os lançamentos filtrados',
        description: CSV,
        querystring: ZFiltroLancamentosAdmin,
        response: erros,
      },
    },
    async (r, reply) =>
      enviarArquivo(reply, service.csvLancamentos(r.tenant, r.query), { disposicao: 'attachment' }),
  );

  app.get(
    '/admin/financeiro/divergencias',
    {
      onRequest: g.onRequest,
      schema: {
        ...base,
        summary: 'As divergências da conciliação com o gateway (abertas, resolvidas ou todas)',
        querystring: ZBuscaDivergencias,
        response: { 200: ZPaginaDivergencias, ...erros },
      },
    },
    async (r) => service.divergencias(r.tenant, r.query),
  );

  app.get(
    '/admin/financeiro/divergencias/csv',
    {
      onRequest: g.onRequest,
      schema: {
        ...base,
        summary: 'Exporta as divergências filtradas',
        description: CSV,
        querystring: ZFiltroDivergencias,
        response: erros,
      },
    },
    async (r, reply) =>
      enviarArquivo(reply, service.csvDivergencias(r.tenant, r.query), { disposicao: 'attachment' }),
  );

  app.post(
    '/admin/financeiro/divergencias/:id/resolucao',
    {
      onRequest: g.onRequest,
      schema: {
        ...base,
        summary: 'Resolve a divergência do pedido com a decisão tomada (fica registrada e na auditoria)',
        params: ZPedidoAdminParams,
        body: ZResolverDivergenciaBody,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 409, 500) },
      },
    },
    async (r, reply) => {
      await service.resolverDivergencia(autorDe(r), r.params.id, r.body.decisao);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/financeiro/planos',
    {
      onRequest: g.onRequest,
      schema: {
        ...base,
        summary: 'Os planos do produto (também os retirados), para os filtros',
        response: { 200: z.array(ZPlanoOpcao), ...erros },
      },
    },
    async (r) => service.planos(r.tenant),
  );
};
