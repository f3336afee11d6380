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
