import { describe, expect, it } from 'vitest';
import { TEXTOS_CARTAO_CREDITO } from '../cartao-credito/cartao-credito.schemas.ts';
import { MENSAGENS_COMPRA, ZAplicarCupomQuery, ZRealizarAssinaturaPlanoBody } from './assinatura.schemas.ts';
import { MENSAGENS_CUPOM } from './cupom.rules.ts';

const cartao = {
  apelido: 'Compras',
  token: 'tok_sandbox_123',
  bandeira: 'VISA',
  nome: 'MARIA DA SILVA',
  cpf: '52998224725',
  endereco: {
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numeroLogradouro: '1000',
    bairro: 'Bela Vista',
  },
};

const compraCartao = {
  chaveIdempotencia: '3f1c9a52-8d7e-4b1a-9c3e-2a5b6c7d8e9f',
  idPlano: 2,
  metodoPagamento: 'CARTAO_CREDITO',
  idCartao: 7,
  qtdParcelas: 3,
  aceiteContrato: true,
};

function mensagens(r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('ZAplicarCupomQuery', () => {
  it('normalises the code and the CPF', () => {
    expect(ZAplicarCupomQuery.parse({ cupom: ' bem  vindo', idPlano: '2', cpf: '529.982.247-25' })).toEqual({
      cupom: 'BEM VINDO',
      idPlano: 2,
      cpf: '52998224725',
    });
  });

  it("asks for the CPF with the spec's text and refuses a malformed code", () => {
    expect(mensagens(ZAplicarCupomQuery.safeParse({ cupom: 'BEM10', idPlano: '2', cpf: '' }))).toEqual({
      cupom: MENSAGENS_CUPOM.codigoInvalido,
      cpf: "Informe o campo 'CPF' para aplicar o cupom.",
    });
    expect(mensagens(ZAplicarCupomQuery.safeParse({ cupom: 'A'.repeat(26), idPlano: '2' }))).toMatchObject({
      cupom: MENSAGENS_CUPOM.codigoInvalido,
      cpf: MENSAGENS_CUPOM.cpfAusente,
    });
  });
});

describe('ZRealizarAssinaturaPlanoBody', () => {
  it('takes a saved card with instalments, and an empty coupon as none', () => {
    const b = ZRealizarAssinaturaPlanoBody.parse({ ...compraCartao, cupomDesconto: '' });
    expect(b).toMatchObject({ idCartao: 7, qtdParcelas: 3, cupomDesconto: null, produtosForaDoPlano: [] });
  });

  it('takes a new card by its token and normalises the coupon', () => {
    const b = ZRealizarAssinaturaPlanoBody.parse({
      ...compraCartao,
      idCartao: null,
      cartao,
      cupomDesconto: 'bem vindo',
      produtosForaDoPlano: [4, 9],
    });
    expect(b.cartao?.token).toBe('tok_sandbox_123');
    expect(b.cupomDesconto).toBe('BEM VINDO');
  });

  it('refuses a new card that carries its number or CVV', () => {
    const r = ZRealizarAssinaturaPlanoBody.safeParse({
      ...compraCartao,
      idCartao: null,
      cartao: { ...cartao, numero: '4111111111111111', cvv: '123' },
    });
    expect(mensagens(r)).toEqual({ cartao: TEXTOS_CARTAO_CREDITO.dadosDoCartaoNoCorpo });
  });

  it('needs exactly one card and the instalments for a card payment', () => {
    expect(
      mensagens(ZRealizarAssinaturaPlanoBody.safeParse({ ...compraCartao, idCartao: undefined })),
    ).toEqual({
      idCartao: MENSAGENS_COMPRA.cartao,
    });
    expect(mensagens(ZRealizarAssinaturaPlanoBody.safeParse({ ...compraCartao, cartao }))).toEqual({
      idCartao: MENSAGENS_COMPRA.cartao,
    });
    expect(mensagens(ZRealizarAssinaturaPlanoBody.safeParse({ ...compraCartao, qtdParcelas: null }))).toEqual(
      {
        qtdParcelas: MENSAGENS_COMPRA.parcelas,
      },
    );
  });

  it('takes PIX without a card, in one instalment', () => {
    const pix = { ...compraCartao, metodoPagamento: 'PIX', idCartao: null, qtdParcelas: undefined };
    expect(ZRealizarAssinaturaPlanoBody.safeParse(pix).success).toBe(true);
    expect(
      mensagens(ZRealizarAssinaturaPlanoBody.safeParse({ ...pix, idCartao: 7, qtdParcelas: 3 })),
    ).toEqual({
      idCartao: MENSAGENS_COMPRA.cartaoNoPix,
      qtdParcelas: MENSAGENS_COMPRA.parcelasPix,
    });
  });

  it('needs the contract accepted, a payment method, an idempotency key and distinct products', () => {
    const r = ZRealizarAssinaturaPlanoBody.safeParse({
      ...compraCartao,
      aceiteContrato: false,
      metodoPagamento: 'BOLETO',
      chaveIdempotencia: 'abc',
      produtosForaDoPlano: [4, 4],
    });
    expect(mensagens(r)).toEqual({
      aceiteContrato: MENSAGENS_COMPRA.contrato,
      metodoPagamento: MENSAGENS_COMPRA.metodoPagamento,
      chaveIdempotencia: MENSAGENS_COMPRA.chaveIdempotencia,
      produtosForaDoPlano: MENSAGENS_COMPRA.produto,
    });
  });
});
