/** pt-BR formats of DESIGN.md (money, dates, percentages), America/Sao_Paulo time zone. */
const TIME_ZONE = 'America/Sao_Paulo';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const date = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const time = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: TIME_ZONE,
});
const percent = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.56 → 'R$ 1.234,56' (with a no-break space after R$). */
export function formatMoney(reais: number): string {
  return money.format(reais);
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** → 'DD/MM/AAAA' in São Paulo time. */
export function formatDate(value: Date | string | number): string {
  return date.format(toDate(value));
}

/** → 'HH:mm' in São Paulo time. */
export function formatTime(value: Date | string | number): string {
  return time.format(toDate(value));
}

/** 42.5 → '42,50%'. */
export function formatPercent(value: number): string {
  return `${percent.format(value)}%`;
}
