import {
  ZBuscaProdutosAdmin,
  ZIdProdutoAdmin,
  ZPaginaProdutosAdmin,
  ZProdutoAdmin,
  ZProdutoForm,
} from '@aprovei/shared/negocio/negocio-admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { auditar, autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { produtosAdminService } from './produtos-admin.ts';

/**
 * The back office's add-on products (issue 22 §1, area `negocio`): services and open-question send packs
 * sold at checkout (a pack's purchase grants its sends, ADR 013/016). Each write audited in its transaction.
 */
export const produtosAdminModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const g = rotaDaEquipe(app, 'negocio');
  const base = { onRequest: g.onRequest };
  const schema = { tags: g.tags, security: g.security };

  app.get(
    '/admin/produtos',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Produtos adicionais do produto, à venda e retirados, uma página',
        querystring: ZBuscaProdutosAdmin,
        response: { 200: ZPaginaProdutosAdmin, ...errorsFor(400, 401, 403, 500) },
      },
    },
    (req) => produtosAdminService(db).listar(req.tenant, req.query),
  );

  app.get(
    '/admin/produtos/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Um produto adicional',
        params: ZIdProdutoAdmin,
        response: { 200: ZProdutoAdmin, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    (req) => produtosAdminService(db).detalhe(req.tenant, req.params.id),
  );

  app.post(
    '/admin/produtos',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Cadastra um serviço ou um pacote de envios de questão aberta',
        body: ZProdutoForm,
        response: { 201: ZProdutoAdmin, ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      const novo = await db.transaction(async (tx) => {
        const p = await produtosAdminService(tx).criar(req.tenant, req.body);
        await auditar(tx, autor, { acao: 'criar', entidade: 'produto', entidadeId: p.id, depois: p });
        return p;
      });
      return reply.code(201).send(novo);
    },
  );

  app.put(
    '/admin/produtos/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Altera um produto adicional (o tipo de entrega não muda); com ativo false, sai da venda',
        params: ZIdProdutoAdmin,
        body: ZProdutoForm,
        response: { 200: ZProdutoAdmin, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (req) => {
      const autor = autorDe(req);
      return db.transaction(async (tx) => {
        const { antes, depois } = await produtosAdminService(tx).editar(req.tenant, req.params.id, req.body);
        await auditar(tx, autor, {
          acao: 'editar',
          entidade: 'produto',
          entidadeId: depois.id,
          antes,
          depois,
        });
        return depois;
      });
    },
  );
};
