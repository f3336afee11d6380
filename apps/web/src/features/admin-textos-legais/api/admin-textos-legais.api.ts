import type {
  TipoPolitica,
  TListaVersoes,
  TNovaVersaoForm,
  TVersaoDetalhe,
} from '@aprovei/shared/politica/politica.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const raiz = ['admin-textos-legais'] as const;
export const adminTextosLegaisKeys = {
  all: raiz,
  lista: (tipo: TipoPolitica) => [...raiz, 'lista', tipo] as const,
  versao: (id: number) => [...raiz, 'versao', id] as const,
};

export const versoesQueryOptions = (tipo: TipoPolitica) =>
  queryOptions({
    queryKey: adminTextosLegaisKeys.lista(tipo),
    queryFn: ({ signal }) => api.get<TListaVersoes>('admin/textos-legais', { tipo }, signal),
  });

export const versaoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminTextosLegaisKeys.versao(id),
    queryFn: ({ signal }) => api.get<TVersaoDetalhe>(`admin/textos-legais/${id}`, undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const publicarVersao = (v: TNovaVersaoForm) => api.post<TVersaoDetalhe>('admin/textos-legais', v);
