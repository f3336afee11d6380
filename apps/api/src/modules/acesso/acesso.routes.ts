import { PLATAFORMAS_DO_TENANT } from '@aprovei/shared/plataforma/plataforma.rules';
import { ZPlataformasDoUsuario } from '@aprovei/shared/plataforma/plataforma.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { acessoService } from './acesso.service.ts';

/** The /home entry check (spec doc 1 §2.1; its path is not in the spec, so it is ours). */
export const acessoModule: FastifyPluginAsyncZod = async (app) => {
  const acesso = acessoService(app.database.db);

  app.get(
    '/acesso/pode-acessar-home',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['acesso'],
        summary: 'Se o usuário pode entrar em /home (contrato vigente, inclusive estagiário, ou equipe)',
        security: bearer,
        response: { 200: z.boolean(), ...errorsFor(400, 401, 500) },
      },
    },
    async (request) => (await acesso.forUser(currentUser(request).id, request.tenant)).podeAcessarHome,
  );

  app.get(
    '/acesso/plataformas',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['acesso'],
        summary:
          'Plataformas do produto e as que um plano do usuário libera por completo (a de entrada e a troca de plataforma)',
        security: bearer,
        response: { 200: ZPlataformasDoUsuario, ...errorsFor(400, 401, 500) },
      },
    },
    async (request) => ({
      plataformas: [...PLATAFORMAS_DO_TENANT[request.tenant]],
      completas: (await acesso.forUser(currentUser(request).id, request.tenant)).plataformasCompletas,
    }),
  );
};
