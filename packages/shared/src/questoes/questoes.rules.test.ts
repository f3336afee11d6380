import { describe, expect, it } from 'vitest';
import {
  letra,
  modeFromFlags,
  pageSize,
  percentual,
  somaCorreta,
  somaSelecionada,
  somaValida,
  valorSomatoria,
} from './questoes.rules.ts';

describe('display mode flags', () => {
  it('reads none as the default and refuses more than one', () => {
    expect(modeFromFlags({})).toBe('questoesNaoRespondidas');
    expect(modeFromFlags({ questoesJaRespondidas: true, todasQuestoes: false })).toBe(
      'questoesJaRespondidas',
    );
    expect(modeFromFlags({ questoesJaRespondidas: true, todasQuestoes: true })).toBeNull();
  });
  it('uses 10 per page, or 1 with the one-per-page box', () => {
    expect(pageSize(false)).toBe(10);
    expect(pageSize(true)).toBe(1);
  });
});

describe('sum-type scoring', () => {
  it('gives the propositions the values 1, 2, 4, 8, 16', () => {
    expect([0, 1, 2, 3, 4].map(valorSomatoria)).toEqual([1, 2, 4, 8, 16]);
  });
  it('adds the ticked values, counting each once', () => {
    expect(somaSelecionada([1, 4, 8])).toBe(13);
    expect(somaSelecionada([2, 2])).toBe(2);
    expect(somaSelecionada([])).toBe(0);
  });
  it('computes the correct sum from the true positions', () => {
    expect(somaCorreta([0, 2])).toBe(5);
    expect(somaCorreta([1, 3])).toBe(10);
  });
  it('accepts only sums above 0 that the propositions can make', () => {
    expect(somaValida(0, 4)).toBe(false);
    expect(somaValida(15, 4)).toBe(true);
    expect(somaValida(16, 4)).toBe(false);
    expect(somaValida(2.5, 4)).toBe(false);
  });
});

describe('letters and percentages', () => {
  it('letters alternatives a to z', () => {
    expect(letra(0)).toBe('a');
    expect(letra(25)).toBe('z');
    expect(() => letra(26)).toThrow();
  });
  it('rounds percentages to two decimals', () => {
    expect(percentual(1, 3)).toBe(33.33);
    expect(percentual(2, 3)).toBe(66.67);
    expect(percentual(0, 0)).toBe(0);
  });
});
