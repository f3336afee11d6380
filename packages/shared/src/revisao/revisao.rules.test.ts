import { describe, expect, it } from 'vitest';
import {
  AVALIACAO,
  avaliacaoDe,
  diaNoBrasil,
  entraNoBaralho,
  fimDoDiaNoBrasil,
  inicioDoDiaNoBrasil,
  limitarPelaProva,
} from './revisao.rules.ts';

describe('avaliacaoDe (answer → FSRS rating)', () => {
  it('a miss is Again whatever the certainty, never Hard', () => {
    for (const certeza of [null, 'TENHO_CERTEZA', 'ACHO_QUE_SIM', 'CHUTEI'] as const)
      expect(avaliacaoDe(false, certeza)).toBe(AVALIACAO.ERREI);
  });
  it('a hit: guessed → Again, "Acho que sim" → Hard, sure or no certainty → Good', () => {
    expect(avaliacaoDe(true, 'CHUTEI')).toBe(AVALIACAO.ERREI);
    expect(avaliacaoDe(true, 'ACHO_QUE_SIM')).toBe(AVALIACAO.DIFICIL);
    expect(avaliacaoDe(true, 'TENHO_CERTEZA')).toBe(AVALIACAO.BOM);
    expect(avaliacaoDe(true, null)).toBe(AVALIACAO.BOM);
  });
  it('only a miss or a guessed hit enters the deck', () => {
    expect(entraNoBaralho(false, null)).toBe(true);
    expect(entraNoBaralho(true, 'CHUTEI')).toBe(true);
    expect(entraNoBaralho(true, 'ACHO_QUE_SIM')).toBe(false);
    expect(entraNoBaralho(true, null)).toBe(false);
  });
});

describe('days in Brazil (UTC−3)', () => {
  it('a day starts at 03:00 UTC', () => {
    expect(inicioDoDiaNoBrasil('2026-12-01').toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(diaNoBrasil(new Date('2026-12-01T02:59:00Z'))).toBe('2026-11-30');
    expect(diaNoBrasil(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
    expect(fimDoDiaNoBrasil(new Date('2026-12-01T10:00:00Z')).toISOString()).toBe('2026-12-02T03:00:00.000Z');
  });
});

describe('limitarPelaProva (the exam-date cap)', () => {
  const agora = new Date('2026-11-01T12:00:00Z');
  const dias = (n: number) => new Date(agora.getTime() + n * 86_400_000);
  const prova = '2026-12-01';
  const inicioProva = inicioDoDiaNoBrasil(prova).getTime();

  it('leaves a review before the exam as the scheduler put it, and any without an exam date', () => {
    expect(limitarPelaProva(agora, dias(10), prova)).toEqual(dias(10));
    expect(limitarPelaProva(agora, dias(400), null)).toEqual(dias(400));
  });

  it('brings a review that would fall on or after the exam back halfway to the day before it', () => {
    for (const devido of [new Date(inicioProva), dias(45), dias(400)]) {
      const limitado = limitarPelaProva(agora, devido, prova);
      expect(limitado.getTime()).toBeLessThan(inicioProva - 86_400_000 + 1);
      expect(limitado.getTime()).toBeGreaterThanOrEqual(dias(1).getTime());
    }
    // 29.625 days from now to the day before the exam: back in half of that.
    const vespera = inicioProva - 86_400_000;
    expect(limitarPelaProva(agora, dias(45), prova).getTime()).toBe(
      agora.getTime() + Math.floor((vespera - agora.getTime()) / 2),
    );
  });

  it('in the final days the review comes back a day later, at most on the day before the exam', () => {
    const quaseLa = new Date(inicioProva - 1.5 * 86_400_000);
    expect(limitarPelaProva(quaseLa, dias(100), prova).getTime()).toBe(inicioProva - 86_400_000);
    const tresDias = new Date(inicioProva - 3 * 86_400_000);
    expect(limitarPelaProva(tresDias, dias(100), prova).getTime()).toBe(tresDias.getTime() + 86_400_000);
  });

  it('from the day before the exam on, and after it, the scheduler decides', () => {
    const vespera = new Date(inicioProva - 86_400_000 + 3_600_000);
    expect(limitarPelaProva(vespera, dias(100), prova)).toEqual(dias(100));
    expect(limitarPelaProva(dias(40), dias(100), prova)).toEqual(dias(100));
  });
});

describe('the daily e-mail', () => {
  it('is at the Brazilian hour and says how many', async () => {
    const { assuntoLembrete, horaNoBrasil } = await import('./revisao.rules.ts');
    expect(horaNoBrasil(new Date('2026-12-01T11:30:00Z'))).toBe(8);
    expect(horaNoBrasil(new Date('2026-12-01T02:00:00Z'))).toBe(23);
    expect(assuntoLembrete(3)).toBe('Você tem 3 revisões hoje');
    expect(assuntoLembrete(1)).toBe('Você tem 1 revisão hoje');
  });
});
