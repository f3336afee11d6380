import type { TFiltroQuestoesAbertaInput } from '@aprovei/shared/questao-aberta/questao-aberta.schemas';

/** Every TanStack Query key of the open questions and the teachers' queue, under one root. */
const raiz = ['questao-aberta'] as const;

export const questaoAbertaKeys = {
  all: raiz,
  listas: () => [...raiz, 'lista'] as const,
  lista: (filtro: TFiltroQuestoesAbertaInput) => [...raiz, 'lista', filtro] as const,
  titulos: (titulo: string) => [...raiz, 'titulos', titulo] as const,
  ordenacao: () => [...raiz, 'ordenacao'] as const,
  contador: () => [...raiz, 'contador'] as const,
  situacao: (id: number) => [...raiz, 'situacao', id] as const,
  temas: () => [...raiz, 'temas'] as const,
  professores: () => [...raiz, 'professores'] as const,
  fila: () => [...raiz, 'fila'] as const,
  corrigidas: (page: number) => [...raiz, 'corrigidas', page] as const,
  dosMeusTemas: (pagina: number) => [...raiz, 'dos-meus-temas', pagina] as const,
};
