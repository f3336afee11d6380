/**
 * The three schedulers the bench compares, each also a predictor of recall (for log loss and calibration).
 * All see only what the product sees, the rating of each answer (Again or Good here), and all take the same
 * exam-date limit (`limitarPelaProva`, as the product applies it to FSRS).
 */
import { type Avaliacao, limitarPelaProva } from '@aprovei/shared/revisao/revisao.rules';
import { default_w, forgetting_curve } from 'ts-fsrs';
import { cartaoNovo, revisar } from '../../apps/api/src/modules/baralho/agendamento.ts';

const DIA_MS = 86_400_000;

/** One item in one student's deck, as a scheduler keeps it. */
export interface Cartao {
  /** The scheduler's chance that the student recalls the item at `em`. */
  prever(em: Date): number;
  revisar(em: Date, avaliacao: Avaliacao): void;
  /** When the scheduler wants the item back. */
  readonly devido: Date;
}

export interface Agendador {
  nome: string;
  /** The card after the item's first answer (the deck's first review). */
  primeira(em: Date, avaliacao: Avaliacao): Cartao;
}

const dias = (de: Date, ate: Date) => (ate.getTime() - de.getTime()) / DIA_MS;
const depoisDe = (em: Date, n: number) => new Date(em.getTime() + n * DIA_MS);

/**
 * FSRS-6 exactly as the product runs it: `revisar` of the deck (ts-fsrs, default parameters, no short-term
 * steps, the exam-date limit). Its prediction is its own forgetting curve at the card's stability.
 */
export function fsrs6(dataProva: string | null): Agendador {
  return {
    nome: 'FSRS-6',
    primeira(em, avaliacao) {
      let c = revisar(cartaoNovo(em), em, avaliacao, dataProva).depois;
      return {
        get devido() {
          return c.due;
        },
        prever: (agora) => forgetting_curve(default_w, dias(c.last_review as Date, agora), c.stability),
        revisar(agora, a) {
          c = revisar(c, agora, a, dataProva).depois;
        },
      };
    },
  };
}

/**
 * The recall an interval scheduler implies: its interval I read as the time at which recall falls to 90 %,
 * on an exponential curve, R(t) = 0.9^(t/I). SM-2 and fixed intervals state no probability of their own.
 */
export const recordacaoDoIntervalo = (t: number, intervalo: number) => 0.9 ** (t / intervalo);

/** An interval scheduler: a pure step from (state, rating) to (state, interval in days). */
function porIntervalo<E extends { intervalo: number }>(
  nome: string,
  inicial: E,
  passo: (e: E, avaliacao: Avaliacao) => E,
  dataProva: string | null,
): Agendador {
  return {
    nome,
    primeira(em, avaliacao) {
      let e = passo(inicial, avaliacao);
      let ultima = em;
      let devido = limitarPelaProva(em, depoisDe(em, e.intervalo), dataProva);
      return {
        get devido() {
          return devido;
        },
        prever: (agora) => recordacaoDoIntervalo(dias(ultima, agora), e.intervalo),
        revisar(agora, a) {
          e = passo(e, a);
          ultima = agora;
          devido = limitarPelaProva(agora, depoisDe(agora, e.intervalo), dataProva);
        },
      };
    },
  };
}

export interface EstadoSm2 {
  /** Successful repetitions in a row (n). */
  repeticoes: number;
  /** The E-Factor. */
  fator: number;
  /** The interval just set, in days. */
  intervalo: number;
}

export const SM2_INICIAL: EstadoSm2 = { repeticoes: 0, fator: 2.5, intervalo: 0 };

/** The product's ratings as SM-2 qualities (0–5): Again → 1, Hard → 3, Good → 4. */
export const QUALIDADE_SM2: Record<Avaliacao, number> = { 1: 1, 2: 3, 3: 4 };

/**
 * SM-2 (Woźniak, 1990) for a quality q in 0–5: the E-Factor moves by 0.1 − (5 − q)(0.08 + (5 − q)·0.02),
 * never below 1.3, after every answer; q < 3 restarts the repetitions (interval 1) keeping the E-Factor;
 * otherwise the intervals are 1, 6, then the previous one × EF rounded up. The same-day re-drills of
 * items graded below 4 are left out: the deck works in whole days.
 */
export function sm2(e: EstadoSm2, q: number): EstadoSm2 {
  const fator = Math.max(1.3, e.fator + 0.1 - (5 - q) * (0.08 + (5 - q) * 0.02));
  if (q < 3) return { repeticoes: 0, fator, intervalo: 1 };
  const repeticoes = e.repeticoes + 1;
  const intervalo = repeticoes === 1 ? 1 : repeticoes === 2 ? 6 : Math.ceil(e.intervalo * fator);
  return { repeticoes, fator, intervalo };
}

export const sm2Agendador = (dataProva: string | null) =>
  porIntervalo('SM-2', SM2_INICIAL, (e, a) => sm2(e, QUALIDADE_SM2[a]), dataProva);

export const DEGRAUS = [1, 3, 7, 14, 30] as const;

export interface EstadoFixo {
  /** The next rung of DEGRAUS a success climbs to. */
  degrau: number;
  intervalo: number;
}

/**
 * Fixed intervals 1, 3, 7, 14, 30 days: each success takes the next rung (staying at 30), a miss (Again)
 * starts over at 1 day.
 */
export function intervaloFixo(e: EstadoFixo, avaliacao: Avaliacao): EstadoFixo {
  if (avaliacao === 1) return { degrau: 1, intervalo: DEGRAUS[0] };
  const i = Math.min(e.degrau, DEGRAUS.length - 1);
  return { degrau: e.degrau + 1, intervalo: DEGRAUS[i]! };
}

export const fixoAgendador = (dataProva: string | null) =>
  porIntervalo<EstadoFixo>('Fixos 1-3-7-14-30', { degrau: 0, intervalo: 0 }, intervaloFixo, dataProva);

/** The schedulers in the order the tables list them. */
export const agendadores = (dataProva: string | null): Agendador[] => [
  fsrs6(dataProva),
  sm2Agendador(dataProva),
  fixoAgendador(dataProva),
];
