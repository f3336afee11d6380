import type { TItemCatalogo } from '@aprovei/shared/catalogo/catalogo-admin.schemas';
import type {
  TBuscaEbooksAdmin,
  TEbookAdminDetalhe,
  TPaginaEbooksAdmin,
} from '@aprovei/shared/ebook/ebook-admin.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const raiz = ['admin-ebooks'] as const;
export const adminEbooksKeys = {
  all: raiz,
  lista: (f: Partial<TBuscaEbooksAdmin>) => [...raiz, 'lista', f] as const,
  detalhe: (id: number) => [...raiz, 'detalhe', id] as const,
  materias: () => [...raiz, 'materias'] as const,
};

const semVazios = (f: object) =>
  Object.fromEntries(
    Object.entries(f)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ) as Record<string, string>;

export const ebooksAdminQueryOptions = (f: Partial<TBuscaEbooksAdmin>) =>
  queryOptions({
    queryKey: adminEbooksKeys.lista(f),
    queryFn: ({ signal }) => api.get<TPaginaEbooksAdmin>('admin/ebooks', semVazios(f), signal),
    placeholderData: keepPreviousData,
  });

export const ebookAdminQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminEbooksKeys.detalhe(id),
    queryFn: ({ signal }) => api.get<TEbookAdminDetalhe>(`admin/ebooks/${id}`, undefined, signal),
  });

/** The subjects an e-book may have: the catalogue's, with their course. */
export const materiasQueryOptions = () =>
  queryOptions({
    queryKey: adminEbooksKeys.materias(),
    queryFn: ({ signal }) =>
      api.get<{ linhas: TItemCatalogo[] }>(
        'admin/catalogo/materia',
        { porPagina: '100', ordem: 'nome', direcao: 'asc' },
        signal,
      ),
    staleTime: 60_000,
  });

export const cadastrarEbook = (form: FormData) => api.upload<{ id: number }>('admin/ebooks', form, 'POST');
export const salvarEbook = (id: number, form: FormData) =>
  api.upload<TEbookAdminDetalhe>(`admin/ebooks/${id}`, form);
export const retirarEbook = (id: number) => api.post<null>(`admin/ebooks/${id}/retirar`);
