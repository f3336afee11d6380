import { z } from 'zod';
import { zTexto } from '../common.schemas.ts';
import { TENANTS } from '../plataforma/plataforma.rules.ts';

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
  /** Where the 'Saiba mais' button leads (a path of the platform or an https address); null: no button. */
  link: z.string().nullable(),
});

export const ZDivulgacaoCarregar = z.union([ZDivulgacao, z.object({}).strict()]);

export type TDivulgacao = z.infer<typeof ZDivulgacao>;
export type TDivulgacaoCarregar = z.infer<typeof ZDivulgacaoCarregar>;

/**
 * A new promotional popup, as the back office will send it. The HTML is sanitised by the service; an
 * image is a path served by the platform itself (anything else is dropped). Shown from `inicio` (now by
 * default) until `fim` (none: until switched off).
 */
export const ZDivulgacaoNova = z
  .object({
    tenantId: z.enum(TENANTS, { error: 'Produto inválido.' }),
    tituloTexto: zTexto().trim().min(1, 'Informe o título.').max(200, 'Título muito longo.'),
    conteudoTexto: zTexto().trim().min(1, 'Informe o conteúdo.').max(20_000, 'Conteúdo muito longo.'),
    imagemUrl: zTexto().nullish(),
    link: zTexto().nullish(),
    /** The platform it shows on; none: every platform of the product. */
    plataformaId: z.number().int().nullish(),
    inicio: z.date({ error: 'Data de início inválida.' }).optional(),
    fim: z.date({ error: 'Data de fim inválida.' }).nullish(),
    ativo: z.boolean().optional(),
  })
  .refine((d) => !d.fim || d.fim.getTime() > (d.inicio ?? new Date()).getTime(), {
    message: 'O fim deve ser depois do início.',
    path: ['fim'],
  });

export type TDivulgacaoNova = z.input<typeof ZDivulgacaoNova>;
