/** Every query key of the subscription feature, under one root. */
const raiz = ['assinatura'] as const;

export const assinaturaKeys = {
  raiz,
  ultimaAssinatura: (idPlataforma: number) =>
    [...raiz, 'recuperar-ultima-assinatura-usuario', idPlataforma] as const,
  contratacoes: () => [...raiz, 'recuperar-contratacoes-usuario'] as const,
  cartoes: () => [...raiz, 'cartao-credito', 'listar'] as const,
  /**
   * What a plan change makes stale elsewhere: the access checks, whose keys (feature acesso) start with
   * 'acesso'. Features do not import each other, so that root is named here.
   */
  acessoAfetado: ['acesso'] as const,
};
