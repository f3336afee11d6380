import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  it('takes the singular only for one', () => {
    expect(plural(1, 'acerto')).toBe('1 acerto');
    expect(plural(1, 'ponto')).toBe('1 ponto');
    expect(plural(0, 'acerto')).toBe('0 acertos');
    expect(plural(2, 'ponto')).toBe('2 pontos');
    expect(plural(-1, 'ponto')).toBe('-1 ponto');
  });

  it('uses an irregular plural and pt-BR thousands', () => {
    expect(plural(1, 'questão', 'questões')).toBe('1 questão');
    expect(plural(30, 'questão', 'questões')).toBe('30 questões');
    expect(plural(50_000, 'participante')).toBe('50.000 participantes');
  });
});
