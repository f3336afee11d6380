import { z } from 'zod';
import { zTexto } from '../common.schemas.ts';

/** The longest address SMTP carries (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

export interface MensagensEmail {
  /** Empty or missing. */
  ausente: string;
  /** Not an e-mail address. */
  invalido: string;
  /** Longer than `max` (the invalid message when the form has no text of its own for it). */
  longo?: string;
}

/**
 * The platform's one e-mail rule, for every form and body that takes an address: trimmed, required,
 * at most `max` characters, then zod's e-mail pattern. One message per field, in this order. The
 * texts are the form's own (the spec words them differently on registration and on support).
 */
export function zEmail(mensagens: MensagensEmail, max = EMAIL_MAX) {
  return zTexto({ error: mensagens.ausente })
    .trim()
    .min(1, { error: mensagens.ausente, abort: true })
    .max(max, { error: mensagens.longo ?? mensagens.invalido, abort: true })
    .pipe(z.email({ error: mensagens.invalido }));
}
