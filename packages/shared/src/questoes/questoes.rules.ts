/** Pure rules of question answering (spec doc 3 §4, §5, §9). */

export const MODOS_EXIBICAO = [
  'questoesNaoRespondidas',
  'questoesJaRespondidas',
  'questoesIncorretas',
  'todasQuestoes',
] as const;
export type ModoExibicao = (typeof MODOS_EXIBICAO)[number];
/** Orderings a search may ask for (orderBy); without it the user's setting decides. */
export const ORDENACOES = ['NUMERO', 'ANO_DESC', 'ALEATORIA'] as const;
export type Ordenacao = (typeof ORDENACOES)[number];

export const MODO_PADRAO: ModoExibicao = 'questoesNaoRespondidas';

export const MODO_LABEL: Record<ModoExibicao, string> = {
  questoesNaoRespondidas: 'Somente as não respondidas',
  questoesJaRespondidas: 'Somente as já respondidas',
  questoesIncorretas: 'Somente as que errei',
  todasQuestoes: 'Todas',
};

/**
 * Reads the mode from the flags: none → the default (unanswered); more than one → null (invalid).
 */
export function modeFromFlags(
  flags: Partial<Record<ModoExibicao, boolean | undefined>>,
): ModoExibicao | null {
  const on = MODOS_EXIBICAO.filter((m) => flags[m] === true);
  if (on.length === 0) return MODO_PADRAO;
  return on.length === 1 ? on[0]! : null;
}

/** Page size: 10, or 1 with 'Visualizar 1 questão por página'. */
export function pageSize(umaPorPagina: boolean): number {
  return umaPorPagina ? 1 : 10;
}

/** Letter of the alternative at a 0-based position: a … z. */
export function letra(posicao: number): string {
  if (posicao < 0 || posicao > 25) throw new RangeError('Alternativas vão de a até z.');
  return String.fromCharCode(97 + posicao);
}

/** Value of the proposition at a 0-based position in a sum-type question: 1, 2, 4, 8, 16… */
export function valorSomatoria(posicao: number): number {
  return 2 ** posicao;
}

/** The sum the student will send from the ticked values. */
export function somaSelecionada(valores: Iterable<number>): number {
  let soma = 0;
  for (const v of new Set(valores)) soma += v;
  return soma;
}

/** The correct sum of a sum-type question from the positions of its true propositions. */
export function somaCorreta(posicoesCorretas: readonly number[]): number {
  return somaSelecionada(posicoesCorretas.map(valorSomatoria));
}

/** A sum is possible only when it is above 0 and made of the question's values. */
export function somaValida(soma: number, quantidadeProposicoes: number): boolean {
  return Number.isInteger(soma) && soma > 0 && soma < 2 ** quantidadeProposicoes;
}

/** Percentage with two decimals as a number (e.g. 42.5). 0 when there is no total. */
export function percentual(parte: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((parte / total) * 10_000) / 100;
}

export const MENSAGEM_SELECIONE = 'Você precisa selecionar uma alternativa!';
export const MENSAGEM_ACERTOU = 'Parabéns! Você acertou!';
export const MENSAGEM_SEM_QUESTOES = 'Você não tem mais questões disponíveis.';
export const MENSAGEM_SEM_EXERCICIOS = 'Você não tem mais exercícios de fixação disponíveis.';

/** Trainee limits (spec doc 3 §1, §9). */
export const LIMITE_ESTAGIARIO = { questoes: 5, exercicios: 13 } as const;

/** Hits and misses of a question or exercise as the statistics panel shows them. */
export function resumoAcertos(acertos: number, total: number) {
  const percentualAcertos = percentual(acertos, total);
  return {
    totalRespostas: total,
    numeroAcertos: percentualAcertos,
    percentualAcertos,
    percentualErros: percentual(total - acertos, total),
  };
}
