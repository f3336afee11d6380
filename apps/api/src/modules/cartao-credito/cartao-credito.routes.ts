import {
  ZAlterarCartaoBody,
  ZBandeiraCartao,
  ZCartaoIdParams,
  ZCartaoNovoBody,
  ZCartaoSalvo,
  ZExcluirCartaoQuery,
  ZTokenCartao,
  ZTokenCartaoBody,
  ZTokenizador,
} from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser, limitePorUsuario } from '../../plugins/auth.ts';
import { consultaCepDoAmbiente } from '../consulta-cep/index.ts';
import { cartaoCreditoService } from './cartao-credito.service.ts';
import type { EventosDeCartoes } from './eventos.ts';

/** The sandbox's tokeniser, at Mercado Pago's path (`/v1/card_tokens`) under its own prefix. */
export const SANDBOX_CARD_TOKENS_PATH = '/gateway-sandbox/v1/card_tokens';

/**
 * Card brands and saved cards (spec doc 1 §7 Cards, doc 2 §7), and the sandbox's tokeniser. A card
 * number or CVV reaches only the tokeniser, which hands it to the gateway and keeps nothing; the
 * request log never holds a body (logger.ts).
 */
export const cartaoCreditoModule: FastifyPluginAsyncZod<{ eventos: EventosDeCartoes }> = async (
  app,
  { eventos },
) => {
  const cep = consultaCepDoAmbiente(app.database.db, app.env);
  const service = cartaoCreditoService(app.database.db, app.paymentGateway, cep);
  // A new main or secondary card is announced (checkout retries the renewals that failed, code 3).
  const depoisDe = async <T>(usuarioId: number, feito: Promise<T>): Promise<T> => {
    const resultado = await feito;
    await eventos.anunciar({ usuarioId, tipo: 'novo' });
    return resultado;
  };
  const tags = ['cartao-credito'];
  const auth = { preHandler: app.requireAuth };
  const lista = { 200: z.array(ZCartaoSalvo), ...errorsFor(400, 401, 404, 409, 500, 503) };

  app.get(
    '/bandeira-cartao/listar',
    {
      schema: {
        tags,
        summary: 'Bandeiras de cartão: nome, sigla, marca (SVG em base64), prefixos, comprimentos e CVV',
        response: { 200: z.array(ZBandeiraCartao), ...errorsFor(500) },
      },
    },
    async () => service.bandeiras(),
  );

  app.get(
    '/cartao-credito/tokenizador',
    {
      schema: {
        tags,
        summary: 'Onde o navegador tokeniza o cartão (o sandbox, ou o /v1/card_tokens do Mercado Pago)',
        response: { 200: ZTokenizador, ...errorsFor(500, 503) },
      },
    },
    async () => {
      if (app.paymentGateway.name === 'sandbox') return { url: SANDBOX_CARD_TOKENS_PATH.slice(1) };
      if (!app.env.MERCADOPAGO_PUBLIC_KEY) {
        throw new AppError(
          'INDISPONIVEL',
          'Cadastro de cartões indisponível: falta a chave pública da operadora.',
        );
      }
      const url = new URL('/v1/card_tokens', app.env.MERCADOPAGO_BASE_URL);
      url.searchParams.set('public_key', app.env.MERCADOPAGO_PUBLIC_KEY);
      return { url: url.toString() };
    },
  );

  if (app.paymentGateway.name === 'sandbox') {
    app.post(
      SANDBOX_CARD_TOKENS_PATH,
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: (r: { ip: string }) => r.ip } },
        schema: {
          tags: ['gateway-sandbox'],
          summary: 'Tokenizador da operadora sandbox (o formato de /v1/card_tokens do Mercado Pago)',
          description: 'Único caminho que recebe número e CVV; nada deles é guardado nem registrado.',
          body: ZTokenCartaoBody,
          response: { 200: ZTokenCartao, ...errorsFor(400, 429, 500, 503) },
        },
      },
      async (request) => service.tokenizar(request.body),
    );
  }

  app.post(
    '/cartao-credito',
    {
      preHandler: app.requireAuth,
      config: limitePorUsuario(20, '1 hour'),
      schema: {
        tags,
        summary: 'Salva um cartão (token da operadora, titular, endereço)',
        security: bearer,
        body: ZCartaoNovoBody,
        response: { 200: ZCartaoSalvo, ...errorsFor(400, 401, 429, 500, 503) },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      return depoisDe(id, service.criar(id, request.body));
    },
  );

  app.get(
    '/cartao-credito/listar',
    {
      ...auth,
      schema: { tags, summary: 'Cartões do usuário (principal primeiro)', security: bearer, response: lista },
    },
    async (request) => service.listar(currentUser(request).id),
  );

  app.get(
    '/cartao-credito/listar-cartoes-salvos',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Cartões do usuário que ainda podem pagar (não vencidos)',
        security: bearer,
        response: lista,
      },
    },
    async (request) => service.listarSalvos(currentUser(request).id),
  );

  app.delete(
    '/cartao-credito',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Exclui um cartão do usuário (também na operadora)',
        security: bearer,
        querystring: ZExcluirCartaoQuery,
        response: { 204: z.null(), ...errorsFor(400, 401, 404, 500, 503) },
      },
    },
    async (request, reply) => {
      await service.excluir(currentUser(request).id, request.query.idCartao);
      await eventos.anunciar({ usuarioId: currentUser(request).id, tipo: 'excluido' });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/cartao-credito',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Altera o apelido de um cartão (até 100 caracteres)',
        security: bearer,
        body: ZAlterarCartaoBody,
        response: { 200: ZCartaoSalvo, ...errorsFor(400, 401, 404, 500) },
      },
    },
    async (request) => service.alterar(currentUser(request).id, request.body),
  );

  app.post(
    '/cartao-credito/atualizar-cartao-principal/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Define o cartão principal',
        security: bearer,
        params: ZCartaoIdParams,
        response: lista,
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      return depoisDe(id, service.definirPrincipal(id, request.params.id));
    },
  );

  app.post(
    '/cartao-credito/atualizar-cartao-secundario/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Define o cartão secundário',
        security: bearer,
        params: ZCartaoIdParams,
        response: lista,
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      return depoisDe(id, service.definirSecundario(id, request.params.id));
    },
  );
};
