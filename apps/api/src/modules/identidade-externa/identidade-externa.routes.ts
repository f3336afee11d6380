import { ZCadastroResposta, ZMensagem } from '@aprovei/shared/conta/conta.schemas';
import {
  ZCadastroExternoBody,
  ZConfirmarVinculoBody,
  ZIdentidadesResposta,
  ZInicioBody,
  ZInicioResposta,
  ZProvedor,
  ZProvedoresResposta,
  ZRetornoBody,
  ZRetornoResposta,
  ZSessaoResposta,
} from '@aprovei/shared/identidade-externa/identidade-externa.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser, limitePorUsuario } from '../../plugins/auth.ts';
import { identidadeExternaService } from './identidade-externa.service.ts';

const tags = ['identidade-externa'];
const params = z.object({ provedor: ZProvedor });

/** Sign-in with Google and Facebook, and the identities linked to the account (issue 23 §1). */
export const identidadeExternaModule: FastifyPluginAsyncZod = async (app) => {
  const service = identidadeExternaService({
    db: app.database.db,
    env: app.env,
    keys: app.tokenKeys,
    captcha: app.captcha,
    log: app.log,
  });
  const porMinuto = { rateLimit: { max: app.env.LOGIN_POR_MINUTO, timeWindow: '1 minute' } };
  /** A signed-in caller, when the request carries a valid session (these routes are public). */
  const usuarioOpcional = async (request: FastifyRequest) => {
    if (!request.headers.authorization) return undefined;
    await app.requireAuth(request);
    return currentUser(request).id;
  };

  app.get(
    '/auth/externo/provedores',
    {
      schema: {
        tags,
        summary: 'Provedores de entrada configurados no produto (Google, Facebook): só eles mostram botão',
        response: { 200: ZProvedoresResposta, ...errorsFor(400, 500) },
      },
    },
    async (request) => ({ provedores: service.provedores(request.tenant) }),
  );

  app.post(
    '/auth/externo/:provedor/inicio',
    {
      config: porMinuto,
      schema: {
        tags,
        summary: 'Começar a entrada pelo provedor: o endereço para onde o navegador vai (código com PKCE)',
        description:
          'intencao=vincular exige a sessão (Bearer) de quem vincula. A chave devolvida fica na aba e volta ' +
          'com o retorno: sem ela a entrada não é encontrada.',
        params,
        body: ZInicioBody,
        response: { 200: ZInicioResposta, ...errorsFor(400, 401, 404, 429, 500, 503) },
      },
    },
    async (request) => {
      const usuarioId = request.body.intencao === 'vincular' ? await obrigatorio(request) : undefined;
      return service.iniciar(request.tenant, request.params.provedor, request.body, usuarioId);
    },
  );

  const obrigatorio = async (request: FastifyRequest) => {
    await app.requireAuth(request);
    return currentUser(request).id;
  };

  app.post(
    '/auth/externo/:provedor/retorno',
    {
      config: porMinuto,
      schema: {
        tags,
        summary:
          'Concluir a volta do provedor (a query que ele mandou): sessão, cadastro, confirmação de vínculo ou vínculo feito',
        params,
        body: ZRetornoBody,
        response: { 200: ZRetornoResposta, ...errorsFor(400, 401, 403, 404, 409, 429, 500, 503) },
      },
    },
    async (request) =>
      service.retorno(request.tenant, request.params.provedor, request.body, await usuarioOpcional(request)),
  );

  app.post(
    '/auth/externo/cadastrar',
    {
      config: { rateLimit: { max: app.env.CADASTROS_POR_10_MINUTOS, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Cadastro de quem chegou pelo provedor: sem senha, com o e-mail dado pelo provedor',
        body: ZCadastroExternoBody,
        response: { 201: ZCadastroResposta, ...errorsFor(400, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      await app.captcha.verificar(request.body.captcha);
      return reply.status(201).send(await service.cadastrar(request.tenant, request.body));
    },
  );

  app.post(
    '/auth/externo/confirmar',
    {
      config: porMinuto,
      schema: {
        tags,
        summary: 'Vincular à conta que tem o e-mail verificado pelo provedor, confirmando com a senha dela',
        body: ZConfirmarVinculoBody,
        response: { 200: ZSessaoResposta, ...errorsFor(400, 409, 429, 500) },
      },
    },
    async (request) => service.confirmar(request.tenant, request.body),
  );

  app.get(
    '/auth/externo/identidades',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Contas do Google e do Facebook vinculadas à própria conta',
        security: bearer,
        response: { 200: ZIdentidadesResposta, ...errorsFor(401, 500) },
      },
    },
    async (request) => service.identidades(currentUser(request).id),
  );

  app.delete(
    '/auth/externo/identidades/:provedor',
    {
      preHandler: app.requireAuth,
      config: limitePorUsuario(20, '10 minutes'),
      schema: {
        tags,
        summary: 'Desvincular a conta do provedor (nunca a última forma de entrar)',
        security: bearer,
        params,
        response: { 200: ZMensagem, ...errorsFor(400, 401, 404, 409, 429, 500) },
      },
    },
    async (request) => service.desvincular(currentUser(request).id, request.params.provedor),
  );
};
