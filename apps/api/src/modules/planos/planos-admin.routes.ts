import {
  ZBuscaPlanosAdmin,
  ZIdPlanoAdmin,
  ZOpcoesPlano,
  ZPaginaPlanosAdmin,
  ZPlanoAdminDetalhe,
  ZPlanoForm,
} from '@aprovei/shared/negocio/negocio-admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { auditar, autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { planosAdminService } from './planos-admin.service.ts';

/**
 * The back office's plans (issue 22 §1, area `negocio`): the list per platform, one plan, create, and
 * edit — price, instalments, duration, features, order, highlight, type 'P', retire. Each write audited
 * in its transaction.
 */
export const planosAdminModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const g = rotaDaEquipe(app, 'negocio');
  const base = { onRequest: g.onRequest };
  const schema = { tags: g.tags, security: g.security };

  app.get(
    '/admin/planos',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Planos do produto, à venda e retirados, por plataforma, uma página',
        querystring: ZBuscaPlanosAdmin,
        response: { 200: ZPaginaPlanosAdmin, ...errorsFor(400, 401, 403, 500) },
      },
    },
    (req) => planosAdminService(db).listar(req.tenant, req.query),
  );

  app.get(
    '/admin/planos/opcoes',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'As plataformas do produto e as funcionalidades que um plano pode ter',
        response: { 200: ZOpcoesPlano, ...errorsFor(401, 403, 500) },
      },
    },
    (req) => planosAdminService(db).opcoes(req.tenant),
  );

  app.get(
    '/admin/planos/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Um plano, com parcelas e funcionalidades',
        params: ZIdPlanoAdmin,
        response: { 200: ZPlanoAdminDetalhe, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    (req) => planosAdminService(db).detalhe(req.tenant, req.params.id),
  );

  app.post(
    '/admin/planos',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Cadastra um plano',
        body: ZPlanoForm,
        response: { 201: ZPlanoAdminDetalhe, ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      const depois = await db.transaction(async (tx) => {
        const novo = await planosAdminService(tx).criar(req.tenant, req.body);
        await auditar(tx, autor, { acao: 'criar', entidade: 'plano', entidadeId: novo.id, depois: novo });
        return novo;
      });
      return reply.code(201).send(depois);
    },
  );

  app.put(
    '/admin/planos/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary:
          'Altera um plano; com ativo false, retira-o da venda (quem o tem continua com ele e o renova)',
        params: ZIdPlanoAdmin,
        body: ZPlanoForm,
        response: { 200: ZPlanoAdminDetalhe, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (req) => {
      const autor = autorDe(req);
      return db.transaction(async (tx) => {
        const { antes, depois } = await planosAdminService(tx).editar(req.tenant, req.params.id, req.body);
        await auditar(tx, autor, {
          acao: antes.ativo && !depois.ativo ? 'retirar' : 'editar',
          entidade: 'plano',
          entidadeId: depois.id,
          antes,
          depois,
        });
        return depois;
      });
    },
  );
};
