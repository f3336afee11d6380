import { describe, expect, it } from 'vitest';
import { centavosParaReais, formatarCentavos, reaisParaCentavos } from './dinheiro.rules.ts';

describe('centavos and reais', () => {
  it('turns centavos into reais with two decimals', () => {
    expect(centavosParaReais(123456)).toBe(1234.56);
    expect(centavosParaReais(0)).toBe(0);
    expect(centavosParaReais(5)).toBe(0.05);
  });

  it('turns reais into whole centavos despite binary fractions', () => {
    expect(19.99 * 100).not.toBe(1999);
    expect(reaisParaCentavos(19.99)).toBe(1999);
    expect(reaisParaCentavos(0.1 + 0.2)).toBe(30);
    expect(reaisParaCentavos(1234.56)).toBe(123456);
  });

  it('round-trips every centavo amount', () => {
    for (const c of [1, 99, 100, 101, 1999, 123456, 99_999_999]) {
      expect(reaisParaCentavos(centavosParaReais(c))).toBe(c);
    }
  });

  it('refuses amounts that are not money', () => {
    expect(() => centavosParaReais(1.5)).toThrow(RangeError);
    expect(() => reaisParaCentavos(Number.NaN)).toThrow(RangeError);
    expect(() => reaisParaCentavos(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('writes centavos as R$ with comma decimals and dot thousands', () => {
    expect(formatarCentavos(123456)).toBe('R$\u00a01.234,56');
    expect(formatarCentavos(5)).toBe('R$\u00a00,05');
    expect(formatarCentavos(0)).toBe('R$\u00a00,00');
  });
});
