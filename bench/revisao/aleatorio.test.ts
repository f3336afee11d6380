import { describe, expect, it } from 'vitest';
import { aleatorio, misturar } from './aleatorio.ts';

const tirar = (n: number, f: () => number) => Array.from({ length: n }, f);

describe('the seeded generator', () => {
  it('draws the same sequence for the same seed and stream, another for another', () => {
    const a = aleatorio(7, 3);
    const b = aleatorio(7, 3);
    const sa = tirar(50, a.uniforme);
    expect(tirar(50, b.uniforme)).toEqual(sa);
    expect(tirar(50, aleatorio(7, 4).uniforme)).not.toEqual(sa);
    expect(tirar(50, aleatorio(8, 3).uniforme)).not.toEqual(sa);
    expect(misturar(7, 3)).toBe(misturar(7, 3));
    expect(misturar(7, 3)).not.toBe(misturar(3, 7));
  });

  it('is uniform on [0, 1) and its normal has mean 0 and deviation 1', () => {
    const r = aleatorio(2024);
    const u = tirar(100_000, r.uniforme);
    expect(Math.min(...u)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...u)).toBeLessThan(1);
    const m = u.reduce((s, x) => s + x, 0) / u.length;
    expect(m).toBeCloseTo(0.5, 2);
    // Each tenth holds about a tenth.
    for (let d = 0; d < 10; d++) {
      const n = u.filter((x) => x >= d / 10 && x < (d + 1) / 10).length;
      expect(n / u.length).toBeGreaterThan(0.095);
      expect(n / u.length).toBeLessThan(0.105);
    }
    const z = tirar(100_000, r.normal);
    const mz = z.reduce((s, x) => s + x, 0) / z.length;
    const dp = Math.sqrt(z.reduce((s, x) => s + (x - mz) ** 2, 0) / z.length);
    expect(Math.abs(mz)).toBeLessThan(0.02);
    expect(dp).toBeGreaterThan(0.98);
    expect(dp).toBeLessThan(1.02);
    const i = tirar(10_000, () => r.inteiro(6));
    expect(new Set(i)).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });
});
