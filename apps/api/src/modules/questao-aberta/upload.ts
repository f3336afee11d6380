import '@fastify/multipart';
import { Readable } from 'node:stream';
import { AppError } from '@aprovei/shared/errors';
import {
  ARQUIVO_MAX_BYTES,
  MENSAGEM_ARQUIVO_GRANDE,
  MENSAGEM_ARQUIVO_VAZIO,
  MENSAGEM_NAO_MULTIPART,
  MENSAGEM_PDF_INFLADO,
  MENSAGEM_SEM_ARQUIVO,
  MENSAGEM_TIPO_RECUSADO,
} from '@aprovei/shared/questao-aberta/questao-aberta.rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { enviarArquivo as enviarArquivoAoNavegador } from '../../http/arquivo-resposta.ts';
import { SNIFFED_TYPES, type SniffedType, sniffStream } from '../../storage/content-type.ts';
import { type FileStorage, newStorageKey } from '../../storage/file-storage.ts';
import { nomeDeExibicao } from '../../storage/nome-de-exibicao.ts';
import { pdfInflaDemais } from '../../storage/pdf-inflado.ts';
import type { ArquivoMeta } from './arquivos.ts';

export { nomeDeExibicao };

const extensaoDoTipo = (tipo: string): string => SNIFFED_TYPES[tipo as SniffedType]?.extension ?? '';

/** The stream as it goes by, with every chunk kept in `partes` (a PDF, measured once stored). */
function guardando(corpo: Readable, partes: Buffer[]): Readable {
  async function* repassar() {
    for await (const parte of corpo) {
      partes.push(parte);
      yield parte;
    }
  }
  return Readable.from(repassar(), { objectMode: false });
}

/**
 * Receives the one file of a multipart request and streams it into the storage under a new key of
 * `prefixo`: its type decided by its first bytes (PDF, JPEG or PNG), at most ARQUIVO_MAX_BYTES. The
 * text fields sent before the file come back with it. Every refusal is a Portuguese 4xx and leaves
 * nothing stored.
 */
export async function receberArquivo(
  request: FastifyRequest,
  storage: FileStorage,
  prefixo: string,
): Promise<{ campos: Record<string, string>; arquivo: ArquivoMeta }> {
  if (!request.isMultipart()) throw new AppError('TIPO_NAO_SUPORTADO', MENSAGEM_NAO_MULTIPART);
  const parte = await request.file({
    limits: { fileSize: ARQUIVO_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
    throwFileSizeLimit: true,
  });
  if (!parte)
    throw new AppError('VALIDACAO', MENSAGEM_SEM_ARQUIVO, [
      { campo: 'arquivo', mensagem: MENSAGEM_SEM_ARQUIVO },
    ]);
  const campos: Record<string, string> = {};
  for (const [nome, valor] of Object.entries(parte.fields)) {
    const v = Array.isArray(valor) ? valor[0] : valor;
    if (v && v.type === 'field' && typeof v.value === 'string') campos[nome] = v.value;
  }
  const { type, body } = await sniffStream(parte.file);
  if (!type) {
    // Read what is left of the upload so the answer reaches the browser; a file past the size limit
    // ends that read with an error, which changes nothing here.
    body.on('error', () => {});
    body.resume();
    const vazio = parte.file.bytesRead === 0;
    throw new AppError(
      vazio ? 'VALIDACAO' : 'TIPO_NAO_SUPORTADO',
      vazio ? MENSAGEM_ARQUIVO_VAZIO : MENSAGEM_TIPO_RECUSADO,
    );
  }
  const extensao = SNIFFED_TYPES[type].extension;
  const chave = newStorageKey(prefixo, extensao);
  // A PDF is kept while it is stored (at most ARQUIVO_MAX_BYTES) to measure what its streams inflate to.
  const pdf: Buffer[] | null = type === 'application/pdf' ? [] : null;
  try {
    const { size } = await storage.put(chave, pdf ? guardando(body, pdf) : body, type);
    if (parte.file.truncated) throw new AppError('ARQUIVO_GRANDE', MENSAGEM_ARQUIVO_GRANDE);
    if (pdf && (await pdfInflaDemais(Buffer.concat(pdf)))) {
      throw new AppError('ARQUIVO_GRANDE', MENSAGEM_PDF_INFLADO);
    }
    return {
      campos,
      arquivo: { chave, nome: nomeDeExibicao(parte.filename, extensao), tipo: type, bytes: size },
    };
  } catch (error) {
    await storage.delete(chave);
    if (parte.file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('ARQUIVO_GRANDE', MENSAGEM_ARQUIVO_GRANDE);
    }
    throw error;
  }
}

/**
 * Streams a stored file to the browser, shown in place (a new tab) under its display name (cleaned
 * again: rows stored before the names were cleaned). Sandboxed and never sniffed: a file is data, even
 * opened straight from the API's address.
 */
export async function enviarArquivo(
  reply: FastifyReply,
  storage: FileStorage,
  arquivo: ArquivoMeta,
  naoEncontrado: () => AppError,
) {
  const guardado = await storage.get(arquivo.chave);
  if (!guardado) throw naoEncontrado();
  return enviarArquivoAoNavegador(reply, {
    tipo: arquivo.tipo,
    nome: nomeDeExibicao(arquivo.nome, extensaoDoTipo(arquivo.tipo)),
    corpo: guardado.body,
    bytes: guardado.size,
  });
}
