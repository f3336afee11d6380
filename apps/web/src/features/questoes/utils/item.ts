import type { LocalReacao } from '@aprovei/shared/reacoes/reacoes.schemas';

/**
 * The kinds of study item: a multiple-choice question and a true/false fixation exercise. Comments,
 * reactions and statistics hang on an item; its card, its answering and its statistics panel are one
 * mechanism configured by the kind's entry in TIPOS_DE_ITEM (a mock-exam item will be one more entry).
 */
export type TipoItem = 'questao' | 'exercicio';

/** One study item: its kind and id. */
export interface AlvoItem {
  tipo: TipoItem;
  id: number;
}

/** What a kind of item configures. */
export interface TipoDeItem {
  /** The answer button. */
  acao: string;
  /**
   * A question locks its choice once corrected (its button goes away); an exercise may be answered
   * again: a new choice clears the correction and the button waits, disabled, for it.
   */
  travaAposResponder: boolean;
  /** The note over the last answer the user gave before. */
  jaRespondido: string;
  /** Where its reactions are kept. */
  reacoes: LocalReacao;
  /** The statistics panel: its empty text, what the hits are about and the chart per choice. */
  estatisticas: { vazio: string; sobre: string; titulo: string; rotulo: string; ajuda: string };
}

/** Each kind of item (spec doc 3 §2, §4, §9). */
export const TIPOS_DE_ITEM: Record<TipoItem, TipoDeItem> = {
  questao: {
    acao: 'Verificar resposta',
    travaAposResponder: true,
    jaRespondido: 'Você já respondeu esta questão; sua última resposta está marcada.',
    reacoes: 'QUESTAO',
    estatisticas: {
      vazio: 'Ainda não existem registros de estatísticas para essa questão!',
      sobre: 'esta questão',
      titulo: 'Respostas por alternativa',
      rotulo: 'Alternativa',
      ajuda: 'Percentual das respostas que marcaram cada alternativa.',
    },
  },
  exercicio: {
    acao: 'Enviar resposta',
    travaAposResponder: false,
    jaRespondido: 'Você já respondeu este exercício; sua última resposta está marcada.',
    reacoes: 'EXERCICIO_FIXACAO',
    estatisticas: {
      vazio: 'Ainda não existem registros de estatísticas para este exercício!',
      sobre: 'este exercício',
      titulo: 'Respostas Certo e Errado',
      rotulo: 'Resposta',
      ajuda: 'Percentual das respostas que marcaram Certo e das que marcaram Errado.',
    },
  },
};
