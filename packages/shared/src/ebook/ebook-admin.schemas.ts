/**
 * The back office's e-books (issue 21 §6): the list, one e-book, and the form that goes with its PDF and
 * cover as multipart/form-data (the fields first, then the files `pdf` and `capa`).
 */
import { z } from 'zod';
import { zId, zQueryBool, zTexto } from '../common.schemas.ts';
import { ZPaginaAdmin, zPaginaDe } from '../equipe/equipe.schemas.ts';
import { ZEbookNovo, ZMateriaEbook } from './ebook.schemas.ts';

/** The largest PDF of a book and the largest cover (stored in the e-book's row as a data URL). */
export const EBOOK_PDF_MAX_BYTES = 20 * 1024 * 1024;
export const EBOOK_CAPA_MAX_BYTES = 350 * 1024;

export const MENSAGENS_EBOOK_ADMIN = {
  naoMultipart: 'Envie o e-book como formulário com arquivos (multipart/form-data).',
  semPdf: 'Envie o PDF do e-book.',
  semCapa: 'Envie a capa do e-book.',
  pdfGrande: 'O PDF do e-book deve ter até 20 MB.',
  pdfInflado: 'O PDF do e-book é grande demais depois de descompactado.',
  capaGrande: 'A capa deve ter até 350 KB.',
  capaTipo: 'A capa deve ser uma imagem PNG, JPEG ou WebP.',
  pdfTipo: 'O arquivo do e-book deve ser um PDF.',
  campoDesconhecido: 'Campo desconhecido no formulário do e-book.',
  criado: 'E-book cadastrado.',
  salvo: 'E-book salvo.',
  retirado: 'E-book retirado da loja.',
} as const;

/** The cover types (decided by the first bytes), as the web's file picker and the API accept them. */
export const TIPOS_CAPA = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type TipoCapa = (typeof TIPOS_CAPA)[number];

/** The type of a cover image by its first bytes (PNG, JPEG, WebP), or null. */
export function tipoDaCapa(b: Uint8Array): TipoCapa | null {
  const comeca = (assinatura: number[], desde = 0) =>
    b.length >= desde + assinatura.length && assinatura.every((x, i) => b[desde + i] === x);
  if (comeca([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (comeca([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (comeca([0x52, 0x49, 0x46, 0x46]) && comeca([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The form's fields (the cover and the PDF travel as files beside them). */
export const ZEbookForm = ZEbookNovo.omit({ capa: true });
export type TEbookForm = z.input<typeof ZEbookForm>;

/** The multipart text fields as the server reads them: numbers and booleans written as text. */
export function camposDoEbook(campos: Record<string, string>): Record<string, unknown> {
  const numero = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : Number(v));
  return {
    materiaId: numero(campos.materiaId),
    nome: campos.nome,
    autor: campos.autor,
    descricao: campos.descricao,
    valorCentavos: numero(campos.valorCentavos),
    paginasGratis: numero(campos.paginasGratis),
    ativo: campos.ativo === undefined ? undefined : campos.ativo === 'true',
  };
}

export const ZBuscaEbooksAdmin = ZPaginaAdmin.extend({
  busca: zTexto().trim().max(120, 'Busca longa demais.').optional(),
  ativo: zQueryBool().optional(),
  ordem: z.enum(['nome', 'criadoEm', 'valorCentavos'], { message: 'Ordem inválida.' }).default('criadoEm'),
});
export type TBuscaEbooksAdmin = z.infer<typeof ZBuscaEbooksAdmin>;

export const ZEbookAdmin = z.object({
  id: z.number(),
  nome: z.string(),
  autor: z.string(),
  materia: ZMateriaEbook,
  valorCentavos: z.number(),
  numPaginas: z.number(),
  paginasGratis: z.number(),
  ativo: z.boolean(),
  /** How many students own it. */
  compras: z.number(),
  criadoEm: z.string(),
});
export type TEbookAdmin = z.infer<typeof ZEbookAdmin>;
export const ZPaginaEbooksAdmin = zPaginaDe(ZEbookAdmin);
export type TPaginaEbooksAdmin = z.infer<typeof ZPaginaEbooksAdmin>;

/** One e-book to edit: the list's row plus its description and cover. */
export const ZEbookAdminDetalhe = ZEbookAdmin.extend({ descricao: z.string(), capa: z.string() });
export type TEbookAdminDetalhe = z.infer<typeof ZEbookAdminDetalhe>;

export const ZIdEbookParam = z.object({ id: zId('E-book inválido.') });
export const ZEbookCriado = z.object({ id: z.number() });
