import { ZSituacaoItem } from '@aprovei/shared/itens-estudo/situacao';
import {
  ZBuscaQuestoesAdmin,
  ZCriado,
  ZIdItemParam,
  ZPaginaItensAdmin,
  ZQuestaoAdmin,
} from '@aprovei/shared/questoes/admin.schemas';
import { ZQuestaoEdicao, ZQuestaoNova } from '@aprovei/shared/questoes/questoes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { questoesAdminService } from './admin.service.ts';

/** The back office's questions (area conteudo): list, read, write, publish, annul, mark outdated. */
export const questoesAdminModule: FastifyPluginAsyncZod = async (app) => {
  const service = questoesAdminService(app.database.db);
  const g = rotaDaEquipe(app, 'conteudo');
  const rota = { onRequest: g.onRequest };
  const base = { tags: g.tags, security: g.security };

  app.get(
    '/admin/questoes',
    {
      ...rota,
      schema: {
        ...base,
        summary: 'Questões de todas as situações, com filtros, ordenação e paginação',
        querystring: ZBuscaQuestoesAdmin,
        response: { 200: ZPaginaItensAdmin, ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (r) => service.listar(r.query),
  );

  app.get(
    '/admin/questoes/:id',
    {
      ...rota,
      schema: {
        ...base,
        summary: 'Uma questão inteira: alternativas, explicações, classificação e histórico do gabarito',
        params: ZIdItemParam,
        response: { 200: ZQuestaoAdmin, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (r) => service.obter(r.params.id),
  );

  app.post(
    '/admin/questoes',
    {
      ...rota,
      schema: {
        ...base,
        summary: 'Cria uma questão, como rascunho ou já publicada',
        body: ZQuestaoNova,
        response: { 201: ZCriado, ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (r, reply) => reply.code(201).send({ id: await service.criar(autorDe(r), r.body) }),
  );

  app.put(
    '/admin/questoes/:id',
    {
      ...rota,
      schema: {
        ...base,
        summary:
          'Edita uma questão (mudar o gabarito de uma publicada exige o motivo e recalcula as estatísticas)',
        params: ZIdItemParam,
        body: ZQuestaoEdicao,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (r, reply) => {
      await service.editar(autorDe(r), r.params.id, r.body);
      return reply.code(204).send(null);
    },
  );

  for (const [acao, resumo] of [
    ['publicar', 'Publica um rascunho'],
    ['anular', 'Anula uma questão publicada'],
    ['desatualizar', 'Marca uma questão publicada como desatualizada'],
  ] as const) {
    app.post(
      `/admin/questoes/:id/${acao}`,
      {
        ...rota,
        schema: {
          ...base,
          summary: resumo,
          params: ZIdItemParam,
          response: {
            200: z.object({ situacao: ZSituacaoItem }),
            ...errorsFor(400, 401, 403, 404, 409, 500),
          },
        },
      },
      async (r) => ({ situacao: await service.mover(autorDe(r), r.params.id, acao) }),
    );
  }

  app.delete(
    '/admin/questoes/:id',
    {
      ...rota,
      schema: {
        ...base,
        summary: 'Exclui um rascunho (uma questão publicada nunca é excluída: 409)',
        params: ZIdItemParam,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 409, 500) },
      },
    },
    async (r, reply) => {
      await service.excluir(autorDe(r), r.params.id);
      return reply.code(204).send(null);
    },
  );
};
