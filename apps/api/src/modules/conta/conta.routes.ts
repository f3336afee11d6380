import { onlyDigits } from '@aprovei/shared/conta/cpf.rules';
import { AppError, MENSAGENS } from '@aprovei/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { acessoService } from '../acesso/acesso.service.ts';
import { bearer, errorResponses } from '../errors.schemas.ts';

/** Account checks (spec doc 1 §7 "Account"). Registration and profile come with the account issue. */
export const contaModule: FastifyPluginAsyncZod = async (app) => {
  const acesso = acessoService(app.database.db);
  const { 400: e400, 401: e401, 403: e403, 500: e500 } = errorResponses;
  const response = { 200: z.boolean(), 400: e400, 401: e401, 500: e500 };
  const forUser = (request: Parameters<typeof currentUser>[0]) =>
    acesso.forUser(currentUser(request).id, request.tenant);
  const route = (summary: string) => ({
    preHandler: app.requireAuth,
    schema: { tags: ['conta'], summary, security: bearer, response },
  });

  app.get(
    '/conta/verifica-usuario-admin',
    route('Se o usuário é administrador'),
    async (r) => (await forUser(r)).admin,
  );
  app.get(
    '/conta/verifica-usuario-enare',
    route('Se o usuário tem um plano de simulados nacionais (ENARE/FUVEST) vigente'),
    async (r) => (await forUser(r)).planoEnare,
  );
  app.get(
    '/conta/verifica-se-usaurio-tem-contratacao',
    route('Se o usuário já contratou algum plano (caminho escrito como no produto)'),
    async (r) => acesso.temContratacao(currentUser(r).id),
  );
  app.get(
    '/conta/verificar-premicao-academy',
    route('Se o plano do usuário dá acesso à Aprovei Academy'),
    async (r) => (await forUser(r)).academy,
  );

  app.get(
    '/conta/redireciona-acesso-academy',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['conta'],
        summary: 'Endereço da Aprovei Academy para onde o usuário é levado',
        security: bearer,
        response: { 200: z.string(), 400: e400, 401: e401, 403: e403, 500: e500 },
      },
    },
    async (request, reply) => {
      if (!(await forUser(request)).academy) {
        throw new AppError('PROIBIDO', 'Seu plano não inclui acesso à Aprovei Academy.');
      }
      // A bare string would go out as text/plain; the client expects a JSON string.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(app.env.ACADEMY_URL));
    },
  );

  app.get(
    '/conta/verifica-existencia-usuario',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['conta'],
        summary: 'Se existe cadastro para o e-mail e CPF do próprio usuário (os do token)',
        security: bearer,
        querystring: z.object({
          email: z.string().trim().min(1, 'Informe o e-mail.').max(254, 'E-mail muito longo.'),
          cpf: z.string().trim().min(1, 'Informe o CPF.').max(14, 'CPF inválido.'),
        }),
        response: { ...response, 403: e403 },
      },
    },
    async (request) => {
      const { claims } = currentUser(request);
      const email = request.query.email.toLowerCase();
      const cpf = onlyDigits(request.query.cpf);
      if (email !== claims.email.toLowerCase() || cpf !== claims.cpf)
        throw new AppError('PROIBIDO', MENSAGENS.proibido);
      return acesso.usuarioExiste(request.tenant, email, cpf);
    },
  );
};
