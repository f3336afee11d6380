/** Every query key of the platform feature, under one root. */
const raiz = ['plataforma'] as const;

export const plataformaKeys = {
  raiz,
  plataforma: (id: number) => [...raiz, id] as const,
};
