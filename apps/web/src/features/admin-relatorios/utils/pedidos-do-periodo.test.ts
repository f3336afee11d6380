import { describe, expect, it } from 'vitest';
import { fimDoPeriodo, pedidosDaLinha } from './pedidos-do-periodo';

describe('fimDoPeriodo', () => {
  it('ends a day on itself, a week six days later and a month on its last day', () => {
    expect(fimDoPeriodo('2026-11-27', 'dia')).toBe('2026-11-27');
    expect(fimDoPeriodo('2026-11-23', 'semana')).toBe('2026-11-29');
    expect(fimDoPeriodo('2026-12-28', 'semana')).toBe('2027-01-03');
    expect(fimDoPeriodo('2026-02-01', 'mes')).toBe('2026-02-28');
    expect(fimDoPeriodo('2028-02-01', 'mes')).toBe('2028-02-29');
    expect(fimDoPeriodo('2026-12-01', 'mes')).toBe('2026-12-31');
  });
});

describe('pedidosDaLinha', () => {
  it('filters the orders by the row period, plan and method, clipped to the report dates', () => {
    const url = new URL(
      pedidosDaLinha({ periodo: '2026-11-01', planoId: 7, metodoPagamento: 'PIX' }, 'mes', {
        de: '2026-11-10',
        ate: '2026-11-27',
      }),
      'http://x',
    );
    expect(url.pathname).toBe('/admin/financeiro/pedidos');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      de: '2026-11-10',
      ate: '2026-11-27',
      planoId: '7',
      metodo: 'PIX',
    });
  });

  it('leaves the plan out for sales without one', () => {
    const url = pedidosDaLinha(
      { periodo: '2026-11-27', planoId: null, metodoPagamento: 'CARTAO_CREDITO' },
      'dia',
      {
        de: '2026-11-01',
        ate: '2026-11-30',
      },
    );
    expect(url).toBe('/admin/financeiro/pedidos?de=2026-11-27&ate=2026-11-27&metodo=CARTAO_CREDITO');
  });
});
