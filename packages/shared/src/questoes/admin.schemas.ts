import { z } from 'zod';
import { zId, zTexto } from '../common.schemas.ts';
import { ZPaginaAdmin, zPaginaDe } from '../equipe/equipe.schemas.ts';
import { ZSituacaoItem } from '../itens-estudo/situacao.ts';

/** The back office's lists of questions and of fixation exercises: filters, sorting and rows. */
const filtrosItem = {
  plataformaId: zId('Plataforma inválida.').optional(),
  materiaId: zId('Matéria inválida.').optional(),
  conteudoId: zId('Conteúdo inválido.').optional(),
  instituicaoId: zId('Instituição inválida.').optional(),
  anoId: zId('Ano inválido.').optional(),
  situacao: ZSituacaoItem.optional(),
  /** Words of the statement (questions) or of the statement and context (exercises). */
  texto: zTexto().trim().max(200, 'Busca longa demais.').optional(),
  id: zId('Identificador inválido.').optional(),
};
export const ORDENS_ITEM_ADMIN = ['id', 'numero', 'ano', 'situacao', 'atualizadoEm'] as const;
const ordem = z.enum(ORDENS_ITEM_ADMIN, { message: 'Ordem inválida.' }).default('id');

export const ZBuscaQuestoesAdmin = ZPaginaAdmin.extend({
  ...filtrosItem,
  bancaId: zId('Banca inválida.').optional(),
  ordem,
});
export type TBuscaQuestoesAdmin = z.infer<typeof ZBuscaQuestoesAdmin>;
export const ZBuscaExerciciosAdmin = ZPaginaAdmin.extend({ ...filtrosItem, ordem });
export type TBuscaExerciciosAdmin = z.infer<typeof ZBuscaExerciciosAdmin>;

export const ZLinhaItemAdmin = z.object({
  id: z.number(),
  numero: z.number(),
  plataformaId: z.number(),
  ano: z.number(),
  instituicao: z.string(),
  banca: z.string().nullable(),
  materias: z.array(z.string()),
  situacao: ZSituacaoItem,
  /** The statement as plain text, cut short. */
  resumo: z.string(),
  atualizadoEm: z.string(),
});
export type TLinhaItemAdmin = z.infer<typeof ZLinhaItemAdmin>;
export const ZPaginaItensAdmin = zPaginaDe(ZLinhaItemAdmin);

/** One key change after publication. */
export const ZAlteracaoGabarito = z.object({
  antes: z.string(),
  depois: z.string(),
  motivo: z.string(),
  autor: z.string().nullable(),
  em: z.string(),
});
export type TAlteracaoGabarito = z.infer<typeof ZAlteracaoGabarito>;

const classificacao = {
  id: z.number(),
  numero: z.number(),
  plataformaId: z.number(),
  anoId: z.number(),
  instituicaoId: z.number(),
  bancaId: z.number().nullable(),
  materias: z.array(z.number()),
  conteudos: z.array(z.number()),
  explicacao: z.string(),
  estagiario: z.boolean(),
  situacao: ZSituacaoItem,
  atualizadoEm: z.string(),
  /** Whether students answered it (its alternatives and type are then fixed). */
  respostas: z.number(),
  historicoGabarito: z.array(ZAlteracaoGabarito),
};

/** A question as the back office edits it: the form's fields plus its state and key history. */
export const ZQuestaoAdmin = z.object({
  ...classificacao,
  subConteudos: z.array(z.number()),
  enunciado: z.string(),
  alternativas: z.array(z.string()),
  explicacoesAlternativas: z.array(z.string()),
  corretas: z.array(z.number()),
  somatoria: z.boolean(),
});
export type TQuestaoAdmin = z.infer<typeof ZQuestaoAdmin>;

export const ZExercicioAdmin = z.object({
  ...classificacao,
  contexto: z.string(),
  afirmativa: z.string(),
  certo: z.boolean(),
});
export type TExercicioAdmin = z.infer<typeof ZExercicioAdmin>;

export const ZIdItemParam = z.object({ id: zId('Identificador inválido.') });
export const ZCriado = z.object({ id: z.number() });

/** An uploaded statement image: where it is served (`/api/imagens/<chave>`). */
export const ZImagemEnviada = z.object({ chave: z.string(), url: z.string() });
export const IMAGEM_MAX_BYTES = 5 * 1024 * 1024;
export const MENSAGEM_IMAGEM_TIPO = 'Envie uma imagem PNG, JPEG, WebP ou GIF.';
export const MENSAGEM_IMAGEM_GRANDE = 'A imagem pode ter no máximo 5 MB.';
export const MENSAGEM_IMAGEM_AUSENTE = 'Selecione uma imagem.';
