/** Every TanStack Query key of the dashboard, under one root: one statistic per platform. */
const raiz = ['dashboard'] as const;

export const dashboardKeys = {
  all: raiz,
  estatistica: (nome: string, idPlataforma: number) => [...raiz, nome, idPlataforma] as const,
};
