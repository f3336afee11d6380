import { describe, expect, it } from 'vitest';
import { parseRedesSociais, valorParametro } from '../features/parametro/utils/parametros';
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

describe('parâmetros', () => {
  it('reads a parameter by name', () => {
    const list = [
      { nomeParametro: 'SUPORTE_CONTATO', valor: ' Suporte ' },
      { nomeParametro: 'VAZIO', valor: ' ' },
    ];
    expect(valorParametro(list, 'SUPORTE_CONTATO')).toBe('Suporte');
    expect(valorParametro(list, 'VAZIO')).toBeUndefined();
    expect(valorParametro(undefined, 'X')).toBeUndefined();
  });
  it('parses REDES_SOCIAIS, keeping known networks with http(s) URLs', () => {
    const valor = JSON.stringify([
      { rede: 'instagram', url: 'https://instagram.com/aprovei' },
      { rede: 'YouTube', url: 'https://youtube.com/@aprovei' },
      { rede: 'orkut', url: 'https://orkut.com' },
      { rede: 'facebook', url: 'javascript:alert(1)' },
      null,
    ]);
    expect(parseRedesSociais(valor)).toEqual([
      { rede: 'instagram', url: 'https://instagram.com/aprovei' },
      { rede: 'youtube', url: 'https://youtube.com/@aprovei' },
    ]);
    expect(parseRedesSociais('não é json')).toEqual([]);
    expect(parseRedesSociais('{"rede":"x"}')).toEqual([]);
  });
});
