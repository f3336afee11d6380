import { beforeEach, describe, expect, it } from 'vitest';
import {
  type CarrinhoCheckout,
  chaveDoCarrinho,
  esquecerChave,
  VALIDADE_CHAVE_MS,
} from './chave-idempotencia';

const CARRINHO: CarrinhoCheckout = {
  comprador: '52998224725',
  idPlano: 2,
  idEbooks: [],
  produtos: [4, 3],
  metodoPagamento: 'CARTAO_CREDITO',
  qtdParcelas: 3,
  cupom: null,
  cartao: 'novo:VISA:1111:12:30:MARIA SILVA:52998224725',
};

beforeEach(() => window.localStorage.clear());

describe('the key of a cart', () => {
  it('is the same for the same cart, whatever the order of the products, and kept in the browser', () => {
    const chave = chaveDoCarrinho(CARRINHO);
    expect(chave).toMatch(/^[0-9a-f-]{36}$/);
    expect(chaveDoCarrinho({ ...CARRINHO, produtos: [3, 4] })).toBe(chave);
    expect(Object.values(window.localStorage).join()).toContain(chave);
  });

  it('is new when anything of the cart changes', () => {
    const chave = chaveDoCarrinho(CARRINHO);
    const mudancas: Partial<CarrinhoCheckout>[] = [
      { comprador: '11144477735' },
      { idPlano: 3 },
      { produtos: [3] },
      { metodoPagamento: 'PIX', cartao: null },
      { qtdParcelas: 2 },
      { cupom: 'APROVEI DEZ' },
      { cartao: 'novo:VISA:0002:12:30:MARIA SILVA:52998224725' },
      { cartao: 'salvo:12' },
    ];
    const chaves = mudancas.map((m) => chaveDoCarrinho({ ...CARRINHO, ...m }));
    expect(new Set([chave, ...chaves]).size).toBe(mudancas.length + 1);
  });

  it('is forgotten when its order is done, and after a day', () => {
    const agora = Date.now();
    const chave = chaveDoCarrinho(CARRINHO, agora);
    esquecerChave(CARRINHO);
    const nova = chaveDoCarrinho(CARRINHO, agora);
    expect(nova).not.toBe(chave);
    expect(chaveDoCarrinho(CARRINHO, agora + VALIDADE_CHAVE_MS - 1)).toBe(nova);
    expect(chaveDoCarrinho(CARRINHO, agora + VALIDADE_CHAVE_MS)).not.toBe(nova);
    // The stale entries are cleaned: one cart, one entry.
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('aprovei:checkout:'))).toHaveLength(1);
  });

  it('keeps neither the cart nor any card mark in the browser, only a hash and the key', () => {
    chaveDoCarrinho(CARRINHO);
    const guardado = Object.entries(window.localStorage).flat().join(' ');
    expect(guardado).not.toContain('MARIA');
    expect(guardado).not.toContain('52998224725');
  });
});
