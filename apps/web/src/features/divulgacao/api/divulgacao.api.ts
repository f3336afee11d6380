import type { TDivulgacao, TDivulgacaoCarregar } from '@aprovei/shared/divulgacao/divulgacao.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { divulgacaoKeys } from './keys';

export const ERRO_CARREGAR_DIVULGACAO = 'Erro ao carregar divulgação.';
export const ERRO_SALVAR_DIVULGACAO_VISTA = 'Erro ao salvar popup como visto.';

/**
 * GET divulgacao/carregar: the popup to show on the student's platform, when the answer has an id
 * (spec doc 1 §4).
 */
export const divulgacaoQueryOptions = (plataforma: number) =>
  queryOptions({
    queryKey: divulgacaoKeys.carregar(plataforma),
    queryFn: async ({ signal }): Promise<TDivulgacao | null> => {
      const data = await api.get<TDivulgacaoCarregar | null | undefined>(
        'divulgacao/carregar',
        { plataforma: String(plataforma) },
        signal,
      );
      return data && 'id' in data && typeof data.id === 'number' ? (data as TDivulgacao) : null;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** POST divulgacao/cadastra-divulgacao-vista-usuario/{id}: 'Não mostrar novamente.' */
export function marcarDivulgacaoVista(id: number): Promise<void> {
  return api.post<void>(`divulgacao/cadastra-divulgacao-vista-usuario/${id}`);
}
