import {
  ZBuscaSuporteAdmin,
  ZDetalheSuporteAdmin,
  ZIdMensagemSuporteParam,
  ZPaginaSuporteAdmin,
  ZResponderSuporte,
} from '@aprovei/shared/suporte/suporte-admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { caixaSuporteService } from './caixa.service.ts';

/** The support inbox of the back office (admin only): list, read, reply by e-mail, close. */
export const suporteAdminModule: FastifyPluginAsyncZod = async (app) => {
  const service = caixaSuporteService(app.database.db, { mailer: app.mailer });
  const g = rotaDaEquipe(app, 'pessoas');

  app.get(
    '/admin/suporte',
    {
      onRequest: g.onRequest,
      schema: {
        tags: g.tags,
        security: g.security,
        summary: 'Caixa de entrada do suporte: mensagens do formulário por situação e texto, uma página',
        querystring: ZBuscaSuporteAdmin,
        response: { 200: ZPaginaSuporteAdmin, ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (r) => service.pagina(r.tenant, r.query),
  );

  app.get(
    '/admin/suporte/:id',
    {
      onRequest: g.onRequest,
      schema: {
        tags: g.tags,
        security: g.security,
        summary:
          'Uma mensagem de suporte, com a conta de quem escreveu, as respostas e as mensagens anteriores',
        params: ZIdMensagemSuporteParam,
        response: { 200: ZDetalheSuporteAdmin, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (r) => service.detalhe(r.tenant, r.params.id),
  );

  app.post(
    '/admin/suporte/:id/respostas',
    {
      onRequest: g.onRequest,
      schema: {
        tags: g.tags,
        security: g.security,
        summary: 'Responde por e-mail ao endereço da mensagem (a resposta fica guardada e auditada)',
        params: ZIdMensagemSuporteParam,
        body: ZResponderSuporte,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (r, reply) => {
      await service.responder(autorDe(r), r.params.id, r.body.texto);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/suporte/:id/encerrar',
    {
      onRequest: g.onRequest,
      schema: {
        tags: g.tags,
        security: g.security,
        summary: 'Encerra a mensagem (409 se já encerrada)',
        params: ZIdMensagemSuporteParam,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 409, 500) },
      },
    },
    async (r, reply) => {
      await service.encerrar(autorDe(r), r.params.id);
      return reply.code(204).send(null);
    },
  );
};
