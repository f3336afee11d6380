import type {
  LocalReacao,
  TContagemEmoji,
  TEmoji,
  TReacaoResultado,
  TUltimaReacao,
  TUsuarioReacao,
} from '@aprovei/shared/reacoes/reacoes.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questoesKeys } from './keys';

export const ERRO_REACOES = {
  emojis: 'Erro ao listar os emojis!',
  contar: 'Erro ao contar os emojis!',
  ultimo: 'Erro ao capturar o ultimo emoji!',
  reagir: 'Erro ao enviar reação! Tente novamente mais tarde.',
  usuarios: 'Erro ao listar usuários!',
  todosUsuarios: 'Erro ao listar todos os usuários!',
} as const;

/** Count endpoint and its id parameter per place. */
const CONTAGEM: Record<LocalReacao, { path: string; param: string }> = {
  QUESTAO: { path: 'emojis/contar', param: 'idQuestao' },
  EXERCICIO_FIXACAO: { path: 'emojis/contar-exercicio-fixacao', param: 'idMultiplaEscolha' },
  COMENTARIO: { path: 'emojis/contar-reacao-comentario-questao', param: 'idComentario' },
  COMENTARIO_EXERCICIO_FIXACAO: { path: 'emojis/contar-reacao-comentario-exercicio', param: 'idComentario' },
};

/** Save endpoint and its body field per place. */
const SALVAR: Record<LocalReacao, { path: string; campo: string }> = {
  QUESTAO: { path: 'reacao/questao', campo: 'idQuestao' },
  EXERCICIO_FIXACAO: { path: 'reacao-exercicio-fixacao/salvar', campo: 'idMultiplaEscolha' },
  COMENTARIO: { path: 'reacao/comentario', campo: 'idComentario' },
  COMENTARIO_EXERCICIO_FIXACAO: { path: 'reacao/comentario-exercicio-fixacao', campo: 'idComentario' },
};

export const emojisQueryOptions = () =>
  queryOptions({
    queryKey: questoesKeys.emojis(),
    queryFn: ({ signal }) => api.get<TEmoji[]>('emojis/listar', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const contagemQueryOptions = (local: LocalReacao, id: number) =>
  queryOptions({
    queryKey: questoesKeys.contagem(local, id),
    queryFn: ({ signal }) =>
      api.get<TContagemEmoji[]>(CONTAGEM[local].path, { [CONTAGEM[local].param]: id }, signal),
    retry: false,
  });

export const minhaReacaoQueryOptions = (local: LocalReacao, id: number) =>
  queryOptions({
    queryKey: questoesKeys.minhaReacao(local, id),
    queryFn: ({ signal }) =>
      api.get<TUltimaReacao>('emojis/carregar-emoji-reacao', { localReacao: local, id }, signal),
    retry: false,
  });

/** Who reacted: everyone (idEmoji null) or those of one emoji. */
export const usuariosReacaoQueryOptions = (local: LocalReacao, id: number, idEmoji: number | null) =>
  queryOptions({
    queryKey: questoesKeys.usuariosDoEmoji(local, id, idEmoji),
    queryFn: ({ signal }) =>
      idEmoji === null
        ? api.get<TUsuarioReacao[]>('reacao/todos-usuarios', { localReacao: local, id }, signal)
        : api.get<TUsuarioReacao[]>('reacao/usuario-emoji', { localReacao: local, id, idEmoji }, signal),
    staleTime: 0,
    retry: false,
  });

/** Sends a reaction; the same emoji again removes it (the answer's idEmoji is then null). */
export function reagir(local: LocalReacao, id: number, idEmoji: number): Promise<TReacaoResultado> {
  return api.post<TReacaoResultado>(SALVAR[local].path, { idEmoji, [SALVAR[local].campo]: id });
}
