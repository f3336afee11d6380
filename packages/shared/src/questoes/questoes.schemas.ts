import { z } from 'zod';
import { ZItemNome } from '../catalogo/catalogo.schemas.ts';
import {
  MAX_INT,
  zBodyId,
  zId,
  zIdList,
  zNumeroNoEndereco,
  zPage,
  zPaging,
  zQueryBool,
} from '../common.schemas.ts';
import { ZResumoReacoes } from '../reacoes/reacoes.schemas.ts';
import { ORDENACOES } from './questoes.rules.ts';

/**
 * Question filter (spec doc 3 §3 "Question filter") as a query string. Lists are ids joined by commas
 * or repeated. Exactly one of the four mode flags is sent; none means unanswered.
 */
export const ZQuestaoFiltro = z.object({
  idPlataforma: zId('Plataforma inválida.'),
  idCurso: zId('Curso inválido.').optional(),
  listaMateriaQuestao: zIdList('Matéria inválida.'),
  listaConteudoQuestao: zIdList('Conteúdo inválido.'),
  listaSubConteudoQuestao: zIdList('Subconteúdo inválido.'),
  listaInstituicao: zIdList('Instituição inválida.'),
  listaBanca: zIdList('Banca inválida.'),
  listaAno: zIdList('Ano inválido.'),
  numeroQuestao: zNumeroNoEndereco('Número da questão inválido.', 1, MAX_INT).optional(),
  id: zId('Questão inválida.').optional(),
  /** Overrides the user's ordering setting for this search (links from the checklist use it). */
  orderBy: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.toUpperCase() : v),
      z.enum(ORDENACOES, { message: 'Ordenação inválida. Use NUMERO, ANO_DESC ou ALEATORIA.' }),
    )
    .optional(),
  questoesNaoRespondidas: zQueryBool().optional(),
  questoesJaRespondidas: zQueryBool().optional(),
  questoesIncorretas: zQueryBool().optional(),
  todasQuestoes: zQueryBool().optional(),
  ...zPaging(10, 50),
});
export type TQuestaoFiltro = z.infer<typeof ZQuestaoFiltro>;

export const ZAlternativa = z.object({
  id: z.number().int(),
  ordem: z.number().int(),
  enunciado: z.string(),
  /** 1, 2, 4, 8… on sum-type questions; null otherwise. */
  valorSomatoria: z.number().int().nullable(),
  /** The alternative the user chose in their latest answer. */
  respostaMultiplaEscolhaSelecionada: z.boolean(),
});

export const ZQuestao = z.object({
  id: z.number().int(),
  numeroQuestao: z.number().int(),
  enunciado: z.string(),
  ano: z.object({ id: z.number().int(), ano: z.number().int() }),
  instituicao: ZItemNome,
  banca: ZItemNome.nullable(),
  listaMaterias: z.array(ZItemNome),
  listaConteudos: z.array(ZItemNome),
  listaSubConteudos: z.array(ZItemNome),
  questaoSomatoria: z.boolean(),
  listaAlternativas: z.array(ZAlternativa),
  /** The user's latest answer, when there is one, and whether it was right. */
  respondida: z.boolean(),
  ultimaCorreta: z.boolean().nullable(),
  valorSomatoriaRespondida: z.number().int().nullable(),
  totalComentarios: z.number().int(),
  reacoes: ZResumoReacoes,
});
export type TQuestao = z.infer<typeof ZQuestao>;
export type TAlternativa = z.infer<typeof ZAlternativa>;

export const ZQuestaoPage = zPage(ZQuestao);

export const ZRespostaBody = z.object({
  idQuestao: zBodyId('Informe a questão.'),
  idAlternativa: zBodyId('Alternativa inválida.').nullish(),
  valorSomatoria: z.number().int().min(-MAX_INT, 'Soma inválida.').max(MAX_INT, 'Soma inválida.').nullish(),
});
export type TRespostaBody = z.infer<typeof ZRespostaBody>;

/** Answer feedback (spec doc 3 §3 "Answer feedback"). */
export const ZRespostaFeedback = z.object({
  certoErrado: z.boolean(),
  feedback: z.string(),
  /** Id of the correct alternative (null on sum-type questions). */
  id: z.number().int().nullable(),
  /** The correct sum on sum-type questions (null otherwise). */
  valorSomatoriaResposta: z.number().int().nullable(),
  idResposta: z.number().int(),
});
export type TRespostaFeedback = z.infer<typeof ZRespostaFeedback>;

export const ZEstatisticaAcerto = z.object({
  totalRespostas: z.number().int(),
  /** Hits as a percentage with two decimals (the spec's numeroAcertos). */
  numeroAcertos: z.number(),
  percentualAcertos: z.number(),
  percentualErros: z.number(),
});
export const ZEstatisticaAlternativa = z.object({
  ordem: z.number().int(),
  descricao: z.string(),
  total: z.number().int(),
  percentual: z.number(),
});
export const ZEstatisticaExercicio = ZEstatisticaAcerto.extend({
  alternativas: z.array(ZEstatisticaAlternativa),
});
export type TEstatisticaAcerto = z.infer<typeof ZEstatisticaAcerto>;
export type TEstatisticaAlternativa = z.infer<typeof ZEstatisticaAlternativa>;
export type TEstatisticaExercicio = z.infer<typeof ZEstatisticaExercicio>;

/** Fixation exercises: the same filter without banca and sub-contents. */
export const ZExercicioFiltro = ZQuestaoFiltro.omit({ listaBanca: true, listaSubConteudoQuestao: true });
export type TExercicioFiltro = z.infer<typeof ZExercicioFiltro>;

/** True/false item (spec doc 3 §3): its statement and the question-like context it belongs to. */
export const ZExercicio = z.object({
  id: z.number().int(),
  enunciado: z.string(),
  questao: z.object({
    id: z.number().int(),
    numeroQuestao: z.number().int(),
    ano: z.object({ id: z.number().int(), ano: z.number().int() }),
    instituicao: ZItemNome,
    listaMaterias: z.array(ZItemNome),
    listaConteudos: z.array(ZItemNome),
    enunciado: z.string(),
  }),
  /** The user's latest answer: true (Certo), false (Errado) or null. */
  respostaMarcadaVerdadeiroFalso: z.boolean().nullable(),
  totalComentarios: z.number().int(),
  reacoes: ZResumoReacoes,
});
export type TExercicio = z.infer<typeof ZExercicio>;
export const ZExercicioPage = zPage(ZExercicio);

export const ZRespostaExercicioBody = z.object({
  idAlternativa: zBodyId('Informe o exercício.'),
  respostaMarcadaVerdadeiroFalso: z.boolean({ message: 'Você precisa selecionar uma alternativa!' }),
});
export const ZRespostaExercicioFeedback = z.object({
  certoErrado: z.boolean(),
  feedback: z.string(),
  idResposta: z.number().int(),
});
export type TRespostaExercicioFeedback = z.infer<typeof ZRespostaExercicioFeedback>;

/** The ordering setting of questions or exercises: random (stable across pages) or by number. */
export const ZOrdenacao = z.object({ aleatoria: z.boolean() });
export type TOrdenacao = z.infer<typeof ZOrdenacao>;
