import { zId } from '@aprovei/shared/common.schemas';
import {
  LOCAIS_REACAO,
  type LocalReacao,
  ZContagemEmoji,
  ZEmoji,
  ZReacaoComentarioBody,
  ZReacaoExercicioBody,
  ZReacaoQuestaoBody,
  ZReacaoResultado,
  ZUltimaReacao,
  ZUsuarioReacao,
} from '@aprovei/shared/reacoes/reacoes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser, limitePorUsuario } from '../../plugins/auth.ts';
import { reacoesService } from './reacoes.service.ts';

/** Emojis and reactions (spec doc 1 §7 "Emojis and reactions", doc 3 §7). */
export const reacoesModule: FastifyPluginAsyncZod = async (app) => {
  const service = reacoesService(app.database.db);
  const errors = errorsFor(400, 401, 404, 500);
  const base = { preHandler: app.requireAuth };
  const tags = ['reacoes'];
  const user = (r: Parameters<typeof currentUser>[0]) => currentUser(r).id;
  const ZLocal = z.enum(LOCAIS_REACAO, { message: `Use ${LOCAIS_REACAO.join(', ')}.` });

  app.get(
    '/emojis/listar',
    {
      ...base,
      schema: {
        tags,
        summary: 'Emojis disponíveis',
        security: bearer,
        response: { 200: z.array(ZEmoji), ...errors },
      },
    },
    async () => service.emojis(),
  );

  const contagens: [string, LocalReacao, string, string][] = [
    ['/emojis/contar', 'QUESTAO', 'idQuestao', 'Questão inválida.'],
    ['/emojis/contar-exercicio-fixacao', 'EXERCICIO_FIXACAO', 'idMultiplaEscolha', 'Exercício inválido.'],
    ['/emojis/contar-reacao-comentario-questao', 'COMENTARIO', 'idComentario', 'Comentário inválido.'],
    [
      '/emojis/contar-reacao-comentario-exercicio',
      'COMENTARIO_EXERCICIO_FIXACAO',
      'idComentario',
      'Comentário inválido.',
    ],
  ];
  for (const [url, local, campo, mensagem] of contagens) {
    app.get(
      url,
      {
        ...base,
        schema: {
          tags,
          summary: `Total por emoji (${local})`,
          security: bearer,
          querystring: z.object({ [campo]: zId(mensagem) }),
          response: { 200: z.array(ZContagemEmoji), ...errors },
        },
      },
      async (r) => service.contagem(user(r), r.tenant, local, (r.query as Record<string, number>)[campo]!),
    );
  }

  const alvoQuery = z.object({ localReacao: ZLocal, id: zId('Alvo inválido.') });

  app.get(
    '/emojis/carregar-emoji-reacao',
    {
      ...base,
      schema: {
        tags,
        summary: 'A reação atual do usuário no alvo',
        security: bearer,
        querystring: alvoQuery,
        response: { 200: ZUltimaReacao, ...errors },
      },
    },
    async (r) => service.ultima(user(r), r.tenant, r.query.localReacao, r.query.id),
  );

  app.get(
    '/reacao/todos-usuarios',
    {
      ...base,
      schema: {
        tags,
        summary: 'Quem reagiu ao alvo',
        security: bearer,
        querystring: alvoQuery,
        response: { 200: z.array(ZUsuarioReacao), ...errors },
      },
    },
    async (r) => service.usuarios(user(r), r.tenant, r.query.localReacao, r.query.id),
  );

  app.get(
    '/reacao/usuario-emoji',
    {
      ...base,
      schema: {
        tags,
        summary: 'Quem reagiu ao alvo com um emoji',
        security: bearer,
        querystring: alvoQuery.extend({ idEmoji: zId('Emoji inválido.') }),
        response: { 200: z.array(ZUsuarioReacao), ...errors },
      },
    },
    async (r) => service.usuarios(user(r), r.tenant, r.query.localReacao, r.query.id, r.query.idEmoji),
  );

  const writeConfig = limitePorUsuario(60, '1 minute');
  const response = { 200: ZReacaoResultado, ...errorsFor(429), ...errors };

  app.post(
    '/reacao/questao',
    {
      ...base,
      config: writeConfig,
      schema: { tags, summary: 'Reage a uma questão', security: bearer, body: ZReacaoQuestaoBody, response },
    },
    async (r) => service.reagir(user(r), r.tenant, 'QUESTAO', r.body.idQuestao, r.body.idEmoji),
  );
  app.post(
    '/reacao-exercicio-fixacao/salvar',
    {
      ...base,
      config: writeConfig,
      schema: {
        tags,
        summary: 'Reage a um exercício de fixação',
        security: bearer,
        body: ZReacaoExercicioBody,
        response,
      },
    },
    async (r) =>
      service.reagir(user(r), r.tenant, 'EXERCICIO_FIXACAO', r.body.idMultiplaEscolha, r.body.idEmoji),
  );
  app.post(
    '/reacao/comentario',
    {
      ...base,
      config: writeConfig,
      schema: {
        tags,
        summary: 'Reage a um comentário de questão',
        security: bearer,
        body: ZReacaoComentarioBody,
        response,
      },
    },
    async (r) => service.reagir(user(r), r.tenant, 'COMENTARIO', r.body.idComentario, r.body.idEmoji),
  );
  app.post(
    '/reacao/comentario-exercicio-fixacao',
    {
      ...base,
      config: writeConfig,
      schema: {
        tags,
        summary: 'Reage a um comentário de exercício',
        security: bearer,
        body: ZReacaoComentarioBody,
        response,
      },
    },
    async (r) =>
      service.reagir(user(r), r.tenant, 'COMENTARIO_EXERCICIO_FIXACAO', r.body.idComentario, r.body.idEmoji),
  );
};
