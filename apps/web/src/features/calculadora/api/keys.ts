import type { TFiltroCalculadoras } from '@aprovei/shared/calculadora/calculadora.schemas';

/** Every TanStack Query key of the curriculum calculator, under one root. */
const raiz = ['calculadora'] as const;

export const calculadoraKeys = {
  all: raiz,
  lista: (filtro: TFiltroCalculadoras) => [...raiz, 'lista', filtro] as const,
  calculadora: (id: number) => [...raiz, 'calculadora', id] as const,
  tabela: (id: number) => [...raiz, 'tabela', id] as const,
};
