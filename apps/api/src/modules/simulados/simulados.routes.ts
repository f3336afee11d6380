import { TOLERANCIA_OFFLINE_MINUTOS } from '@aprovei/shared/simulados/simulados.rules';
import {
  ZEstatisticasComunsEspecificas,
  ZEstatisticasMateriaSimulado,
  ZEstatisticasSimulado,
  ZIdPacoteParams,
  ZIdPlanoParams,
  ZIdSimuladoParams,
  ZIdSimuladoQuery,
  ZNomeSimulado,
  ZNovoSimuladoBody,
  ZPacoteSimuladoLista,
  ZQuestaoNaoRespondida,
  ZQuestaoSimuladoPage,
  ZQuestoesSimuladoQuery,
  ZRankingDestaque,
  ZRankingPage,
  ZRankingQuery,
  ZRespostaSimuladoBody,
  ZRespostaSimuladoSalva,
  ZRespostasUsuarioSimulado,
  ZSimulado,
  ZSimuladoLista,
} from '@aprovei/shared/simulados/simulados.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enviarArquivo } from '../../http/arquivo-resposta.ts';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { simuladosService } from './simulados.service.ts';
import { simuladosAdminModule } from './simulados-admin.routes.ts';

/**
 * National mock exams (spec doc 3 "Mock tests", §7): taking a mock, the lists, its statistics and the
 * ranking. Locked mocks answer 403, unreleased ones 409, another product's 404.
 */
export const simuladosModule: FastifyPluginAsyncZod = async (app) => {
  const service = simuladosService(app.database.db);
  const errors = errorsFor(400, 401, 403, 404, 409, 500);
  const base = { preHandler: app.requireAuth };
  const doc = (tags: string[], summary: string, description?: string) => ({
    tags,
    summary,
    security: bearer,
    ...(description ? { description } : {}),
  });
  const prova = ['simulados'];
  const listas = ['simulados-listas'];
  const estatisticas = ['simulados-estatisticas'];
  const ranking = ['ranking'];

  await app.register(simuladosAdminModule);

  app.get(
    '/questoes/listar-questoes-enare/:id',
    {
      ...base,
      schema: {
        ...doc(
          prova,
          'Questões do simulado, uma por página',
          'Abrir o simulado inicia a tentativa (o limite de tempo conta daí). A alternativa correta e a ' +
            'explicação vêm só depois de finalizado (exibirDadosAdicionaisEnare).',
        ),
        params: ZIdSimuladoParams,
        querystring: ZQuestoesSimuladoQuery,
        response: { 200: ZQuestaoSimuladoPage, ...errors },
      },
    },
    async (r) => service.listarQuestoes(currentUser(r).id, r.tenant, r.params.id, r.query.page, r.query.size),
  );

  app.post(
    '/questoes/verifica-resposta-enare',
    {
      ...base,
      schema: {
        ...doc(
          prova,
          'Marca (ou troca) a alternativa de uma questão do simulado',
          'Salva na hora, sem dizer se acertou; repetir um idCliente devolve o que a primeira salvou. 409 depois ' +
            'de finalizado ou do fim do tempo (que finaliza o simulado), salvo a resposta guardada sem conexão ' +
            `antes do fim (respondidaEm) que chega até ${TOLERANCIA_OFFLINE_MINUTOS} minutos depois dele ` +
            '(docs/decisions/026-respostas-offline.md).',
        ),
        body: ZRespostaSimuladoBody,
        response: { 200: ZRespostaSimuladoSalva, ...errors },
      },
    },
    async (r) => service.responder(currentUser(r).id, r.tenant, r.body),
  );

  app.get(
    '/questoes/finalizar-simulado/:id',
    {
      ...base,
      schema: {
        ...doc(
          prova,
          'Finaliza o simulado e fixa a nota',
          'Exige todas as questões respondidas (400 com o texto do spec), salvo depois do fim do tempo. ' +
            'Repetir depois de finalizado devolve true.',
        ),
        params: ZIdSimuladoParams,
        response: { 200: z.boolean(), ...errors },
      },
    },
    async (r) => service.finalizar(currentUser(r).id, r.tenant, r.params.id),
  );

  app.get(
    '/questoes/folha-respostas-simulado/:id',
    {
      ...base,
      schema: {
        ...doc(
          prova,
          'A folha de respostas do aluno (PDF)',
          'Só do próprio aluno e depois de finalizado: cada questão com a alternativa marcada, o gabarito e ' +
            'se acertou, o resultado por parte e a posição no ranking. 404 antes de finalizar.',
        ),
        params: ZIdSimuladoParams,
        response: errors,
      },
    },
    async (r, reply) =>
      enviarArquivo(
        reply,
        {
          tipo: 'application/pdf',
          nome: `folha-de-respostas-simulado-${r.params.id}.pdf`,
          corpo: await service.folhaRespostas(currentUser(r).id, r.tenant, r.params.id),
        },
        { sandbox: false },
      ),
  );

  app.post(
    '/simulados',
    {
      ...base,
      schema: {
        ...doc(
          listas,
          'Cadastra um simulado (equipe)',
          'Só administradores (403 para os demais). As questões na ordem dada, todas do ano e da instituição informados.',
        ),
        body: ZNovoSimuladoBody,
        response: { 200: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (r) => service.criar(currentUser(r).id, r.tenant, r.body),
  );

  app.get(
    '/questoes/verifica-se-tem-questao-nao-respondida/:id',
    {
      ...base,
      schema: {
        ...doc(prova, 'A primeira questão não respondida do simulado e a sua página'),
        params: ZIdSimuladoParams,
        response: { 200: ZQuestaoNaoRespondida, ...errors },
      },
    },
    async (r) => service.naoRespondida(currentUser(r).id, r.tenant, r.params.id),
  );

  app.get(
    '/questoes/procurar-resposta-usuario/:id',
    {
      ...base,
      schema: {
        ...doc(prova, 'As alternativas marcadas pelo aluno no simulado, na ordem das questões'),
        params: ZIdSimuladoParams,
        response: { 200: ZRespostasUsuarioSimulado, ...errors },
      },
    },
    async (r) => service.respostas(currentUser(r).id, r.tenant, r.params.id),
  );

  app.get(
    '/questoes/verifica-se-acabou-simulado/:id',
    {
      ...base,
      schema: {
        ...doc(prova, 'Se o aluno já finalizou o simulado'),
        params: ZIdSimuladoParams,
        response: { 200: z.boolean(), ...errors },
      },
    },
    async (r) => service.acabou(currentUser(r).id, r.tenant, r.params.id),
  );

  app.get(
    '/questoes/buscar-nome-simulado/:id',
    {
      ...base,
      schema: {
        ...doc(listas, 'Nome e tipo do simulado (títulos das telas)'),
        params: ZIdSimuladoParams,
        response: { 200: ZNomeSimulado, ...errors },
      },
    },
    async (r) => service.nome(currentUser(r).id, r.tenant, r.params.id),
  );

  app.get(
    '/questoes/listar-simulados-enare/:id',
    {
      ...base,
      schema: {
        ...doc(listas, 'Simulados do pacote que o aluno possui'),
        params: ZIdPacoteParams,
        response: { 200: ZSimuladoLista, ...errors },
      },
    },
    async (r) => service.doPacote(currentUser(r).id, r.tenant, r.params.id),
  );

  app.get(
    '/questoes/listar-simulados-enare-bloqueados/:id',
    {
      ...base,
      schema: {
        ...doc(listas, 'Simulados do pacote que o aluno não possui (a lista bloqueada)'),
        params: ZIdPacoteParams,
        response: { 200: ZSimuladoLista, ...errors },
      },
    },
    async (r) => service.bloqueadosDoPacote(currentUser(r).id, r.tenant, r.params.id),
  );

  app.get(
    '/questoes/listar-simulados-enare-dashboard',
    {
      ...base,
      schema: {
        ...doc(listas, 'Simulados liberados que o aluno possui (abas do ranking)'),
        response: { 200: ZSimuladoLista, ...errors },
      },
    },
    async (r) => service.dashboard(currentUser(r).id, r.tenant),
  );

  app.get(
    '/questoes/listar-simulados-enare-fora-plano-gratuitos',
    {
      ...base,
      schema: {
        ...doc(listas, 'Simulados gratuitos fora de pacotes'),
        response: { 200: ZSimuladoLista, ...errors },
      },
    },
    async (r) => service.foraPlanoGratuitos(currentUser(r).id, r.tenant),
  );

  app.get(
    '/questoes/listar-simulados-enare-fora-plano-pagos',
    {
      ...base,
      schema: {
        ...doc(listas, 'Simulados pagos fora de pacotes (bloqueados sem o plano de simulados nacionais)'),
        response: { 200: ZSimuladoLista, ...errors },
      },
    },
    async (r) => service.foraPlanoPagos(currentUser(r).id, r.tenant),
  );

  app.get(
    '/enare/buscar-pacotes-simulados',
    {
      ...base,
      schema: {
        ...doc(listas, 'Pacotes de simulados, com os bloqueados marcados'),
        response: { 200: ZPacoteSimuladoLista, ...errors },
      },
    },
    async (r) => service.pacotes(currentUser(r).id, r.tenant),
  );

  app.get(
    '/enare/verificar-se-e-simulado/:idPlano',
    {
      ...base,
      schema: {
        ...doc(listas, 'Se o plano é de simulados nacionais'),
        params: ZIdPlanoParams,
        response: { 200: z.boolean(), ...errors },
      },
    },
    async (r) => service.planoESimulado(r.tenant, r.params.idPlano),
  );

  app.get(
    '/estatisticas/dados-simulado/:id',
    {
      ...base,
      schema: {
        ...doc(estatisticas, 'O simulado com os acertos e pontos do aluno por parte'),
        params: ZIdSimuladoParams,
        response: { 200: ZSimulado, ...errors },
      },
    },
    async (r) => service.dados(currentUser(r).id, r.tenant, r.params.id),
  );

  app.get(
    '/estatisticas/listar-estatisticas-enare',
    {
      ...base,
      schema: {
        ...doc(estatisticas, 'Acertos e erros por parte do simulado finalizado', '409 antes de finalizar.'),
        querystring: ZIdSimuladoQuery,
        response: { 200: ZEstatisticasSimulado, ...errors },
      },
    },
    async (r) => service.estatisticas(currentUser(r).id, r.tenant, r.query.idSimulado),
  );

  app.get(
    '/estatisticas/listar-estatisticas-enare-questoes-comuns-especificas',
    {
      ...base,
      schema: {
        ...doc(estatisticas, 'Acertos e erros das questões comuns e específicas', '409 antes de finalizar.'),
        querystring: ZIdSimuladoQuery,
        response: { 200: ZEstatisticasComunsEspecificas, ...errors },
      },
    },
    async (r) => service.estatisticasComunsEspecificas(currentUser(r).id, r.tenant, r.query.idSimulado),
  );

  app.get(
    '/estatisticas/listar-estatisticas-enare-materias',
    {
      ...base,
      schema: {
        ...doc(estatisticas, 'Acertos e erros por matéria do simulado finalizado', '409 antes de finalizar.'),
        querystring: ZIdSimuladoQuery,
        response: { 200: ZEstatisticasMateriaSimulado, ...errors },
      },
    },
    async (r) => service.estatisticasPorMateria(currentUser(r).id, r.tenant, r.query.idSimulado),
  );

  app.get(
    '/ranking/listar-simulado',
    {
      ...base,
      schema: {
        ...doc(
          ranking,
          'Ranking do simulado a partir do 4º lugar, paginado',
          'Só tentativas finalizadas; empate: quem finalizou antes fica à frente (docs/decisions/010-ranking.md).',
        ),
        querystring: ZRankingQuery,
        response: { 200: ZRankingPage, ...errors },
      },
    },
    async (r) => service.ranking(r.tenant, r.query.idSimulado, r.query.page, r.query.size),
  );

  app.get(
    '/ranking/listar-usuario-destaque',
    {
      ...base,
      schema: {
        ...doc(ranking, 'Pódio do simulado e a posição do aluno (VOCÊ)'),
        querystring: ZIdSimuladoQuery,
        response: { 200: ZRankingDestaque, ...errors },
      },
    },
    async (r) => service.destaque(currentUser(r).id, r.tenant, r.query.idSimulado),
  );
};
