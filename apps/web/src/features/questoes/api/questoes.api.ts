import type { TPage } from '@aprovei/shared/common.schemas';
import type {
  TExercicio,
  TOrdenacao,
  TQuestao,
  TRespostaBody,
  TRespostaExercicioBody,
  TRespostaExercicioFeedback,
  TRespostaFeedback,
} from '@aprovei/shared/questoes/questoes.schemas';
import type { TCerteza, TCertezaBody } from '@aprovei/shared/revisao/revisao.schemas';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type Envio, filaRespostas, novoIdCliente } from '../../../lib/fila-respostas';
import type { ListagemQuery, Variante } from '../utils/filtros';
import { questoesKeys } from './keys';

export const ERRO_LISTAR = {
  questoes: 'Erro ao listar questões. Tente novamente mais tarde.',
  exercicios: 'Erro ao listar questões verdadeiro ou falso. Tente novamente mais tarde.',
} as const satisfies Record<Variante, string>;

export const ERRO_ENVIAR_RESPOSTA = 'Erro ao enviar resposta da questão! Tente novamente mais tarde.';
export const ERRO_CARREGAR_ORDENACAO = 'Erro ao carregar randomização de questões';
export const ERRO_SALVAR_ORDENACAO = 'Erro ao salvar randomização de questões. Tente novamente mais tarde.';

/** Each search: its endpoint and the item it lists. */
const LISTAGEM = {
  questoes: 'questoes/listar-questoes',
  exercicios: 'questoes/listar-verdadeiro-falso',
} as const satisfies Record<Variante, string>;

export interface ItemDaVariante {
  questoes: TQuestao;
  exercicios: TExercicio;
}

/**
 * One page of a search (none before the first search: null). Revisiting a page asks again:
 * "unanswered" changes as the student answers.
 */
export const listagemQueryOptions = <V extends Variante>(variante: V, query: ListagemQuery<V> | null) =>
  queryOptions({
    queryKey: questoesKeys.busca(variante, query),
    queryFn:
      query === null
        ? skipToken
        : ({ signal }) =>
            // A generic V does not narrow: the query is one of the two wire queries.
            api.get<TPage<ItemDaVariante[V]>>(LISTAGEM[variante], query as ListagemQuery, signal),
    staleTime: 0,
    retry: false,
  });

/** POST questoes/verifica-resposta through the answers' queue: kept on the device while offline. */
export function verificarResposta(body: Omit<TRespostaBody, 'idCliente'>): Promise<Envio<TRespostaFeedback>> {
  const idCliente = novoIdCliente();
  return filaRespostas.enviar({
    id: idCliente,
    tipo: 'resposta',
    grupo: `questao:${body.idQuestao}`,
    caminho: 'questoes/verifica-resposta',
    metodo: 'POST',
    corpo: { ...body, idCliente },
  });
}

/** POST questoes/verifica-resposta-verdadeiro-falso (idAlternativa is the exercise's id), queued likewise. */
export function verificarRespostaExercicio(
  body: Omit<TRespostaExercicioBody, 'idCliente'>,
): Promise<Envio<TRespostaExercicioFeedback>> {
  const idCliente = novoIdCliente();
  return filaRespostas.enviar({
    id: idCliente,
    tipo: 'resposta',
    grupo: `exercicio:${body.idAlternativa}`,
    caminho: 'questoes/verifica-resposta-verdadeiro-falso',
    metodo: 'POST',
    corpo: { ...body, idCliente },
  });
}

const ORDENACAO = { questoes: 'questoes/randomizar', exercicios: 'questoes/randomizar-exercicios' } as const;

/** GET questoes/randomizar or questoes/randomizar-exercicios: the user's ordering setting. */
export const ordenacaoQueryOptions = (variante: Variante) =>
  queryOptions({
    queryKey: questoesKeys.ordenacao(variante),
    queryFn: ({ signal }) => api.get<TOrdenacao>(ORDENACAO[variante], undefined, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export function salvarOrdenacao(variante: Variante, aleatoria: boolean): Promise<TOrdenacao> {
  return api.put<TOrdenacao>(ORDENACAO[variante], { aleatoria });
}

/** The certainty and miss reason of an answer: a separate write after it, so answering is not slowed. */
export const registrarCerteza = (tipo: 'questao' | 'exercicio', idResposta: number, body: TCertezaBody) =>
  api.put<TCerteza>(`revisoes/respostas/${tipo}/${idResposta}`, body);
