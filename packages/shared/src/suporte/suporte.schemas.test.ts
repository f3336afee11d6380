import { describe, expect, it } from 'vitest';
import { MENSAGENS_SUPORTE as M, ZSuporteMensagem } from './suporte.schemas.ts';

const erros = (value: unknown) => {
  const r = ZSuporteMensagem.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('ZSuporteMensagem', () => {
  it('requires each field with the spec texts, one message per field', () => {
    expect(erros({})).toEqual([
      ['email', M.emailObrigatorio],
      ['assunto', M.assuntoObrigatorio],
      ['msg', M.msgObrigatoria],
    ]);
    expect(erros({ email: '  ', assunto: '', msg: '\n' })).toEqual([
      ['email', M.emailObrigatorio],
      ['assunto', M.assuntoObrigatorio],
      ['msg', M.msgObrigatoria],
    ]);
  });

  it('limits e-mail to 250, subject to 100 and message to 2000 characters', () => {
    const ok = { email: 'a@b.com', assunto: 'a'.repeat(100), msg: 'm'.repeat(2000) };
    expect(erros(ok)).toEqual([]);
    expect(erros({ ...ok, assunto: 'a'.repeat(101) })).toEqual([['assunto', M.assuntoLongo]]);
    expect(erros({ ...ok, msg: 'm'.repeat(2001) })).toEqual([['msg', M.msgLonga]]);
    expect(erros({ ...ok, email: `${'a'.repeat(245)}@b.com` })).toEqual([['email', M.emailLongo]]);
  });

  it('checks the e-mail format and trims the values', () => {
    expect(erros({ email: 'sem-arroba', assunto: 'x', msg: 'y' })).toEqual([['email', M.emailInvalido]]);
    const r = ZSuporteMensagem.parse({
      email: ' ana@exemplo.com.br ',
      assunto: ' Oi ',
      msg: ' Olá \n',
      captcha: 'p',
    });
    expect(r).toEqual({ email: 'ana@exemplo.com.br', assunto: 'Oi', msg: 'Olá', captcha: 'p' });
  });
});
