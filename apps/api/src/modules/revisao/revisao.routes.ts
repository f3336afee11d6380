import {
  ZCalibracao,
  ZCerteza,
  ZCertezaBody,
  ZContagemRevisoes,
  ZDesligarEmailQuery,
  ZMensagem,
  ZPreferenciaRevisao,
  ZRespostaParams,
  ZRevisarBody,
  ZRevisarResultado,
  ZRevisoesHoje,
  ZRevisoesQuery,
} from '@aprovei/shared/revisao/revisao.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser, limitePorUsuario } from '../../plugins/auth.ts';
import type { NotificacoesPush } from '../notificacoes-push/index.ts';
import { CRON_LEMBRETES, enviarLembretes, FILA_LEMBRETES } from './lembretes.ts';
import { revisaoService } from './revisao.service.ts';

/** The daily review (issue 24): today's queue, reviewing an item, an answer's certainty, the settings. */
export const revisaoModule: FastifyPluginAsyncZod<{ push: NotificacoesPush }> = async (app, { push }) => {
  const service = revisaoService(app.database.db);
  const base = { preHandler: app.requireAuth };
  const tags = ['revisao'];
  const deps = { db: app.database.db, env: app.env, mailer: app.mailer, push, segredo: app.tokenKeys.secret };

  // Hourly (São Paulo time): the daily e-mail (and push) of the students whose chosen hour it is.
  app.jobs.registrar({
    fila: FILA_LEMBRETES,
    cron: CRON_LEMBRETES,
    executar: async () => {
      const enviados = await enviarLembretes(deps, new Date());
      app.log.info({ enviados }, 'e-mails diários das revisões enviados');
    },
  });

  app.get(
    '/revisoes/email/desligar',
    {
      schema: {
        tags,
        summary: 'Desliga o e-mail diário das revisões com um clique (link assinado do próprio e-mail)',
        querystring: ZDesligarEmailQuery,
        response: { 200: ZMensagem, ...errorsFor(400, 500) },
      },
    },
    async (request) => service.desligarEmail(app.tokenKeys.secret, request.query.u, request.query.a),
  );

  app.get(
    '/revisoes/hoje',
    {
      ...base,
      schema: {
        tags,
        summary: 'Revisões de hoje: quantas e as primeiras, com as alternativas em nova ordem',
        security: bearer,
        querystring: ZRevisoesQuery,
        response: { 200: ZRevisoesHoje, ...errorsFor(400, 401, 404, 500) },
      },
    },
    async (request) => service.hoje(currentUser(request).id, request.tenant, request.query.idPlataforma),
  );

  app.get(
    '/revisoes/contagem',
    {
      ...base,
      schema: {
        tags,
        summary: 'Quantas revisões há para hoje (o card da página inicial)',
        security: bearer,
        querystring: ZRevisoesQuery,
        response: { 200: ZContagemRevisoes, ...errorsFor(400, 401, 404, 500) },
      },
    },
    async (request) => service.contagem(currentUser(request).id, request.tenant, request.query.idPlataforma),
  );

  app.get(
    '/revisoes/calibracao',
    {
      ...base,
      schema: {
        tags,
        summary: 'Calibração (acertos por nível de certeza) e motivos dos erros por matéria',
        security: bearer,
        querystring: ZRevisoesQuery,
        response: { 200: ZCalibracao, ...errorsFor(400, 401, 404, 500) },
      },
    },
    async (request) =>
      service.calibracao(currentUser(request).id, request.tenant, request.query.idPlataforma),
  );

  app.post(
    '/revisoes/revisar',
    {
      ...base,
      config: limitePorUsuario(app.env.RESPOSTAS_POR_MINUTO, '1 minute'),
      schema: {
        tags,
        summary: 'Responde um item das revisões: o resultado, a explicação e quando ele volta',
        security: bearer,
        body: ZRevisarBody,
        response: { 200: ZRevisarResultado, ...errorsFor(400, 401, 404, 500) },
      },
    },
    async (request) => service.revisar(currentUser(request).id, request.tenant, request.body),
  );

  app.put(
    '/revisoes/respostas/:tipo/:idResposta',
    {
      ...base,
      schema: {
        tags,
        summary: 'Certeza e motivo do erro de uma resposta (depois de responder)',
        security: bearer,
        params: ZRespostaParams,
        body: ZCertezaBody,
        response: { 200: ZCerteza, ...errorsFor(400, 401, 404, 500) },
      },
    },
    async (request) =>
      service.registrarCerteza(
        currentUser(request).id,
        request.params.tipo,
        request.params.idResposta,
        request.body,
      ),
  );

  app.get(
    '/revisoes/preferencias',
    {
      ...base,
      schema: {
        tags,
        summary: 'Data da prova e e-mail diário das revisões',
        security: bearer,
        response: { 200: ZPreferenciaRevisao, ...errorsFor(401, 500) },
      },
    },
    async (request) => service.preferencia(currentUser(request).id),
  );

  app.put(
    '/revisoes/preferencias',
    {
      ...base,
      schema: {
        tags,
        summary: 'Salva a data da prova e o e-mail diário das revisões',
        security: bearer,
        body: ZPreferenciaRevisao,
        response: { 200: ZPreferenciaRevisao, ...errorsFor(400, 401, 500) },
      },
    },
    async (request) => service.salvarPreferencia(currentUser(request).id, request.body),
  );
};
