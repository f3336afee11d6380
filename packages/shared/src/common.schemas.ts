import { z } from 'zod';

const MAX_INT = 2_147_483_647;

/** A positive integer id in a path or query string, with a Portuguese message. */
export function zId(mensagem = 'Identificador inválido.') {
  return z.coerce.number({ message: mensagem }).int(mensagem).min(1, mensagem).max(MAX_INT, mensagem);
}
