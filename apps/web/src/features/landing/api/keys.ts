/** Every query key of the landing feature, under one root. */
const raiz = ['landing'] as const;

export const landingKeys = {
  raiz,
  depoimentos: () => [...raiz, 'depoimentos'] as const,
  conteudo: () => [...raiz, 'conteudo'] as const,
};
