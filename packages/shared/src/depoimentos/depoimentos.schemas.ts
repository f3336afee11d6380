import { z } from 'zod';
import { zTexto } from '../common.schemas.ts';
import { TENANTS } from '../plataforma/plataforma.rules.ts';

export const ERRO_CARREGAR_DEPOIMENTOS = 'Erro ao carregar depoimentos. Tente novamente mais tarde.';

/** A student testimonial of the landing page (spec doc 2 §3): `imagem` is an SVG portrait in base64. */
export const ZDepoimento = z.object({
  id: z.number().int(),
  imagem: z.string().describe('Retrato em SVG (image/svg+xml), codificado em base64'),
  nome: z.string(),
  cargo: z.string(),
  depoimento: z.string(),
});

export type TDepoimento = z.infer<typeof ZDepoimento>;

/**
 * A new testimonial, as the back office will send it: `tenantId` null shows it on every product; `svg`
 * is the portrait's SVG text (stored in base64, as the wire carries it); `ordem` places it on the page.
 */
export const ZDepoimentoNovo = z.object({
  tenantId: z.enum(TENANTS, { error: 'Produto inválido.' }).nullable(),
  nome: zTexto().trim().min(1, 'Informe o nome.').max(120, 'Nome muito longo.'),
  cargo: zTexto().trim().min(1, 'Informe o cargo.').max(160, 'Cargo muito longo.'),
  depoimento: zTexto().trim().min(1, 'Informe o depoimento.').max(1000, 'Depoimento muito longo.'),
  svg: zTexto()
    .trim()
    .max(20_000, 'Imagem muito grande.')
    .regex(/^<svg[\s>][\s\S]*<\/svg>$/, 'A imagem deve ser um SVG.'),
  ordem: z.number().int('Ordem inválida.').min(0, 'Ordem inválida.').default(0),
});

export type TDepoimentoNovo = z.input<typeof ZDepoimentoNovo>;
