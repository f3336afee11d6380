import { ZIdUsuarioParam } from '@aprovei/shared/equipe/equipe.schemas';
import { ZExclusaoPessoa, ZExportacaoPessoa } from '@aprovei/shared/equipe/pessoa.schemas';
import { ZMeusDados } from '@aprovei/shared/privacidade/privacidade.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { cartaoCreditoService } from '../cartao-credito/index.ts';
import { consultaCepDoAmbiente } from '../consulta-cep/index.ts';
import { auditar, autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { privacidadeService } from './privacidade.service.ts';

/**
 * LGPD on the person's request to support (the back office's person page, admin only): the same export
 * the student downloads in Configurações, handed to the admin to send on, and the same deletion the
 * student runs, each with a reason in the audit log.
 */
export const privacidadeAdminModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const service = privacidadeService(
    db,
    cartaoCreditoService(db, app.paymentGateway, consultaCepDoAmbiente(db, app.env)),
    app.fileStorage,
  );
  const pessoas = rotaDaEquipe(app, 'pessoas');

  app.post(
    '/admin/usuarios/:id/exportacao',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary:
          'Exporta os dados da pessoa a pedido dela (o mesmo arquivo de "Baixar meus dados"), com motivo; auditado',
        params: ZIdUsuarioParam,
        body: ZExportacaoPessoa,
        response: { 200: ZMeusDados, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (r, reply) => {
      const autor = autorDe(r);
      const dados = await service.meusDados(r.params.id, r.tenant);
      await db.transaction((tx) =>
        auditar(tx, autor, {
          acao: 'exportar-dados',
          entidade: 'usuario',
          entidadeId: r.params.id,
          motivo: r.body.motivo,
        }),
      );
      reply.header(
        'Content-Disposition',
        `attachment; filename="dados-${r.tenant}-${r.params.id}-${dados.geradoEm.slice(0, 10)}.json"`,
      );
      reply.header('Cache-Control', 'no-store');
      return dados;
    },
  );

  app.post(
    '/admin/usuarios/:id/exclusao',
    {
      onRequest: pessoas.onRequest,
      schema: {
        tags: pessoas.tags,
        security: pessoas.security,
        summary:
          'Exclui a conta da pessoa a pedido dela (a mesma exclusão de "Excluir minha conta"), com motivo e a confirmação EXCLUIR; auditado',
        params: ZIdUsuarioParam,
        body: ZExclusaoPessoa,
        response: { 204: z.null(), ...errorsFor(400, 401, 403, 404, 500, 503) },
      },
    },
    async (r, reply) => {
      const autor = autorDe(r);
      await service.excluirAPedido(r.params.id, r.tenant, (tx) =>
        auditar(tx, autor, {
          acao: 'excluir-conta',
          entidade: 'usuario',
          entidadeId: r.params.id,
          motivo: r.body.motivo,
        }),
      );
      return reply.code(204).send(null);
    },
  );
};
