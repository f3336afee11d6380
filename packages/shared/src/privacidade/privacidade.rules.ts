/** Name written over a deleted account. */
export const NOME_USUARIO_EXCLUIDO = 'Usuário excluído';
/** What a social-login user (no password) types to confirm the deletion. */
export const CONFIRMACAO_EXCLUSAO = 'EXCLUIR';

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * The CPF written over a deleted account. The column must stay 11 digits and unique per tenant, so
 * the placeholder is the user id in 9 digits followed by two deliberately WRONG check digits: it can
 * never be a real CPF (registration only accepts valid check digits), so it never blocks a real
 * person from registering, and distinct ids give distinct placeholders.
 */
export function cpfUsuarioExcluido(usuarioId: number): string {
  if (!Number.isInteger(usuarioId) || usuarioId < 1 || usuarioId > 999_999_999) {
    throw new RangeError('Identificador de usuário fora da faixa do CPF substituto.');
  }
  const base = String(usuarioId).padStart(9, '0');
  const d1 = (checkDigit(base, 9) + 1) % 10; // never the valid first check digit
  const d2 = checkDigit(`${base}${d1}`, 10);
  return `${base}${d1}${d2}`;
}

/** Unique, never deliverable (`.invalid` is reserved by RFC 2606). */
export function emailUsuarioExcluido(usuarioId: number): string {
  return `usuario-excluido-${usuarioId}@excluido.invalid`;
}
