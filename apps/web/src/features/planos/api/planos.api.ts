import type { TFuncionalidade, TListarPlanosQuery, TPlano } from '@aprovei/shared/planos/planos.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { planosKeys } from './keys';

/** GET planos/listar?seqPlataforma: the plans on sale (the server filters them for a signed-in user). */
export const planosQueryOptions = (seqPlataforma: number, usuario: string | null) =>
  queryOptions({
    queryKey: planosKeys.listar(seqPlataforma, usuario),
    queryFn: ({ signal }) =>
      api.get<TPlano[]>(
        'planos/listar',
        { seqPlataforma: String(seqPlataforma) } satisfies TListarPlanosQuery,
        signal,
      ),
    staleTime: 5 * 60_000,
  });

/** GET funcionalidades/listar: the plans' features (feature carousel). */
export const funcionalidadesQueryOptions = () =>
  queryOptions({
    queryKey: planosKeys.funcionalidades(),
    queryFn: ({ signal }) => api.get<TFuncionalidade[]>('funcionalidades/listar', undefined, signal),
    staleTime: 30 * 60_000,
  });

/** GET assinatura/is-assinatura-ativa-usuario: whether the user already has a paid plan running. */
export function isAssinaturaAtiva(): Promise<boolean> {
  return api.get<boolean>('assinatura/is-assinatura-ativa-usuario');
}
