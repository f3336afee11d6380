import { inicioDoDiaNoBrasil } from '@aprovei/shared/revisao/revisao.rules';
import { describe, expect, it } from 'vitest';
import {
  fixoAgendador,
  fsrs6,
  intervaloFixo,
  recordacaoDoIntervalo,
  SM2_INICIAL,
  sm2,
  sm2Agendador,
} from './agendadores.ts';

const DIA = 86_400_000;
const em = new Date('2027-01-04T15:00:00Z');
const depois = (n: number) => new Date(em.getTime() + n * DIA);

describe('SM-2', () => {
  it('gives 1, 6, then the interval × EF rounded up, and keeps EF at 2.5 with quality 4', () => {
    const intervalos: number[] = [];
    let e = SM2_INICIAL;
    for (let i = 0; i < 4; i++) {
      e = sm2(e, 4);
      intervalos.push(e.intervalo);
    }
    expect(intervalos).toEqual([1, 6, 15, 38]);
    expect(e.fator).toBe(2.5);
  });

  it('a lapse restarts the repetitions, and its EF drop (0.54 for quality 1) shapes the intervals after it', () => {
    let e = SM2_INICIAL;
    for (const q of [4, 4, 4]) e = sm2(e, q);
    e = sm2(e, 1);
    expect(e).toEqual({ repeticoes: 0, fator: 1.96, intervalo: 1 });
    const intervalos: number[] = [];
    for (let i = 0; i < 3; i++) {
      e = sm2(e, 4);
      intervalos.push(e.intervalo);
    }
    expect(intervalos).toEqual([1, 6, 12]); // 6 × 1.96 = 11.76 → 12
  });

  it('quality 3 lowers EF by 0.14 each time and rounds the interval up (6 × 2.08 = 12.48 → 13)', () => {
    let e = SM2_INICIAL;
    const intervalos: number[] = [];
    for (let i = 0; i < 3; i++) {
      e = sm2(e, 3);
      intervalos.push(e.intervalo);
    }
    expect(e.fator).toBeCloseTo(2.08, 12);
    expect(intervalos).toEqual([1, 6, 13]);
  });

  it('quality 5 raises EF by 0.1; EF never falls below 1.3', () => {
    expect(sm2(SM2_INICIAL, 5).fator).toBeCloseTo(2.6, 12);
    let e = SM2_INICIAL;
    for (let i = 0; i < 10; i++) e = sm2(e, 0);
    expect(e.fator).toBe(1.3);
  });
});

describe('fixed intervals', () => {
  it('climb 1, 3, 7, 14, 30 and stay at 30; a miss starts over', () => {
    let e = { degrau: 0, intervalo: 0 };
    const intervalos: number[] = [];
    for (const a of [3, 3, 3, 3, 3, 3, 1, 3, 3] as const) {
      e = intervaloFixo(e, a);
      intervalos.push(e.intervalo);
    }
    expect(intervalos).toEqual([1, 3, 7, 14, 30, 30, 1, 3, 7]);
  });
});

describe('the schedulers as predictors', () => {
  it('an interval reads as the time at 90 % on an exponential', () => {
    expect(recordacaoDoIntervalo(0, 6)).toBe(1);
    expect(recordacaoDoIntervalo(6, 6)).toBeCloseTo(0.9, 12);
    expect(recordacaoDoIntervalo(12, 6)).toBeCloseTo(0.81, 12);
  });

  it('SM-2 and fixed intervals schedule their interval and predict 90 % on its day', () => {
    const s = sm2Agendador(null).primeira(em, 3);
    expect(s.devido).toEqual(depois(1));
    s.revisar(depois(1), 3);
    expect(s.devido).toEqual(depois(7));
    expect(s.prever(depois(7))).toBeCloseTo(0.9, 12);
    const f = fixoAgendador(null).primeira(em, 1);
    f.revisar(depois(1), 3);
    expect(f.devido).toEqual(depois(4));
    expect(f.prever(depois(2.5))).toBeCloseTo(0.9 ** 0.5, 12);
  });

  it("FSRS-6 is the deck's scheduler: whole days, about 90 % predicted on the due day, falling with time", () => {
    const c = fsrs6(null).primeira(em, 3);
    for (let i = 0; i < 3; i++) c.revisar(c.devido, 3);
    const dias = (c.devido.getTime() - em.getTime()) / DIA;
    expect(Number.isInteger(dias)).toBe(true);
    const anterior = new Date(c.devido.getTime() - DIA);
    expect(c.prever(c.devido)).toBeGreaterThan(0.85);
    expect(c.prever(c.devido)).toBeLessThan(0.95);
    expect(c.prever(anterior)).toBeGreaterThan(c.prever(c.devido));
  });

  it('every scheduler brings an item back before the exam day', () => {
    // Without the exam, SM-2's third Good (days 0, 1, 7) would be due on day 22.
    const livre = sm2Agendador(null).primeira(em, 3);
    livre.revisar(depois(1), 3);
    livre.revisar(depois(7), 3);
    expect(livre.devido).toEqual(depois(22));
    const prova = '2027-01-20';
    const vespera = inicioDoDiaNoBrasil(prova).getTime() - DIA;
    for (const ag of [fsrs6(prova), sm2Agendador(prova), fixoAgendador(prova)]) {
      const c = ag.primeira(em, 3);
      let revisoes = 0;
      while (c.devido.getTime() < vespera) {
        c.revisar(c.devido, 3);
        revisoes++;
        expect(c.devido.getTime()).toBeLessThan(inicioDoDiaNoBrasil(prova).getTime());
      }
      expect(revisoes).toBeGreaterThan(2);
    }
  });
});
