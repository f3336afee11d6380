import { describe, expect, it } from 'vitest';
import {
  alternarNoCarrinho,
  MENSAGENS_EBOOK,
  maxParcelasEbook,
  parcelasEbook,
  textoCarimbo,
} from './ebook.rules.ts';

describe('e-book rules', () => {
  it('allows one instalment per R$ 10,00, from 1 to 6', () => {
    expect(maxParcelasEbook(0)).toBe(1);
    expect(maxParcelasEbook(9_99)).toBe(1);
    expect(maxParcelasEbook(29_90)).toBe(2);
    expect(maxParcelasEbook(59_90)).toBe(5);
    expect(maxParcelasEbook(500_00)).toBe(6);
    expect(() => maxParcelasEbook(-1)).toThrow(RangeError);
  });

  it('splits a total so the parcels sum to it exactly, the leftover cents on the first one', () => {
    for (const total of [59_90, 100_00, 33_33, 87_71]) {
      for (const o of parcelasEbook(total, 6)) {
        const soma = o.valorPrimeiraParcelaCentavos + o.valorParcelaCentavos * (o.qtdParcela - 1);
        expect(soma).toBe(total);
        expect(o.valorPrimeiraParcelaCentavos - o.valorParcelaCentavos).toBeLessThan(o.qtdParcela);
      }
    }
    const tres = parcelasEbook(100_00, 3)[2]!;
    expect([tres.valorPrimeiraParcelaCentavos, tres.valorParcelaCentavos]).toEqual([33_34, 33_33]);
  });

  it('toggles an e-book in the cart by name, with the spec messages', () => {
    const livro = { id: 1, nome: 'Anatomia', preco: 29.9 };
    const add = alternarNoCarrinho([], livro);
    expect(add).toEqual({ carrinho: [livro], mensagem: MENSAGENS_EBOOK.adicionado });
    expect(add.mensagem).toBe('Ebook adicionado ao carrinho com sucesso!');
    const rem = alternarNoCarrinho(add.carrinho, { ...livro, id: 99 });
    expect(rem).toEqual({ carrinho: [], mensagem: 'Ebook removido do carrinho!' });
  });

  it('stamps the name and the masked CPF', () => {
    expect(textoCarimbo('Ana Souza', '52998224725')).toBe(
      'Licenciado para Ana Souza · CPF ***.982.247-** · uso pessoal e intransferível',
    );
  });
});
