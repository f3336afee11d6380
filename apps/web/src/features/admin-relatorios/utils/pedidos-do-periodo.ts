import type { Agrupamento } from '@aprovei/shared/relatorios/relatorios.schemas';

const DIA_MS = 86_400_000;
const dia = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last day of a report's period that starts on `inicio` ('AAAA-MM-DD'). */
export function fimDoPeriodo(inicio: string, agrupar: Agrupamento): string {
  const [a, m, d] = inicio.split('-').map(Number) as [number, number, number];
  if (agrupar === 'dia') return inicio;
  if (agrupar === 'semana') return dia(Date.UTC(a, m - 1, d) + 6 * DIA_MS);
  return dia(Date.UTC(a, m, 1) - DIA_MS);
}

/**
 * The finance orders list filtered to one row of the sales report: its period (clipped to the report's own
 * dates, since the first and last weeks or months may be partial), its plan and its payment method.
 */
export function pedidosDaLinha(
  linha: { periodo: string; planoId: number | null; metodoPagamento: string },
  agrupar: Agrupamento,
  relatorio: { de: string; ate: string },
): string {
  const de = linha.periodo < relatorio.de ? relatorio.de : linha.periodo;
  const fim = fimDoPeriodo(linha.periodo, agrupar);
  const busca = new URLSearchParams({ de, ate: fim > relatorio.ate ? relatorio.ate : fim });
  if (linha.planoId !== null) busca.set('planoId', String(linha.planoId));
  busca.set('metodo', linha.metodoPagamento);
  return `/admin/financeiro/pedidos?${busca}`;
}
