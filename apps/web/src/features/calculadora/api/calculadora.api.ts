import type {
  TCalculadora,
  TCalcularBody,
  TFiltroCalculadoras,
  TListaCalculadoras,
  TResultadoCalculo,
  TTabelaCalculadora,
} from '@aprovei/shared/calculadora/calculadora.schemas';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { calculadoraKeys } from './keys';

const BASE = 'calculadora-curriculos';

/** Fallbacks of the screens (the spec writes the calculation's, doc 3 §8; the others are ours). */
export const ERRO_CALCULADORA = {
  lista: 'Erro ao listar calculadoras. Tente novamente mais tarde.',
  instituicoes: 'Erro ao buscar instituições existentes!. Tente novamente mais tarde.',
  carregar: 'Erro ao carregar a calculadora. Tente novamente mais tarde.',
} as const;

/** The API's 401: the plan lacks 'Calculadora de currículo' (spec doc 3 §6). */
/** What a plan with the calculator unlocks (the locked screen's sentence). */
export const BENEFICIO_CALCULADORA =
  'Com a calculadora de currículo, você calcula a nota da análise curricular de cada edital, linha a linha, e guarda o seu último preenchimento.';

export const semAcesso = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.codigo === 'SEM_ACESSO';

export const listaQueryOptions = (filtro: TFiltroCalculadoras) =>
  queryOptions({
    queryKey: calculadoraKeys.lista(filtro),
    queryFn: ({ signal }) =>
      api.get<TListaCalculadoras>(
        `${BASE}/listar-todos-por-filtros`,
        filtro as Record<string, string | undefined>,
        signal,
      ),
    retry: false,
    placeholderData: (anterior) => anterior,
  });

export const calculadoraQueryOptions = (id: number) =>
  queryOptions({
    queryKey: calculadoraKeys.calculadora(id),
    queryFn: ({ signal }) => api.get<TCalculadora>(`${BASE}/buscar-calculadora/${id}`, undefined, signal),
    retry: false,
  });

export const tabelaQueryOptions = (id: number) =>
  queryOptions({
    queryKey: calculadoraKeys.tabela(id),
    queryFn: ({ signal }) =>
      api.get<TTabelaCalculadora>(`${BASE}/buscar-linhas-colunas/${id}`, undefined, signal),
    retry: false,
  });

export const calcularPontuacao = (body: TCalcularBody) =>
  api.post<TResultadoCalculo>(`${BASE}/calcular-pontuacao-por-linha`, body);

export { instituicoesQueryOptions } from '../../../lib/catalogo';
