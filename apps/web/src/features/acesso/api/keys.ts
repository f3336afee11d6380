/** Every query key of the access feature, under one root. */
const raiz = ['acesso'] as const;

export const acessoKeys = {
  raiz,
  podeAcessarHome: () => [...raiz, 'pode-acessar-home'] as const,
  plataformas: () => [...raiz, 'plataformas'] as const,
};
