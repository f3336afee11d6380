import {
  ZBuscaRelatos,
  ZFecharRelato,
  ZIdRelatoParam,
  ZPaginaRelatos,
  ZRelato,
  ZResponderRelato,
} from '@aprovei/shared/comentarios/relatos.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicUrl } from '../../config/env.ts';
import { errorsFor } from '../../http/errors.schemas.ts';
import { autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { relatosService } from './relatos.service.ts';

/** The back office's error reports (issue 21 §8): the queue, the platform's answer, the closing. */
export const relatosModule: FastifyPluginAsyncZod = async (app) => {
  const service = relatosService(app.database.db, {
    mailer: app.mailer,
    enderecoPublico: (tenant) => publicUrl(app.env, tenant),
  });
  const g = rotaDaEquipe(app, 'conteudo');
  const erros = errorsFor(400, 401, 403, 404, 500);

  app.get(
    '/admin/relatos',
    {
      onRequest: g.onRequest,
      schema: {
        tags: g.tags,
        security: g.security,
        summary:
          'Relatos de erro (comentários ERRO) do produto: abertos dos mais antigos, por situação, plataforma e tipo de item',
        querystring: ZBuscaRelatos,
        response: { 200: ZPaginaRelatos, ...erros },
      },
    },
    (r) => service.fila(r.tenant, r.query),
  );

  app.get(
    '/admin/relatos/:id',
    {
      onRequest: g.onRequest,
      schema: {
        tags: g.tags,
        security: g.security,
        summary:
          'Um relato com o item ao lado (enunciado, alternativas, gabarito, explicações) e as respostas',
        params: ZIdRelatoParam,
        response: { 200: ZRelato, ...erros },
      },
    },
    (r) => service.detalhe(r.tenant, r.params.id),
  );

  app.post(
    '/admin/relatos/:id/respostas',
    {
      onRequest: g.onRequest,
      schema: {
        tags: g.tags,
        security: g.security,
        summary: "Responde ao aluno em nome da plataforma ('Equipe Aprovei'); o aluno recebe um e-mail",
        params: ZIdRelatoParam,
        body: ZResponderRelato,
        response: { 200: ZRelato, ...erros },
      },
    },
    (r) => service.responder(autorDe(r), r.params.id, r.body.resposta),
  );

  app.post(
    '/admin/relatos/:id/fechar',
    {
      onRequest: g.onRequest,
      schema: {
        tags: g.tags,
        security: g.security,
        summary: "Fecha o relato com o desfecho: 'CORRIGIDO' (o item foi corrigido) ou 'MANTIDO'",
        params: ZIdRelatoParam,
        body: ZFecharRelato,
        response: { 200: ZRelato, ...errorsFor(400, 401, 403, 404, 409, 500) },
      },
    },
    (r) => service.fechar(autorDe(r), r.params.id, r.body.desfecho),
  );
};
