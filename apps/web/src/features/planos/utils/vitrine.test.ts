import { describe, expect, it } from 'vitest';
import { planoExemplo } from '../../../testing/planos';
import { parcelamentoDoCard, separarPlanos } from './vitrine';

describe('separarPlanos', () => {
  it('sorts by ordem (then id) and keeps the highlighted plans apart', () => {
    const { destaques, demais } = separarPlanos([
      planoExemplo({ id: 1, nomePlano: 'C', ordem: 3 }),
      planoExemplo({ id: 2, nomePlano: 'Destaque B', ordem: 2, ehDestaque: true }),
      planoExemplo({ id: 3, nomePlano: 'A', ordem: 1 }),
      planoExemplo({ id: 4, nomePlano: 'Destaque A', ordem: 0, ehDestaque: true }),
      planoExemplo({ id: 5, nomePlano: 'D', ordem: 3 }),
    ]);
    expect(destaques.map((p) => p.nomePlano)).toEqual(['Destaque A', 'Destaque B']);
    expect(demais.map((p) => p.nomePlano)).toEqual(['A', 'C', 'D']);
  });
});

describe('parcelamentoDoCard', () => {
  it('shows the option with the most instalments, interest-free', () => {
    expect(parcelamentoDoCard(planoExemplo({ id: 1, nomePlano: 'P' }))).toEqual({
      texto: '3x de R$\u00a0199,00 sem juros',
      observacao: null,
    });
    const cinco = planoExemplo({
      id: 2,
      nomePlano: 'P',
      valorIntegralPlano: 997,
      planoParcelado: [
        { qtdParcela: 5, valorParcelado: 199.4 },
        { qtdParcela: 1, valorParcelado: 997 },
      ],
    });
    expect(parcelamentoDoCard(cinco)?.texto).toBe('5x de R$\u00a0199,40 sem juros');
  });

  it("says 'Não ocupa o limite do cartão' for a single payment, nothing for a free plan", () => {
    const unica = planoExemplo({
      id: 1,
      nomePlano: 'P',
      valorIntegralPlano: 197,
      planoParcelado: [{ qtdParcela: 1, valorParcelado: 197 }],
    });
    expect(parcelamentoDoCard(unica)).toEqual({
      texto: '1x de R$\u00a0197,00 sem juros',
      observacao: 'Não ocupa o limite do cartão',
    });
    const gratis = planoExemplo({ id: 5, nomePlano: 'ESTAGIARIO', valorIntegralPlano: 0 });
    expect(parcelamentoDoCard(gratis)).toBeNull();
  });
});
