import { z } from 'zod';

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
