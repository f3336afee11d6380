import {
  ZBuscaCuponsAdmin,
  ZBuscaUsosCupom,
  ZCupomAdmin,
  ZCupomForm,
  ZIdCupomAdmin,
  ZPaginaCuponsAdmin,
  ZPaginaUsosCupom,
} from '@aprovei/shared/negocio/negocio-admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { auditar, autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { cuponsAdminService } from './cupons-admin.ts';

/**
 * The back office's discount coupons (issue 22 §2, area `negocio`): list, one, create, edit, and the
 * orders that used each. Each write audited in its transaction.
 */
export const cuponsAdminModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const g = rotaDaEquipe(app, 'negocio');
  const base = { onRequest: g.onRequest };
  const schema = { tags: g.tags, security: g.security };

  app.get(
    '/admin/cupons',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Cupons de desconto do produto, com os usos que contam nos limites, uma página',
        querystring: ZBuscaCuponsAdmin,
        response: { 200: ZPaginaCuponsAdmin, ...errorsFor(400, 401, 403, 500) },
      },
    },
    (req) => cuponsAdminService(db).listar(req.tenant, req.query),
  );

  app.get(
    '/admin/cupons/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Um cupom de desconto',
        params: ZIdCupomAdmin,
        response: { 200: ZCupomAdmin, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    (req) => cuponsAdminService(db).detalhe(req.tenant, req.params.id),
  );

  app.get(
    '/admin/cupons/:id/usos',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Os pedidos que usaram o cupom, dos mais recentes, com o CPF mascarado',
        params: ZIdCupomAdmin,
        querystring: ZBuscaUsosCupom,
        response: { 200: ZPaginaUsosCupom, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    (req) => cuponsAdminService(db).usos(req.tenant, req.params.id, req.query),
  );

  app.post(
    '/admin/cupons',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Cadastra um cupom de desconto (código normalizado em maiúsculas; 409 se já existe)',
        body: ZCupomForm,
        response: { 201: ZCupomAdmin, ...errorsFor(400, 401, 403, 409, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      const novo = await db.transaction(async (tx) => {
        const c = await cuponsAdminService(tx).criar(req.tenant, req.body);
        await auditar(tx, autor, { acao: 'criar', entidade: 'cupom', entidadeId: c.id, depois: c });
        return c;
      });
      return reply.code(201).send(novo);
    },
  );

  app.put(
    '/admin/cupons/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Altera um cupom de desconto (os usos já feitos continuam contando)',
        params: ZIdCupomAdmin,
        body: ZCupomForm,
        response: { 200: ZCupomAdmin, ...errorsFor(400, 401, 403, 404, 409, 500) },
      },
    },
    async (req) => {
      const autor = autorDe(req);
      return db.transaction(async (tx) => {
        const { antes, depois } = await cuponsAdminService(tx).editar(req.tenant, req.params.id, req.body);
        await auditar(tx, autor, { acao: 'editar', entidade: 'cupom', entidadeId: depois.id, antes, depois });
        return depois;
      });
    },
  );
};
