import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contaKeys } from './keys';

/** GET conta/verificar-premicao-academy: may the user see the Aprovei Academy link? */
export const academyPermissionQueryOptions = () =>
  queryOptions({
    queryKey: contaKeys.permissaoAcademy(),
    queryFn: ({ signal }) => api.get<boolean>('conta/verificar-premicao-academy', undefined, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** GET conta/redireciona-acesso-academy: the URL (a JSON string) that signs the user into the Academy. */
export async function academyUrl(): Promise<string> {
  const url = await api.get<unknown>('conta/redireciona-acesso-academy');
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) throw new Error('Endereço da Academy inválido.');
  return url;
}
