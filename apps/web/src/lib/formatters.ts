import { formatarCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { formatarData, formatarHora } from '@aprovei/shared/texto/datas';

/** pt-BR formats of DESIGN.md (money, dates, percentages): the shared formatters, in Brazil's time. */

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const percent = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.56 → 'R$ 1.234,56' (with a no-break space after R$): amounts the API gives in reais. */
export function formatMoney(reais: number): string {
  return money.format(reais);
}

/** 123456 → 'R$ 1.234,56': amounts the web holds in centavos (a cart's total). */
export const formatCentavos = formatarCentavos;

/** → 'DD/MM/AAAA' in São Paulo time. */
export const formatDate = formatarData;

/** → 'HH:mm' in São Paulo time. */
export const formatTime = formatarHora;

/** 42.5 → '42,50%'. */
export function formatPercent(value: number): string {
  return `${percent.format(value)}%`;
}
