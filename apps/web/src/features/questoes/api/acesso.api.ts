import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questoesKeys } from './keys';

/** GET assinatura/is-assinatura-acesso-completo-2: a paid plan with full access to the platform. */
export const acessoCompletoQueryOptions = (idPlataforma: number) =>
  queryOptions({
    queryKey: questoesKeys.acessoCompleto(idPlataforma),
    queryFn: ({ signal }) =>
      api.get<boolean>('assinatura/is-assinatura-acesso-completo-2', { idPlataforma }, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** GET conta/verifica-usuario-admin. */
export const usuarioAdminQueryOptions = () =>
  queryOptions({
    queryKey: questoesKeys.usuarioAdmin(),
    queryFn: ({ signal }) => api.get<boolean>('conta/verifica-usuario-admin', undefined, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
