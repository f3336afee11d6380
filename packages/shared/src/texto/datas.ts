/**
 * Dates and times as DESIGN.md writes them (pt-BR, Brazil's time): the one formatter of the server
 * (PDFs, e-mails) and of the web.
 */

/** The time zone every date of the product is read in. */
export const FUSO_BRASIL = 'America/Sao_Paulo';

type Instante = Date | string | number;
const comoData = (v: Instante) => (v instanceof Date ? v : new Date(v));

const data = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: FUSO_BRASIL,
});
const hora = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: FUSO_BRASIL,
});
const anoMes = new Intl.DateTimeFormat('en-US', { timeZone: FUSO_BRASIL, year: 'numeric', month: 'numeric' });

/** → 'DD/MM/AAAA' in Brazil's time. */
export function formatarData(v: Instante): string {
  return data.format(comoData(v));
}

/** → 'HH:mm' in Brazil's time. */
export function formatarHora(v: Instante): string {
  return hora.format(comoData(v));
}

/** → 'DD/MM/AAAA às HH:mm' in Brazil's time. */
export function formatarDataHora(v: Instante): string {
  return `${formatarData(v)} às ${formatarHora(v)}`;
}

/** The calendar month in Brazil's time at `agora` (e.g. a card's expiry is a local month). */
export function mesNoBrasil(agora: Date): { ano: number; mes: number } {
  const partes = anoMes.formatToParts(agora);
  const parte = (tipo: string) => Number(partes.find((p) => p.type === tipo)?.value);
  return { ano: parte('year'), mes: parte('month') };
}
