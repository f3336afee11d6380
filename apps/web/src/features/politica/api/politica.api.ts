import type { TPolitica } from '@aprovei/shared/politica/politica.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { politicaKeys, type TipoPolitica } from './keys';

export const politicaQueryOptions = (tipo: TipoPolitica) =>
  queryOptions({
    queryKey: politicaKeys.documento(tipo),
    queryFn: ({ signal }) => api.get<TPolitica>(`politica/${tipo}`, undefined, signal),
    staleTime: 30 * 60_000,
    retry: false,
  });
