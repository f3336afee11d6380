import { zId } from '@aprovei/shared/common.schemas';
import {
  ZEstatisticaExercicio,
  ZExercicioFiltro,
  ZExercicioPage,
  ZRespostaExercicioBody,
  ZRespostaExercicioFeedback,
} from '@aprovei/shared/questoes/questoes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { exerciciosService } from './exercicios.service.ts';

/** True/false fixation exercises (spec doc 3 "Fixation exercises"). */
export const exerciciosModule: FastifyPluginAsyncZod = async (app) => {
  const service = exerciciosService(app.database.db);
  const errors = errorsFor(400, 401, 404, 500);
  const base = { preHandler: app.requireAuth };
  const tags = ['exercicios-fixacao'];

  app.get(
    '/questoes/listar-verdadeiro-falso',
    {
      ...base,
      config: { sessaoNaLeitura: true },
      schema: {
        tags,
        summary: 'Busca de exercícios de fixação',
        security: bearer,
        querystring: ZExercicioFiltro,
        response: { 200: ZExercicioPage, ...errors },
      },
    },
    async (request) => service.listar(currentUser(request).id, request.tenant, request.query),
  );

  app.post(
    '/questoes/verifica-resposta-verdadeiro-falso',
    {
      ...base,
      config: { sessaoNaLeitura: true },
      schema: {
        tags,
        summary: 'Responde Certo ou Errado (idAlternativa é o id do exercício)',
        security: bearer,
        body: ZRespostaExercicioBody,
        response: { 200: ZRespostaExercicioFeedback, ...errors },
      },
    },
    async (request) =>
      service.responder(
        currentUser(request).id,
        request.tenant,
        request.body.idAlternativa,
        request.body.respostaMarcadaVerdadeiroFalso,
        request.body.idCliente,
      ),
  );

  app.post(
    '/estatisticas/percentual-alternativa-exercicios/:id',
    {
      ...base,
      schema: {
        tags,
        summary: 'Acertos, erros e percentual de Certo/Errado do exercício',
        security: bearer,
        params: z.object({ id: zId('Exercício inválido.') }),
        response: { 200: ZEstatisticaExercicio, ...errors },
      },
    },
    async (request) => service.estatistica(currentUser(request).id, request.tenant, request.params.id),
  );
};
