import { z } from 'zod';

/**
 * Promo popup (spec doc 1 §3): id, tituloTexto, conteudoTexto (sanitised HTML) and an optional image.
 * GET divulgacao/carregar answers this object, or `{}` when there is nothing to show (the client
 * shows the popup only when it has an id).
 */
export const ZDivulgacao = z.object({
  id: z.number().int(),
  tituloTexto: z.string(),
  conteudoTexto: z.string(),
  /** Optional image; its alternative text is the title (the image illustrates it). */
  imagemUrl: z.string().nullable(),
});

export const ZDivulgacaoCarregar = z.union([ZDivulgacao, z.object({}).strict()]);

export type TDivulgacao = z.infer<typeof ZDivulgacao>;
export type TDivulgacaoCarregar = z.infer<typeof ZDivulgacaoCarregar>;
