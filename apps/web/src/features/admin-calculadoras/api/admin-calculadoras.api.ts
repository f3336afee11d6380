import type { TResultadoCalculo } from '@aprovei/shared/calculadora/calculadora.schemas';
import type {
  TBuscaCalculadorasAdmin,
  TCalculadoraAdminDetalhe,
  TCalculadoraEdicao,
  TCalculadoraForm,
  TPaginaCalculadorasAdmin,
  TPreviaCalculadora,
} from '@aprovei/shared/calculadora/calculadora-admin.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const raiz = ['admin-calculadoras'] as const;
export const adminCalculadorasKeys = {
  all: raiz,
  lista: (f: Partial<TBuscaCalculadorasAdmin>) => [...raiz, 'lista', f] as const,
  detalhe: (id: number) => [...raiz, 'detalhe', id] as const,
};

export const calculadorasAdminQueryOptions = (f: Partial<TBuscaCalculadorasAdmin>) =>
  queryOptions({
    queryKey: adminCalculadorasKeys.lista(f),
    queryFn: ({ signal }) =>
      api.get<TPaginaCalculadorasAdmin>(
        'admin/calculadoras',
        Object.fromEntries(
          Object.entries(f).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
        ),
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const calculadoraAdminQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminCalculadorasKeys.detalhe(id),
    queryFn: ({ signal }) => api.get<TCalculadoraAdminDetalhe>(`admin/calculadoras/${id}`, undefined, signal),
  });

export const criarCalculadora = (c: TCalculadoraForm) => api.post<{ id: number }>('admin/calculadoras', c);
export const salvarCalculadora = (id: number, c: TCalculadoraEdicao) =>
  api.put<TCalculadoraAdminDetalhe>(`admin/calculadoras/${id}`, c);
/** The server's score of a filling on the table being edited (nothing is saved). */
export const previaCalculadora = (p: TPreviaCalculadora) =>
  api.post<TResultadoCalculo>('admin/calculadoras/previa', p);
