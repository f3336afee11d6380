import { describe, expect, it } from 'vitest';
import { PARAMETROS_PADRAO } from './modelo.ts';
import { type Configuracao, dataDaProva, simular } from './simulacao.ts';

const c: Configuracao = {
  alunos: 30,
  dias: 40,
  itens: 20,
  novosPorDia: 2,
  limite: 0,
  semente: 11,
  diasTeste: 10,
  parametros: PARAMETROS_PADRAO,
  primeiroDia: '2027-01-04',
};

describe('a simulated cohort', () => {
  it('is the same run for the same seed and another for another', () => {
    const a = simular(c, 0);
    const b = simular(c, 0);
    expect(b.revisoes).toBe(a.revisoes);
    expect([...b.recordacaoProva]).toEqual([...a.recordacaoProva]);
    expect(b.previsores.map((p) => p.teste.logLoss())).toEqual(a.previsores.map((p) => p.teste.logLoss()));
    expect(simular({ ...c, semente: 12 }, 0).revisoes).not.toBe(a.revisoes);
  });

  it('predicts every held-out review with every scheduler and the oracle, the oracle best', () => {
    expect(dataDaProva(c)).toBe('2027-02-13');
    for (let condutor = 0; condutor < 3; condutor++) {
      const r = simular(c, condutor);
      expect(r.previsores.map((p) => p.nome)).toEqual([
        'FSRS-6',
        'SM-2',
        'Fixos 1-3-7-14-30',
        'Modelo (oráculo)',
      ]);
      expect(r.revisoesTeste).toBeGreaterThan(0);
      for (const p of r.previsores) {
        expect(p.teste.n).toBe(r.revisoesTeste);
        expect(p.tudo.n).toBe(r.revisoes);
      }
      const oraculo = r.previsores[3]!.teste.logLoss();
      for (const p of r.previsores.slice(0, 3)) expect(p.teste.logLoss()).toBeGreaterThan(oraculo);
      for (const x of r.recordacaoProva) {
        expect(x).toBeGreaterThan(0);
        expect(x).toBeLessThanOrEqual(1);
      }
    }
  });

  it('keeps to the daily budget', () => {
    const r = simular({ ...c, limite: 2 }, 2);
    expect(r.revisoes).toBeLessThanOrEqual(c.alunos * c.dias * 2);
    expect(r.revisoes).toBeGreaterThan(simular({ ...c, limite: 1 }, 2).revisoes);
  });
});
