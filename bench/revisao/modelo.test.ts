import { describe, expect, it } from 'vitest';
import { aleatorio } from './aleatorio.ts';
import {
  PARAMETROS_PADRAO as P,
  primeiraExposicao,
  probabilidadeDeLembrar,
  probabilidadePrimeira,
  revisarMemoria,
  tauAposRevisao,
  tauInicial,
} from './modelo.ts';

describe('the memory model (not FSRS)', () => {
  it('forgets exponentially: r(t) = exp(−t/τ)', () => {
    expect(probabilidadeDeLembrar(10, 0)).toBe(1);
    expect(probabilidadeDeLembrar(10, 10)).toBeCloseTo(Math.exp(-1), 12);
    // Exponential, not a power curve: twice the time squares the recall.
    expect(probabilidadeDeLembrar(7, 6)).toBeCloseTo(probabilidadeDeLembrar(7, 3) ** 2, 12);
  });

  it('starts from τ0·e^k and the first answer from σ(k + bias)', () => {
    expect(tauInicial(P, 0, 0)).toBe(P.tauInicial);
    expect(tauInicial(P, 1, 0)).toBeCloseTo(P.tauInicial * Math.E, 12);
    expect(probabilidadePrimeira(P, 1)).toBeCloseTo(0.5, 12);
  });

  it('a success multiplies τ by 1 + e^(k/2)(base + effort·(1 − r)); a miss by the lapse, not below the floor', () => {
    const p = { ...P, ganhoBase: 1, ganhoEsforco: 3, lapso: 0.3, tauMinimo: 1 };
    expect(tauAposRevisao(p, 4, 0.78, true, 0, 0)).toBeCloseTo(4 * (1 + 1 + 3 * 0.22), 12);
    // The harder the recall, the larger the gain (spacing effect).
    expect(tauAposRevisao(p, 4, 0.5, true, 0, 0)).toBeGreaterThan(tauAposRevisao(p, 4, 0.9, true, 0, 0));
    expect(tauAposRevisao(p, 10, 0.5, false, 0, 0)).toBeCloseTo(3, 12);
    expect(tauAposRevisao(p, 2, 0.5, false, 0, 0)).toBe(1);
    expect(tauAposRevisao(p, 4, 0.78, true, 0, 1)).toBeCloseTo(
      4 * (1 + 1 + 3 * 0.22) * Math.exp(p.ruido),
      12,
    );
  });

  it('a review is recalled with the chance r, and moves the memory', () => {
    const rng = aleatorio(1);
    let lembrou = 0;
    const N = 20_000;
    for (let i = 0; i < N; i++) {
      const m = { k: 0, tau: 5, ultimoDia: 0 };
      const { r, correta } = revisarMemoria(P, m, 3, rng);
      expect(r).toBeCloseTo(Math.exp(-3 / 5), 12);
      expect(m.ultimoDia).toBe(3);
      expect(m.tau === 5).toBe(false);
      if (correta) lembrou++;
    }
    expect(lembrou / N).toBeGreaterThan(Math.exp(-3 / 5) - 0.015);
    expect(lembrou / N).toBeLessThan(Math.exp(-3 / 5) + 0.015);
    const a = primeiraExposicao(P, 0.2, 4, aleatorio(9));
    expect(primeiraExposicao(P, 0.2, 4, aleatorio(9))).toEqual(a);
    expect(a.memoria.ultimoDia).toBe(4);
  });
});
