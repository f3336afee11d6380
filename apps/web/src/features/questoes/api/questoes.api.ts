import type { TPage } from '@aprovei/shared/common.schemas';
import type {
  TExercicio,
  TOrdenacao,
  TQuestao,
  TRespostaBody,
  TRespostaExercicioFeedback,
  TRespostaFeedback,
} from '@aprovei/shared/questoes/questoes.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ListagemQuery, Variante } from '../utils/filtros';

export const ERRO_LISTAR = {
  questoes: 'Erro ao listar questões. Tente novamente mais tarde.',
  exercicios: 'Erro ao listar questões verdadeiro ou falso. Tente novamente mais tarde.',
} as const satisfies Record<Variante, string>;

export const ERRO_ENVIAR_RESPOSTA = 'Erro ao enviar resposta da questão! Tente novamente mais tarde.';
export const ERRO_CARREGAR_ORDENACAO = 'Erro ao carregar randomização de questões';
export const ERRO_SALVAR_ORDENACAO = 'Erro ao salvar randomização de questões. Tente novamente mais tarde.';

const LISTAGEM = {
  questoes: 'questoes/listar-questoes',
  exercicios: 'questoes/listar-verdadeiro-falso',
} as const;

/** The listing keys start with ['listagem', variante]: the ordering switch invalidates them. */
export const listagemKey = (variante: Variante) => ['listagem', variante] as const;

export const questoesQueryOptions = (query: ListagemQuery) =>
  queryOptions({
    queryKey: [...listagemKey('questoes'), query],
    queryFn: ({ signal }) => api.get<TPage<TQuestao>>(LISTAGEM.questoes, query, signal),
    // Revisiting a page asks again: "unanswered" changes as the student answers.
    staleTime: 0,
    retry: false,
  });

export const exerciciosQueryOptions = (query: ListagemQuery) =>
  queryOptions({
    queryKey: [...listagemKey('exercicios'), query],
    queryFn: ({ signal }) => api.get<TPage<TExercicio>>(LISTAGEM.exercicios, query, signal),
    staleTime: 0,
    retry: false,
  });

/** POST questoes/verifica-resposta. */
export function verificarResposta(body: TRespostaBody): Promise<TRespostaFeedback> {
  return api.post<TRespostaFeedback>('questoes/verifica-resposta', body);
}

/** POST questoes/verifica-resposta-verdadeiro-falso (idAlternativa is the exercise's id). */
export function verificarRespostaExercicio(body: {
  idAlternativa: number;
  respostaMarcadaVerdadeiroFalso: boolean;
}): Promise<TRespostaExercicioFeedback> {
  return api.post<TRespostaExercicioFeedback>('questoes/verifica-resposta-verdadeiro-falso', body);
}

const ORDENACAO = { questoes: 'questoes/randomizar', exercicios: 'questoes/randomizar-exercicios' } as const;

/** GET questoes/randomizar or questoes/randomizar-exercicios: the user's ordering setting. */
export const ordenacaoQueryOptions = (variante: Variante) =>
  queryOptions({
    queryKey: ['ordenacao', variante],
    queryFn: ({ signal }) => api.get<TOrdenacao>(ORDENACAO[variante], undefined, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export function salvarOrdenacao(variante: Variante, aleatoria: boolean): Promise<TOrdenacao> {
  return api.put<TOrdenacao>(ORDENACAO[variante], { aleatoria });
}
