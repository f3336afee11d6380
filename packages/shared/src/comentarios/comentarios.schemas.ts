import { z } from 'zod';
import { zBodyId, zPage, zTexto } from '../common.schemas.ts';
import { ZResumoReacoes } from '../reacoes/reacoes.schemas.ts';

export const TIPOS_COMENTARIO = ['INFORMATIVO', 'ERRO', 'SUGESTAO'] as const;
export type TipoComentario = (typeof TIPOS_COMENTARIO)[number];
export const TIPO_COMENTARIO_LABEL: Record<TipoComentario, string> = {
  INFORMATIVO: 'Informativo',
  ERRO: 'Erro',
  SUGESTAO: 'Sugestão',
};
export const COMENTARIO_MAX = 2000;
export const COMENTARIOS_POR_PAGINA = 5;

/** `campo` with its article ("O comentário", "A resposta") opens the length message. */
const texto = (campo: string, vazio: string) =>
  zTexto({ message: vazio })
    .trim()
    .min(1, vazio)
    .max(COMENTARIO_MAX, `${campo} pode ter até ${COMENTARIO_MAX} caracteres.`);

export const ZComentarioBody = z.object({
  comentario: texto('O comentário', 'Digite um comentário antes de enviar.'),
  tipo: z.enum(TIPOS_COMENTARIO, { message: 'Tipo de comentário inválido.' }).default('INFORMATIVO'),
});
export const ZComentarioQuestaoBody = ZComentarioBody.extend({
  questaoVO: z.object({ id: zBodyId('Informe a questão.') }),
});
export const ZRespostaComentarioBody = z.object({
  resposta: texto('A resposta', 'Digite uma resposta antes de enviar.'),
});

/** Comment texts are plain text: the web escapes them, never renders them as HTML. */
export const ZComentario = z.object({
  id: z.number().int(),
  comentario: z.string(),
  tipo: z.enum(TIPOS_COMENTARIO),
  nomeUsuario: z.string(),
  inicio: z.string(),
  totalRespostas: z.number().int(),
  reacoes: ZResumoReacoes,
});
export const ZRespostaComentario = z.object({
  id: z.number().int(),
  resposta: z.string(),
  inicio: z.string(),
  usuarioExterno: z.object({ nome: z.string() }),
  /** Written by the staff in the platform's name: `usuarioExterno.nome` is then 'Equipe Aprovei'. */
  daPlataforma: z.boolean(),
});
export const ZComentarioPage = zPage(ZComentario);
export const ZRespostaComentarioPage = zPage(ZRespostaComentario);
export type TComentario = z.infer<typeof ZComentario>;
export type TRespostaComentario = z.infer<typeof ZRespostaComentario>;
