import type { TParametro } from '@aprovei/shared/plataforma/plataforma.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parametroKeys } from './keys';

export function listarParametros(signal?: AbortSignal): Promise<TParametro[]> {
  return api.get<TParametro[]>('parametro/listar', undefined, signal);
}

export const parametrosQueryOptions = () =>
  queryOptions({
    queryKey: parametroKeys.listar(),
    queryFn: ({ signal }) => listarParametros(signal),
    staleTime: 10 * 60_000,
  });
