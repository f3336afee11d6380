import '@fastify/multipart';
import { Readable } from 'node:stream';
import { TIPOS_IMAGEM, tipoDeImagem } from '@aprovei/shared/arquivos/imagem.rules';
import { AppError } from '@aprovei/shared/errors';
import {
  IMAGEM_MAX_BYTES,
  MENSAGEM_IMAGEM_AUSENTE,
  MENSAGEM_IMAGEM_GRANDE,
  MENSAGEM_IMAGEM_TIPO,
  ZImagemEnviada,
} from '@aprovei/shared/questoes/admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { newStorageKey } from '../../storage/file-storage.ts';
import { auditar, autorDe, rotaDaEquipe } from '../equipe/index.ts';

const PASTA = 'imagens';
/** The name of an uploaded image in its public address: the random key the server gave it. */
const ZChaveImagem = z.object({
  chave: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/, 'Imagem não encontrada.'),
});
const NAO_ENCONTRADA = 'Imagem não encontrada.';

/**
 * Images of statements and explanations (issue 21 §2): uploaded by the back office (checked by content,
 * size-limited, into the file storage) and served to everyone at `/api/imagens/<chave>` — the only
 * address the rich-text allow-list lets an `<img>` have (lib/html.ts). An image's key never changes, so
 * it is cached for a year.
 */
export const imagensModule: FastifyPluginAsyncZod = async (app) => {
  const storage = app.fileStorage;
  const g = rotaDaEquipe(app, 'conteudo');

  app.post(
    '/admin/imagens',
    {
      onRequest: g.onRequest,
      schema: {
        tags: g.tags,
        security: g.security,
        summary: 'Envia uma imagem de enunciado ou explicação (PNG, JPEG, WebP ou GIF, até 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: ZImagemEnviada, ...errorsFor(400, 401, 403, 413, 415, 500) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('TIPO_NAO_SUPORTADO', MENSAGEM_IMAGEM_TIPO);
      const parte = await request.file({
        limits: { fileSize: IMAGEM_MAX_BYTES, files: 1, fields: 5, parts: 6 },
        throwFileSizeLimit: true,
      });
      if (!parte)
        throw new AppError('VALIDACAO', MENSAGEM_IMAGEM_AUSENTE, [
          { campo: 'arquivo', mensagem: MENSAGEM_IMAGEM_AUSENTE },
        ]);
      let bytes: Buffer;
      try {
        bytes = await parte.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('ARQUIVO_GRANDE', MENSAGEM_IMAGEM_GRANDE);
        throw error;
      }
      if (bytes.length === 0)
        throw new AppError('VALIDACAO', MENSAGEM_IMAGEM_AUSENTE, [
          { campo: 'arquivo', mensagem: MENSAGEM_IMAGEM_AUSENTE },
        ]);
      const tipo = tipoDeImagem(bytes.subarray(0, 12));
      if (!tipo) throw new AppError('TIPO_NAO_SUPORTADO', MENSAGEM_IMAGEM_TIPO);
      const chaveArmazenada = newStorageKey(PASTA, TIPOS_IMAGEM[tipo]);
      const chave = chaveArmazenada.slice(PASTA.length + 1);
      await storage.put(chaveArmazenada, Readable.from([bytes]), tipo);
      try {
        await app.database.db.transaction((tx) =>
          auditar(tx, autorDe(request), {
            acao: 'enviar',
            entidade: 'imagem',
            entidadeId: chave,
            depois: { tipo, bytes: bytes.length, nome: parte.filename.slice(0, 120) },
          }),
        );
      } catch (error) {
        await storage.delete(chaveArmazenada);
        throw error;
      }
      return reply.code(201).send({ chave, url: `/api/imagens/${chave}` });
    },
  );

  app.get(
    '/imagens/:chave',
    {
      schema: {
        tags: ['imagens'],
        summary: 'Uma imagem de enunciado ou explicação (pública, guardada em cache por um ano)',
        params: ZChaveImagem,
        response: { 200: z.any(), ...errorsFor(400, 404, 500) },
      },
    },
    async (request, reply) => {
      const arquivo = await storage.get(`${PASTA}/${request.params.chave}`);
      if (!arquivo) throw new AppError('NAO_ENCONTRADO', NAO_ENCONTRADA);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('content-length', arquivo.size)
        .type(arquivo.contentType)
        .send(arquivo.body);
    },
  );
};
