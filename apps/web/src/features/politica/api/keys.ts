/** The two documents, as their paths name them (`/api/politica/<tipo>`). */
export type TipoPolitica = 'termo-de-uso' | 'politica-privacidade';

/** Every query key of the policy documents, under one root. */
const raiz = ['politica'] as const;

export const politicaKeys = {
  raiz,
  documento: (tipo: TipoPolitica) => [...raiz, tipo] as const,
  /** The signed-in person's versions to accept (per identity: the cache outlives a sign-out). */
  pendentes: (usuario: string) => [...raiz, 'pendentes', usuario] as const,
};
