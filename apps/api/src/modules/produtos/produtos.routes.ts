import { ZIdProdutoCompradoParams } from '@aprovei/shared/produtos/produtos.schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser, limitePorUsuario } from '../../plugins/auth.ts';
import type { StoredFile } from '../../storage/file-storage.ts';
import { produtosService } from './produtos.service.ts';

/** A file to save, never shown in place: as an attachment, in a sandbox if a browser opens it anyway. */
function enviarAnexo(reply: FastifyReply, { nome, arquivo }: { nome: string; arquivo: StoredFile }) {
  return reply
    .type(arquivo.contentType)
    .header('Content-Length', arquivo.size)
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(nome)}`)
    .header('Content-Security-Policy', 'sandbox')
    .header('Cache-Control', 'private, no-store')
    .send(arquivo.body);
}

/**
 * Add-on products' delivery (ADR 016): the file of a bought product, for its owner; and the job that
 * e-mails the instructions of the services paid.
 */
export const produtosModule: FastifyPluginAsyncZod = async (app) => {
  const service = produtosService(app.database.db, {
    storage: app.fileStorage,
    mailer: app.mailer,
    log: app.log,
  });
  // Every minute: the instructions of the services paid since (a refused e-mail is tried again).
  app.jobs.registrar({
    fila: 'produtos-instrucoes',
    cron: '* * * * *',
    executar: async () => {
      const enviadas = await service.enviarInstrucoesPendentes();
      if (enviadas > 0) app.log.info({ enviadas }, 'produtos: instruções enviadas');
    },
  });

  app.get(
    '/produtos/baixar-arquivo/:id',
    {
      preHandler: app.requireAuth,
      config: limitePorUsuario(30, '1 minute'),
      schema: {
        tags: ['produtos'],
        summary: 'O arquivo de um produto comprado (Meus produtos), só para quem o pagou',
        description:
          'id é o do produto comprado (produtoComprado.id de recuperar-contratacoes-usuario). Baixado como anexo ' +
          '(Content-Disposition: attachment), com Content-Security-Policy: sandbox. Compra de outro usuário: 404; ' +
          'produto sem arquivo: 404; pedido estornado ou não pago: 403.',
        security: bearer,
        params: ZIdProdutoCompradoParams,
        response: errorsFor(400, 401, 403, 404, 429, 500, 503),
      },
    },
    async (request, reply) =>
      enviarAnexo(reply, await service.arquivo(currentUser(request).id, request.tenant, request.params.id)),
  );
};
