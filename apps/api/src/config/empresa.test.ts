import { describe, expect, it } from 'vitest';
import { comDadosDaEmpresa, empresaDe } from './empresa.ts';
import { loadEnv } from './env.ts';

describe('the company in the configuration', () => {
  it('takes a CNPJ with or without its mask and shows it masked; refuses an invalid one', () => {
    expect(empresaDe(loadEnv({ EMPRESA_CNPJ: '11.222.333/0001-81' })).cnpj).toBe('11.222.333/0001-81');
    expect(empresaDe(loadEnv({ EMPRESA_CNPJ: '11222333000181' })).cnpj).toBe('11.222.333/0001-81');
    expect(() => loadEnv({ EMPRESA_CNPJ: '11222333000182' })).toThrow(/EMPRESA_CNPJ deve ser um CNPJ válido/);
  });

  it('fills the marks of a legal text, escaped as HTML, and leaves unknown marks alone', () => {
    const empresa = { razaoSocial: 'A & B Ltda.', cnpj: '11.222.333/0001-81', endereco: 'Rua "X", 1' };
    expect(
      comDadosDaEmpresa(
        '<p>{{EMPRESA_RAZAO_SOCIAL}}, {{EMPRESA_CNPJ}}, {{EMPRESA_ENDERECO}}, {{EMPRESA_OUTRA}}</p>',
        empresa,
      ),
    ).toBe('<p>A &#38; B Ltda., 11.222.333/0001-81, Rua &#34;X&#34;, 1, {{EMPRESA_OUTRA}}</p>');
  });
});
