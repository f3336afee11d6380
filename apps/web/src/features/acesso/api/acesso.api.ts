import { isPlataformaId, type PlataformaId } from '@aprovei/shared/plataforma/plataforma.rules';
import type { TPlataformasDoUsuario } from '@aprovei/shared/plataforma/plataforma.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { acessoKeys } from './keys';

/** GET acesso/pode-acessar-home: the entry guard of /home (spec doc 1 §2.1). */
export const podeAcessarHomeQueryOptions = () =>
  queryOptions({
    queryKey: acessoKeys.podeAcessarHome(),
    queryFn: ({ signal }) => api.get<unknown>('acesso/pode-acessar-home', undefined, signal),
    staleTime: 0,
    retry: false,
  });

export interface PlataformasDoUsuario {
  plataformas: PlataformaId[];
  completas: PlataformaId[];
}

/** GET acesso/plataformas: the product's platforms and those a plan of the user holds in full. */
export const plataformasQueryOptions = () =>
  queryOptions({
    queryKey: acessoKeys.plataformas(),
    queryFn: async ({ signal }): Promise<PlataformasDoUsuario> => {
      const r = await api.get<TPlataformasDoUsuario>('acesso/plataformas', undefined, signal);
      return {
        plataformas: r.plataformas.filter(isPlataformaId),
        completas: r.completas.filter(isPlataformaId),
      };
    },
    staleTime: 60_000,
  });
