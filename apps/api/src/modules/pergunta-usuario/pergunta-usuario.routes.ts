import { zId } from '@aprovei/shared/common.schemas';
import { ZPerguntaUsuario } from '@aprovei/shared/conta/conta.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { questionarioService } from '../conta/index.ts';

/**
 * Registration questionnaire (spec doc 1 §7 "Security questions"): public, since it is asked before
 * the account exists. The questions belong to the account module; this one only serves their paths.
 */
export const perguntaUsuarioModule: FastifyPluginAsyncZod = async (app) => {
  const questionario = questionarioService(app.database.db);
  const lista = { 200: z.array(ZPerguntaUsuario), ...errorsFor(400, 500) };
  const params = z.object({ id: zId('Pergunta inválida.') });

  app.get(
    '/pergunta-usuario/listar-perguntas',
    { schema: { tags: ['conta'], summary: 'Perguntas do cadastro (as de primeiro nível)', response: lista } },
    () => questionario.raizes(),
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
      (request) => questionario.subPergunta(request.params.id, resposta),
    );
  }
};
