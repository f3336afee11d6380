import type { TDepoimento } from '@aprovei/shared/depoimentos/depoimentos.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { landingKeys } from './keys';

/** GET depoimentos/listar: the students' testimonials. */
export const depoimentosQueryOptions = () =>
  queryOptions({
    queryKey: landingKeys.depoimentos(),
    queryFn: ({ signal }) => api.get<TDepoimento[]>('depoimentos/listar', undefined, signal),
    staleTime: 30 * 60_000,
  });
