import { describe, expect, it } from 'vitest';
import { isValidCpf } from '../conta/cpf.rules.ts';
import { cpfUsuarioExcluido, emailUsuarioExcluido } from './privacidade.rules.ts';

describe('cpfUsuarioExcluido', () => {
  it('is 11 digits and never a valid CPF', () => {
    for (const id of [1, 2, 9, 10, 77, 123_456, 999_999_999]) {
      const cpf = cpfUsuarioExcluido(id);
      expect(cpf).toMatch(/^[0-9]{11}$/);
      expect(isValidCpf(cpf)).toBe(false);
    }
  });

  it('is different for every id', () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 5000; id++) seen.add(cpfUsuarioExcluido(id));
    expect(seen.size).toBe(5000);
  });

  it('refuses ids that do not fit', () => {
    expect(() => cpfUsuarioExcluido(0)).toThrow(RangeError);
    expect(() => cpfUsuarioExcluido(1_000_000_000)).toThrow(RangeError);
  });
});

describe('emailUsuarioExcluido', () => {
  it('is unique and on the reserved .invalid domain', () => {
    expect(emailUsuarioExcluido(42)).toBe('usuario-excluido-42@excluido.invalid');
    expect(emailUsuarioExcluido(42)).not.toBe(emailUsuarioExcluido(43));
  });
});
