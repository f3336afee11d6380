/** Every query key of the plans feature, under one root. */
const raiz = ['planos'] as const;

export const planosKeys = {
  raiz,
  /** The list depends on who asks (a signed-in user gets their own): `usuario` is their id or null. */
  listar: (seqPlataforma: number, usuario: string | null) =>
    [...raiz, 'listar', seqPlataforma, usuario] as const,
  funcionalidades: () => [...raiz, 'funcionalidades'] as const,
};
