import { AppError } from '@aprovei/shared/errors';
import {
  MENSAGENS_NEGOCIO,
  PRODUTO_ARQUIVO_MAX_BYTES,
  ZBuscaProdutosAdmin,
  ZIdProdutoAdmin,
  ZPaginaProdutosAdmin,
  ZProdutoAdmin,
  ZProdutoForm,
} from '@aprovei/shared/negocio/negocio-admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsFor } from '../../http/errors.schemas.ts';
import { validarEntrada } from '../../lib/validar.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { auditar, autorDe, rotaDaEquipe } from '../equipe/index.ts';
import { produtosAdminService } from './produtos-admin.ts';
import { type ArquivoProduto, receberArquivoProduto } from './upload-produto.ts';

const MB = PRODUTO_ARQUIVO_MAX_BYTES / (1024 * 1024);
const ARQUIVO =
  `o arquivo \`arquivo\`: um PDF de até ${MB} MB, com o tipo decidido pelo conteúdo ` +
  '(400 sem arquivo, 413 acima do tamanho, 415 de outro tipo)';

/** The product form sent as the JSON text field `dados` of a multipart request. */
function dadosDoFormulario(dados: string | undefined) {
  let json: unknown;
  try {
    json = JSON.parse(dados ?? '');
  } catch {
    throw new AppError('VALIDACAO', MENSAGENS_NEGOCIO.dadosInvalidos, [
      { campo: 'dados', mensagem: MENSAGENS_NEGOCIO.dadosInvalidos },
    ]);
  }
  return validarEntrada(ZProdutoForm, json);
}

/** Runs the row change of a file already stored; if it fails, the file goes (nothing refers to it). */
async function comArquivo<T>(storage: FileStorage, arquivo: ArquivoProduto, gravar: () => Promise<T>) {
  try {
    return await gravar();
  } catch (error) {
    await storage.delete(arquivo.chave);
    throw error;
  }
}

/**
 * The back office's add-on products (issue 22 §1, area `negocio`): services, open-question send packs
 * and files to download sold at checkout (a pack's purchase grants its sends, ADR 013/016; a file is
 * downloaded by its buyers once paid). Each write audited in its transaction — a file by its name only.
 */
export const produtosAdminModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const g = rotaDaEquipe(app, 'negocio');
  const base = { onRequest: g.onRequest };
  const schema = { tags: g.tags, security: g.security };

  app.get(
    '/admin/produtos',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Produtos adicionais do produto, à venda e retirados, uma página',
        querystring: ZBuscaProdutosAdmin,
        response: { 200: ZPaginaProdutosAdmin, ...errorsFor(400, 401, 403, 500) },
      },
    },
    (req) => produtosAdminService(db).listar(req.tenant, req.query),
  );

  app.get(
    '/admin/produtos/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Um produto adicional',
        params: ZIdProdutoAdmin,
        response: { 200: ZProdutoAdmin, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    (req) => produtosAdminService(db).detalhe(req.tenant, req.params.id),
  );

  app.post(
    '/admin/produtos',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Cadastra um serviço ou um pacote de envios de questão aberta',
        description:
          'Um produto com arquivo para baixar (ARQUIVO) é cadastrado com o arquivo: POST /admin/produtos/com-arquivo.',
        body: ZProdutoForm,
        response: { 201: ZProdutoAdmin, ...errorsFor(400, 401, 403, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      const novo = await db.transaction(async (tx) => {
        const p = await produtosAdminService(tx).criar(req.tenant, req.body);
        await auditar(tx, autor, { acao: 'criar', entidade: 'produto', entidadeId: p.id, depois: p });
        return p;
      });
      return reply.code(201).send(novo);
    },
  );

  app.put(
    '/admin/produtos/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Altera um produto adicional (o tipo de entrega não muda); com ativo false, sai da venda',
        params: ZIdProdutoAdmin,
        body: ZProdutoForm,
        response: { 200: ZProdutoAdmin, ...errorsFor(400, 401, 403, 404, 500) },
      },
    },
    async (req) => {
      const autor = autorDe(req);
      return db.transaction(async (tx) => {
        const { antes, depois } = await produtosAdminService(tx).editar(req.tenant, req.params.id, req.body);
        await auditar(tx, autor, {
          acao: 'editar',
          entidade: 'produto',
          entidadeId: depois.id,
          antes,
          depois,
        });
        return depois;
      });
    },
  );

  app.post(
    '/admin/produtos/com-arquivo',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Cadastra um produto com arquivo para baixar (ARQUIVO), com o arquivo',
        description: `multipart/form-data: o campo \`dados\` (o formulário do produto em JSON, tipoEntrega ARQUIVO), depois ${ARQUIVO}.`,
        consumes: ['multipart/form-data'],
        response: { 201: ZProdutoAdmin, ...errorsFor(400, 401, 403, 413, 415, 500) },
      },
    },
    async (req, reply) => {
      const autor = autorDe(req);
      const { campos, arquivo } = await receberArquivoProduto(req, app.fileStorage);
      const novo = await comArquivo(app.fileStorage, arquivo, async () => {
        const dados = dadosDoFormulario(campos.dados);
        return db.transaction(async (tx) => {
          const p = await produtosAdminService(tx).criar(req.tenant, dados, arquivo);
          await auditar(tx, autor, { acao: 'criar', entidade: 'produto', entidadeId: p.id, depois: p });
          return p;
        });
      });
      return reply.code(201).send(novo);
    },
  );

  app.put(
    '/admin/produtos/:id/arquivo',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Troca o arquivo de um produto com arquivo para baixar; quem o comprou baixa o novo',
        description: `multipart/form-data: ${ARQUIVO}. Um produto de outro tipo: 400.`,
        consumes: ['multipart/form-data'],
        params: ZIdProdutoAdmin,
        response: { 200: ZProdutoAdmin, ...errorsFor(400, 401, 403, 404, 413, 415, 500) },
      },
    },
    async (req) => {
      const autor = autorDe(req);
      const { arquivo } = await receberArquivoProduto(req, app.fileStorage);
      return comArquivo(app.fileStorage, arquivo, () =>
        db.transaction(async (tx) => {
          const { antes, depois } = await produtosAdminService(tx).trocarArquivo(
            req.tenant,
            req.params.id,
            arquivo,
          );
          await auditar(tx, autor, {
            acao: 'trocar-arquivo',
            entidade: 'produto',
            entidadeId: depois.id,
            antes: { arquivoNome: antes.arquivoNome },
            depois: { arquivoNome: depois.arquivoNome },
          });
          return depois;
        }),
      );
    },
  );
};
