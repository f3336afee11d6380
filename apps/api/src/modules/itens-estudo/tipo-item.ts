import type { LocalReacao, TResumoReacoes } from '@aprovei/shared/reacoes/reacoes.schemas';
import type { SQL } from 'drizzle-orm';
import type { ConsultaExtra } from '../acesso/index.ts';
import type { BuscaTabelas } from './busca.ts';
import type { RespostaTabelas } from './resposta.ts';

/** A kind's tables and columns, as the search, the answer write and the details read them. */
export type TabelasItem<C extends string> = BuscaTabelas & RespostaTabelas<C>;

export type Tag = { id: number; nome: string };

/**
 * What the details of every kind carry, whatever its own columns: its keys, year, institution, tags
 * (`sub_conteudos` is empty for a kind without sub-contents), comment count and reactions.
 */
export interface DetalheBase {
  id: number;
  numero_questao: number;
  ano_id: number;
  ano: number;
  instituicao_id: number;
  instituicao_nome: string;
  materias: Tag[];
  conteudos: Tag[];
  sub_conteudos: Tag[];
  total_comentarios: number;
  reacoes: TResumoReacoes;
}

/** The wire fields every kind maps alike from its details: the item's key, year, institution and tags. */
export const wireComum = (r: DetalheBase) => ({
  id: r.id,
  numeroQuestao: r.numero_questao,
  ano: { id: r.ano_id, ano: r.ano },
  instituicao: { id: r.instituicao_id, nome: r.instituicao_nome },
  listaMaterias: r.materias,
  listaConteudos: r.conteudos,
});

/** The least an item read for answering has: what visibility decides on. */
export interface ItemParaResponder {
  id: number;
  plataformaId: number;
  estagiario: boolean;
}

/** The types one kind works with (one parameter, so a descriptor's type reads by name). */
export interface FormaItem {
  /** Answer columns (`resposta_questao.alternativa_id`…) copied into the user's latest state. */
  campos: string;
  /** The kind's own columns of a card, as `detalhes.campos` selects them. */
  detalhe: object;
  /** A card on the wire. */
  item: object;
  paraResponder: ItemParaResponder;
  /** The answer as the route receives it, and the feedback it returns. */
  resposta: unknown;
  feedback: object;
  /** Extra answer counts of the statistics (see `contagens`). */
  contagens: string;
}

/**
 * One kind of study item (questions, fixation exercises; mock exams next): the fixed configuration that
 * the one mechanism (itens-estudo.service.ts) runs on — its tables, its own card columns and their wire
 * shape, how an answer is corrected, its messages. Every SQL name here is fixed, never from input.
 */
export interface TipoItem<T extends FormaItem> {
  tabelas: TabelasItem<T['campos']>;
  /**
   * `reacao.local_reacao` of the kind's reactions; null for a kind without comments and reactions (mock
   * questions: an exam), whose cards then show none.
   */
  reacao: LocalReacao | null;
  /** The user's random-order setting the kind's search follows. */
  aleatoria: 'questoesAleatorias' | 'exerciciosAleatorios';
  mensagens: {
    /** 404: no such item, or not of the caller's platforms. */
    naoEncontrado: string;
    /** 401: a trainee asked for an item outside the selection, or has used the selection up. */
    semAcesso: string;
  };
  /**
   * The kind's own card columns, over `q` (the item), `e` (the user's state, left-joined, so null when
   * never answered) and whatever `juncoes` joins.
   */
  detalhes: { campos: { [K in keyof T['detalhe']]: SQL }; juncoes?: SQL };
  paraWire: (linha: DetalheBase & T['detalhe']) => T['item'];
  /** The item as answering needs it: a JSON sub-select over the `item` column, null when there is none. */
  paraResponder: ConsultaExtra;
  /** Whether the answer is right, and the values it stores; throws the 400 of an invalid answer. */
  corrigir: (item: T['paraResponder'], resposta: T['resposta']) => Correcao<T['campos']>;
  feedback: (item: T['paraResponder'], correta: boolean, idResposta: number) => T['feedback'];
  /** Statistics besides the total and the hits: count name → condition over the answer row. */
  contagens: Record<T['contagens'], SQL>;
}

export interface Correcao<C extends string> {
  correta: boolean;
  valores: Record<C, unknown>;
}
