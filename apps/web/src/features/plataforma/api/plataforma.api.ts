import type { TPlataforma } from '@aprovei/shared/plataforma/plataforma.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { plataformaKeys } from './keys';

export function fetchPlataforma(id: number, signal?: AbortSignal): Promise<TPlataforma> {
  return api.get<TPlataforma>(`plataforma/buscar-plataforma/${id}`, undefined, signal);
}

export const plataformaQueryOptions = (id: number) =>
  queryOptions({
    queryKey: plataformaKeys.plataforma(id),
    queryFn: ({ signal }) => fetchPlataforma(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
