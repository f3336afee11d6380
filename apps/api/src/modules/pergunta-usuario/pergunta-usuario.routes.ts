import { zId } from '@aprovei/shared/common.schemas';
import { type TPerguntaUsuario, ZPerguntaUsuario } from '@aprovei/shared/conta/conta.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contaRepository, type PerguntaRow } from '../conta/conta.repository.ts';
import { errorResponses } from '../errors.schemas.ts';

function toDto(p: PerguntaRow): TPerguntaUsuario {
  return {
    id: p.id,
    pergunta: p.pergunta,
    tipoResposta: { tipoResposta: p.tipoResposta as TPerguntaUsuario['tipoResposta']['tipoResposta'] },
    idPerguntaUsuarioSim: p.perguntaSimId,
    idPerguntaUsuarioNao: p.perguntaNaoId,
  };
}

/**
 * Registration questionnaire (spec doc 1 §7 "Security questions"): public, since it is asked before
 * the account exists. The root questions, and the sub-question a SIM or NAO answer opens.
 */
export const perguntaUsuarioModule: FastifyPluginAsyncZod = async (app) => {
  const repo = contaRepository(app.database.db);
  const { 400: e400, 500: e500 } = errorResponses;
  const lista = { 200: z.array(ZPerguntaUsuario), 400: e400, 500: e500 };
  const params = z.object({ id: zId('Pergunta inválida.') });

  app.get(
    '/pergunta-usuario/listar-perguntas',
    { schema: { tags: ['conta'], summary: 'Perguntas do cadastro (as de primeiro nível)', response: lista } },
    async () => (await repo.perguntas()).filter((p) => p.raiz).map(toDto),
  );

  for (const [caminho, resposta] of [
    ['sim', 'SIM'],
    ['nao', 'NAO'],
  ] as const) {
    app.get(
      `/pergunta-usuario/listar-sub-pergunta-${caminho}/:id`,
      {
        schema: {
          tags: ['conta'],
          summary: `Sub-pergunta aberta pela resposta ${resposta} (lista vazia quando não há)`,
          params,
          response: lista,
        },
      },
      async (request) => {
        const perguntas = await repo.perguntas();
        const pai = perguntas.find((p) => p.id === request.params.id);
        const filhaId = resposta === 'SIM' ? pai?.perguntaSimId : pai?.perguntaNaoId;
        return perguntas.filter((p) => p.id === filhaId).map(toDto);
      },
    );
  }
};
