/** CPF: 11 digits, two mod-11 check digits; all-same-digit numbers are invalid. */
export const CPF_LENGTH = 11;

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function isValidCpf(value: string): boolean {
  const cpf = onlyDigits(value);
  if (cpf.length !== CPF_LENGTH || /^(\d)\1{10}$/.test(cpf)) return false;
  return checkDigit(cpf, 9) === Number(cpf[9]) && checkDigit(cpf, 10) === Number(cpf[10]);
}

/** ###.###.###-## */
export function formatCpf(value: string): string {
  const d = onlyDigits(value).slice(0, CPF_LENGTH);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/** ***.444.777-**: enough for the person to recognise the account, not enough to read the CPF. */
export function mascararCpf(value: string): string {
  return formatCpf(value)
    .replace(/^\d{3}/, '***')
    .replace(/\d{2}$/, '**');
}

/** A login is an e-mail when it has an @, otherwise it is read as a CPF. */
export function classifyLogin(
  login: string,
): { tipo: 'email'; valor: string } | { tipo: 'cpf'; valor: string } {
  const trimmed = login.trim();
  if (trimmed.includes('@')) return { tipo: 'email', valor: trimmed.toLowerCase() };
  return { tipo: 'cpf', valor: onlyDigits(trimmed) };
}
