import { describe, expect, it } from 'vitest';
import { Afericao, media, perdaLogaritmica } from './metricas.ts';

describe('log loss', () => {
  it('is −ln of the chance given to what happened, clipped', () => {
    expect(perdaLogaritmica(0.8, true)).toBeCloseTo(-Math.log(0.8), 12);
    expect(perdaLogaritmica(0.8, false)).toBeCloseTo(-Math.log(0.2), 12);
    expect(perdaLogaritmica(0.5, true)).toBeCloseTo(Math.LN2, 12);
    expect(perdaLogaritmica(0, true)).toBeCloseTo(-Math.log(1e-6), 9);
    expect(perdaLogaritmica(1, false)).toBeCloseTo(-Math.log(1e-6), 9);
  });

  it('is averaged over what was added', () => {
    const a = new Afericao();
    a.adicionar(0.9, true);
    a.adicionar(0.9, false);
    a.adicionar(0.2, false);
    a.adicionar(0.6, true);
    expect(a.n).toBe(4);
    expect(a.logLoss()).toBeCloseTo((-Math.log(0.9) - Math.log(0.1) - Math.log(0.8) - Math.log(0.6)) / 4, 12);
    expect(a.taxa()).toBe(0.5);
  });
});

describe('calibration', () => {
  it('bins predictions by tenths, mean prediction against share recalled, and weighs the gaps', () => {
    const a = new Afericao();
    for (const [p, y] of [
      [0.15, true],
      [0.15, false],
      [0.15, false],
      [0.15, false],
      [0.95, true],
      [0.95, true],
      [0.95, true],
      [0.95, false],
      [1, true],
      [0, false],
    ] as const)
      a.adicionar(p, y);
    const f = a.calibracao();
    expect(f).toHaveLength(10);
    expect(f[1]).toEqual({ de: 0.1, n: 4, previsto: 0.15, observado: 0.25 });
    expect(f[9]!.n).toBe(5); // 1 goes in the last bin
    expect(f[9]!.previsto).toBeCloseTo(0.96, 12);
    expect(f[9]!.observado).toBeCloseTo(0.8, 12);
    expect(f[0]).toEqual({ de: 0, n: 1, previsto: 0, observado: 0 });
    expect(f[5]!.n).toBe(0);
    expect(a.ece()).toBeCloseTo((4 / 10) * 0.1 + (5 / 10) * 0.16 + 0, 12);
  });

  it('a perfectly calibrated predictor has no gap', () => {
    const a = new Afericao();
    for (let i = 0; i < 10; i++) a.adicionar(0.7, i < 7);
    expect(a.ece()).toBeCloseTo(0, 12);
  });
});

describe('the mean and its interval', () => {
  it('is the mean ± 1.96 standard errors', () => {
    const m = media([1, 2, 3]);
    expect(m.media).toBe(2);
    expect(m.ic95).toBeCloseTo(1.96 * Math.sqrt(1 / 3), 12);
  });
});
