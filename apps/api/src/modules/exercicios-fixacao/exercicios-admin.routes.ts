import { ZBuscaExerciciosAdmin, ZExercicioAdmin } from '@aprovei/shared/questoes/admin.schemas';
import { ZExercicioEdicao, ZExercicioNovo } from '@aprovei/shared/questoes/questoes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrarRotasItemAdmin } from '../itens-estudo/index.ts';
import { exerciciosAdminService } from './admin.service.ts';

/** The back office's fixation exercises (area conteudo): list, read, write, publish, annul, mark outdated. */
export const exerciciosAdminModule: FastifyPluginAsyncZod = async (app) => {
  registrarRotasItemAdmin(app, exerciciosAdminService(app.database.db), {
    nomes: { caminho: 'exercicios', plural: 'Exercícios de fixação', um: 'um exercício' },
    esquemas: [ZBuscaExerciciosAdmin, ZExercicioAdmin, ZExercicioNovo, ZExercicioEdicao],
  });
};
