import { zId } from '@aprovei/shared/common.schemas';
import {
  MENSAGENS_PLANOS,
  ZFuncionalidade,
  ZListarPlanosQuery,
  ZPlano,
} from '@aprovei/shared/planos/planos.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { empresaDe } from '../../config/empresa.ts';
import { publicUrl } from '../../config/env.ts';
import { errorsFor } from '../../http/errors.schemas.ts';
import { planosService } from './planos.service.ts';

/**
 * The plans on sale, their features (spec doc 2 §7) and the plan documents (spec doc 1 §7
 * "Subscription": the contract opened from the account screen).
 */
export const planosModule: FastifyPluginAsyncZod = async (app) => {
  const service = planosService(app.database.db);
  const empresa = empresaDe(app.env);

  /** Public, but a caller that sends a token is checked like anywhere else and gets their own list. */
  const usuarioSeHouver = async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) await app.requireAuth(request);
  };

  app.get(
    '/planos/listar',
    {
      preHandler: usuarioSeHouver,
      schema: {
        tags: ['planos'],
        summary: 'Planos à venda (cards da página inicial e de /planos), por ordem',
        description:
          'Público. Planos ativos do produto; com seqPlataforma, os da plataforma e os válidos em todas ' +
          '(o plano estagiário). Com token (Bearer), a lista é a do usuário: só planos pagos (ele já tem ' +
          'conta, o plano gratuito não é oferecido de novo) e sem os planos de que ele tem um contrato com ' +
          'acesso agora. `login` é aceito pelo cliente do spec, mas o filtro usa sempre o usuário do token. ' +
          'Plataforma de outro produto: 404. Token inválido ou sessão encerrada: 401.',
        querystring: ZListarPlanosQuery,
        response: { 200: z.array(ZPlano), ...errorsFor(400, 401, 404, 500) },
      },
    },
    async (request) =>
      service.listar(request.tenant, request.query.seqPlataforma, request.user?.id ?? undefined),
  );

  app.get(
    '/planos/recuperar-plano-por-id/:id',
    {
      schema: {
        tags: ['planos'],
        summary: 'Um plano à venda, com parcelas e funcionalidades (checkout)',
        description: 'Público. Plano inativo, de outro produto ou inexistente: 404.',
        params: z.object({ id: zId(MENSAGENS_PLANOS.planoInvalido) }),
        response: { 200: ZPlano, ...errorsFor(400, 404, 500) },
      },
    },
    async (request) => service.recuperarPorId(request.tenant, request.params.id),
  );

  app.get(
    '/funcionalidades/listar',
    {
      schema: {
        tags: ['planos'],
        summary: 'Funcionalidades dos planos (carrossel de funcionalidades)',
        description: 'Público.',
        response: { 200: z.array(ZFuncionalidade), ...errorsFor(400, 500) },
      },
    },
    async () => service.listarFuncionalidades(),
  );

  const config = {
    rateLimit: {
      max: 30,
      timeWindow: '1 minute',
      keyGenerator: (r: { ip: string }) => r.ip,
    },
  };
  const schema = (summary: string, description: string) => ({
    tags: ['planos'],
    summary,
    description,
    params: z.object({ id: zId(MENSAGENS_PLANOS.planoInvalido) }),
    response: {
      200: z.string().describe('PDF em base64'),
      ...errorsFor(400, 404, 429, 500),
    },
  });

  /** Where the privacy policy lives (the PDF links to it): the configured address, never the Host header. */
  const politicaUrl = (r: { tenant: string }) => `${publicUrl(app.env, r.tenant)}politica-de-privacidade`;

  // A bare string would go out as text/plain; the client expects a JSON string.
  const json = (base64: string) => JSON.stringify(base64);

  app.get(
    '/planos/mostrar-contrato/:id',
    {
      config,
      schema: schema(
        'Contrato de prestação de serviços do plano, em PDF (base64)',
        'Público (o comprador o lê antes de pagar). Plano de outro produto ou inexistente: 404.',
      ),
    },
    async (request, reply) => {
      const pdf = await service.contratoBase64(
        request.tenant,
        request.params.id,
        'padrao',
        politicaUrl(request),
        empresa,
      );
      return reply.type('application/json; charset=utf-8').send(json(pdf));
    },
  );

  app.get(
    '/planos/mostrar-contrato2/:id',
    {
      config,
      schema: schema(
        'Contrato do fluxo de simulados nacionais (ENARE/FUVEST), em PDF (base64)',
        'O mesmo contrato com a cláusula dos simulados nacionais; só para planos com simulados nacionais ' +
          '(planoEnare). Outro plano, de outro produto ou inexistente: 404.',
      ),
    },
    async (request, reply) => {
      const pdf = await service.contratoBase64(
        request.tenant,
        request.params.id,
        'enare',
        politicaUrl(request),
        empresa,
      );
      return reply.type('application/json; charset=utf-8').send(json(pdf));
    },
  );
};
