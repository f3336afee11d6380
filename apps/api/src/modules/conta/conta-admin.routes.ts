import {
  ZBuscaUsuariosAdmin,
  ZIdUsuarioParam,
  ZMudarPapel,
  ZPaginaUsuariosAdmin,
} from '@aprovei/shared/equipe/equipe.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { auditar, autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { buscarUsuarios } from './busca-usuarios.ts';
import { definirPapel } from './papel.ts';

/** The back office's people (admin only): find anyone of the product, give a role. */
export const contaAdminModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const pessoas = rotaDaEquipe(app, 'pessoas');
  app.get(
    '/admin/usuarios',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary: 'Pessoas do produto por nome, e-mail ou CPF, com o papel (CPF mascarado), uma página',
        querystring: ZBuscaUsuariosAdmin,
        response: { 200: ZPaginaUsuariosAdmin, ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (r) => buscarUsuarios(db, r.tenant, r.query),
  );

  app.put(
    '/admin/usuarios/:id/papel',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary: 'Dá um papel a uma pessoa (409 para tirar o último administrador)',
        params: ZIdUsuarioParam,
        body: ZMudarPapel,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 409, 500) },
      },
    },
    async (r, reply) => {
      const autor = autorDe(r);
      await db.transaction(async (tx) => {
        const antes = await definirPapel(tx, r.tenant, r.params.id, r.body.papel);
        if (antes === null) throw new AppError('NAO_ENCONTRADO', 'Usuário não encontrado.');
        if (antes !== r.body.papel)
          await auditar(tx, autor, {
            acao: 'mudar-papel',
            entidade: 'usuario',
            entidadeId: r.params.id,
            antes: { papel: antes },
            depois: { papel: r.body.papel },
          });
      });
      return reply.code(204).send(null);
    },
  );
};
