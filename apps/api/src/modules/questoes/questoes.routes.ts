import { zId } from '@aprovei/shared/common.schemas';
import {
  ZEstatisticaAcerto,
  ZEstatisticaAlternativa,
  ZOrdenacao,
  ZQuestaoFiltro,
  ZQuestaoPage,
  ZRespostaBody,
  ZRespostaFeedback,
} from '@aprovei/shared/questoes/questoes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser, limitePorUsuario } from '../../plugins/auth.ts';
import { questoesService } from './questoes.service.ts';

/** Question search, answering, statistics and the ordering setting (spec doc 3 §7 "Questions"). */
export const questoesModule: FastifyPluginAsyncZod = async (app) => {
  const service = questoesService(app.database.db);
  const errors = errorsFor(400, 401, 404, 500);
  const base = { preHandler: app.requireAuth };
  const tags = ['questoes'];
  const idParams = z.object({ id: zId('Questão inválida.') });

  app.get(
    '/questoes/listar-questoes',
    {
      ...base,
      config: { sessaoNaLeitura: true },
      schema: {
        tags,
        summary: 'Busca de questões com filtros, modo de exibição e paginação',
        security: bearer,
        querystring: ZQuestaoFiltro,
        response: { 200: ZQuestaoPage, ...errors },
      },
    },
    async (request) => service.listar(currentUser(request).id, request.tenant, request.query),
  );

  app.post(
    '/questoes/verifica-resposta',
    {
      ...base,
      config: { ...limitePorUsuario(app.env.RESPOSTAS_POR_MINUTO, '1 minute'), sessaoNaLeitura: true },
      schema: {
        tags,
        summary: 'Responde uma questão e devolve o resultado',
        security: bearer,
        body: ZRespostaBody,
        response: { 200: ZRespostaFeedback, ...errors },
      },
    },
    async (request) => service.responder(currentUser(request).id, request.tenant, request.body),
  );

  for (const [url, tipo, campo] of [
    ['/questoes/randomizar', 'questoes', 'questoesAleatorias'],
    ['/questoes/randomizar-exercicios', 'exercicios', 'exerciciosAleatorios'],
  ] as const) {
    app.get(
      url,
      {
        ...base,
        schema: {
          tags,
          summary: `Ordem aleatória das ${tipo}: ligada ou não`,
          security: bearer,
          response: { 200: ZOrdenacao, ...errors },
        },
      },
      async (request) => service.ordenacao(currentUser(request).id, campo),
    );
    app.put(
      url,
      {
        ...base,
        schema: {
          tags,
          summary: `Liga ou desliga a ordem aleatória das ${tipo}`,
          security: bearer,
          body: ZOrdenacao,
          response: { 200: ZOrdenacao, ...errors },
        },
      },
      async (request) => service.salvarOrdenacao(currentUser(request).id, campo, request.body.aleatoria),
    );
  }

  app.post(
    '/estatisticas/porcentagem-acerto-questao/:id',
    {
      ...base,
      schema: {
        tags,
        summary: 'Percentual de acertos e erros da questão',
        security: bearer,
        params: idParams,
        response: { 200: ZEstatisticaAcerto, ...errors },
      },
    },
    async (request) => service.estatisticaAcerto(currentUser(request).id, request.tenant, request.params.id),
  );

  app.post(
    '/estatisticas/numero-acertos-por-alternativa/:id',
    {
      ...base,
      schema: {
        tags,
        summary: 'Respostas por alternativa (na somatória: quantas marcaram cada proposição)',
        security: bearer,
        params: idParams,
        response: { 200: z.array(ZEstatisticaAlternativa), ...errors },
      },
    },
    async (request) =>
      service.estatisticaAlternativas(currentUser(request).id, request.tenant, request.params.id),
  );
};
