/**
 * Relative time in Portuguese with the units of spec doc 3 §2: year (365 days), month (30 days),
 * week, day, hour, minute, second. "agora mesmo" under one second.
 */
const UNIDADES = [
  { segundos: 365 * 86_400, singular: 'ano', plural: 'anos' },
  { segundos: 30 * 86_400, singular: 'mês', plural: 'meses' },
  { segundos: 7 * 86_400, singular: 'semana', plural: 'semanas' },
  { segundos: 86_400, singular: 'dia', plural: 'dias' },
  { segundos: 3_600, singular: 'hora', plural: 'horas' },
  { segundos: 60, singular: 'minuto', plural: 'minutos' },
  { segundos: 1, singular: 'segundo', plural: 'segundos' },
] as const;

export function tempoRelativo(data: Date | string, agora: Date = new Date()): string {
  const quando = typeof data === 'string' ? new Date(data) : data;
  const segundos = Math.floor((agora.getTime() - quando.getTime()) / 1000);
  if (segundos < 1) return 'agora mesmo';
  for (const u of UNIDADES) {
    const n = Math.floor(segundos / u.segundos);
    if (n >= 1) return `há ${n} ${n === 1 ? u.singular : u.plural}`;
  }
  return 'agora mesmo';
}
