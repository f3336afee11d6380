import { describe, expect, it } from 'vitest';
import { nomeExibidoPlano } from './planos.rules.ts';

describe('nomeExibidoPlano', () => {
  it('shows the trainee plan by its word, every other plan by its name', () => {
    expect(nomeExibidoPlano('ESTAGIARIO')).toBe('Estagiário');
    expect(nomeExibidoPlano('Residência Anual')).toBe('Residência Anual');
  });
});
