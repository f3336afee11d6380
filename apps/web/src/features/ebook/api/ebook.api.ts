import type { TListarEbooksQuery, TMateriaEbook, TPaginaEbooks } from '@aprovei/shared/ebook/ebook.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ebookKeys, type ModoEbooks } from './keys';

/** The filters the screens send (no id list: that is the checkout's). */
export type FiltroEbooks = Omit<TListarEbooksQuery, 'idEbooks'>;

/** GET ebook/listar-ebook (the store) or ebook/listar-ebooks-usuario (my e-books). */
export const listaEbooksQueryOptions = (modo: ModoEbooks, filtro: FiltroEbooks) =>
  queryOptions({
    queryKey: ebookKeys.lista(modo, filtro),
    queryFn: ({ signal }) =>
      api.get<TPaginaEbooks>(
        modo === 'loja' ? 'ebook/listar-ebook' : 'ebook/listar-ebooks-usuario',
        filtro as Record<string, string | undefined>,
        signal,
      ),
    retry: false,
    placeholderData: (anterior) => anterior,
  });

/** GET ebook/listar-materias-ebooks or ebook/listar-materias-meus-ebooks. */
export const materiasEbookQueryOptions = (modo: ModoEbooks) =>
  queryOptions({
    queryKey: ebookKeys.materias(modo),
    queryFn: ({ signal }) =>
      api.get<TMateriaEbook[]>(
        modo === 'loja' ? 'ebook/listar-materias-ebooks' : 'ebook/listar-materias-meus-ebooks',
        undefined,
        signal,
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** GET ebook/busca-pdf-ebook?idEbook=: the owner's stamped copy (base64 PDF). */
export const pdfEbook = (idEbook: number) => api.get<string>('ebook/busca-pdf-ebook', { idEbook });

/** GET ebook/busca-paginas-gratis?idEbook=: the free pages (base64 PDF). */
export const paginasGratisEbook = (idEbook: number) =>
  api.get<string>('ebook/busca-paginas-gratis', { idEbook });
