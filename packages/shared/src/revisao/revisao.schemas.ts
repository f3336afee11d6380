import { z } from 'zod';
import { MAX_INT, zBodyId, zId } from '../common.schemas.ts';
import {
  ZExercicio,
  ZQuestao,
  ZRespostaExercicioFeedback,
  ZRespostaFeedback,
} from '../questoes/questoes.schemas.ts';
import { ZQuestaoSimulado } from '../simulados/simulados.schemas.ts';
import {
  CERTEZAS,
  MENSAGEM_DATA_PROVA,
  MENSAGEM_HORA_EMAIL,
  MENSAGEM_LINK_INVALIDO,
  MOTIVOS_ERRO,
  TIPOS_REVISAO,
} from './revisao.rules.ts';

const zTipo = z.enum(TIPOS_REVISAO, { message: 'Tipo de item inválido.' });
const zCerteza = z.enum(CERTEZAS, { message: 'Certeza inválida.' });
const zMotivo = z.enum(MOTIVOS_ERRO, { message: 'Motivo do erro inválido.' });

/** PUT /revisoes/respostas/:tipo/:idResposta — the answer whose certainty or miss reason is given. */
export const ZRespostaParams = z.object({
  tipo: zTipo,
  idResposta: zId('Resposta inválida.'),
});

/** The one-tap certainty and the miss reason of an answer, each optional, written after the answer. */
export const ZCertezaBody = z.object({
  certeza: zCerteza.nullish(),
  motivoErro: zMotivo.nullish(),
});
export type TCertezaBody = z.infer<typeof ZCertezaBody>;
export const ZCerteza = z.object({
  certeza: zCerteza.nullable(),
  motivoErro: zMotivo.nullable(),
});

export const ZRevisoesQuery = z.object({ idPlataforma: zId('Plataforma inválida.') });

/**
 * One item of today's review: the question or the mock's question (alternatives in a new order) or the
 * exercise, no answer shown.
 */
export const ZItemRevisao = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('questao'), devidoEm: z.iso.datetime(), questao: ZQuestao }),
  z.object({ tipo: z.literal('exercicio'), devidoEm: z.iso.datetime(), exercicio: ZExercicio }),
  z.object({ tipo: z.literal('simulado_questao'), devidoEm: z.iso.datetime(), questao: ZQuestaoSimulado }),
]);
export type TItemRevisao = z.infer<typeof ZItemRevisao>;

/** Today's review: how many items are due today, and the first of them, most overdue first. */
export const ZRevisoesHoje = z.object({
  total: z.number().int(),
  itens: z.array(ZItemRevisao),
});
export type TRevisoesHoje = z.infer<typeof ZRevisoesHoje>;

export const ZContagemRevisoes = z.object({ total: z.number().int() });

/** A review's answer: the item, the answer as the search takes it, and the optional certainty. */
export const ZRevisarBody = z.object({
  tipo: zTipo,
  idItem: zBodyId('Informe o item.'),
  idAlternativa: zBodyId('Alternativa inválida.').nullish(),
  valorSomatoria: z.number().int().min(-MAX_INT, 'Soma inválida.').max(MAX_INT, 'Soma inválida.').nullish(),
  respostaMarcadaVerdadeiroFalso: z
    .boolean({ message: 'Você precisa selecionar uma alternativa!' })
    .nullish(),
  certeza: zCerteza.nullish(),
});
export type TRevisarBody = z.infer<typeof ZRevisarBody>;

/**
 * The same feedback as the search, and when the item comes back. A mock's question answers in `questao`
 * too, with what its result screen shows: the key and the explanation.
 */
export const ZRevisarResultado = z.object({
  questao: ZRespostaFeedback.nullable(),
  exercicio: ZRespostaExercicioFeedback.nullable(),
  proximaRevisao: z.iso.datetime(),
  /** Whole days from now to the next review (0: later today). */
  diasAteProxima: z.number().int(),
});
export type TRevisarResultado = z.infer<typeof ZRevisarResultado>;

const zDataProva = z
  .string({ message: MENSAGEM_DATA_PROVA })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MENSAGEM_DATA_PROVA)
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    MENSAGEM_DATA_PROVA,
  );

/** The student's review settings: the exam date (reviews never pass it) and the daily e-mail. */
export const ZPreferenciaRevisao = z.object({
  dataProva: zDataProva.nullable(),
  emailDiario: z.boolean({ message: 'Informe se deseja o e-mail diário.' }),
  horaEmail: z
    .number({ message: MENSAGEM_HORA_EMAIL })
    .int(MENSAGEM_HORA_EMAIL)
    .min(0, MENSAGEM_HORA_EMAIL)
    .max(23, MENSAGEM_HORA_EMAIL),
});
export type TPreferenciaRevisao = z.infer<typeof ZPreferenciaRevisao>;

/** The daily e-mail's one-click switch-off link: the student and the link's signature. */
export const ZDesligarEmailQuery = z.object({
  u: zId(MENSAGEM_LINK_INVALIDO),
  a: z.string({ message: MENSAGEM_LINK_INVALIDO }).regex(/^[A-Za-z0-9_-]{43}$/, MENSAGEM_LINK_INVALIDO),
});
export const ZMensagem = z.object({ mensagem: z.string() });

/** The statistics page's calibration: per certainty level, how often the student was right. */
export const ZCalibracao = z.object({
  niveis: z.array(
    z.object({
      certeza: zCerteza,
      total: z.number().int(),
      acertos: z.number().int(),
      /** Right answers as a percentage with two decimals (0 when none). */
      percentualAcertos: z.number(),
    }),
  ),
  /** Miss reasons per subject: the search's wrong answers of that subject list those questions. */
  motivosPorMateria: z.array(
    z.object({
      materia: z.object({ id: z.number().int(), nome: z.string() }),
      motivos: z.array(z.object({ motivoErro: zMotivo, total: z.number().int() })),
    }),
  ),
});
export type TCalibracao = z.infer<typeof ZCalibracao>;
export type TCerteza = z.infer<typeof ZCerteza>;
