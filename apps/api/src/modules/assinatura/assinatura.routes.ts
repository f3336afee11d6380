import { ZContratacaoProdutos, ZContratoPlano } from '@aprovei/shared/assinatura/assinatura.schemas';
import { zId } from '@aprovei/shared/common.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser, limitePorUsuario } from '../../plugins/auth.ts';
import { acessoService } from '../acesso/index.ts';
import { assinaturaService, encerrarPrazosArrependimento } from './assinatura.service.ts';
import type { EventosDeContratos } from './eventos.ts';

/**
 * Subscription checks and the account screen's contract calls (spec doc 1 §7 "Subscription").
 * Buying comes with the commerce module.
 */
export const assinaturaModule: FastifyPluginAsyncZod<{ eventos: EventosDeContratos }> = async (
  app,
  { eventos },
) => {
  const acesso = acessoService(app.database.db);
  // A withdrawal is announced on `eventos`: checkout refunds the purchase first (app.ts wires it).
  const service = assinaturaService(app.database.db, eventos);
  // Hourly (São Paulo time): contracts whose 7 days of withdrawal ended go from 5 to 1.
  app.jobs.registrar({
    fila: 'prazos-arrependimento',
    cron: '0 * * * *',
    executar: async () => {
      const mudados = await encerrarPrazosArrependimento(app.database.db);
      if (mudados > 0) app.log.info({ mudados }, 'prazo de arrependimento encerrado');
    },
  });
  const response = { 200: z.boolean(), ...errorsFor(400, 401, 500) };

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

  app.get(
    '/assinatura/recuperar-ultima-assinatura-usuario',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['assinatura'],
        summary: 'Último contrato do usuário na plataforma (Meu plano), com o bloco do plano ENARE',
        description:
          'Contrato mais recente (por dataInicio) de um plano da plataforma ou válido em todas (estagiário). ' +
          'Um plano só de simulados nacionais (planoEnare sem acesso completo) aparece em contratacaoPlanoEnare. ' +
          'Responde 200 com null quando o usuário não tem contrato na plataforma; 404 para plataforma de outro produto.',
        security: bearer,
        querystring: z.object({ idPlataforma: zId('Plataforma inválida.') }),
        response: { 200: ZContratoPlano.nullable(), ...errorsFor(400, 401, 404, 500) },
      },
    },
    async (request) =>
      service.ultimaAssinatura(currentUser(request).id, request.tenant, request.query.idPlataforma),
  );

  app.get(
    '/assinatura/recuperar-contratacoes-usuario',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['assinatura'],
        summary: 'Produtos comprados pelo usuário, agrupados por contratação (Meus Produtos)',
        security: bearer,
        response: { 200: z.array(ZContratacaoProdutos), ...errorsFor(400, 401, 500) },
      },
    },
    async (request) => service.contratacoesComProdutos(currentUser(request).id, request.tenant),
  );

  app.post(
    '/assinatura/cancelar-assinatura',
    {
      preHandler: app.requireAuth,
      config: limitePorUsuario(20, '1 minute'),
      schema: {
        tags: ['assinatura'],
        summary: 'Cancela a assinatura (no prazo de arrependimento) ou a sua renovação automática',
        description:
          'Situação 5 (prazo de arrependimento, CDC art. 49): o plano é cancelado e o acesso termina agora ' +
          '(situação 6, ENCERRADA). Situação 1: a renovação automática para e o acesso segue até ' +
          'dataValidadeAssinatura (situação 4). Situações 2 e 3 (período não pago) encerram o contrato. ' +
          'Cancelar de novo não muda nada e responde o mesmo contrato. Contrato de outro usuário: 404.',
        security: bearer,
        querystring: z.object({ idContratacao: zId('Contratação inválida.') }),
        response: { 200: ZContratoPlano, ...errorsFor(400, 401, 404, 429, 500) },
      },
    },
    async (request) => service.cancelar(currentUser(request).id, request.query.idContratacao),
  );
};
