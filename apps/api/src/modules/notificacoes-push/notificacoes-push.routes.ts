import { ZMensagem } from '@aprovei/shared/conta/conta.schemas';
import {
  ZAparelhoPush,
  ZAparelhosPush,
  ZChavePublicaPush,
  ZIdAparelhoParams,
  ZInscricaoPush,
} from '@aprovei/shared/notificacoes-push/notificacoes-push.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser, limitePorUsuario } from '../../plugins/auth.ts';
import { FILA_PUSH, type NotificacoesPush, type TrabalhoPush } from './notificacoes-push.service.ts';

/**
 * The devices that receive the person's notifications ('Configurações' › 'Notificações'): the server's
 * public key, subscribing this device, the list, removing one, a test notification. The service is built
 * in app.ts, which hands it to the modules that notify.
 */
export const notificacoesPushModule: FastifyPluginAsyncZod<{ push: NotificacoesPush }> = async (
  app,
  { push },
) => {
  const base = { preHandler: app.requireAuth };
  const tags = ['notificacoes-push'];

  if (push.ativo) {
    app.jobs.registrar<TrabalhoPush>({
      fila: FILA_PUSH,
      essencial: true,
      retentativas: 3,
      esperaSegundos: 60,
      executar: (trabalho) => push.entregar(trabalho),
    });
  } else if (app.env.NODE_ENV === 'production') {
    app.log.warn('VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY não configuradas: notificações push desligadas');
  }

  app.get(
    '/notificacoes-push/chave-publica',
    {
      schema: {
        tags,
        summary: 'A chave pública VAPID do servidor (o applicationServerKey do navegador); 404 sem push',
        response: { 200: ZChavePublicaPush, ...errorsFor(404, 500) },
      },
    },
    async () => push.chavePublica(),
  );

  app.get(
    '/notificacoes-push/aparelhos',
    {
      ...base,
      schema: {
        tags,
        summary: 'Os aparelhos que recebem as notificações da pessoa',
        security: bearer,
        response: { 200: ZAparelhosPush, ...errorsFor(401, 500) },
      },
    },
    async (request) => push.aparelhos(currentUser(request).id),
  );

  app.post(
    '/notificacoes-push/aparelhos',
    {
      ...base,
      config: limitePorUsuario(20, '1 minute'),
      schema: {
        tags,
        summary: 'Ativa as notificações neste aparelho (a inscrição do navegador; repetida, só atualiza)',
        security: bearer,
        body: ZInscricaoPush,
        response: { 200: ZAparelhoPush, ...errorsFor(400, 401, 404, 429, 500) },
      },
    },
    async (request) => push.inscrever(currentUser(request).id, request.body, request.headers['user-agent']),
  );

  app.delete(
    '/notificacoes-push/aparelhos/:id',
    {
      ...base,
      schema: {
        tags,
        summary: 'Remove um aparelho da pessoa (404 se não é dela)',
        security: bearer,
        params: ZIdAparelhoParams,
        response: { 204: z.null(), ...errorsFor(400, 401, 404, 500) },
      },
    },
    async (request, reply) => {
      await push.remover(currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/notificacoes-push/teste',
    {
      ...base,
      config: limitePorUsuario(5, '1 minute'),
      schema: {
        tags,
        summary: 'Envia uma notificação de teste a todos os aparelhos da pessoa',
        security: bearer,
        response: { 200: ZMensagem, ...errorsFor(401, 404, 429, 500) },
      },
    },
    async (request) => push.testar(currentUser(request).id, request.tenant),
  );
};
