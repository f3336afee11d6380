import { zId } from '@aprovei/shared/common.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { acessoService } from '../acesso/acesso.service.ts';
import { bearer, errorResponses } from '../errors.schemas.ts';

/** Subscription checks (spec doc 1 §7 "Subscription"). Buying comes with the commerce module. */
export const assinaturaModule: FastifyPluginAsyncZod = async (app) => {
  const acesso = acessoService(app.database.db);
  const { 400: e400, 401: e401, 500: e500 } = errorResponses;
  const response = { 200: z.boolean(), 400: e400, 401: e401, 500: e500 };

  app.get(
    '/assinatura/is-assinatura-ativa-usuario',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['assinatura'],
        summary: 'Se o usuário tem uma assinatura paga vigente',
        security: bearer,
        response,
      },
    },
    async (request) => (await acesso.forUser(currentUser(request).id, request.tenant)).assinaturaAtiva,
  );

  app.get(
    '/assinatura/is-assinatura-acesso-completo-2',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['assinatura'],
        summary: 'Se o usuário tem acesso completo na plataforma',
        security: bearer,
        querystring: z.object({ idPlataforma: zId('Plataforma inválida.') }),
        response,
      },
    },
    async (request) =>
      (await acesso.forUser(currentUser(request).id, request.tenant)).acessoCompleto(
        request.query.idPlataforma,
      ),
  );
};
