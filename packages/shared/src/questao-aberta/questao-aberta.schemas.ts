import { z } from 'zod';
import { zId, zNumeroNoEndereco, zPage, zPaging, zTexto } from '../common.schemas.ts';
import { FILTROS_SITUACAO } from './questao-aberta.rules.ts';

/** Wire shapes of the open questions (spec doc 3 §3 "Open question", §7) and the teacher's queue. */

const ZSituacao = z.enum(['P', 'C', '']);
const ZIdNome = z.object({ id: z.number().int(), nome: z.string() });

export const ZQuestaoAberta = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  titulo: z.string(),
  observacao: z.string(),
  temaQuestaoAbertaVO: ZIdNome,
  /** Name of the question's PDF (downloaded by carregar-arquivo-questao). */
  nomeArquivo: z.string(),
  arquivoBytes: z.number().int(),
  /** The caller's status: 'P' awaiting correction, 'C' corrected, '' never sent. */
  situacao: ZSituacao,
  /** The teacher the caller's latest answer was addressed to (null: any teacher). */
  idProfessor: z.number().int().nullable(),
});
export type TQuestaoAberta = z.infer<typeof ZQuestaoAberta>;

export const ZFiltroQuestoesAberta = z.object({
  titulo: zTexto().trim().max(200, 'O título vai até 200 caracteres.').optional(),
  idTema: zNumeroNoEndereco('Tema inválido.', 1, 2_147_483_647).optional(),
  situacao: z.enum(FILTROS_SITUACAO).default('TODAS'),
  ...zPaging(10, 50),
});
export type TFiltroQuestoesAberta = z.infer<typeof ZFiltroQuestoesAberta>;
export type TFiltroQuestoesAbertaInput = z.input<typeof ZFiltroQuestoesAberta>;

export const ZListaQuestoesAberta = zPage(ZQuestaoAberta);
export type TListaQuestoesAberta = z.infer<typeof ZListaQuestoesAberta>;

export const ZBuscaTitulo = z.object({
  titulo: zTexto().trim().max(200, 'O título vai até 200 caracteres.').default(''),
});
export const ZTitulos = z.array(z.object({ id: z.number().int(), titulo: z.string() }));
export type TTitulos = z.infer<typeof ZTitulos>;

/** The sending quota: answers sent and sends left (plan plus packs). */
export const ZContadorQuestaoAberta = z.object({
  respondidas: z.number().int(),
  disponiveis: z.number().int(),
});
export type TContadorQuestaoAberta = z.infer<typeof ZContadorQuestaoAberta>;

/** The caller's status on one question and, once corrected, the teacher's comment and score. */
export const ZSituacaoQuestaoAberta = z.object({
  situacao: ZSituacao,
  idProfessor: z.number().int().nullable(),
  enviadaEm: z.iso.datetime({ offset: true }).nullable(),
  corrigidaEm: z.iso.datetime({ offset: true }).nullable(),
  comentario: z.string().nullable(),
  /** 0 to 10, one decimal place. */
  nota: z.number().nullable(),
  professor: z.string().nullable(),
});
export type TSituacaoQuestaoAberta = z.infer<typeof ZSituacaoQuestaoAberta>;

export const ZIdQuestaoAbertaParams = z.object({ id: zId('Questão inválida.') });
export const ZIdRespostaParams = z.object({ id: zId('Resposta inválida.') });

export const ZEnvioResposta = z.object({
  mensagem: z.string(),
  situacao: ZSituacao,
});
export type TEnvioResposta = z.infer<typeof ZEnvioResposta>;

export const ZProfessores = z.array(ZIdNome);
export type TProfessores = z.infer<typeof ZProfessores>;

// ─── The teacher's side ────────────────────────────────────────────────────────────────────────

export const ZRespostaNaFila = z.object({
  id: z.number().int(),
  questao: z.object({ id: z.number().int(), numero: z.number().int(), titulo: z.string(), tema: z.string() }),
  /** The student's first name: enough to recognise the answer. */
  aluno: z.string(),
  enviadaEm: z.iso.datetime({ offset: true }),
  /** Addressed to the caller (true) or to any teacher (false). */
  paraMim: z.boolean(),
  nomeArquivo: z.string(),
});
export type TRespostaNaFila = z.infer<typeof ZRespostaNaFila>;
export const ZFilaCorrecao = z.array(ZRespostaNaFila);
export type TFilaCorrecao = z.infer<typeof ZFilaCorrecao>;

/** One answer the caller corrected: the score and comment they gave, newest correction first. */
export const ZRespostaCorrigida = ZRespostaNaFila.omit({ paraMim: true }).extend({
  corrigidaEm: z.iso.datetime({ offset: true }),
  nota: z.number(),
  comentario: z.string(),
});
export type TRespostaCorrigida = z.infer<typeof ZRespostaCorrigida>;
export const ZPaginaCorrigidas = zPage(ZRespostaCorrigida);
export type TPaginaCorrigidas = z.infer<typeof ZPaginaCorrigidas>;
export const ZFiltroCorrigidas = z.object(zPaging());

/** The written part of a correction (sent as multipart fields before the correction file). */
export const ZCorrecaoCampos = z.object({
  comentario: zTexto()
    .trim()
    .min(1, 'Escreva um comentário para o aluno.')
    .max(5000, 'O comentário vai até 5000 caracteres.'),
  nota: z.coerce
    .number({ error: 'Informe a nota de 0 a 10.' })
    .min(0, 'Informe a nota de 0 a 10.')
    .max(10, 'Informe a nota de 0 a 10.')
    .refine((n) => Number.isInteger(n * 10), 'A nota tem no máximo uma casa decimal.'),
});
export type TCorrecaoCampos = z.infer<typeof ZCorrecaoCampos>;
export type TCorrecaoCamposInput = z.input<typeof ZCorrecaoCampos>;

export const ZCorrecaoEnviada = z.object({ mensagem: z.string() });
