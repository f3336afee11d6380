import { ApiError } from './api-client';

/**
 * The field errors of a 400 or 409 answer (`{ codigo, mensagem, errors: [{ campo, mensagem }] }`) by field
 * name, first message per field. Anything else gives an empty object.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return {};
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return {};
  const out: Record<string, string> = {};
  for (const item of errors) {
    const { campo, mensagem } = (item ?? {}) as { campo?: unknown; mensagem?: unknown };
    if (typeof campo === 'string' && typeof mensagem === 'string' && mensagem.trim() && !(campo in out)) {
      out[campo] = mensagem.trim();
    }
  }
  return out;
}
