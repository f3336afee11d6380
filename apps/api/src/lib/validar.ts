import { AppError, MENSAGENS } from '@aprovei/shared/errors';
import type { z } from 'zod';

/**
 * A service's input checked against its shared schema, for the callers that do not come through a
 * route's schema (the demo content today, any job or script): the parsed value, or a 400 VALIDACAO
 * naming each field with the schema's Portuguese message.
 */
export function validarEntrada<T extends z.ZodType>(schema: T, entrada: unknown): z.output<T> {
  const r = schema.safeParse(entrada);
  if (r.success) return r.data;
  throw new AppError(
    'VALIDACAO',
    MENSAGENS.validacao,
    r.error.issues.map((i) => ({ campo: i.path.join('.'), mensagem: i.message })),
  );
}
