import { describe, expect, it } from 'vitest';
import { MENSAGENS_SUPORTE, ZSuporteCampos } from '../suporte/suporte.schemas.ts';
import { MENSAGENS_CONTA } from './conta.messages.ts';
import { ZCadastroBody } from './conta.schemas.ts';
import { EMAIL_MAX, zEmail } from './email.schemas.ts';

const M = { ausente: 'vazio', invalido: 'inválido', longo: 'longo' };
const erros = (value: unknown, max?: number) => {
  const r = zEmail(M, max).safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('zEmail, the one e-mail rule', () => {
  it('trims and accepts ordinary addresses', () => {
    expect(zEmail(M).parse('  ana.souza+estudos@exemplo.com.br ')).toBe('ana.souza+estudos@exemplo.com.br');
  });

  it('gives one message per problem: missing, too long, then the format', () => {
    expect(erros(undefined)).toEqual(['vazio']);
    expect(erros('   ')).toEqual(['vazio']);
    expect(erros(`${'a'.repeat(EMAIL_MAX)}@b.com`)).toEqual(['longo']);
    expect(erros('ana@b.com', 5)).toEqual(['longo']);
    for (const ruim of ['ana', 'ana@', 'ana@b', 'a b@c.com', 'ana@@b.com', '@b.com', 'ana@b..com']) {
      expect(erros(ruim), ruim).toEqual(['inválido']);
    }
  });

  it('is the rule of the registration and of the support form alike', () => {
    const cadastro = (email: string) =>
      ZCadastroBody.safeParse({ email }).error?.issues.find((i) => i.path[0] === 'email')?.message;
    const suporte = (email: string) =>
      ZSuporteCampos.safeParse({ email }).error?.issues.find((i) => i.path[0] === 'email')?.message;
    for (const email of ['ana@b', 'ana@b..com', 'a b@c.com']) {
      expect(cadastro(email)).toBe(MENSAGENS_CONTA.emailInvalido);
      expect(suporte(email)).toBe(MENSAGENS_SUPORTE.emailInvalido);
    }
    expect(cadastro('ana@exemplo.com')).toBeUndefined();
    expect(suporte('ana@exemplo.com')).toBeUndefined();
  });
});
