import { z } from 'zod';

export const ZPlataforma = z.object({
  id: z.number().int(),
  nome: z.string(),
  /** The theme name: aprovei_residencia, aprovei_concurso or aprovei_med. */
  tema: z.string(),
});
export const ZParametro = z.object({ nomeParametro: z.string(), valor: z.string() });
export type TPlataforma = z.infer<typeof ZPlataforma>;
export type TParametro = z.infer<typeof ZParametro>;

/** GET acesso/plataformas: the product's platforms and those a plan of the user gives full access to. */
export const ZPlataformasDoUsuario = z.object({
  plataformas: z.array(z.number().int()),
  completas: z.array(z.number().int()),
});
export type TPlataformasDoUsuario = z.infer<typeof ZPlataformasDoUsuario>;
