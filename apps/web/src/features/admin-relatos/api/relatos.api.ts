import type {
  DesfechoRelato,
  TBuscaRelatos,
  TRelato,
  TRelatoLinha,
} from '@aprovei/shared/comentarios/relatos.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const raiz = ['admin-relatos'] as const;
export const relatosKeys = {
  all: raiz,
  fila: (f: Partial<TBuscaRelatos>) => [...raiz, 'fila', f] as const,
  relato: (id: number) => [...raiz, 'relato', id] as const,
};

/** Query parameters without the unset ones. */
const consulta = (f: object) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;

export const filaQueryOptions = (f: Partial<TBuscaRelatos>) =>
  queryOptions({
    queryKey: relatosKeys.fila(f),
    queryFn: ({ signal }) =>
      api.get<{ linhas: TRelatoLinha[]; total: number }>('admin/relatos', consulta(f), signal),
    placeholderData: keepPreviousData,
  });

export const relatoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: relatosKeys.relato(id),
    queryFn: ({ signal }) => api.get<TRelato>(`admin/relatos/${id}`, undefined, signal),
  });

export const responderRelato = (id: number, resposta: string) =>
  api.post<TRelato>(`admin/relatos/${id}/respostas`, { resposta });

export const fecharRelato = (id: number, desfecho: DesfechoRelato) =>
  api.post<TRelato>(`admin/relatos/${id}/fechar`, { desfecho });
