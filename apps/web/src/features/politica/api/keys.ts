import type { TipoPolitica } from './politica.api';

/** Every query key of the policy documents, under one root. */
const raiz = ['politica'] as const;

export const politicaKeys = {
  raiz,
  documento: (tipo: TipoPolitica) => [...raiz, tipo] as const,
};
