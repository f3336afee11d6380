import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorResponses } from '../../http/errors.schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { acessoService } from './acesso.service.ts';

/** The /home entry check (spec doc 1 §2.1; its path is not in the spec, so it is ours). */
export const acessoModule: FastifyPluginAsyncZod = async (app) => {
  const acesso = acessoService(app.database.db);
  const { 400: e400, 401: e401, 500: e500 } = errorResponses;

  app.get(
    '/acesso/pode-acessar-home',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['acesso'],
        summary: 'Se o usuário pode entrar em /home (contrato vigente, inclusive estagiário, ou equipe)',
        security: bearer,
        response: { 200: z.boolean(), 400: e400, 401: e401, 500: e500 },
      },
    },
    async (request) => (await acesso.forUser(currentUser(request).id, request.tenant)).podeAcessarHome,
  );
};
