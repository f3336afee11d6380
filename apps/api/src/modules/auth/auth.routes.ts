import { ZLoginBody, ZRefreshBody, ZTokenResponse } from '@aprovei/shared/auth/auth.schemas';
import { ZRespostaEntrada, ZSegundoPassoBody } from '@aprovei/shared/segundo-fator/segundo-fator.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { authService } from './auth.service.ts';

/** Built-in identity: sign-in, token refresh and sign-out (spec's "external identity service"). */
export const authModule: FastifyPluginAsyncZod = async (app) => {
  const service = authService(app.database.db, app.env, app.tokenKeys, app.captcha);

  app.post(
    '/auth/login',
    {
      config: { rateLimit: { max: app.env.LOGIN_POR_MINUTO, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Entrar com CPF ou e-mail e senha',
        description:
          'Depois de LOGIN_MAX_FALHAS senhas erradas da conta na janela, cada tentativa precisa da ' +
          'verificação humana (campo captcha, GET /api/captcha/desafio); sem ela, ou com uma inválida, ' +
          'a resposta é 400 com codigo CAPTCHA_NECESSARIO. Com a verificação em duas etapas ativa, a ' +
          'resposta é { segundo_fator: "TOTP", desafio } em vez dos tokens: o próximo passo é ' +
          'POST /api/auth/segundo-fator.',
        body: ZLoginBody,
        response: { 200: ZRespostaEntrada, ...errorsFor(400, 401, 429, 500) },
      },
    },
    async (request) => service.login(request.tenant, request.body),
  );

  app.post(
    '/auth/segundo-fator',
    {
      config: { rateLimit: { max: app.env.LOGIN_POR_MINUTO, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Segundo passo da entrada: o código do aplicativo autenticador ou um código de recuperação',
        description:
          'O desafio vale 5 minutos e é gasto pelo código certo (401 depois). Cada código vale uma vez; ' +
          'códigos errados contam para o bloqueio da conta (429 além do limite).',
        body: ZSegundoPassoBody,
        response: { 200: ZTokenResponse, ...errorsFor(400, 401, 429, 500) },
      },
    },
    async (request) => service.segundoPasso(request.tenant, request.body),
  );

  app.post(
    '/auth/refresh',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Renovar o access token (o refresh token é trocado a cada uso)',
        body: ZRefreshBody,
        response: { 200: ZTokenResponse, ...errorsFor(400, 401, 429, 500) },
      },
    },
    async (request) => service.refresh(request.tenant, request.body.refresh_token),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sair: encerra a sessão do refresh token',
        body: ZRefreshBody,
        response: { 204: z.null(), ...errorsFor(400, 500) },
      },
    },
    async (request, reply) => {
      await service.logout(request.body.refresh_token);
      return reply.status(204).send(null);
    },
  );
};
