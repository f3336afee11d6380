import type {
  TArvoreCatalogo,
  TBuscaCatalogo,
  TipoCatalogo,
  TMesclarCatalogo,
  TNovoItemCatalogo,
  TPaginaCatalogo,
} from '@aprovei/shared/catalogo/catalogo-admin.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const raiz = ['admin-catalogo'] as const;
export const adminCatalogoKeys = {
  all: raiz,
  lista: (tipo: TipoCatalogo, f: Partial<TBuscaCatalogo>) => [...raiz, 'lista', tipo, f] as const,
  arvore: (cursoId: number) => [...raiz, 'arvore', cursoId] as const,
};

const semVazios = (f: object) =>
  Object.fromEntries(
    Object.entries(f)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ) as Record<string, string>;

export const listaCatalogoQueryOptions = (tipo: TipoCatalogo, f: Partial<TBuscaCatalogo>) =>
  queryOptions({
    queryKey: adminCatalogoKeys.lista(tipo, f),
    queryFn: ({ signal }) => api.get<TPaginaCatalogo>(`admin/catalogo/${tipo}`, semVazios(f), signal),
    placeholderData: keepPreviousData,
  });

export const arvoreQueryOptions = (cursoId: number) =>
  queryOptions({
    queryKey: adminCatalogoKeys.arvore(cursoId),
    queryFn: ({ signal }) =>
      api.get<TArvoreCatalogo>('admin/catalogo/arvore', { cursoId: String(cursoId) }, signal),
  });

export const criarItem = (tipo: TipoCatalogo, corpo: TNovoItemCatalogo) =>
  api.post<{ id: number }>(`admin/catalogo/${tipo}`, corpo);
export const renomearItem = (tipo: TipoCatalogo, id: number, nome: string) =>
  api.put<null>(`admin/catalogo/${tipo}/${id}`, { nome });
export const mesclarItens = (tipo: TipoCatalogo, corpo: TMesclarCatalogo) =>
  api.post<null>(`admin/catalogo/${tipo}/mesclar`, corpo);
