import { z } from 'zod';
import { zId } from '../common.schemas.ts';
import { TIPOS_SIMULADO } from '../simulados/simulados.rules.ts';

/** GET /projecao — the platform whose projection is asked for. */
export const ZProjecaoQuery = z.object({ idPlataforma: zId('Plataforma inválida.') });

/**
 * The projection of one type of national mock: the score with its 95 % band (on the scale of the average
 * mock of the type) and the percentile; or, when the answers say too little, what is missing.
 */
export const ZProjecaoTipo = z.object({
  tipo: z.enum(TIPOS_SIMULADO),
  situacao: z.enum(['PROJETADA', 'FALTAM_RESPOSTAS', 'SEM_SIMULADOS']),
  /** PROPORCAO: hit rate per subject; RASCH: the ability over calibrated items (docs/projecao.md). */
  metodo: z.enum(['PROPORCAO', 'RASCH']).nullable(),
  /** Answers counted (the student's latest answer to each item of the type's subjects). */
  respostas: z.number().int(),
  nota: z.number().nullable(),
  faixaMinima: z.number().nullable(),
  faixaMaxima: z.number().nullable(),
  notaMaxima: z.number().nullable(),
  /** 0–100: share of the finished attempts of the type's mocks below the projected score (ties half). */
  percentil: z.number().nullable(),
  /** Finished attempts of other students the percentile is computed among. */
  participantes: z.number().int(),
  /** What is missing (a projection or a percentile), in Portuguese; null when nothing is. */
  mensagem: z.string().nullable(),
});
export type TProjecaoTipo = z.infer<typeof ZProjecaoTipo>;

export const ZProjecao = z.object({ tipos: z.array(ZProjecaoTipo) });
export type TProjecao = z.infer<typeof ZProjecao>;
