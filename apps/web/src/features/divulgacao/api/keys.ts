/** Every query key of the promotion feature, under one root. */
const raiz = ['divulgacao'] as const;

export const divulgacaoKeys = {
  raiz,
  carregar: (plataforma: number) => [...raiz, 'carregar', plataforma] as const,
};
