import {
  COMENTARIOS_POR_PAGINA,
  type TComentario,
  type TipoComentario,
  type TRespostaComentario,
} from '@aprovei/shared/comentarios/comentarios.schemas';
import type { TPage } from '@aprovei/shared/common.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AlvoItem } from '../utils/item';
import { questoesKeys } from './keys';

export const ERRO_COMENTARIOS = {
  listarQuestao: 'Erro ao recuperar comentários da questão! Tente novamente mais tarde.',
  listarExercicio: 'Erro ao recuperar comentários de exercícios de fixação! Tente novamente mais tarde.',
  comentar: 'Erro ao comentar questão! Tente novamente mais tarde.',
  listarRespostas: 'Erro ao recuperar respostas do comentário! Tente novamente mais tarde.',
  responder: 'Erro ao responder comentário! Tente novamente mais tarde.',
} as const;

/** One page (5, newest first) of a question's or an exercise's comments. */
export const comentariosQueryOptions = (alvo: AlvoItem, page: number) =>
  queryOptions({
    queryKey: questoesKeys.comentariosPagina(alvo, page),
    queryFn: ({ signal }) =>
      api.get<TPage<TComentario>>(
        alvo.tipo === 'questao'
          ? `comentarios/listar/${alvo.id}`
          : `comentarios/listar-comentario-exercicio/${alvo.id}`,
        { page, size: COMENTARIOS_POR_PAGINA },
        signal,
      ),
    staleTime: 30_000,
    retry: false,
  });

export function criarComentario(
  alvo: AlvoItem,
  body: { comentario: string; tipo: TipoComentario },
): Promise<TComentario> {
  return alvo.tipo === 'questao'
    ? api.post<TComentario>('comentarios/criar', { ...body, questaoVO: { id: alvo.id } })
    : api.post<TComentario>(`comentarios/criarComentarioExercicio/${alvo.id}`, body);
}

/** One page (5, oldest first: a thread reads in order) of a comment's replies. */
export const respostasQueryOptions = (exercicio: boolean, idComentario: number, page: number) =>
  queryOptions({
    queryKey: questoesKeys.respostasPagina(exercicio, idComentario, page),
    queryFn: ({ signal }) =>
      api.get<TPage<TRespostaComentario>>(
        `respostas/comentario/listar/${idComentario}`,
        { page, size: COMENTARIOS_POR_PAGINA, sort: 'dataInicio,asc', isExercicioFixacao: exercicio },
        signal,
      ),
    staleTime: 30_000,
    retry: false,
  });

export function responderComentario(
  exercicio: boolean,
  idComentario: number,
  resposta: string,
): Promise<TRespostaComentario> {
  return api.post<TRespostaComentario>(
    `respostas/comentario/criar/${idComentario}`,
    { resposta },
    { exercicioFixacao: exercicio },
  );
}
