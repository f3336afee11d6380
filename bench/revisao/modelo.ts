/**
 * The simulated students' memory: a model that is NOT FSRS, on purpose (issue 24 §4), so that no scheduler
 * is evaluated on data made by its own equations. Each (student, item) pair has a time constant τ in days;
 * the chance of recalling the item t days after its last exposure is exponential, exp(−t/τ) (FSRS assumes a
 * power curve). τ depends on the student's ability a and the item's difficulty d through k = a − d; a
 * success multiplies τ by a gain that grows with how hard the recall was (1 − r, the spacing effect) and does
 * not shrink as τ grows (FSRS's gain does); a miss divides it. Every change carries log-normal noise.
 * docs/performance/revisao.md gives the equations and why these numbers.
 */
import type { Aleatorio } from './aleatorio.ts';

export interface ParametrosMemoria {
  /** Standard deviation of the students' ability a ~ N(0, σa²). */
  sigmaHabilidade: number;
  /** Standard deviation of the items' difficulty d ~ N(0, σd²). */
  sigmaDificuldade: number;
  /** τ after the first exposure for k = 0, in days. */
  tauInicial: number;
  /** Shift of the first answer's logistic: P(right before ever studying) = σ(k + viés). */
  viesPrimeira: number;
  /** The gain on a success: 1 + e^(k/2)·(ganhoBase + ganhoEsforco·(1 − r)). */
  ganhoBase: number;
  ganhoEsforco: number;
  /** τ is multiplied by this on a miss. */
  lapso: number;
  /** The smallest τ, in days. */
  tauMinimo: number;
  /** Standard deviation of the log-normal noise on every change of τ. */
  ruido: number;
}

export const PARAMETROS_PADRAO: ParametrosMemoria = {
  sigmaHabilidade: 0.5,
  sigmaDificuldade: 0.8,
  tauInicial: 4,
  viesPrimeira: -1,
  ganhoBase: 1,
  ganhoEsforco: 3,
  lapso: 0.3,
  tauMinimo: 1,
  ruido: 0.2,
};

/** The chance of recalling after `dias` days with time constant `tau`. */
export const probabilidadeDeLembrar = (tau: number, dias: number) => Math.exp(-dias / tau);

/** The chance of a right first answer, before the item was ever studied (σ(k + viés)). */
export const probabilidadePrimeira = (p: ParametrosMemoria, k: number) =>
  1 / (1 + Math.exp(-(k + p.viesPrimeira)));

/** τ right after the first exposure (the answer with its feedback teaches, right or wrong). */
export const tauInicial = (p: ParametrosMemoria, k: number, z: number) =>
  p.tauInicial * Math.exp(k + p.ruido * z);

/** τ after a review answered `correta` when the chance of recalling was `r`; `z` a standard normal draw. */
export function tauAposRevisao(
  p: ParametrosMemoria,
  tau: number,
  r: number,
  correta: boolean,
  k: number,
  z: number,
): number {
  const ruido = Math.exp(p.ruido * z);
  if (!correta) return Math.max(p.tauMinimo, tau * p.lapso * ruido);
  return tau * (1 + Math.exp(k / 2) * (p.ganhoBase + p.ganhoEsforco * (1 - r))) * ruido;
}

/** One student's memory of one item: the true state the schedulers never see. */
export interface Memoria {
  k: number;
  tau: number;
  /** The day of the last exposure. */
  ultimoDia: number;
}

/** The first exposure on `dia`: whether the answer was right, and the memory it leaves. */
export function primeiraExposicao(p: ParametrosMemoria, k: number, dia: number, rng: Aleatorio) {
  const correta = rng.uniforme() < probabilidadePrimeira(p, k);
  const memoria: Memoria = { k, tau: tauInicial(p, k, rng.normal()), ultimoDia: dia };
  return { correta, memoria };
}

/** A review on `dia`: the true chance of recalling, the drawn answer, and the memory moved by it. */
export function revisarMemoria(p: ParametrosMemoria, m: Memoria, dia: number, rng: Aleatorio) {
  const r = probabilidadeDeLembrar(m.tau, dia - m.ultimoDia);
  const correta = rng.uniforme() < r;
  m.tau = tauAposRevisao(p, m.tau, r, correta, m.k, rng.normal());
  m.ultimoDia = dia;
  return { r, correta };
}
