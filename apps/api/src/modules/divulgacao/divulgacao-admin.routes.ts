import {
  ZDivulgacaoAdmin,
  ZDivulgacaoForm,
  ZIdConteudo,
} from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { auditar, autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { divulgacaoService } from './divulgacao.service.ts';

const ENTIDADE = 'divulgacao';

/**
 * The back office's promotional popups (issue 22 §3, area `negocio`): per product and platform, with
 * title, HTML text, image, link, period and on/off. Each write audited in its transaction.
 */
export const divulgacaoAdminModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const g = rotaDaEquipe(app, 'negocio');
  const base = { onRequest: g.onRequest };
  const schema = { tags: g.tags, security: g.security };

  app.get(
    '/admin/divulgacoes',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'As divulgações (popups) do produto, a mais recente primeiro',
        response: { 200: z.array(ZDivulgacaoAdmin), ...errorsFor(401, 403, 500) },
      },
    },
    (req) => divulgacaoService(db).listarAdmin(req.tenant),
  );

  app.get(
    '/admin/divulgacoes/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Uma divulgação',
        params: ZIdConteudo,
        response: { 200: ZDivulgacaoAdmin, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    (req) => divulgacaoService(db).detalhe(req.tenant, req.params.id),
  );

  app.post(
    '/admin/divulgacoes',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Cadastra uma divulgação (HTML sanitizado; imagem só da própria plataforma)',
        body: ZDivulgacaoForm,
        response: { 201: ZDivulgacaoAdmin, ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      const nova = await db.transaction(async (tx) => {
        const depois = await divulgacaoService(tx).criarAdmin(req.tenant, req.body);
        await auditar(tx, autor, { acao: 'criar', entidade: ENTIDADE, entidadeId: depois.id, depois });
        return depois;
      });
      return reply.code(201).send(nova);
    },
  );

  app.put(
    '/admin/divulgacoes/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Altera uma divulgação: textos, imagem, link, plataforma, período, ativa ou não',
        params: ZIdConteudo,
        body: ZDivulgacaoForm,
        response: { 200: ZDivulgacaoAdmin, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (req) => {
      const autor = autorDe(req);
      return db.transaction(async (tx) => {
        const { antes, depois } = await divulgacaoService(tx).editar(req.tenant, req.params.id, req.body);
        const acao = antes.ativo === depois.ativo ? 'editar' : depois.ativo ? 'ativar' : 'desativar';
        await auditar(tx, autor, { acao, entidade: ENTIDADE, entidadeId: depois.id, antes, depois });
        return depois;
      });
    },
  );

  app.delete(
    '/admin/divulgacoes/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Exclui uma divulgação (e o registro de quem a dispensou)',
        params: ZIdConteudo,
        response: { 204: z.null().describe('Excluída'), ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      await db.transaction(async (tx) => {
        const antes = await divulgacaoService(tx).excluir(req.tenant, req.params.id);
        await auditar(tx, autor, { acao: 'excluir', entidade: ENTIDADE, entidadeId: antes.id, antes });
      });
      return reply.code(204).send(null);
    },
  );
};
