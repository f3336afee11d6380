import {
  ZDepoimentoAdmin,
  ZDepoimentoForm,
  ZIdConteudo,
  ZNovaOrdem,
} from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { auditar, autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { depoimentosService } from './depoimentos.service.ts';

const ENTIDADE = 'depoimento';

/**
 * The back office's testimonials (issue 22 §3, area `negocio`): the product's and those of every
 * product — list, create, edit, reorder, hide or show, delete. Each write audited in its transaction.
 */
export const depoimentosAdminModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const g = rotaDaEquipe(app, 'negocio');
  const base = { onRequest: g.onRequest };
  const schema = { tags: g.tags, security: g.security };

  app.get(
    '/admin/depoimentos',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Os depoimentos do produto e os comuns a todos, visíveis e ocultos, na ordem',
        response: { 200: z.array(ZDepoimentoAdmin), ...errorsFor(401, 403, 500) },
      },
    },
    (req) => depoimentosService(db).listarAdmin(req.tenant),
  );

  app.post(
    '/admin/depoimentos',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Cadastra um depoimento (no fim da lista; o retrato é desenhado com as iniciais)',
        body: ZDepoimentoForm,
        response: { 201: ZDepoimentoAdmin, ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      const novo = await db.transaction(async (tx) => {
        const depois = await depoimentosService(tx).criar(req.tenant, req.body);
        await auditar(tx, autor, { acao: 'criar', entidade: ENTIDADE, entidadeId: depois.id, depois });
        return depois;
      });
      return reply.code(201).send(novo);
    },
  );

  app.put(
    '/admin/depoimentos/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Altera um depoimento (textos, onde aparece e se aparece na página)',
        params: ZIdConteudo,
        body: ZDepoimentoForm,
        response: { 200: ZDepoimentoAdmin, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (req) => {
      const autor = autorDe(req);
      return db.transaction(async (tx) => {
        const { antes, depois } = await depoimentosService(tx).editar(req.tenant, req.params.id, req.body);
        const acao = antes.visivel === depois.visivel ? 'editar' : depois.visivel ? 'mostrar' : 'ocultar';
        await auditar(tx, autor, { acao, entidade: ENTIDADE, entidadeId: depois.id, antes, depois });
        return depois;
      });
    },
  );

  app.delete(
    '/admin/depoimentos/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Exclui um depoimento',
        params: ZIdConteudo,
        response: { 204: z.null().describe('Excluído'), ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      await db.transaction(async (tx) => {
        const antes = await depoimentosService(tx).excluir(req.tenant, req.params.id);
        await auditar(tx, autor, { acao: 'excluir', entidade: ENTIDADE, entidadeId: antes.id, antes });
      });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/admin/depoimentos/ordem',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Reordena os depoimentos: todos os ids da lista, cada um uma vez, o primeiro antes',
        body: ZNovaOrdem,
        response: { 200: z.array(ZDepoimentoAdmin), ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (req) => {
      const autor = autorDe(req);
      return db.transaction(async (tx) => {
        const service = depoimentosService(tx);
        const { antes, depois } = await service.ordenar(req.tenant, req.body.ids);
        await auditar(tx, autor, {
          acao: 'reordenar',
          entidade: ENTIDADE,
          entidadeId: req.tenant,
          antes: { ids: antes },
          depois: { ids: depois },
        });
        return service.listarAdmin(req.tenant);
      });
    },
  );
};
