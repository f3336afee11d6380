import { ZIdProdutoCompradoParams } from '@aprovei/shared/produtos/produtos.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enviarArquivo } from '../../http/arquivo-resposta.ts';
import { bearer, errorsFor } from '../../http/errors.schemas.ts';
import { currentUser, limitePorUsuario } from '../../plugins/auth.ts';
import { produtosService } from './produtos.service.ts';

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
    async (request, reply) => {
      const { nome, arquivo } = await service.arquivo(
        currentUser(request).id,
        request.tenant,
        request.params.id,
      );
      return enviarArquivo(
        reply,
        { tipo: arquivo.contentType, nome, corpo: arquivo.body, bytes: arquivo.size },
        { disposicao: 'attachment' },
      );
    },
  );
};
