import { describe, expect, it } from 'vitest';
import {
  calcular,
  centesimos,
  type DefinicaoTabela,
  formatarPontos,
  linhasRepetidas,
  MENSAGEM_LINHA_INEXISTENTE,
  MENSAGEM_LINHA_NAO_SELECIONADA,
  MENSAGEM_QUANTIDADE_INTEIRA,
  MENSAGEM_QUANTIDADE_NEGATIVA,
  quantidadeMaxima,
  selecionarLinha,
  validarLinhas,
} from './calculadora.rules.ts';

const tabela: DefinicaoTabela = {
  colunas: [
    { titulo: 'Item', tipo: 'TEXTO', operacao: 'D' },
    { titulo: 'Descrição', tipo: 'TEXTO', operacao: null },
    { titulo: 'Pontos por unidade', tipo: 'NUMERO', operacao: 'M' },
    { titulo: 'Quantidade máxima', tipo: 'NUMERO', operacao: 'Q' },
    { titulo: 'Pontuação máxima', tipo: 'NUMERO', operacao: 'L' },
  ],
  linhas: [
    ['Monitoria', 'Por semestre', '0,5', '4', '1,5'],
    ['Artigo', 'Revista indexada', '2', '3', '5'],
    ['Idioma', 'Inglês avançado', '1', '1', '1'],
    ['idioma ', 'Inglês intermediário', '0,5', '1', '0,5'],
  ],
};
const linha = (linha: number, q: number | null, sel = false) => ({
  linha,
  pontuacaoDigitadaAluno: q,
  colunaSelecionada: sel,
});

describe('numbers of the cells', () => {
  it('reads comma and point decimals in hundredths and refuses text', () => {
    expect(centesimos('0,5')).toBe(50);
    expect(centesimos('2.25')).toBe(225);
    expect(centesimos('12')).toBe(1200);
    expect(centesimos('abc')).toBeNull();
    expect(centesimos('-1')).toBeNull();
    expect(formatarPontos(12.5)).toBe('12,5');
  });
});

describe('operation M (quantity × points per unit) and L (row limit)', () => {
  it('scores quantity × M and caps the row at L', () => {
    const r = calcular(tabela, 0, [linha(0, 3), linha(1, 3)]);
    expect(r.linhasColunaTabela[0]!.somaPontuacaoAluno).toBe(1.5); // 3 × 0,5 = 1,5 (limit 1,5)
    expect(r.linhasColunaTabela[1]!.somaPontuacaoAluno).toBe(5); // 3 × 2 = 6, limited to 5
    expect(r.somaLinhas).toBe(6.5);
    expect(r.total).toBe(6.5);
    expect(r.limiteAtingido).toBe(false);
  });

  it('adds hundredths without floating drift', () => {
    const t: DefinicaoTabela = {
      colunas: [{ titulo: 'Pontos', tipo: 'NUMERO', operacao: 'M' }],
      linhas: [['0,1'], ['0,2']],
    };
    expect(calcular(t, 0, [linha(0, 3), linha(1, 1)]).total).toBe(0.5);
  });
});

describe('column sums', () => {
  it('sums M contributions, Q quantities and L scores over the rows that count', () => {
    const r = calcular(tabela, 0, [linha(0, 2), linha(1, 3), linha(2, 1, true), linha(3, null)]);
    expect(r.somatorioOperacoes).toEqual([
      { coluna: 2, soma: 8 }, // 1 + 6 + 1
      { coluna: 3, soma: 6 }, // 2 + 3 + 1
      { coluna: 4, soma: 7 }, // 1 + 5 + 1
    ]);
  });
});

describe('operation Q (maximum quantity) and row validation', () => {
  it('gives each row its maximum', () => {
    expect(quantidadeMaxima(tabela, 1)).toBe(3);
    expect(quantidadeMaxima({ ...tabela, colunas: tabela.colunas.slice(0, 3) }, 1)).toBeNull();
  });

  it('refuses negative, fractional and above-maximum quantities and unknown rows', () => {
    expect(
      validarLinhas(tabela, [linha(0, -1), linha(1, 1.5), linha(1, 4), linha(9, 1), linha(0, 0)]),
    ).toEqual([
      { linha: 0, erro: MENSAGEM_QUANTIDADE_NEGATIVA },
      { linha: 1, erro: MENSAGEM_QUANTIDADE_INTEIRA },
      { linha: 1, erro: 'A quantidade máxima desta linha é 3.' },
      { linha: 9, erro: MENSAGEM_LINHA_INEXISTENTE },
    ]);
  });
});

describe("operation D (repeated first column) and 'Utilizar?'", () => {
  it('marks the rows whose first value repeats, ignoring case and spaces', () => {
    expect([...linhasRepetidas(tabela)]).toEqual([2, 3]);
    expect(linhasRepetidas({ ...tabela, colunas: [{ ...tabela.colunas[0]!, operacao: null }] }).size).toBe(0);
  });

  it('choosing one row deselects the others of its value and clears their quantities', () => {
    const antes = [linha(0, 2), linha(2, 1, true), linha(3, 1)];
    expect(selecionarLinha(tabela, antes, 3)).toEqual([
      linha(0, 2),
      linha(2, null, false),
      linha(3, 1, true),
    ]);
  });

  it('counts only the selected row of a group', () => {
    const r = calcular(tabela, 0, [linha(2, null), linha(3, 1, true)]);
    expect(r.linhasColunaTabela.map((l) => l.somaPontuacaoAluno)).toEqual([0, 0, 0, 0.5]);
    expect(r.total).toBe(0.5);
  });

  it('refuses a quantity on an unselected repeated row and two selected rows of one value', () => {
    expect(validarLinhas(tabela, [linha(2, 1), linha(3, null)])).toEqual([
      { linha: 2, erro: MENSAGEM_LINHA_NAO_SELECIONADA },
    ]);
    expect(validarLinhas(tabela, [linha(2, 1, true), linha(3, 1, true)])).toEqual([
      { linha: 3, erro: "Apenas uma linha de 'idioma' pode ser utilizada." },
    ]);
  });
});

describe('the total and the maximum score', () => {
  it('caps the total at the maximum and says the limit was reached', () => {
    const r = calcular(tabela, 6, [linha(0, 3), linha(1, 3)]);
    expect(r.somaLinhas).toBe(6.5);
    expect(r.total).toBe(6);
    expect(r.limiteAtingido).toBe(true);
  });

  it('reaching the maximum exactly is the limit; below it is not', () => {
    expect(calcular(tabela, 6.5, [linha(0, 3), linha(1, 3)]).limiteAtingido).toBe(true);
    expect(calcular(tabela, 7, [linha(0, 3), linha(1, 3)]).limiteAtingido).toBe(false);
  });
});
