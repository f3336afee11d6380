import { ZBuscaExerciciosAdmin, ZExercicioAdmin } from '@aprovei/shared/questoes/admin.schemas';
import { ZExercicioEdicao, ZExercicioNovo } from '@aprovei/shared/questoes/questoes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrarRotasItemAdmin } from '../itens-estudo/index.ts';
import { exerciciosAdminService } from './admin.service.ts';

/** The back office's fixation exercises (area conteudo): list, read, write, publish, annul, mark outdated. */
export const exerciciosAdminModule: FastifyPluginAsyncZod = async (app) => {
  registrarRotasItemAdmin(app, exerciciosAdminService(app.database.db), {
    caminho: 'exercicios',
    schemas: {
      busca: ZBuscaExerciciosAdmin,
      detalhe: ZExercicioAdmin,
      novo: ZExercicioNovo,
      edicao: ZExercicioEdicao,
    },
    resumos: {
      listar: 'Exercícios de fixação de todas as situações, com filtros, ordenação e paginação',
      obter: 'Um exercício inteiro: afirmativa, contexto, explicação, classificação e histórico do gabarito',
      criar: 'Cria um exercício, como rascunho ou já publicado',
      editar: 'Edita um exercício (mudar o gabarito de um publicado exige o motivo e recalcula as respostas)',
      publicar: 'Publica um rascunho',
      anular: 'Anula um exercício publicado',
      desatualizar: 'Marca um exercício publicado como desatualizado',
      excluir: 'Exclui um rascunho (um exercício publicado nunca é excluído: 409)',
    },
  });
};
