/** Every TanStack Query key of the daily review, under one root. */
const raiz = ['revisao'] as const;

export const revisaoKeys = {
  all: raiz,
  hoje: (idPlataforma: number) => [...raiz, 'hoje', idPlataforma] as const,
  contagem: (idPlataforma: number) => [...raiz, 'contagem', idPlataforma] as const,
  preferencias: () => [...raiz, 'preferencias'] as const,
};
