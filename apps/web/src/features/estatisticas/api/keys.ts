import type { TEstatisticaFiltroQuery } from '@aprovei/shared/estatisticas/estatisticas.schemas';

/** Every TanStack Query key of the statistics page, under one root. */
const raiz = ['estatisticas'] as const;

export const estatisticasKeys = {
  all: raiz,
  desempenhoSemanal: (idPlataforma: number) => [...raiz, 'desempenho-semanal', idPlataforma] as const,
  calibracao: (idPlataforma: number) => [...raiz, 'calibracao', idPlataforma] as const,
  porFiltro: (filtro: TEstatisticaFiltroQuery | null) => [...raiz, 'por-filtro', filtro] as const,
};
