import { describe, expect, it } from 'vitest';
import { classifyLogin, formatCpf, isValidCpf } from './cpf.rules.ts';

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '390.533.447-05', '852.963.741-00'])(
    'accepts the valid CPF %s',
    (cpf) => expect(isValidCpf(cpf)).toBe(true),
  );
  it.each(['529.982.247-24', '111.111.111-11', '00000000000', '1234567890', '123456789012', ''])(
    'refuses %s',
    (cpf) => expect(isValidCpf(cpf)).toBe(false),
  );
  it('formats as ###.###.###-##', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('5299')).toBe('529.9');
  });
  it('reads a login as e-mail or CPF', () => {
    expect(classifyLogin(' Aluno@Aprovei.dev ')).toEqual({ tipo: 'email', valor: 'aluno@aprovei.dev' });
    expect(classifyLogin('529.982.247-25')).toEqual({ tipo: 'cpf', valor: '52998224725' });
  });
});
