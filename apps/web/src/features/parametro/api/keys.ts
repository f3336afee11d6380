/** Every query key of the public parameters, under one root (kept when the user signs out). */
const raiz = ['parametro'] as const;

export const parametroKeys = {
  raiz,
  listar: () => [...raiz, 'listar'] as const,
};
