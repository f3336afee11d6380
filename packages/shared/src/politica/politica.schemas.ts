import { z } from 'zod';

/** textoPolitica is HTML written by the platform, sanitised again when rendered. */
export const ZPolitica = z.object({ textoPolitica: z.string() });
export type TPolitica = z.infer<typeof ZPolitica>;
