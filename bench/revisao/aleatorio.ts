/**
 * A seeded pseudo-random generator (mulberry32: one 32-bit state, a Weyl step and two multiply-xorshift
 * rounds), so that a bench run with the same seed draws the same students, items and answers.
 * Math.random cannot be seeded.
 */
export interface Aleatorio {
  /** Uniform in [0, 1). */
  uniforme(): number;
  /** Standard normal (Box–Muller). */
  normal(): number;
  /** An integer in [0, n). */
  inteiro(n: number): number;
}

/** Mixes a seed and a stream number into a 32-bit state: students get independent streams. */
export function misturar(semente: number, fluxo: number): number {
  let h = (semente ^ Math.imul(fluxo + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

export function aleatorio(semente: number, fluxo = 0): Aleatorio {
  let estado = misturar(semente, fluxo);
  const uniforme = () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    uniforme,
    normal() {
      // 1 − u keeps the logarithm's argument in (0, 1].
      const u = 1 - uniforme();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniforme());
    },
    inteiro: (n) => Math.floor(uniforme() * n),
  };
}
