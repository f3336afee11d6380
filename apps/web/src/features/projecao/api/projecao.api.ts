import type { TProjecao } from '@aprovei/shared/projecao/projecao.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projecaoKeys } from './keys';

/**
 * The projected scores of the national mocks (the card of /home). Computed by the API on each read, so a
 * new visit to the home after answering shows the new projection.
 */
export const projecaoQueryOptions = (idPlataforma: number) =>
  queryOptions({
    queryKey: projecaoKeys.plataforma(idPlataforma),
    queryFn: ({ signal }) => api.get<TProjecao>('projecao', { idPlataforma }, signal),
    retry: false,
  });
