import { z } from 'zod';
import { zBodyId, zId, zTexto } from '../common.schemas.ts';
import { ZPaginaAdmin, zPaginaDe } from '../equipe/equipe.schemas.ts';

/*
 * The back office of the open questions (issue 21 §5): the questions (a PDF, a title, a theme, an
 * observation, a platform), the themes, and which teachers correct which themes.
 */

export const MENSAGENS_QUESTOES_ABERTAS_ADMIN = {
  temaNaoEncontrado: 'Tema não encontrado.',
  temaDuplicado: 'Já existe um tema com esse nome.',
  temaEmUso: 'Este tema tem questões abertas: mude o tema delas antes de excluí-lo.',
  soPdf: 'O enunciado da questão aberta deve ser um arquivo PDF.',
  semPdf: 'Selecione o PDF da questão.',
  plataforma: 'Plataforma inválida.',
  professor: 'Professor não encontrado.',
  titulo: 'Digite o título da questão.',
  nomeTema: 'Digite o nome do tema.',
} as const;
const M = MENSAGENS_QUESTOES_ABERTAS_ADMIN;

export const ZBuscaQuestoesAbertasAdmin = ZPaginaAdmin.extend({
  busca: zTexto().trim().max(200, 'Busca longa demais.').optional(),
  tema: zId('Tema inválido.').optional(),
  plataforma: zId(M.plataforma).optional(),
  ordem: z.enum(['numero', 'titulo', 'tema'], { message: 'Ordem inválida.' }).default('numero'),
});
export type TBuscaQuestoesAbertasAdmin = z.infer<typeof ZBuscaQuestoesAbertasAdmin>;

export const ZQuestaoAbertaAdmin = z.object({
  id: z.number(),
  plataformaId: z.number(),
  numero: z.number(),
  titulo: z.string(),
  observacao: z.string(),
  temaId: z.number(),
  tema: z.string(),
  nomeArquivo: z.string(),
  arquivoBytes: z.number(),
  /** How many answers students sent to it. */
  respostas: z.number(),
});
export type TQuestaoAbertaAdmin = z.infer<typeof ZQuestaoAbertaAdmin>;
export const ZPaginaQuestoesAbertasAdmin = zPaginaDe(ZQuestaoAbertaAdmin);
export type TPaginaQuestoesAbertasAdmin = z.infer<typeof ZPaginaQuestoesAbertasAdmin>;

/** The fields of an open question (JSON on edit; the same fields, as text, before the PDF on create). */
export const ZQuestaoAbertaCampos = z.object({
  titulo: zTexto({ message: M.titulo }).trim().min(1, M.titulo).max(200, 'O título vai até 200 caracteres.'),
  temaId: zBodyId('Escolha o tema.'),
  plataformaId: zBodyId('Escolha a plataforma.'),
  observacao: zTexto().trim().max(2000, 'A observação vai até 2000 caracteres.').default(''),
});
export type TQuestaoAbertaCampos = z.infer<typeof ZQuestaoAbertaCampos>;
export type TQuestaoAbertaCamposInput = z.input<typeof ZQuestaoAbertaCampos>;

/** The multipart form's text fields as ZQuestaoAbertaCampos reads them (the ids as numbers). */
export function camposDoFormulario(campos: Record<string, string>): Record<string, unknown> {
  const numero = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : Number(v));
  return { ...campos, temaId: numero(campos.temaId), plataformaId: numero(campos.plataformaId) };
}

export const ZIdQuestaoAbertaAdmin = z.object({ id: zId('Questão aberta inválida.') });

// Themes and their teachers.
const ZIdNome = z.object({ id: z.number(), nome: z.string() });
export const ZTemaAdmin = z.object({
  id: z.number(),
  nome: z.string(),
  questoes: z.number(),
  /** The product's teachers who correct it. */
  professores: z.array(ZIdNome),
});
export type TTemaAdmin = z.infer<typeof ZTemaAdmin>;
export const ZTemasAdmin = z.array(ZTemaAdmin);
export const ZProfessoresAdmin = z.array(ZIdNome);

export const ZTemaCampos = z.object({
  nome: zTexto({ message: M.nomeTema }).trim().min(1, M.nomeTema).max(120, 'O nome vai até 120 caracteres.'),
});
export type TTemaCampos = z.infer<typeof ZTemaCampos>;
export const ZIdTemaParam = z.object({ id: zId('Tema inválido.') });

export const ZProfessoresDoTema = z.object({
  professores: z.array(zBodyId(M.professor)).max(200, 'Professores demais.'),
});
export type TProfessoresDoTema = z.infer<typeof ZProfessoresDoTema>;
