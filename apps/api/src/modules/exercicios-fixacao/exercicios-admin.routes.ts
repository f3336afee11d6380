import { ZSituacaoItem } from '@aprovei/shared/itens-estudo/situacao';
import {
  ZBuscaExerciciosAdmin,
  ZCriado,
  ZExercicioAdmin,
  ZIdItemParam,
  ZPaginaItensAdmin,
} from '@aprovei/shared/questoes/admin.schemas';
import { ZExercicioEdicao, ZExercicioNovo } from '@aprovei/shared/questoes/questoes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { exerciciosAdminService } from './admin.service.ts';

/** The back office's fixation exercises (area conteudo): list, read, write, publish, annul, mark outdated. */
export const exerciciosAdminModule: FastifyPluginAsyncZod = async (app) => {
  const service = exerciciosAdminService(app.database.db);
  const g = rotaDaEquipe(app, 'conteudo');
  const rota = { onRequest: g.onRequest };
  const base = { tags: g.tags, security: g.security };

  app.get(
    '/admin/exercicios',
    {
      ...rota,
      schema: {
        ...base,
        summary: 'Exercícios de fixação de todas as situações, com filtros, ordenação e paginação',
        querystring: ZBuscaExerciciosAdmin,
        response: { 200: ZPaginaItensAdmin, ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (r) => service.listar(r.query),
  );

  app.get(
    '/admin/exercicios/:id',
    {
      ...rota,
      schema: {
        ...base,
        summary:
          'Um exercício inteiro: afirmativa, contexto, explicação, classificação e histórico do gabarito',
        params: ZIdItemParam,
        response: { 200: ZExercicioAdmin, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (r) => service.obter(r.params.id),
  );

  app.post(
    '/admin/exercicios',
    {
      ...rota,
      schema: {
        ...base,
        summary: 'Cria um exercício, como rascunho ou já publicado',
        body: ZExercicioNovo,
        response: { 201: ZCriado, ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (r, reply) => reply.code(201).send({ id: await service.criar(autorDe(r), r.body) }),
  );

  app.put(
    '/admin/exercicios/:id',
    {
      ...rota,
      schema: {
        ...base,
        summary:
          'Edita um exercício (mudar o gabarito de um publicado exige o motivo e recalcula as respostas)',
        params: ZIdItemParam,
        body: ZExercicioEdicao,
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
    ['anular', 'Anula um exercício publicado'],
    ['desatualizar', 'Marca um exercício publicado como desatualizado'],
  ] as const) {
    app.post(
      `/admin/exercicios/:id/${acao}`,
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
    '/admin/exercicios/:id',
    {
      ...rota,
      schema: {
        ...base,
        summary: 'Exclui um rascunho (um exercício publicado nunca é excluído: 409)',
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
