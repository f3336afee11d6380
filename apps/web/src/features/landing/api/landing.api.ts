import type { TConteudoLanding } from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
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

/** GET conteudo-publico/landing: the feature cards, approved students and counters the admin edits. */
export const conteudoLandingQueryOptions = () =>
  queryOptions({
    queryKey: landingKeys.conteudo(),
    queryFn: ({ signal }) => api.get<TConteudoLanding>('conteudo-publico/landing', undefined, signal),
    staleTime: 30 * 60_000,
  });
