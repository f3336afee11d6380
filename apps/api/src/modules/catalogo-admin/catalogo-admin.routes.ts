import {
  ROTULOS_CATALOGO,
  ZArvoreCatalogo,
  ZArvoreQuery,
  ZBuscaCatalogo,
  ZItemCatalogoParams,
  ZItemCriado,
  ZMesclarCatalogo,
  ZNovoItemCatalogo,
  ZPaginaCatalogo,
  ZRenomearCatalogo,
  ZTipoCatalogoParam,
} from '@aprovei/shared/catalogo/catalogo-admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { auditar, autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { catalogoAdminService } from './catalogo-admin.service.ts';

const TIPOS = `tipo: ${Object.keys(ROTULOS_CATALOGO).join(', ')}`;

/**
 * The back office's catalogue (issue 21 §1, area `conteudo`): each list (courses, subjects, contents,
 * sub-contents, institutions, bancas, years) paged and searched, created, renamed; two duplicates merged
 * in one transaction; a course's tree. Every write is audited in its transaction.
 */
export const catalogoAdminModule: FastifyPluginAsyncZod = async (app) => {
  const r = app;
  const db = app.database.db;
  const g = rotaDaEquipe(app, 'conteudo');
  const base = { onRequest: g.onRequest };
  const schema = { tags: g.tags, security: g.security };

  r.get(
    '/admin/catalogo/arvore',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'A árvore de um curso: matérias, seus conteúdos e subconteúdos',
        querystring: ZArvoreQuery,
        response: { 200: ZArvoreCatalogo, ...errorsFor(400, 401, 403, 500) },
      },
    },
    (req) => catalogoAdminService(db).arvore(req.tenant, req.query.cursoId),
  );

  r.get(
    '/admin/catalogo/:tipo',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Uma lista do catálogo, por nome, filtrada pelo item de cima (paiId), uma página',
        description: TIPOS,
        params: ZTipoCatalogoParam,
        querystring: ZBuscaCatalogo,
        response: { 200: ZPaginaCatalogo, ...errorsFor(400, 401, 403, 500) },
      },
    },
    (req) => catalogoAdminService(db).listar(req.params.tipo, req.tenant, req.query),
  );

  r.post(
    '/admin/catalogo/:tipo',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Cadastra um item do catálogo (curso, matéria, conteúdo e subconteúdo com o item de cima)',
        description: `${TIPOS}. Um ano é o número com quatro dígitos em nome.`,
        params: ZTipoCatalogoParam,
        body: ZNovoItemCatalogo,
        response: { 201: ZItemCriado, ...errorsFor(400, 401, 403, 409, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      const { tipo } = req.params;
      const id = await db.transaction(async (tx) => {
        const id = await catalogoAdminService(tx).criar(tipo, req.tenant, req.body.nome, req.body.paiId);
        await auditar(tx, autor, { acao: 'criar', entidade: tipo, entidadeId: id, depois: req.body });
        return id;
      });
      return reply.code(201).send({ id });
    },
  );

  r.put(
    '/admin/catalogo/:tipo/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Renomeia um item do catálogo',
        params: ZItemCatalogoParams,
        body: ZRenomearCatalogo,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 409, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      const { tipo, id } = req.params;
      await db.transaction(async (tx) => {
        const antes = await catalogoAdminService(tx).renomear(tipo, req.tenant, id, req.body.nome);
        if (antes !== req.body.nome)
          await auditar(tx, autor, {
            acao: 'renomear',
            entidade: tipo,
            entidadeId: id,
            antes: { nome: antes },
            depois: { nome: req.body.nome },
          });
      });
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/admin/catalogo/:tipo/mesclar',
    {
      ...base,
      schema: {
        ...schema,
        summary:
          'Mescla dois itens repetidos: removerId passa para manterId, sem perder o que aponta para ele',
        description:
          'Questões, exercícios, questões de simulado, e-books, calculadoras, checklists, estatísticas e os ' +
          'itens de baixo passam para o item mantido; o repetido é apagado. Tudo numa transação.',
        params: ZTipoCatalogoParam,
        body: ZMesclarCatalogo,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      const { tipo } = req.params;
      const { manterId, removerId } = req.body;
      await db.transaction(async (tx) => {
        const { manter, remover } = await catalogoAdminService(tx).mesclar(
          tipo,
          req.tenant,
          manterId,
          removerId,
        );
        await auditar(tx, autor, {
          acao: 'mesclar',
          entidade: tipo,
          entidadeId: manterId,
          antes: { manter, remover },
          depois: { id: manterId, nome: manter.nome },
        });
      });
      return reply.code(204).send(null);
    },
  );
};
