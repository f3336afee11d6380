import { z } from 'zod';
import { zTexto } from '../common.schemas.ts';

/**
 * DELETE conta/minha-conta: the current password, or — for accounts without one (social login) —
 * the typed confirmation 'EXCLUIR'.
 */
export const ZExcluirContaBody = z.object({
  senha: zTexto().max(200, 'Senha muito longa.').optional(),
  confirmacao: zTexto().max(20, 'Confirmação inválida.').optional(),
});
export type TExcluirContaBody = z.infer<typeof ZExcluirContaBody>;

/** GET conta/meus-dados: everything the platform holds about the user (see the API's OpenAPI). */
export const ZMeusDados = z.object({
  geradoEm: z.string(),
  produto: z.string(),
  /** Tables the export read, with the number of rows of each (the test checks it covers all). */
  tabelas: z.record(z.string(), z.number().int()),
  perfil: z.record(z.string(), z.unknown()),
  secoes: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type TMeusDados = z.infer<typeof ZMeusDados>;
