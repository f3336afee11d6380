import '@fastify/multipart';
import {
  EBOOK_CAPA_MAX_BYTES,
  EBOOK_PDF_MAX_BYTES,
  MENSAGENS_EBOOK_ADMIN,
  tipoDaCapa,
} from '@aprovei/shared/ebook/ebook-admin.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { FastifyRequest } from 'fastify';
import { sniffContentType } from '../../storage/content-type.ts';
import { pdfInflaDemais } from '../../storage/pdf-inflado.ts';

/** The e-book form as it arrived: its text fields, the PDF and the cover (as a data URL), when sent. */
export interface FormularioEbook {
  campos: Record<string, string>;
  pdf?: Uint8Array;
  capa?: string;
}

const CAMPOS = ['materiaId', 'nome', 'autor', 'descricao', 'valorCentavos', 'paginasGratis', 'ativo'];

const grande = (mensagem: string, campo: string) =>
  new AppError('ARQUIVO_GRANDE', mensagem, [{ campo, mensagem }]);
const tipoRecusado = (mensagem: string, campo: string) =>
  new AppError('TIPO_NAO_SUPORTADO', mensagem, [{ campo, mensagem }]);

/**
 * Reads the back office's e-book form (multipart/form-data): the text fields, the file `pdf` (a PDF by its
 * first bytes, at most EBOOK_PDF_MAX_BYTES, whose streams do not inflate past the limit) and the file
 * `capa` (PNG, JPEG or WebP by its bytes, at most EBOOK_CAPA_MAX_BYTES). A book is kept in memory: pdf-lib
 * counts its pages and stamps copies on the whole document anyway. 413 and 415 name the file's field.
 */
export async function lerFormularioEbook(request: FastifyRequest): Promise<FormularioEbook> {
  if (!request.isMultipart()) throw new AppError('TIPO_NAO_SUPORTADO', MENSAGENS_EBOOK_ADMIN.naoMultipart);
  const form: FormularioEbook = { campos: {} };
  const partes = request.parts({
    // toBuffer() throws past fileSize (the plugin's default throwFileSizeLimit).
    limits: { fileSize: EBOOK_PDF_MAX_BYTES, files: 2, fields: CAMPOS.length, fieldSize: 10_000, parts: 9 },
  });
  for await (const parte of partes) {
    if (parte.type === 'field') {
      if (!CAMPOS.includes(parte.fieldname) || typeof parte.value !== 'string')
        throw new AppError('VALIDACAO', MENSAGENS_EBOOK_ADMIN.campoDesconhecido, [
          { campo: parte.fieldname, mensagem: MENSAGENS_EBOOK_ADMIN.campoDesconhecido },
        ]);
      form.campos[parte.fieldname] = parte.value;
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await parte.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
      throw parte.fieldname === 'capa'
        ? grande(MENSAGENS_EBOOK_ADMIN.capaGrande, 'capa')
        : grande(MENSAGENS_EBOOK_ADMIN.pdfGrande, 'pdf');
    }
    if (parte.fieldname === 'pdf') {
      if (sniffContentType(bytes) !== 'application/pdf')
        throw tipoRecusado(MENSAGENS_EBOOK_ADMIN.pdfTipo, 'pdf');
      if (await pdfInflaDemais(bytes)) throw grande(MENSAGENS_EBOOK_ADMIN.pdfInflado, 'pdf');
      form.pdf = new Uint8Array(bytes);
    } else if (parte.fieldname === 'capa') {
      if (bytes.length > EBOOK_CAPA_MAX_BYTES) throw grande(MENSAGENS_EBOOK_ADMIN.capaGrande, 'capa');
      const tipo = tipoDaCapa(bytes);
      if (!tipo) throw tipoRecusado(MENSAGENS_EBOOK_ADMIN.capaTipo, 'capa');
      form.capa = `data:${tipo};base64,${bytes.toString('base64')}`;
    } else {
      throw new AppError('VALIDACAO', MENSAGENS_EBOOK_ADMIN.campoDesconhecido, [
        { campo: parte.fieldname, mensagem: MENSAGENS_EBOOK_ADMIN.campoDesconhecido },
      ]);
    }
  }
  return form;
}
