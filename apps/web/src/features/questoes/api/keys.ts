import type { LocalReacao } from '@aprovei/shared/reacoes/reacoes.schemas';
import type { ListagemQuery, Variante } from '../utils/filtros';
import type { AlvoItem } from '../utils/item';

/**
 * Every TanStack Query key of the question feature, under one root. A key that extends another is
 * invalidated with it (a listing with the ordering switch, a comment's pages with a new comment).
 */
const raiz = ['questoes'] as const;

/** The searches of one variant: the ordering switch invalidates them all. */
const listagem = (variante: Variante) => [...raiz, 'listagem', variante] as const;
const comentarios = (alvo: AlvoItem) => [...raiz, 'comentarios', alvo.tipo, alvo.id] as const;
const respostas = (exercicio: boolean, idComentario: number) =>
  [...raiz, 'respostas', exercicio ? 'exercicio' : 'questao', idComentario] as const;
const reacoes = (local: LocalReacao, id: number) => [...raiz, 'reacoes', local, id] as const;
const usuariosReacao = (local: LocalReacao, id: number) => [...reacoes(local, id), 'usuarios'] as const;
const estatisticas = (alvo: AlvoItem) => [...raiz, 'estatisticas', alvo.tipo, alvo.id] as const;

export const questoesKeys = {
  raiz,
  listagem,
  /** One search: its wire query (null before the first search). */
  busca: <V extends Variante>(variante: V, query: ListagemQuery<V> | null) =>
    [...listagem(variante), query] as const,
  ordenacao: (variante: Variante) => [...raiz, 'ordenacao', variante] as const,
  acessoCompleto: (idPlataforma: number) => [...raiz, 'acesso-completo', idPlataforma] as const,
  usuarioAdmin: () => [...raiz, 'usuario-admin'] as const,
  /** An item's statistics; a question's come in two parts (hits and per alternative). */
  estatisticas: (alvo: AlvoItem, parte?: 'acerto' | 'alternativas') =>
    parte ? ([...estatisticas(alvo), parte] as const) : estatisticas(alvo),
  comentarios,
  comentariosPagina: (alvo: AlvoItem, page: number) => [...comentarios(alvo), page] as const,
  respostas,
  respostasPagina: (exercicio: boolean, idComentario: number, page: number) =>
    [...respostas(exercicio, idComentario), page] as const,
  emojis: () => [...raiz, 'emojis'] as const,
  reacoes,
  contagem: (local: LocalReacao, id: number) => [...reacoes(local, id), 'contagem'] as const,
  minhaReacao: (local: LocalReacao, id: number) => [...reacoes(local, id), 'minha'] as const,
  /** Who reacted to an item; idEmoji null: everyone. */
  usuariosReacao,
  usuariosDoEmoji: (local: LocalReacao, id: number, idEmoji: number | null) =>
    [...usuariosReacao(local, id), idEmoji ?? 'todos'] as const,
};
