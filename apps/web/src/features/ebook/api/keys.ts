import type { TListarEbooksQuery } from '@aprovei/shared/ebook/ebook.schemas';

/** Every TanStack Query key of the e-book store and my e-books, under one root. */
const raiz = ['ebook'] as const;

export type ModoEbooks = 'loja' | 'meus';

export const ebookKeys = {
  all: raiz,
  lista: (modo: ModoEbooks, filtro: TListarEbooksQuery) => [...raiz, 'lista', modo, filtro] as const,
  materias: (modo: ModoEbooks) => [...raiz, 'materias', modo] as const,
};
