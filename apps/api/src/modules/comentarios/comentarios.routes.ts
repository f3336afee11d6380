import {
  COMENTARIOS_POR_PAGINA,
  ZComentario,
  ZComentarioBody,
  ZComentarioPage,
  ZComentarioQuestaoBody,
  ZRespostaComentario,
  ZRespostaComentarioBody,
  ZRespostaComentarioPage,
} from '@aprovei/shared/comentarios/comentarios.schemas';
import { zId, zPaging, zQueryBool } from '@aprovei/shared/common.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser, limitePorUsuario } from '../../plugins/auth.ts';
import { comentariosService } from './comentarios.service.ts';

/** Comments and replies (spec doc 3 §7 "Comments and reactions"). */
export const comentariosModule: FastifyPluginAsyncZod = async (app) => {
  const service = comentariosService(app.database.db);
  const errors = errorsFor(400, 401, 404, 500);
  const base = { preHandler: app.requireAuth };
  const writeLimit = limitePorUsuario(30, '1 minute');
  const tags = ['comentarios'];
  const paging = z.object(zPaging(COMENTARIOS_POR_PAGINA, 20));
  const user = (r: Parameters<typeof currentUser>[0]) => currentUser(r).id;

  app.post(
    '/comentarios/criar',
    {
      ...base,
      config: writeLimit,
      schema: {
        tags,
        summary: 'Comenta uma questão',
        security: bearer,
        body: ZComentarioQuestaoBody,
        response: { 200: ZComentario, ...errorsFor(429), ...errors },
      },
    },
    async (r) =>
      service.criar(user(r), r.tenant, { questaoId: r.body.questaoVO.id }, r.body.tipo, r.body.comentario),
  );

  app.post(
    '/comentarios/criarComentarioExercicio/:idQuestao',
    {
      ...base,
      config: writeLimit,
      schema: {
        tags,
        summary: 'Comenta um exercício de fixação (idQuestao é o id do exercício)',
        security: bearer,
        params: z.object({ idQuestao: zId('Exercício inválido.') }),
        body: ZComentarioBody,
        response: { 200: ZComentario, ...errorsFor(429), ...errors },
      },
    },
    async (r) =>
      service.criar(user(r), r.tenant, { exercicioId: r.params.idQuestao }, r.body.tipo, r.body.comentario),
  );

  app.get(
    '/comentarios/listar/:id',
    {
      ...base,
      schema: {
        tags,
        summary: 'Comentários de uma questão, 5 por página, do mais novo ao mais antigo',
        security: bearer,
        params: z.object({ id: zId('Questão inválida.') }),
        querystring: paging,
        response: { 200: ZComentarioPage, ...errors },
      },
    },
    async (r) => service.listar(user(r), r.tenant, { questaoId: r.params.id }, r.query.page, r.query.size),
  );

  app.get(
    '/comentarios/listar-comentario-exercicio/:id',
    {
      ...base,
      schema: {
        tags,
        summary: 'Comentários de um exercício de fixação',
        security: bearer,
        params: z.object({ id: zId('Exercício inválido.') }),
        querystring: paging,
        response: { 200: ZComentarioPage, ...errors },
      },
    },
    async (r) => service.listar(user(r), r.tenant, { exercicioId: r.params.id }, r.query.page, r.query.size),
  );

  app.get(
    '/comentarios/contar-comentario-questao',
    {
      ...base,
      schema: {
        tags,
        summary: 'Quantidade de comentários da questão',
        security: bearer,
        querystring: z.object({ idQuestao: zId('Questão inválida.') }),
        response: { 200: z.number().int(), ...errors },
      },
    },
    async (r) => service.contar(user(r), r.tenant, { questaoId: r.query.idQuestao }),
  );

  app.get(
    '/comentarios/contar-comentario-exercicio',
    {
      ...base,
      schema: {
        tags,
        summary: 'Quantidade de comentários do exercício (idQuestao é o id do exercício)',
        security: bearer,
        querystring: z.object({ idQuestao: zId('Exercício inválido.') }),
        response: { 200: z.number().int(), ...errors },
      },
    },
    async (r) => service.contar(user(r), r.tenant, { exercicioId: r.query.idQuestao }),
  );

  app.get(
    '/respostas/comentario/listar/:idComentario',
    {
      ...base,
      schema: {
        tags,
        summary:
          'Respostas de um comentário, 5 por página, das mais novas às mais antigas (ou o contrário, com sort=dataInicio,asc)',
        security: bearer,
        params: z.object({ idComentario: zId('Comentário inválido.') }),
        querystring: paging.extend({
          // The spec's call asks for newest first; the web reads a thread oldest first (a thank-you below what it thanks).
          sort: z
            .enum(['dataInicio,desc', 'dataInicio,asc'], {
              message: 'Ordenação disponível: dataInicio,desc ou dataInicio,asc.',
            })
            .default('dataInicio,desc'),
          isExercicioFixacao: zQueryBool().default(false),
        }),
        response: { 200: ZRespostaComentarioPage, ...errors },
      },
    },
    async (r) =>
      service.respostas(
        user(r),
        r.tenant,
        r.params.idComentario,
        r.query.isExercicioFixacao,
        r.query.page,
        r.query.size,
        r.query.sort === 'dataInicio,asc',
      ),
  );

  app.post(
    '/respostas/comentario/criar/:idComentario',
    {
      ...base,
      config: writeLimit,
      schema: {
        tags,
        summary: 'Responde um comentário',
        security: bearer,
        params: z.object({ idComentario: zId('Comentário inválido.') }),
        querystring: z.object({ exercicioFixacao: zQueryBool().default(false) }),
        body: ZRespostaComentarioBody,
        response: { 200: ZRespostaComentario, ...errorsFor(429), ...errors },
      },
    },
    async (r) =>
      service.responder(user(r), r.tenant, r.params.idComentario, r.query.exercicioFixacao, r.body.resposta),
  );
};
