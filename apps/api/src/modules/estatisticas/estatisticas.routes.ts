import {
  ZAcertosErros,
  ZDesempenhoSemanal,
  ZEstatisticaConteudo,
  ZEstatisticaFiltro,
  ZEstatisticaFiltroResultado,
  ZEstatisticaMateria,
  ZEstatisticaQuery,
  ZQuestoesFeitas,
  ZUltimosAcessos,
} from '@aprovei/shared/estatisticas/estatisticas.schemas';
import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { estatisticasService } from './estatisticas.service.ts';

const ULTIMA = 'Conta a última resposta do aluno a cada questão da plataforma (questao_usuario)';
const LOG = 'Conta cada resposta do aluno (resposta_questao), dias no fuso de São Paulo';
const METRICAS = "401 sem a funcionalidade 'Métricas de resultados' no plano";

/**
 * The dashboards of the home and the statistics page (spec doc 3 §7 "Dashboards and statistics"): only
 * the caller's own answers, on a platform of the caller's product (another product's is a 404).
 */
export const estatisticasModule: FastifyPluginAsyncZod = async (app) => {
  const service = estatisticasService(app.database.db);
  const errors = errorsFor(400, 401, 404, 500);
  const tags = ['estatisticas'];

  type Chamada = (usuarioId: number, tenant: Tenant, plataformaId: number) => Promise<unknown>;
  const porPlataforma: [string, string, z.ZodType, Chamada][] = [
    [
      'estatistica-ultimos-acessos',
      `Última resposta e respostas por dia nos últimos 30 dias (acertos e erros). ${LOG}`,
      ZUltimosAcessos,
      service.ultimosAcessos,
    ],
    [
      'listar-estatistica-por-materia-plataforma',
      `Até 5 matérias com mais acertos (donut). ${ULTIMA}`,
      z.array(ZEstatisticaMateria),
      service.porMateria,
    ],
    [
      'listar-estatistica-por-conteudo-plataforma',
      `Até 5 conteúdos com mais acertos (donut). ${ULTIMA}`,
      z.array(ZEstatisticaConteudo),
      service.porConteudo,
    ],
    [
      'estatistica-questoes-feitas-plataforma',
      `Questões respondidas e não respondidas entre as visíveis ao aluno (estagiário: as pré-selecionadas). ${ULTIMA}`,
      ZQuestoesFeitas,
      service.questoesFeitas,
    ],
    [
      'estatistica-percentual-erros-acertos-usuario-plataforma',
      `Acertos e erros do aluno, em número e percentual. ${ULTIMA}`,
      ZAcertosErros,
      service.acertosErros,
    ],
    [
      'estatistica-melhores-materias-usuario-plataforma',
      `Até 5 matérias de maior percentual de acerto, a melhor primeiro (empate: mais respostas). ${ULTIMA}`,
      z.array(ZEstatisticaMateria),
      service.melhoresMaterias,
    ],
    [
      'estatistica-piores-materias-usuario-plataforma',
      `Até 5 matérias de menor percentual de acerto, a pior primeiro (empate: mais respostas). ${ULTIMA}`,
      z.array(ZEstatisticaMateria),
      service.pioresMaterias,
    ],
    [
      'listar-estatistica-desempenho-semanal-plataforma',
      `Acertos e erros por dia da semana nos últimos 7 dias, hoje por último. ${LOG}. ${METRICAS}`,
      ZDesempenhoSemanal,
      service.desempenhoSemanal,
    ],
  ];

  for (const [caminho, summary, resposta, chamada] of porPlataforma) {
    app.get(
      `/estatisticas/${caminho}`,
      {
        preHandler: app.requireAuth,
        schema: {
          tags,
          summary,
          security: bearer,
          querystring: ZEstatisticaQuery,
          response: { 200: resposta, ...errors },
        },
      },
      async (request) => chamada(currentUser(request).id, request.tenant, request.query.idPlataforma),
    );
  }

  app.get(
    '/estatisticas/listar-estatistica-por-filtro',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: `Pesquisa de estatísticas: acertos e erros por matéria escolhida (1 a 5) e por conteúdo escolhido (até 5 por matéria), com instituições e período (data da última resposta a cada questão). ${ULTIMA}. ${METRICAS}`,
        security: bearer,
        querystring: ZEstatisticaFiltro,
        response: { 200: ZEstatisticaFiltroResultado, ...errors },
      },
    },
    async (request) => service.porFiltro(currentUser(request).id, request.tenant, request.query),
  );
};
