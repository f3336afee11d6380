import { z } from 'zod';

/**
 * Where a question or a fixation exercise is in its life (issue 21): written as a draft, published, then
 * annulled or outdated. Students never see a draft; a published item is never deleted (answers point to it).
 */
export const SITUACOES_ITEM = ['RASCUNHO', 'PUBLICADA', 'ANULADA', 'DESATUALIZADA'] as const;
export type SituacaoItem = (typeof SITUACOES_ITEM)[number];
/** What students may see: every state but the draft. */
export type SituacaoVisivel = Exclude<SituacaoItem, 'RASCUNHO'>;
export const ZSituacaoItem = z.enum(SITUACOES_ITEM, { message: 'Situação inválida.' });
export const ZSituacaoVisivel = z.enum(['PUBLICADA', 'ANULADA', 'DESATUALIZADA']);

export const ROTULO_SITUACAO: Record<SituacaoItem, string> = {
  RASCUNHO: 'Rascunho',
  PUBLICADA: 'Publicada',
  ANULADA: 'Anulada',
  DESATUALIZADA: 'Desatualizada',
};

/** The students' search filter that leaves annulled and outdated items out. */
export const ROTULO_OCULTAR_ANULADAS = 'Ocultar anuladas e desatualizadas';
/** Shown with the answer feedback of an item whose key was changed after publication. */
export const ROTULO_GABARITO_ALTERADO = 'Gabarito alterado';

export const MENSAGEM_MOTIVO_GABARITO = 'Informe o motivo da alteração do gabarito.';
export const MENSAGEM_PUBLICADA_NAO_APAGA =
  'Um item publicado não pode ser excluído: anule-o ou marque-o como desatualizado.';
export const MENSAGEM_ALTERNATIVAS_PUBLICADA =
  'Não é possível mudar o número de alternativas nem o tipo de uma questão publicada.';

/** The moves between states the back office offers; anything else is a 409 with this message. */
export const TRANSICOES: Record<'publicar' | 'anular' | 'desatualizar', SituacaoItem[]> = {
  publicar: ['RASCUNHO'],
  anular: ['PUBLICADA', 'DESATUALIZADA'],
  desatualizar: ['PUBLICADA', 'ANULADA'],
};
export const DESTINO_TRANSICAO = {
  publicar: 'PUBLICADA',
  anular: 'ANULADA',
  desatualizar: 'DESATUALIZADA',
} as const satisfies Record<keyof typeof TRANSICOES, SituacaoItem>;
export const mensagemTransicaoInvalida = (de: SituacaoItem) =>
  `Não é possível esta ação em um item ${ROTULO_SITUACAO[de].toLowerCase()}.`;

/** The latest key change of an item, as students see it beside the feedback. */
export const ZGabaritoAlterado = z.object({ motivo: z.string(), em: z.string() });
export type TGabaritoAlterado = z.infer<typeof ZGabaritoAlterado>;
