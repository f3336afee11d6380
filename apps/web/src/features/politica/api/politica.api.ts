import type { TPendencias, TPolitica } from '@aprovei/shared/politica/politica.schemas';
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

/** The current legal texts the signed-in person still has to accept. */
export const pendentesQueryOptions = (usuario: string) =>
  queryOptions({
    queryKey: politicaKeys.pendentes(usuario),
    queryFn: ({ signal }) => api.get<TPendencias>('politica/pendentes', undefined, signal),
    staleTime: 5 * 60_000,
  });

export const aceitarVersoes = (versoes: number[]) => api.post<TPendencias>('politica/aceitar', { versoes });
