import { describe, expect, it } from 'vitest';
import {
  destaqueParcelamento,
  dividirEmParcelas,
  opcoesParcelamento,
  parcelaPreSelecionada,
  TEXTO_PARCELA_UNICA,
  textoParcela,
} from './parcelas.rules.ts';

describe('dividirEmParcelas', () => {
  it('puts the leftover centavos on the first parcel', () => {
    expect(dividirEmParcelas(10000, 3)).toEqual([3334, 3333, 3333]);
    expect(dividirEmParcelas(19990, 12)).toEqual([1675, ...Array(11).fill(1665)]);
    expect(dividirEmParcelas(9000, 3)).toEqual([3000, 3000, 3000]);
    expect(dividirEmParcelas(2, 5)).toEqual([2, 0, 0, 0, 0]);
    expect(dividirEmParcelas(0, 2)).toEqual([0, 0]);
    expect(dividirEmParcelas(4990, 1)).toEqual([4990]);
  });

  it('sums to the total, the first ≥ the others, which are equal, by at most count − 1 centavos', () => {
    const totais = [
      ...Array.from({ length: 500 }, (_, i) => i),
      ...Array.from({ length: 300 }, (_, i) => 1_000 + i * 997),
      9_999_999,
      123_456_789,
    ];
    // One assertion over every case (hundreds of thousands of expect calls take seconds on a loaded machine).
    const violacoes: string[] = [];
    for (const total of totais) {
      for (let quantidade = 1; quantidade <= 24; quantidade++) {
        const parcelas = dividirEmParcelas(total, quantidade);
        const [primeira, ...demais] = parcelas as [number, ...number[]];
        const ok =
          parcelas.length === quantidade &&
          parcelas.reduce((a, b) => a + b, 0) === total &&
          parcelas.every(Number.isSafeInteger) &&
          demais.every(
            (p) =>
              p === Math.floor(total / quantidade) && primeira - p >= 0 && primeira - p <= quantidade - 1,
          );
        if (!ok) violacoes.push(`${total} em ${quantidade}: ${parcelas.join(', ')}`);
      }
    }
    expect(violacoes).toEqual([]);
  });

  it('refuses a fractional or negative total and a count below 1', () => {
    expect(() => dividirEmParcelas(10.5, 2)).toThrow(RangeError);
    expect(() => dividirEmParcelas(-1, 2)).toThrow(RangeError);
    expect(() => dividirEmParcelas(100, 0)).toThrow(RangeError);
    expect(() => dividirEmParcelas(100, 1.5)).toThrow(RangeError);
  });
});

describe('instalment texts and options', () => {
  it("writes 'NNx de R$ value sem juros'", () => {
    expect(textoParcela(3, 3333)).toBe('3x de R$\u00a033,33 sem juros');
    expect(textoParcela(12, 123456)).toBe('12x de R$\u00a01.234,56 sem juros');
  });

  it('lists 1x..N with the regular parcel in the text and the first parcel apart', () => {
    expect(opcoesParcelamento(10000, 3)).toEqual([
      {
        qtdParcela: 1,
        valorPrimeiraParcelaCentavos: 10000,
        valorParcelaCentavos: 10000,
        texto: '1x de R$\u00a0100,00 sem juros',
      },
      {
        qtdParcela: 2,
        valorPrimeiraParcelaCentavos: 5000,
        valorParcelaCentavos: 5000,
        texto: '2x de R$\u00a050,00 sem juros',
      },
      {
        qtdParcela: 3,
        valorPrimeiraParcelaCentavos: 3334,
        valorParcelaCentavos: 3333,
        texto: '3x de R$\u00a033,33 sem juros',
      },
    ]);
  });

  it('preselects the option only when it is the only one', () => {
    expect(parcelaPreSelecionada(opcoesParcelamento(5000, 1))).toBe(1);
    expect(parcelaPreSelecionada(opcoesParcelamento(5000, 3))).toBeNull();
    expect(parcelaPreSelecionada([])).toBeNull();
  });

  it("shows the most instalments on a plan card, and 'Não ocupa o limite do cartão' for a single one", () => {
    const planoComum = [
      { qtdParcela: 2, valorParcelado: 50 },
      { qtdParcela: 3, valorParcelado: 33.33 },
      { qtdParcela: 1, valorParcelado: 100 },
    ];
    expect(destaqueParcelamento(planoComum)).toEqual({ opcao: planoComum[1], observacao: null });
    expect(destaqueParcelamento(opcoesParcelamento(5000, 1))?.observacao).toBe(TEXTO_PARCELA_UNICA);
    expect(TEXTO_PARCELA_UNICA).toBe('Não ocupa o limite do cartão');
    expect(destaqueParcelamento([])).toBeNull();
  });
});
