import { onlyDigits } from './cpf.rules.ts';

/** Brazilian phone with area code: 10 digits (landline) or 11 (mobile, starting with 9). */
export function isValidTelefone(value: string): boolean {
  const d = onlyDigits(value);
  if (!/^[1-9][1-9]/.test(d)) return false;
  if (d.length === 11) return d[2] === '9';
  return d.length === 10 && /[2-8]/.test(d[2] ?? '');
}

/** (##)#####-#### for mobiles, (##)####-#### for landlines, applied as the user types. */
export function formatTelefone(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const ddd = `(${d.slice(0, 2)})`;
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  return rest.length > split ? `${ddd}${rest.slice(0, split)}-${rest.slice(split)}` : `${ddd}${rest}`;
}
