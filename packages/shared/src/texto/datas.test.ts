import { describe, expect, it } from 'vitest';
import { formatarData, formatarDataHora, formatarHora, mesNoBrasil } from './datas.ts';

describe('dates in Brazil’s time', () => {
  // 02:30 UTC on the 1st of March is still the 28th of February, 23:30, in São Paulo (UTC−3).
  const virada = new Date('2027-03-01T02:30:00Z');

  it('writes the day, the time and both in São Paulo, whatever the machine’s zone', () => {
    expect(formatarData(virada)).toBe('28/02/2027');
    expect(formatarHora(virada)).toBe('23:30');
    expect(formatarDataHora(virada)).toBe('28/02/2027 às 23:30');
    expect(formatarData('2026-11-27T13:05:00.000Z')).toBe('27/11/2026');
    expect(formatarHora(Date.parse('2026-11-27T13:05:00.000Z'))).toBe('10:05');
  });

  it('reads the calendar month in São Paulo', () => {
    expect(mesNoBrasil(virada)).toEqual({ ano: 2027, mes: 2 });
    expect(mesNoBrasil(new Date('2027-03-01T03:00:00Z'))).toEqual({ ano: 2027, mes: 3 });
  });
});
