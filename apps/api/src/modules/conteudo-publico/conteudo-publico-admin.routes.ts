import {
  ZIdConteudo,
  ZItemLanding,
  ZItemLandingForm,
  ZNovaOrdemLanding,
  ZTipoItemLanding,
} from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { auditar, autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { conteudoPublicoService } from './conteudo-publico.service.ts';

const ENTIDADE = 'item_landing';

/**
 * The back office's landing blocks (issue 22 §3, area `negocio`): feature cards, approved students and
 * counters of the product — list, create, edit (text and visibility), reorder, delete. Each write
 * audited in its transaction.
 */
export const conteudoPublicoAdminModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const g = rotaDaEquipe(app, 'negocio');
  const base = { onRequest: g.onRequest };
  const schema = { tags: g.tags, security: g.security };

  app.get(
    '/admin/conteudo-publico/itens',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Os itens de um tipo da página inicial do produto, visíveis e ocultos, na ordem',
        querystring: ZTipoItemLanding,
        response: { 200: z.array(ZItemLanding), ...errorsFor(400, 401, 403, 500) },
      },
    },
    (req) => conteudoPublicoService(db).listar(req.tenant, req.query.tipo),
  );

  app.post(
    '/admin/conteudo-publico/itens',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Cadastra um destaque, um aprovado ou um contador (no fim da lista)',
        body: ZItemLandingForm,
        response: { 201: ZItemLanding, ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      const novo = await db.transaction(async (tx) => {
        const depois = await conteudoPublicoService(tx).criar(req.tenant, req.body);
        await auditar(tx, autor, { acao: 'criar', entidade: ENTIDADE, entidadeId: depois.id, depois });
        return depois;
      });
      return reply.code(201).send(novo);
    },
  );

  app.put(
    '/admin/conteudo-publico/itens/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Altera um item (textos e se aparece na página); o tipo não muda',
        params: ZIdConteudo,
        body: ZItemLandingForm,
        response: { 200: ZItemLanding, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (req) => {
      const autor = autorDe(req);
      return db.transaction(async (tx) => {
        const { antes, depois } = await conteudoPublicoService(tx).editar(
          req.tenant,
          req.params.id,
          req.body,
        );
        const acao = antes.visivel === depois.visivel ? 'editar' : depois.visivel ? 'mostrar' : 'ocultar';
        await auditar(tx, autor, { acao, entidade: ENTIDADE, entidadeId: depois.id, antes, depois });
        return depois;
      });
    },
  );

  app.delete(
    '/admin/conteudo-publico/itens/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Exclui um item',
        params: ZIdConteudo,
        response: { 204: z.null().describe('Excluído'), ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      await db.transaction(async (tx) => {
        const antes = await conteudoPublicoService(tx).excluir(req.tenant, req.params.id);
        await auditar(tx, autor, { acao: 'excluir', entidade: ENTIDADE, entidadeId: antes.id, antes });
      });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/admin/conteudo-publico/ordem',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Reordena os itens de um tipo: todos os ids da lista, cada um uma vez, o primeiro antes',
        body: ZNovaOrdemLanding,
        response: { 200: z.array(ZItemLanding), ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (req) => {
      const autor = autorDe(req);
      return db.transaction(async (tx) => {
        const service = conteudoPublicoService(tx);
        const { antes, depois } = await service.ordenar(req.tenant, req.body.tipo, req.body.ids);
        await auditar(tx, autor, {
          acao: 'reordenar',
          entidade: ENTIDADE,
          entidadeId: req.body.tipo,
          antes: { ids: antes },
          depois: { ids: depois },
        });
        return service.listar(req.tenant, req.body.tipo);
      });
    },
  );
};
