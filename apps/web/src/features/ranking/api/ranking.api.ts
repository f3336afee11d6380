import type { TPage } from '@aprovei/shared/common.schemas';
import type {
  TRankingDestaque,
  TRankingEntrada,
  TSimulado,
} from '@aprovei/shared/simulados/simulados.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rankingKeys } from './keys';

export const ERRO_RANKING = 'Erro ao carregar estatísticas. Tente novamente mais tarde.';
/** Rows per page below the podium. */
export const TAMANHO_PAGINA_RANKING = 10;

export const simuladosRankingQueryOptions = () =>
  queryOptions({
    queryKey: rankingKeys.simulados(),
    queryFn: ({ signal }) =>
      api.get<TSimulado[]>('questoes/listar-simulados-enare-dashboard', undefined, signal),
  });

export const destaqueQueryOptions = (idSimulado: number) =>
  queryOptions({
    queryKey: rankingKeys.destaque(idSimulado),
    queryFn: ({ signal }) =>
      api.get<TRankingDestaque>('ranking/listar-usuario-destaque', { idSimulado }, signal),
    staleTime: 0,
  });

export const paginaRankingQueryOptions = (idSimulado: number, page: number) =>
  queryOptions({
    queryKey: rankingKeys.pagina(idSimulado, page),
    queryFn: ({ signal }) =>
      api.get<TPage<TRankingEntrada>>(
        'ranking/listar-simulado',
        { idSimulado, page, size: TAMANHO_PAGINA_RANKING },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
