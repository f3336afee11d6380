/** The two legal texts and their names (no zod here: the signed-in shell, in the first chunk, imports it). */
export const TIPOS_POLITICA = ['TERMO_DE_USO', 'POLITICA_PRIVACIDADE'] as const;
export type TipoPolitica = (typeof TIPOS_POLITICA)[number];

export const NOME_POLITICA: Record<TipoPolitica, string> = {
  TERMO_DE_USO: 'Termos de Uso',
  POLITICA_PRIVACIDADE: 'Política de Privacidade',
};
