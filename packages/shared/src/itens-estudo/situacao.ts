/**
 * Where a study item (question, fixation exercise) is in its life: a draft students never see, published,
 * or taken out of the bank (annulled, outdated) but kept, since answers point to it.
 */
export const SITUACOES_ITEM = ['RASCUNHO', 'PUBLICADA', 'ANULADA', 'DESATUALIZADA'] as const;
export type SituacaoItem = (typeof SITUACOES_ITEM)[number];
