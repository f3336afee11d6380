import { z } from 'zod';

/** PostgreSQL cannot store the NUL character in a text (SQLSTATE 22021). */
export const MENSAGEM_CARACTERE_NULO = 'O texto contém um caractere não permitido (caractere nulo).';

/**
 * Every text received from a client: a string without the NUL character. Takes z.string()'s
 * parameters (the message for a missing or non-text value); chain .trim(), .min(), .max() after it.
 */
export function zTexto(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((v) => !v.includes('\u0000'), MENSAGEM_CARACTERE_NULO);
}

/** PostgreSQL's integer: ids above it must be refused before they reach a query. */
export const MAX_INT = 2_147_483_647;

/**
 * A whole number in a path or query string: decimal digits only (`0x10`, `1e3`, `+1`, ` 1` are
 * refused, which Number() would accept), between min and max.
 */
export function zNumeroNoEndereco(mensagem: string, min: number, max: number, acimaDoMax = mensagem) {
  return z
    .string({ message: mensagem })
    .regex(/^[0-9]+$/, mensagem)
    .transform(Number)
    .pipe(z.number().int(mensagem).min(min, mensagem).max(max, acimaDoMax));
}

/** A positive integer id in a path or query string, with a Portuguese message. */
export function zId(mensagem = 'Identificador inválido.') {
  return zNumeroNoEndereco(mensagem, 1, MAX_INT);
}

/** A positive integer id inside a JSON body (no coercion), with a Portuguese message. */
export function zBodyId(mensagem = 'Identificador inválido.') {
  return z.number({ message: mensagem }).int(mensagem).min(1, mensagem).max(MAX_INT, mensagem);
}

/**
 * The id a client draws for an answer it sends (a UUID): the server treats a repeat of it by the same
 * user as the same answer (docs/decisions/026-respostas-offline.md).
 */
export const ZIdCliente = z.uuid({ message: 'Identificador da resposta inválido.' });

/** A list of ids in a query string: repeated (`a=1&a=2`) or joined by commas (`a=1,2`). */
export function zIdList(mensagem = 'Lista de identificadores inválida.') {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === '') return [];
      const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
      return parts.map((p) => p.trim()).filter((p) => p !== '');
    },
    z.array(zId(mensagem)).max(100, 'Itens demais no filtro.'),
  );
}

/** 'true' / 'false' in a query string. */
export function zQueryBool() {
  return z
    .enum(['true', 'false', '1', '0'], { message: 'Use true ou false.' })
    .transform((v) => v === 'true' || v === '1');
}

/** page (default 0) and size (default 10) of a paged query. */
export function zPaging(defaultSize = 10, maxSize = 50) {
  return {
    page: zNumeroNoEndereco('Página inválida.', 0, 100_000).default(0),
    size: zNumeroNoEndereco(
      'Tamanho de página inválido.',
      1,
      maxSize,
      `O tamanho de página vai até ${maxSize}.`,
    ).default(defaultSize),
  };
}

/** The paged answer shape: { content, number, size, totalPages, totalElements }. */
export function zPage<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    number: z.number().int(),
    size: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
  });
}
export type TPage<T> = {
  content: T[];
  number: number;
  size: number;
  totalPages: number;
  totalElements: number;
};

export function pageOf<T>(content: T[], page: number, size: number, totalElements: number): TPage<T> {
  return { content, number: page, size, totalPages: Math.ceil(totalElements / size), totalElements };
}
