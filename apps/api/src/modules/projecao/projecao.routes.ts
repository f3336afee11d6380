import { ZProjecao, ZProjecaoQuery } from '@aprovei/shared/projecao/projecao.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { CRON_CALIBRACAO, calibrarDificuldades, FILA_CALIBRACAO } from './calibracao.ts';
import { projecaoService } from './projecao.service.ts';

/** The projected score of the national mocks (issue 24 §3) and the nightly Rasch calibration behind it. */
export const projecaoModule: FastifyPluginAsyncZod = async (app) => {
  const service = projecaoService(app.database.db);

  app.jobs.registrar({
    fila: FILA_CALIBRACAO,
    cron: CRON_CALIBRACAO,
    executar: async () => {
      const feito = await calibrarDificuldades(app.database.db);
      app.log.info(feito, 'dificuldades das questões calibradas');
    },
  });

  app.get(
    '/projecao',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['projecao'],
        summary:
          'Nota projetada do ENARE e da FUVEST, com a faixa e o percentil, ou o que falta para projetá-la',
        security: bearer,
        querystring: ZProjecaoQuery,
        response: { 200: ZProjecao, ...errorsFor(400, 401, 404, 500) },
      },
    },
    async (request) => service.projecao(currentUser(request).id, request.tenant, request.query.idPlataforma),
  );
};
