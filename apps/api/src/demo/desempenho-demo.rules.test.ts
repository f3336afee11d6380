import { describe, expect, it } from 'vitest';
import { planejarHistorico, type QuestaoHistorico, SEMANAS_HISTORICO } from './desempenho-demo.seed.ts';

const questoes: QuestaoHistorico[] = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  plataforma: i < 40 ? 1 : 2,
  materia: i % 6,
  somatoria: false,
  soma: null,
  certa: 1,
  errada: 2,
}));

/** São Paulo calendar day (UTC-3) of an instant, as the dashboards count them. */
const diaSp = (d: Date) => new Date(d.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

describe('the demo history is relative to the first boot', () => {
  // Every weekday, midnight and late evening in São Paulo, and the dates the history was seen failing on.
  const agoras = [
    '2026-11-24T15:00:00Z',
    '2026-11-27T05:33:00Z',
    '2026-11-28T03:00:01Z',
    '2026-11-29T02:59:59Z',
    '2026-11-30T12:00:00Z',
    '2026-12-01T20:00:00Z',
    '2026-12-02T09:00:00Z',
    '2027-01-01T03:00:00.500Z',
    '2027-02-28T23:59:00Z',
  ].map((s) => new Date(s));

  it.each(agoras)('has answers on each platform on each of the last 7 days, none after now (%s)', (agora) => {
    const plano = planejarHistorico(questoes, agora);
    for (const p of plano) expect(p.em.getTime()).toBeLessThanOrEqual(agora.getTime());
    for (let atras = 0; atras < 7; atras++) {
      const dia = diaSp(new Date(agora.getTime() - atras * 86_400_000));
      for (const plataforma of [1, 2]) {
        const n = plano.filter((p) => diaSp(p.em) === dia && p.questao.plataforma === plataforma).length;
        expect(n, `${dia}, plataforma ${plataforma}`).toBeGreaterThan(0);
      }
    }
    const primeiro = plano[0]!.em.getTime();
    expect(agora.getTime() - primeiro).toBeGreaterThan((SEMANAS_HISTORICO * 7 - 2) * 86_400_000);
    // In order: the latest-answer states follow the dates.
    for (let i = 1; i < plano.length; i++)
      expect(plano[i]!.em.getTime()).toBeGreaterThanOrEqual(plano[i - 1]!.em.getTime());
  });
});
