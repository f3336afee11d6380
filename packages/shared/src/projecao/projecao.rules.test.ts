import { describe, expect, it } from 'vitest';
import {
  COBERTURA_MINIMA,
  MIN_PARTICIPANTES,
  mensagemFaltam,
  percentil,
  projetar,
  Z_95,
} from './projecao.rules.ts';

/** An exam of 100 points: SUS 50, Específico 30, Geral 20. */
const EXAME = {
  notaMaxima: 100,
  materias: [
    { materiaId: 1, nome: 'SUS', pontos: 50 },
    { materiaId: 2, nome: 'Específico', pontos: 30 },
    { materiaId: 3, nome: 'Geral', pontos: 20 },
  ],
};

describe('projetar (weighted share)', () => {
  it('weights each subject’s hit rate by its share of the points, with the Agresti–Coull normal band', () => {
    const r = projetar(EXAME, [
      { materiaId: 1, respostas: 40, acertos: 30 },
      { materiaId: 2, respostas: 20, acertos: 10 },
      { materiaId: 3, respostas: 10, acertos: 8 },
    ]);
    if (r.situacao !== 'PROJETADA') throw new Error(r.situacao);
    // 0.5·0.75 + 0.3·0.5 + 0.2·0.8 = 0.685
    expect(r.proporcao).toBeCloseTo(0.685, 10);
    expect(r.notaMaxima).toBe(100);
    expect(r.metodo).toBe('PROPORCAO');
    const v =
      (0.25 * (32 / 44) * (12 / 44)) / 40 +
      (0.09 * (12 / 24) * (12 / 24)) / 20 +
      (0.04 * (10 / 14) * (4 / 14)) / 10;
    expect(r.faixa[0]).toBeCloseTo(0.685 - Z_95 * Math.sqrt(v), 10);
    expect(r.faixa[1]).toBeCloseTo(0.685 + Z_95 * Math.sqrt(v), 10);
    expect(r.respostas).toBe(70);
  });

  it('takes a subject with too few answers at the known mean, with a uniform share’s variance', () => {
    const r = projetar(EXAME, [
      { materiaId: 1, respostas: 40, acertos: 20 },
      { materiaId: 2, respostas: 20, acertos: 20 },
      { materiaId: 3, respostas: 2, acertos: 2 },
    ]);
    if (r.situacao !== 'PROJETADA') throw new Error(r.situacao);
    // known: (0.5·0.5 + 0.3·1) / 0.8 = 0.6875
    expect(r.proporcao).toBeCloseTo(0.6875, 10);
    const v = (0.25 * 0.5 * 0.5) / 40 + (0.09 * (22 / 24) * (2 / 24)) / 20 + 0.04 / 12;
    expect(r.faixa[1] - r.faixa[0]).toBeCloseTo(2 * Z_95 * Math.sqrt(v), 10);
  });

  it('clips the band to [0, 1]', () => {
    const r = projetar(EXAME, [
      { materiaId: 1, respostas: 30, acertos: 30 },
      { materiaId: 2, respostas: 10, acertos: 10 },
    ]);
    if (r.situacao !== 'PROJETADA') throw new Error(r.situacao);
    expect(r.proporcao).toBe(1);
    expect(r.faixa[1]).toBe(1);
    expect(r.faixa[0]).toBeLessThan(1);
  });

  it('says how many answers are missing overall', () => {
    const r = projetar(EXAME, [
      { materiaId: 1, respostas: 15, acertos: 5 },
      { materiaId: 2, respostas: 10, acertos: 5 },
    ]);
    expect(r).toEqual({ situacao: 'FALTAM_RESPOSTAS', faltamRespostas: 5, materias: [], respostas: 25 });
  });

  it('names the heaviest unknown subjects until the known ones weigh the minimum share', () => {
    expect(COBERTURA_MINIMA).toBe(0.6);
    const r = projetar(EXAME, [
      { materiaId: 3, respostas: 40, acertos: 20 },
      { materiaId: 2, respostas: 1, acertos: 1 },
    ]);
    // known 0.2; SUS (0.5) brings it to 0.7: only SUS is asked for, 5 answers of it; 41 ≥ 30 overall.
    expect(r).toEqual({ situacao: 'FALTAM_RESPOSTAS', faltamRespostas: 5, materias: ['SUS'], respostas: 41 });
    expect(mensagemFaltam(5, ['SUS'])).toBe('Responda mais 5 questões de SUS para ver sua nota projetada.');
    expect(mensagemFaltam(1, ['SUS', 'Geral', 'Específico'])).toBe(
      'Responda mais 1 questão de SUS, Geral e Específico para ver sua nota projetada.',
    );
  });
});

describe('projetar (Rasch)', () => {
  it('uses P(θ) in the calibrated subjects and the ability’s error through the slope', () => {
    const rasch = {
      theta: 0.4,
      erroPadrao: 0.3,
      respostas: 60,
      materias: [
        { materiaId: 1, acerto: 0.7, derivada: 0.2 },
        { materiaId: 2, acerto: 0.5, derivada: 0.25 },
      ],
    };
    const r = projetar(EXAME, [{ materiaId: 3, respostas: 10, acertos: 6 }], rasch);
    if (r.situacao !== 'PROJETADA') throw new Error(r.situacao);
    expect(r.metodo).toBe('RASCH');
    expect(r.proporcao).toBeCloseTo(0.5 * 0.7 + 0.3 * 0.5 + 0.2 * 0.6, 10);
    const v = ((0.5 * 0.2 + 0.3 * 0.25) * 0.3) ** 2 + (0.04 * (8 / 14) * (6 / 14)) / 10;
    expect(r.faixa[1] - r.faixa[0]).toBeCloseTo(2 * Z_95 * Math.sqrt(v), 10);
  });

  it('falls back to the shares when the student answered too few calibrated items', () => {
    const rasch = {
      theta: 0,
      erroPadrao: 1,
      respostas: 5,
      materias: [{ materiaId: 1, acerto: 0.5, derivada: 0.25 }],
    };
    const r = projetar(
      EXAME,
      [
        { materiaId: 1, respostas: 40, acertos: 20 },
        { materiaId: 2, respostas: 10, acertos: 5 },
      ],
      rasch,
    );
    expect(r.situacao === 'PROJETADA' && r.metodo).toBe('PROPORCAO');
  });
});

describe('percentil', () => {
  it('counts the attempts below as shares of their mock, ties as half', () => {
    const notas = [
      { pontuacao: 50, notaMaxima: 100, participantes: 4 },
      { pontuacao: 60, notaMaxima: 100, participantes: 2 },
      { pontuacao: 70, notaMaxima: 100, participantes: 4 },
      { pontuacao: 12, notaMaxima: 20, participantes: 10 }, // 0.6 of a smaller mock
    ];
    // below 0.6: 4; at 0.6: 12 → 6; of 20 attempts: 50 %.
    expect(percentil(0.6, notas)).toBe(50);
    expect(percentil(0.9, notas)).toBe(100);
    expect(percentil(0.1, notas)).toBe(0);
  });

  it('gives none below the minimum of participants', () => {
    expect(
      percentil(0.5, [{ pontuacao: 1, notaMaxima: 2, participantes: MIN_PARTICIPANTES - 1 }]),
    ).toBeNull();
  });
});
