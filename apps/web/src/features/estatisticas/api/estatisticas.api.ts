import type {
  TDesempenhoSemanal,
  TEstatisticaFiltroQuery,
  TEstatisticaFiltroResultado,
} from '@aprovei/shared/estatisticas/estatisticas.schemas';
import type { TCalibracao } from '@aprovei/shared/revisao/revisao.schemas';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { estatisticasKeys } from './keys';

/** Fallback texts of the page (spec doc 3 §8 "Dashboards" and the filter lists), as the spec spells them. */
export const ERRO_ESTATISTICAS = {
  semanal: 'Erro ao carregar estatísticas. Tente novamente mais tarde.',
  filtro: 'Erro ao carregar estatísticas filtradas. Tente novamente mais tarde.',
  cursos: 'Erro ao buscar cursos existentes! Tente novamente mais tarde.',
  materias: 'Erro ao buscar materias existentes!. Tente novamente mais tarde.',
  conteudos: 'Erro ao buscar conteudos existentes!. Tente novamente mais tarde.',
  instituicoes: 'Erro ao buscar instituições existentes!. Tente novamente mais tarde.',
} as const;

/** The API's 401 of the page: the plan lacks 'Métricas de resultados' (spec doc 3 §6). */
export const semAcesso = (error: unknown) => error instanceof ApiError && error.status === 401;

export const desempenhoSemanalQueryOptions = (idPlataforma: number) =>
  queryOptions({
    queryKey: estatisticasKeys.desempenhoSemanal(idPlataforma),
    queryFn: ({ signal }) =>
      api.get<TDesempenhoSemanal>(
        'estatisticas/listar-estatistica-desempenho-semanal-plataforma',
        { idPlataforma },
        signal,
      ),
    retry: false,
  });

/** The statistics search; idle (skipToken) until the first search. */
export const porFiltroQueryOptions = (filtro: TEstatisticaFiltroQuery | null) =>
  queryOptions({
    queryKey: estatisticasKeys.porFiltro(filtro),
    queryFn:
      filtro === null
        ? skipToken
        : ({ signal }) =>
            api.get<TEstatisticaFiltroResultado>(
              'estatisticas/listar-estatistica-por-filtro',
              filtro as Record<string, string | undefined>,
              signal,
            ),
    retry: false,
  });

// The filter lists: the catalogue's one set of queries.
export {
  conteudosQueryOptions,
  cursosQueryOptions,
  instituicoesQueryOptions,
  materiasQueryOptions,
} from '../../../lib/catalogo';

/** The calibration chart (right % per certainty level) and the miss reasons per subject (issue 24). */
export const calibracaoQueryOptions = (idPlataforma: number) =>
  queryOptions({
    queryKey: estatisticasKeys.calibracao(idPlataforma),
    queryFn: ({ signal }) => api.get<TCalibracao>('revisoes/calibracao', { idPlataforma }, signal),
    retry: false,
  });
