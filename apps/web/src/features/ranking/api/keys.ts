/** Every TanStack Query key of the ranking panel, under one root. */
const raiz = ['ranking'] as const;

export const rankingKeys = {
  all: raiz,
  simulados: () => [...raiz, 'simulados'] as const,
  destaque: (idSimulado: number) => [...raiz, idSimulado, 'destaque'] as const,
  pagina: (idSimulado: number, page: number) => [...raiz, idSimulado, 'pagina', page] as const,
};
