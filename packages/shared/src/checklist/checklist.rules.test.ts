import { describe, expect, it } from 'vitest';
import {
  COLUNAS,
  colunaDaMateria,
  type Marcacoes,
  moverMateria,
  situacaoConteudo,
} from './checklist.rules.ts';

const m = (estudoTeorico: boolean, resolucaoQuestao: boolean, revisao: boolean): Marcacoes => ({
  estudoTeorico,
  resolucaoQuestao,
  revisao,
});
const nada = m(false, false, false);
const tudo = m(true, true, true);

describe('situacaoConteudo', () => {
  it('is green with the three flags, purple with some, grey with none', () => {
    expect(situacaoConteudo(tudo)).toBe('concluido');
    expect(situacaoConteudo(m(false, true, false))).toBe('em-estudo');
    expect(situacaoConteudo(m(true, true, false))).toBe('em-estudo');
    expect(situacaoConteudo(nada)).toBe('nao-iniciado');
  });
});

describe('colunaDaMateria', () => {
  it("is 'A ESTUDAR' when no content has a flag", () => {
    expect(colunaDaMateria([nada, nada])).toBe('A ESTUDAR');
    expect(colunaDaMateria([])).toBe('A ESTUDAR');
  });
  it("is 'ESTUDADO' only when every content has all three flags", () => {
    expect(colunaDaMateria([tudo, tudo])).toBe('ESTUDADO');
    expect(colunaDaMateria([tudo, m(true, true, false)])).toBe('EM ESTUDO');
  });
  it("is 'EM ESTUDO' when some flag is set but not all on every content", () => {
    expect(colunaDaMateria([nada, m(false, false, true)])).toBe('EM ESTUDO');
    expect(colunaDaMateria([tudo, nada])).toBe('EM ESTUDO');
  });
});

describe('moverMateria', () => {
  const inicios = [[nada, nada], [tudo, m(true, false, false)], [tudo, tudo], [m(false, true, false)]];
  it('puts the subject in the target column from every column', () => {
    for (const inicio of inicios)
      for (const destino of COLUNAS) expect(colunaDaMateria(moverMateria(inicio, destino))).toBe(destino);
  });
  it('makes the least change: theory from A ESTUDAR, review cleared from ESTUDADO', () => {
    expect(moverMateria([nada], 'EM ESTUDO')).toEqual([m(true, false, false)]);
    expect(moverMateria([tudo], 'EM ESTUDO')).toEqual([m(true, true, false)]);
    const emEstudo = [m(false, true, false)];
    expect(moverMateria(emEstudo, 'EM ESTUDO')).toEqual(emEstudo);
  });
  it('keeps the other fields of each content', () => {
    const [c] = moverMateria([{ ...nada, id: 7, observacoes: 'ok' }], 'ESTUDADO');
    expect(c).toEqual({ ...tudo, id: 7, observacoes: 'ok' });
  });
});
