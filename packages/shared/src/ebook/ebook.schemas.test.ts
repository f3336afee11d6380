import { describe, expect, it } from 'vitest';
import { enderecoCheckoutEbooks, idsDoArryEbook, ZListarEbooksQuery } from './ebook.schemas.ts';

describe('e-book wire contract', () => {
  it('carries the cart in the checkout address and reads back only the ids', () => {
    const itens = [
      { id: 3, nome: 'Patologia Oral & Cia', preco: 44.9 },
      { id: 5, nome: 'SUS', preco: 34.9 },
    ];
    const endereco = enderecoCheckoutEbooks(itens);
    expect(endereco.startsWith('/assinatura-plano/null/')).toBe(true);
    expect(idsDoArryEbook(decodeURIComponent(endereco.split('/').at(-1)!))).toEqual([3, 5]);
    for (const ruim of ['', '[]', 'não é json', '[{"id":-1,"nome":"x","preco":1}]', '{"id":1}']) {
      expect(idsDoArryEbook(ruim), ruim).toBeNull();
    }
  });

  it('pages by 9 and sorts by name ascending by default', () => {
    expect(ZListarEbooksQuery.parse({})).toEqual({ page: 0, size: 9, sort: 'nome,asc' });
    expect(ZListarEbooksQuery.parse({ idEbooks: '1,2', sort: 'nome,desc' })).toMatchObject({
      idEbooks: [1, 2],
      sort: 'nome,desc',
    });
    expect(ZListarEbooksQuery.safeParse({ sort: 'valor,asc' }).success).toBe(false);
  });
});
