import { z } from 'zod';
import { zBodyId } from '../common.schemas.ts';

/** Where a reaction is attached (spec doc 3 §3 "Reaction"). */
export const LOCAIS_REACAO = [
  'QUESTAO',
  'EXERCICIO_FIXACAO',
  'COMENTARIO',
  'COMENTARIO_EXERCICIO_FIXACAO',
] as const;
export type LocalReacao = (typeof LOCAIS_REACAO)[number];

export const ZEmoji = z.object({ id: z.number().int(), nome: z.string(), simbolo: z.string() });
export const ZContagemEmoji = z.object({ idEmoji: z.number().int(), total: z.number().int() });
export const ZUltimaReacao = z.object({
  idEmoji: z.number().int().nullable(),
  idComentarioReacao: z.number().int().nullable(),
  localReacao: z.enum(LOCAIS_REACAO),
});
export const ZUsuarioReacao = z.object({ nome: z.string(), idEmoji: z.number().int(), simbolo: z.string() });
export type TEmoji = z.infer<typeof ZEmoji>;
export type TContagemEmoji = z.infer<typeof ZContagemEmoji>;
export type TUltimaReacao = z.infer<typeof ZUltimaReacao>;
export type TUsuarioReacao = z.infer<typeof ZUsuarioReacao>;

const idEmoji = zBodyId('Escolha um emoji.');
const alvo = (msg: string) => zBodyId(msg);
export const ZReacaoQuestaoBody = z.object({ idEmoji, idQuestao: alvo('Informe a questão.') });
export const ZReacaoExercicioBody = z.object({ idEmoji, idMultiplaEscolha: alvo('Informe o exercício.') });
export const ZReacaoComentarioBody = z.object({ idEmoji, idComentario: alvo('Informe o comentário.') });

/** Answer of every reaction call: the user's current reaction and the new totals of the target. */
export const ZReacaoResultado = z.object({
  idEmoji: z.number().int().nullable(),
  contagem: z.array(ZContagemEmoji),
});
export type TReacaoResultado = z.infer<typeof ZReacaoResultado>;

/** Reactions of an item as its list brings them: totals and the user's current emoji (no extra calls). */
export const ZResumoReacoes = z.object({
  contagem: z.array(ZContagemEmoji),
  idEmoji: z.number().int().nullable(),
});
export type TResumoReacoes = z.infer<typeof ZResumoReacoes>;
