import { z } from 'zod';
import { ZItemNome } from '../catalogo/catalogo.schemas.ts';
import {
  MAX_INT,
  ZIdCliente,
  zBodyId,
  zId,
  zIdList,
  zNumeroNoEndereco,
  zPage,
  zPaging,
  zQueryBool,
  zTexto,
} from '../common.schemas.ts';
import { ZGabaritoAlterado, ZSituacaoItem, ZSituacaoVisivel } from '../itens-estudo/situacao.ts';
import { ZResumoReacoes } from '../reacoes/reacoes.schemas.ts';
import { MOTIVOS_ERRO } from '../revisao/revisao.rules.ts';
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
  /** 'Ocultar anuladas e desatualizadas': only published items. */
  ocultarAnuladas: zQueryBool().optional(),
  /** Only the questions the student answered wrong giving this reason (the statistics page's links). */
  motivoErro: z.enum(MOTIVOS_ERRO, { message: 'Motivo do erro inválido.' }).optional(),
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
  /** Annulled and outdated questions show a badge. */
  situacao: ZSituacaoVisivel,
});
export type TQuestao = z.infer<typeof ZQuestao>;
export type TAlternativa = z.infer<typeof ZAlternativa>;

export const ZQuestaoPage = zPage(ZQuestao);

export const ZRespostaBody = z.object({
  idQuestao: zBodyId('Informe a questão.'),
  idAlternativa: zBodyId('Alternativa inválida.').nullish(),
  valorSomatoria: z.number().int().min(-MAX_INT, 'Soma inválida.').max(MAX_INT, 'Soma inválida.').nullish(),
  idCliente: ZIdCliente.optional(),
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
  /** Each alternative's own explanation ('' when none), by id. */
  explicacoesAlternativas: z.array(z.object({ id: z.number().int(), explicacao: z.string() })),
  /** The latest key change after publication ('Gabarito alterado' with its reason), or null. */
  gabaritoAlterado: ZGabaritoAlterado.nullable(),
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
export const ZExercicioFiltro = ZQuestaoFiltro.omit({
  listaBanca: true,
  listaSubConteudoQuestao: true,
  motivoErro: true,
});
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
  situacao: ZSituacaoVisivel,
});
export type TExercicio = z.infer<typeof ZExercicio>;
export const ZExercicioPage = zPage(ZExercicio);

export const ZRespostaExercicioBody = z.object({
  idAlternativa: zBodyId('Informe o exercício.'),
  respostaMarcadaVerdadeiroFalso: z.boolean({ message: 'Você precisa selecionar uma alternativa!' }),
  idCliente: ZIdCliente.optional(),
});
export type TRespostaExercicioBody = z.infer<typeof ZRespostaExercicioBody>;
export const ZRespostaExercicioFeedback = z.object({
  certoErrado: z.boolean(),
  feedback: z.string(),
  idResposta: z.number().int(),
  gabaritoAlterado: ZGabaritoAlterado.nullable(),
});
export type TRespostaExercicioFeedback = z.infer<typeof ZRespostaExercicioFeedback>;

/** The ordering setting of questions or exercises: random (stable across pages) or by number. */
export const ZOrdenacao = z.object({ aleatoria: z.boolean() });
export type TOrdenacao = z.infer<typeof ZOrdenacao>;

/**
 * Where a new study item sits (questions and fixation exercises alike, as the back office will send
 * them): its platform, year, institution, board and tags by id — each of the catalogue, the subjects of
 * the platform, the contents of those subjects, the sub-contents of those contents (the service checks
 * them) — its explanation and whether trainees see it.
 */
const referenciasItemNovo = {
  plataformaId: zBodyId('Plataforma inválida.'),
  anoId: zBodyId('Ano inválido.'),
  instituicaoId: zBodyId('Instituição inválida.'),
  bancaId: zBodyId('Banca inválida.').nullable().default(null),
  materias: z.array(zBodyId('Matéria inválida.')).min(1, 'Informe ao menos uma matéria.').max(10),
  conteudos: z.array(zBodyId('Conteúdo inválido.')).max(20).default([]),
  explicacao: zTexto().trim().min(1, 'Informe a explicação.').max(10_000, 'Explicação muito longa.'),
  estagiario: z.boolean().default(false),
};

const alternativasNovas = {
  alternativas: z
    .array(zTexto().trim().min(1, 'Informe o texto da alternativa.').max(2000, 'Alternativa muito longa.'))
    .min(2, 'Informe ao menos duas alternativas.')
    .max(10, 'No máximo dez alternativas.'),
  /** Why each alternative (by position) is right or wrong: HTML, sanitised; '' or missing = none. */
  explicacoesAlternativas: z
    .array(zTexto().trim().max(10_000, 'Explicação muito longa.'))
    .max(10)
    .default([]),
  corretas: z.array(z.number().int().min(0)).min(1, 'Marque a alternativa correta.'),
  somatoria: z.boolean().default(false),
};

/** The key must name existing alternatives, exactly one unless sum-type. */
function conferirGabarito(
  q: { alternativas: string[]; corretas: number[]; somatoria: boolean; explicacoesAlternativas: string[] },
  ctx: z.RefinementCtx,
) {
  if (new Set(q.corretas).size !== q.corretas.length || q.corretas.some((c) => c >= q.alternativas.length))
    ctx.addIssue({ code: 'custom', path: ['corretas'], message: 'Alternativa correta inexistente.' });
  else if (!q.somatoria && q.corretas.length !== 1)
    ctx.addIssue({ code: 'custom', path: ['corretas'], message: 'Marque uma única alternativa correta.' });
  if (q.explicacoesAlternativas.length > q.alternativas.length)
    ctx.addIssue({
      code: 'custom',
      path: ['explicacoesAlternativas'],
      message: 'Há mais explicações do que alternativas.',
    });
}

/**
 * A new item is published at once (the demo content), kept as a draft (the back office), or arrives in
 * whatever state it had where it came from (an import may carry annulled or outdated items).
 */
const situacaoNova = ZSituacaoItem.default('PUBLICADA');

/**
 * A new question: the statement (HTML, sanitised by the service), its alternatives in order with their
 * own explanations, the positions (0-based) of the correct ones — one on an ordinary question, the true
 * propositions on a sum-type one (`somatoria`) — and its sub-contents.
 */
const questaoCampos = {
  ...referenciasItemNovo,
  subConteudos: z.array(zBodyId('Subconteúdo inválido.')).max(20).default([]),
  enunciado: zTexto().trim().min(1, 'Informe o enunciado.').max(20_000, 'Enunciado muito longo.'),
  ...alternativasNovas,
};
export const ZQuestaoNova = z
  .object({ ...questaoCampos, situacao: situacaoNova })
  .superRefine(conferirGabarito);
export type TQuestaoNova = z.input<typeof ZQuestaoNova>;

/** A new fixation exercise: an optional context (HTML, sanitised), the statement to judge and its answer. */
const exercicioCampos = {
  ...referenciasItemNovo,
  contexto: zTexto().trim().max(20_000, 'Contexto muito longo.').default(''),
  afirmativa: zTexto().trim().min(1, 'Informe a afirmativa.').max(2000, 'Afirmativa muito longa.'),
  certo: z.boolean({ error: 'Informe se a afirmativa está certa ou errada.' }),
};
export const ZExercicioNovo = z.object({ ...exercicioCampos, situacao: situacaoNova });
export type TExercicioNovo = z.input<typeof ZExercicioNovo>;

/** The reason of a key change, required when the key of a published item changes. */
const motivoGabarito = zTexto().trim().max(1000, 'Motivo muito longo.').optional();

/**
 * An edit of a question from the back office: everything but its platform (which numbers it). On a
 * published one the alternatives keep their number and a change of the key needs `motivo`.
 */
export const ZQuestaoEdicao = z
  .object({ ...questaoCampos, motivo: motivoGabarito })
  .omit({ plataformaId: true })
  .superRefine(conferirGabarito);
export type TQuestaoEdicao = z.input<typeof ZQuestaoEdicao>;

export const ZExercicioEdicao = z
  .object({ ...exercicioCampos, motivo: motivoGabarito })
  .omit({ plataformaId: true });
export type TExercicioEdicao = z.input<typeof ZExercicioEdicao>;
