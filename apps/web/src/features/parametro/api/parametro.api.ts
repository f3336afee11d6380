import type { TParametro } from '@aprovei/shared/plataforma/plataforma.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parametroKeys } from './keys';

/** The privacy notice's text (POPUP_POLITICAS_PRIVACIDADE) could not be read (spec doc 2 §8). */
export const ERRO_TEXTO_POLITICAS = 'Erro ao listar texto de políticas de privacidade.';

export function listarParametros(signal?: AbortSignal): Promise<TParametro[]> {
  return api.get<TParametro[]>('parametro/listar', undefined, signal);
}

export const parametrosQueryOptions = () =>
  queryOptions({
    queryKey: parametroKeys.listar(),
    queryFn: ({ signal }) => listarParametros(signal),
    staleTime: 10 * 60_000,
  });
