/** Every TanStack Query key of the projected score, under one root. */
const raiz = ['projecao'] as const;

export const projecaoKeys = {
  all: raiz,
  plataforma: (idPlataforma: number) => [...raiz, idPlataforma] as const,
};
