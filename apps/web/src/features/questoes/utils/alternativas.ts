import { letra, somaSelecionada, valorSomatoria } from '@aprovei/shared/questoes/questoes.rules';
import type { TAlternativa, TQuestao, TRespostaFeedback } from '@aprovei/shared/questoes/questoes.schemas';
import { htmlToText } from '../../../lib/html-text';

/** An alternative as the card shows it: its letter and, on sum-type questions, its value. */
export interface AlternativaVista extends TAlternativa {
  letra: string;
  /** 1, 2, 4, 8… (sum-type questions). */
  valor: number;
}

/** The alternatives in their order, lettered a…z, with their sum values (the server's or 2^position). */
export function alternativasVistas(questao: Pick<TQuestao, 'listaAlternativas'>): AlternativaVista[] {
  return [...questao.listaAlternativas]
    .sort((a, b) => a.ordem - b.ordem)
    .slice(0, 26)
    .map((alt, i) => ({ ...alt, letra: letra(i), valor: alt.valorSomatoria ?? valorSomatoria(i) }));
}

/** '01', '02', '04', '08', '16'… */
export function valorExibido(valor: number): string {
  return String(valor).padStart(2, '0');
}

/** The values ticked in the user's previous answer of a sum-type question. */
export function valoresDaSoma(soma: number | null, alternativas: readonly AlternativaVista[]): number[] {
  if (!soma || soma <= 0) return [];
  return alternativas.filter((a) => (soma & a.valor) === a.valor).map((a) => a.valor);
}

/** The alternative chosen in the user's previous answer (ordinary questions). */
export function alternativaRespondida(alternativas: readonly AlternativaVista[]): number | null {
  return alternativas.find((a) => a.respostaMultiplaEscolhaSelecionada)?.id ?? null;
}

/** What the user sends: an alternative, or a sum above 0; null when nothing is chosen. */
export function respostaEscolhida(
  questao: Pick<TQuestao, 'id' | 'questaoSomatoria'>,
  alternativa: number | null,
  valores: readonly number[],
): { idQuestao: number; idAlternativa?: number; valorSomatoria?: number } | null {
  if (questao.questaoSomatoria) {
    const soma = somaSelecionada(valores);
    return soma > 0 ? { idQuestao: questao.id, valorSomatoria: soma } : null;
  }
  return alternativa === null ? null : { idQuestao: questao.id, idAlternativa: alternativa };
}

/**
 * The sentence after a wrong answer: 'Resposta incorreta. A alternativa correta é a letra {x}: {texto}'
 * or, on sum-type questions, 'Resposta incorreta. A soma correta é {n}.'.
 */
export function mensagemIncorreta(
  feedback: Pick<TRespostaFeedback, 'id' | 'valorSomatoriaResposta'>,
  alternativas: readonly AlternativaVista[],
  somatoria: boolean,
): string {
  if (somatoria) {
    return feedback.valorSomatoriaResposta === null
      ? 'Resposta incorreta.'
      : `Resposta incorreta. A soma correta é ${feedback.valorSomatoriaResposta}.`;
  }
  const correta = alternativas.find((a) => a.id === feedback.id);
  return correta
    ? `Resposta incorreta. A alternativa correta é a letra ${correta.letra}: ${htmlToText(correta.enunciado)}`
    : 'Resposta incorreta.';
}

export type Marca = 'correta' | 'incorreta' | null;

/**
 * How a row is marked after answering: the correct one(s) 'correta'; the chosen wrong one(s)
 * 'incorreta'. On sum-type questions a proposition is correct when its value is part of the right sum.
 */
export function marcaDaAlternativa(
  alt: AlternativaVista,
  feedback: Pick<TRespostaFeedback, 'id' | 'valorSomatoriaResposta'> | null,
  escolhida: boolean,
  somatoria: boolean,
): Marca {
  if (!feedback) return null;
  const correta = somatoria
    ? feedback.valorSomatoriaResposta !== null && (feedback.valorSomatoriaResposta & alt.valor) === alt.valor
    : feedback.id === alt.id;
  if (correta) return 'correta';
  return escolhida ? 'incorreta' : null;
}
