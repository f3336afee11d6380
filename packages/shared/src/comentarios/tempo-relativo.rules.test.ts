import { describe, expect, it } from 'vitest';
import { tempoRelativo } from './tempo-relativo.rules.ts';

const agora = new Date('2026-11-21T12:00:00Z');
const antes = (segundos: number) => new Date(agora.getTime() - segundos * 1000);

describe('tempoRelativo', () => {
  it.each([
    [0, 'agora mesmo'],
    [1, 'há 1 segundo'],
    [59, 'há 59 segundos'],
    [60, 'há 1 minuto'],
    [3_599, 'há 59 minutos'],
    [3_600, 'há 1 hora'],
    [86_399, 'há 23 horas'],
    [86_400, 'há 1 dia'],
    [6 * 86_400, 'há 6 dias'],
    [7 * 86_400, 'há 1 semana'],
    [29 * 86_400, 'há 4 semanas'],
    [30 * 86_400, 'há 1 mês'],
    [364 * 86_400, 'há 12 meses'],
    [365 * 86_400, 'há 1 ano'],
    [3 * 365 * 86_400, 'há 3 anos'],
  ])('%i seconds ago reads "%s"', (segundos, texto) => {
    expect(tempoRelativo(antes(segundos), agora)).toBe(texto);
  });
  it('accepts ISO strings and treats future dates as now', () => {
    expect(tempoRelativo('2026-11-21T11:00:00Z', agora)).toBe('há 1 hora');
    expect(tempoRelativo('2026-11-21T13:00:00Z', agora)).toBe('agora mesmo');
  });
});
