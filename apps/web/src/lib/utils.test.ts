import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPercent, formatTime } from './formatters';
import { latestLoadingMessage, pushLoading, withLoading } from './loading';

describe('loading messages', () => {
  it('shows the latest message and hides when all are released', async () => {
    expect(latestLoadingMessage()).toBeNull();
    const a = pushLoading('Carregando…');
    const b = pushLoading('Processando pagamento…');
    expect(latestLoadingMessage()).toBe('Processando pagamento…');
    b();
    expect(latestLoadingMessage()).toBe('Carregando…');
    b(); // idempotent
    a();
    expect(latestLoadingMessage()).toBeNull();
    await expect(withLoading('Salvando…', async () => latestLoadingMessage())).resolves.toBe('Salvando…');
    expect(latestLoadingMessage()).toBeNull();
  });
});

describe('formatters', () => {
  it('formats pt-BR money, dates, times and percentages', () => {
    expect(formatMoney(1234.56)).toBe('R$\u00a01.234,56');
    expect(formatDate('2025-03-01T02:00:00Z')).toBe('28/02/2025'); // São Paulo is UTC-3
    expect(formatTime('2025-03-01T15:05:00Z')).toBe('12:05');
    expect(formatPercent(42.5)).toBe('42,50%');
  });
});
