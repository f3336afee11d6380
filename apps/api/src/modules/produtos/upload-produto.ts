import '@fastify/multipart';
import { AppError } from '@aprovei/shared/errors';
import { MENSAGENS_NEGOCIO, PRODUTO_ARQUIVO_MAX_BYTES } from '@aprovei/shared/negocio/negocio-admin.schemas';
import type { FastifyRequest } from 'fastify';
import { sniffStream } from '../../storage/content-type.ts';
import { type FileStorage, newStorageKey } from '../../storage/file-storage.ts';
import { nomeDeExibicao } from '../../storage/nome-de-exibicao.ts';

/** A product's file once stored: its storage key and the name its buyers download it as. */
export interface ArquivoProduto {
  chave: string;
  nome: string;
}

/** The text fields the product-file form may send before its file. */
const CAMPOS = ['dados'];

const recusa = (codigo: 'VALIDACAO' | 'TIPO_NAO_SUPORTADO' | 'ARQUIVO_GRANDE', mensagem: string) =>
  new AppError(codigo, mensagem, [{ campo: 'arquivo', mensagem }]);

/**
 * Receives the back office's product file (multipart/form-data: the optional text field `dados` first,
 * then the file `arquivo`) and streams it into the storage under a new key: a PDF by its first bytes
 * (the only type the checker knows that a product may be: no archive formats), at most
 * PRODUTO_ARQUIVO_MAX_BYTES. Every refusal is a Portuguese 4xx and leaves nothing stored; a stored file
 * whose row change then fails is the caller's to delete.
 */
export async function receberArquivoProduto(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<{ campos: Record<string, string>; arquivo: ArquivoProduto }> {
  if (!request.isMultipart()) throw new AppError('TIPO_NAO_SUPORTADO', MENSAGENS_NEGOCIO.arquivoNaoMultipart);
  const parte = await request.file({
    limits: {
      fileSize: PRODUTO_ARQUIVO_MAX_BYTES,
      files: 1,
      fields: CAMPOS.length,
      fieldSize: 20_000,
      parts: 3,
    },
    throwFileSizeLimit: true,
  });
  if (!parte) throw recusa('VALIDACAO', MENSAGENS_NEGOCIO.arquivoObrigatorio);
  const campos: Record<string, string> = {};
  for (const [nome, valor] of Object.entries(parte.fields)) {
    const v = Array.isArray(valor) ? valor[0] : valor;
    if (v?.type !== 'field') continue;
    if (!CAMPOS.includes(nome) || typeof v.value !== 'string')
      throw new AppError('VALIDACAO', MENSAGENS_NEGOCIO.arquivoCampoDesconhecido, [
        { campo: nome, mensagem: MENSAGENS_NEGOCIO.arquivoCampoDesconhecido },
      ]);
    campos[nome] = v.value;
  }
  const { type, body } = await sniffStream(parte.file);
  if (parte.fieldname !== 'arquivo' || type !== 'application/pdf') {
    // Read what is left of the upload so the answer reaches the browser (past the limit, an error).
    body.on('error', () => {});
    body.resume();
    if (parte.fieldname !== 'arquivo')
      throw new AppError('VALIDACAO', MENSAGENS_NEGOCIO.arquivoCampoDesconhecido, [
        { campo: parte.fieldname, mensagem: MENSAGENS_NEGOCIO.arquivoCampoDesconhecido },
      ]);
    if (parte.file.bytesRead === 0) throw recusa('VALIDACAO', MENSAGENS_NEGOCIO.arquivoObrigatorio);
    throw recusa('TIPO_NAO_SUPORTADO', MENSAGENS_NEGOCIO.arquivoTipo);
  }
  const chave = newStorageKey('produtos', 'pdf');
  try {
    await storage.put(chave, body, type);
    if (parte.file.truncated) throw recusa('ARQUIVO_GRANDE', MENSAGENS_NEGOCIO.arquivoGrande);
    return { campos, arquivo: { chave, nome: nomeDeExibicao(parte.filename, 'pdf') } };
  } catch (error) {
    await storage.delete(chave);
    if (parte.file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw recusa('ARQUIVO_GRANDE', MENSAGENS_NEGOCIO.arquivoGrande);
    throw error;
  }
}
