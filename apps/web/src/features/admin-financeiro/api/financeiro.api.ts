import type {
  TBuscaDivergencias,
  TBuscaLancamentosAdmin,
  TBuscaPedidosAdmin,
  TEstornoBody,
  TLinhaDivergencia,
  TLinhaLancamentoAdmin,
  TLinhaPedidoAdmin,
  TPedidoAdmin,
} from '@aprovei/shared/checkout/financeiro-admin.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type Pagina<T> = { linhas: T[]; total: number };
export type ListaFinanceiro = 'pedidos' | 'lancamentos' | 'divergencias';

const raiz = ['admin-financeiro'] as const;
export const financeiroKeys = {
  all: raiz,
  lista: (lista: ListaFinanceiro, f: object) => [...raiz, lista, f] as const,
  pedido: (id: number) => [...raiz, 'pedido', id] as const,
  planos: () => [...raiz, 'planos'] as const,
};

const semVazios = (f: object) =>
  Object.fromEntries(
    Object.entries(f)
      .filter(([, v]) => v !== undefined && v !== '' && v !== null)
      .map(([k, v]) => [k, String(v)]),
  ) as Record<string, string>;

const lista = <T>(nome: ListaFinanceiro, f: object) =>
  queryOptions({
    queryKey: financeiroKeys.lista(nome, f),
    queryFn: ({ signal }) => api.get<Pagina<T>>(`admin/financeiro/${nome}`, semVazios(f), signal),
    placeholderData: keepPreviousData,
  });

export const pedidosQueryOptions = (f: Partial<TBuscaPedidosAdmin>) => lista<TLinhaPedidoAdmin>('pedidos', f);
export const lancamentosQueryOptions = (f: Partial<TBuscaLancamentosAdmin>) =>
  lista<TLinhaLancamentoAdmin>('lancamentos', f);
export const divergenciasQueryOptions = (f: Partial<TBuscaDivergencias>) =>
  lista<TLinhaDivergencia>('divergencias', f);

export const pedidoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: financeiroKeys.pedido(id),
    queryFn: ({ signal }) => api.get<TPedidoAdmin>(`admin/financeiro/pedidos/${id}`, undefined, signal),
  });

export const planosFinanceiroQueryOptions = () =>
  queryOptions({
    queryKey: financeiroKeys.planos(),
    queryFn: ({ signal }) =>
      api.get<{ id: number; nome: string }[]>('admin/financeiro/planos', undefined, signal),
    staleTime: 5 * 60_000,
  });

export const estornar = (id: number, body: TEstornoBody) =>
  api.post<TPedidoAdmin>(`admin/financeiro/pedidos/${id}/estornos`, body);

export const resolverDivergencia = (pedidoId: number, decisao: string) =>
  api.post<null>(`admin/financeiro/divergencias/${pedidoId}/resolucao`, { decisao });

/** The whole filtered list (no paging) as CSV. */
export function exportarCsv(nome: ListaFinanceiro, f: object): Promise<Blob> {
  const { pagina: _p, porPagina: _pp, ...filtros } = f as Record<string, unknown>;
  return api.blob(`admin/financeiro/${nome}/csv?${new URLSearchParams(semVazios(filtros)).toString()}`);
}
