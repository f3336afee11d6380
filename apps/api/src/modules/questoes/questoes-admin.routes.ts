import { ZBuscaQuestoesAdmin, ZQuestaoAdmin } from '@aprovei/shared/questoes/admin.schemas';
import { ZQuestaoEdicao, ZQuestaoNova } from '@aprovei/shared/questoes/questoes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrarRotasItemAdmin } from '../itens-estudo/index.ts';
import { questoesAdminService } from './admin.service.ts';

/** The back office's questions (area conteudo): list, read, write, publish, annul, mark outdated. */
export const questoesAdminModule: FastifyPluginAsyncZod = async (app) => {
  registrarRotasItemAdmin(app, questoesAdminService(app.database.db), {
    nomes: { caminho: 'questoes', plural: 'Questões', um: 'uma questão' },
    esquemas: [ZBuscaQuestoesAdmin, ZQuestaoAdmin, ZQuestaoNova, ZQuestaoEdicao],
  });
};
