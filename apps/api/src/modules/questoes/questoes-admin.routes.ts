import { ZBuscaQuestoesAdmin, ZQuestaoAdmin } from '@aprovei/shared/questoes/admin.schemas';
import { ZQuestaoEdicao, ZQuestaoNova } from '@aprovei/shared/questoes/questoes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrarRotasItemAdmin } from '../itens-estudo/index.ts';
import { questoesAdminService } from './admin.service.ts';

/** The back office's questions (area conteudo): list, read, write, publish, annul, mark outdated. */
export const questoesAdminModule: FastifyPluginAsyncZod = async (app) => {
  registrarRotasItemAdmin(app, questoesAdminService(app.database.db), {
    caminho: 'questoes',
    schemas: {
      busca: ZBuscaQuestoesAdmin,
      detalhe: ZQuestaoAdmin,
      novo: ZQuestaoNova,
      edicao: ZQuestaoEdicao,
    },
    resumos: {
      listar: 'Questões de todas as situações, com filtros, ordenação e paginação',
      obter: 'Uma questão inteira: alternativas, explicações, classificação e histórico do gabarito',
      criar: 'Cria uma questão, como rascunho ou já publicada',
      editar:
        'Edita uma questão (mudar o gabarito de uma publicada exige o motivo e recalcula as estatísticas)',
      publicar: 'Publica um rascunho',
      anular: 'Anula uma questão publicada',
      desatualizar: 'Marca uma questão publicada como desatualizada',
      excluir: 'Exclui um rascunho (uma questão publicada nunca é excluída: 409)',
    },
  });
};
