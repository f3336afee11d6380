import { describe, expect, it } from 'vitest';
import { BANDEIRAS_PADRAO, MENSAGENS_CARTAO } from './cartao.rules.ts';
import {
  TEXTOS_CARTAO_CREDITO,
  ZAlterarCartaoBody,
  ZCartaoNovoBody,
  ZEnderecoBody,
  ZEnderecoFormulario,
  zFormularioCartao,
} from './cartao-credito.schemas.ts';

const endereco = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numeroLogradouro: '1000',
  bairro: 'Bela Vista',
};

const cartaoNovo = {
  apelido: 'Cartão de compras',
  token: 'ff8080814c11e237014c1ff593b57b4d',
  bandeira: 'VISA',
  nome: 'MARIA DA SILVA',
  cpf: '529.982.247-25',
  endereco,
};

/** The messages of a failed parse, by path. */
function mensagens(resultado: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((resultado.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('ZEnderecoBody', () => {
  it('keeps the CEP digits and turns an empty complement into null', () => {
    expect(ZEnderecoBody.parse({ ...endereco, complemento: '' })).toEqual({
      ...endereco,
      cep: '01310100',
      complemento: null,
    });
  });

  it("answers 'Tamanho do CEP incorreto!' and the required-field text", () => {
    const r = ZEnderecoBody.safeParse({ cep: '0131010', logradouro: ' ', numeroLogradouro: '12345678901' });
    expect(mensagens(r)).toEqual({
      cep: 'Tamanho do CEP incorreto!',
      logradouro: 'O preenchimento deste campo é obrigatório',
      numeroLogradouro: 'O campo pode ter até 10 caracteres.',
      bairro: 'O preenchimento deste campo é obrigatório',
    });
  });
});

describe('ZEnderecoBody and ZEnderecoFormulario (issue 18 §6)', () => {
  it('takes a município and UF chosen by hand, the UF in capitals; the API may go without them', () => {
    expect(
      ZEnderecoBody.parse({ ...endereco, uf: { sigla: 'mg' }, municipio: { id: 3106200, nome: 'x' } }),
    ).toMatchObject({ uf: { sigla: 'MG' }, municipio: { id: 3106200 } });
    expect(ZEnderecoBody.safeParse(endereco).success).toBe(true);
    expect(mensagens(ZEnderecoBody.safeParse({ ...endereco, uf: { sigla: 'Minas' } }))).toEqual({
      'uf.sigla': TEXTOS_CARTAO_CREDITO.ufInvalida,
    });
  });

  it('the browser form needs both (the lookup’s or the chosen ones)', () => {
    expect(mensagens(ZEnderecoFormulario.safeParse(endereco))).toEqual({
      uf: MENSAGENS_CARTAO.campoObrigatorio,
      municipio: MENSAGENS_CARTAO.campoObrigatorio,
    });
    expect(
      ZEnderecoFormulario.safeParse({ ...endereco, uf: { sigla: 'SP' }, municipio: { id: 3550308 } }).success,
    ).toBe(true);
  });
});

describe('ZCartaoNovoBody', () => {
  it('takes the token, the holder and the address', () => {
    const cartao = ZCartaoNovoBody.parse(cartaoNovo);
    expect(cartao.cpf).toBe('52998224725');
    expect(cartao.endereco.cep).toBe('01310100');
  });

  it('refuses a body that carries the card number or CVV', () => {
    for (const extra of [{ numero: '4111111111111111' }, { cvv: '123' }]) {
      const r = ZCartaoNovoBody.safeParse({ ...cartaoNovo, ...extra });
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toEqual([TEXTOS_CARTAO_CREDITO.dadosDoCartaoNoCorpo]);
    }
  });

  it("uses the checkout's texts for missing holder data and brand", () => {
    const r = ZCartaoNovoBody.safeParse({ ...cartaoNovo, nome: '', cpf: '', bandeira: '', token: '' });
    expect(mensagens(r)).toEqual({
      nome: "O campo 'Nome no Cartão' é obrigatório.",
      cpf: "O campo 'CPF do Titular' é obrigatório.",
      bandeira: "O campo 'Bandeira do Cartão' é obrigatório.",
      token: TEXTOS_CARTAO_CREDITO.tokenAusente,
    });
    expect(mensagens(ZCartaoNovoBody.safeParse({ ...cartaoNovo, nome: 'Maria' }))).toEqual({
      nome: MENSAGENS_CARTAO.nomeInvalido,
    });
  });

  it('changes only the nickname, up to 100 characters', () => {
    expect(ZAlterarCartaoBody.parse({ idCartao: 3, apelido: ' Viagens ' })).toEqual({
      idCartao: 3,
      apelido: 'Viagens',
    });
    expect(mensagens(ZAlterarCartaoBody.safeParse({ idCartao: 3, apelido: 'x'.repeat(101) }))).toEqual({
      apelido: TEXTOS_CARTAO_CREDITO.apelidoLongo,
    });
    expect(ZAlterarCartaoBody.safeParse({ idCartao: 3, apelido: 'Viagens', principal: true }).success).toBe(
      false,
    );
  });
});

describe('zFormularioCartao (browser only)', () => {
  const agora = () => new Date('2026-11-24T12:00:00Z');
  const formulario = zFormularioCartao(BANDEIRAS_PADRAO, agora);
  const valido = {
    apelido: 'Pessoal',
    numero: '3782 822463 10005',
    nome: 'MARIA DA SILVA',
    cpf: '52998224725',
    mesValidade: '12',
    anoValidade: '26',
    cvv: '1234',
    bandeira: 'AMEX',
    endereco: { ...endereco, uf: { sigla: 'SP' }, municipio: { id: 3550308 } },
  };

  it('accepts an Amex of 15 digits with a 4-digit CVV and keeps the digits', () => {
    expect(formulario.parse(valido).numero).toBe('378282246310005');
  });

  it('names every missing field with the spec texts', () => {
    const r = formulario.safeParse({
      apelido: '',
      numero: '',
      nome: '',
      cpf: '',
      cvv: '',
      bandeira: '',
      endereco,
    });
    expect(mensagens(r)).toMatchObject({
      apelido: MENSAGENS_CARTAO.campoObrigatorio,
      numero: "O campo 'Número do Cartão' é obrigatório.",
      nome: "O campo 'Nome no Cartão' é obrigatório.",
      cpf: "O campo 'CPF do Titular' é obrigatório.",
      cvv: "O campo 'CVV' é obrigatório.",
      bandeira: "O campo 'Bandeira do Cartão' é obrigatório.",
      mesValidade: MENSAGENS_CARTAO.campoObrigatorio,
    });
  });

  it('refuses a wrong check digit, a brand the number does not have, a short CVV and an expired card', () => {
    expect(mensagens(formulario.safeParse({ ...valido, numero: '378282246310006' }))).toEqual({
      numero: MENSAGENS_CARTAO.numeroInvalido,
    });
    expect(mensagens(formulario.safeParse({ ...valido, bandeira: 'VISA', cvv: '123' }))).toEqual({
      bandeira: MENSAGENS_CARTAO.bandeiraInvalida,
    });
    expect(mensagens(formulario.safeParse({ ...valido, cvv: '123' }))).toEqual({
      cvv: MENSAGENS_CARTAO.cvvInvalido,
    });
    expect(mensagens(formulario.safeParse({ ...valido, mesValidade: '11' }))).toEqual({
      mesValidade: MENSAGENS_CARTAO.validadeVencida,
    });
  });
});
