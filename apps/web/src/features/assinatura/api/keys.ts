/** Every query key of the subscription feature, under one root. */
const raiz = ['assinatura'] as const;

export const assinaturaKeys = {
  raiz,
  ultimaAssinatura: (idPlataforma: number) =>
    [...raiz, 'recuperar-ultima-assinatura-usuario', idPlataforma] as const,
  /** Every platform's latest contract (what a change of the saved cards makes stale). */
  ultimasAssinaturas: () => [...raiz, 'recuperar-ultima-assinatura-usuario'] as const,
  contratacoes: () => [...raiz, 'recuperar-contratacoes-usuario'] as const,
  plano: (idPlano: number) => [...raiz, 'planos', 'recuperar-plano-por-id', idPlano] as const,
  produtosCheckout: (idPlano: number) => [...raiz, 'produtos', 'checkout', idPlano] as const,
  parcelas: (idPlano: number, total: string, cupom: string, cpf: string) =>
    [...raiz, 'planos', 'recupera-parcela-plano-mais-produto', idPlano, total, cupom, cpf] as const,
  pacotesEnvios: [...raiz, 'pacotes-envios'] as const,
  ebooks: (idEbooks: string) => [...raiz, 'ebook', 'checkout', idEbooks] as const,
  parcelasEbook: (valorTotal: string) => [...raiz, 'ebook', 'busca-parcelas-ebook', valorTotal] as const,
  pixProcessado: (idFatura: number) => [...raiz, 'is-pagamento-pix-processado', idFatura] as const,
  pedido: (idFatura: number) => [...raiz, 'pedido', idFatura] as const,
  ehSimulado: (idPlano: number) => [...raiz, 'enare', 'verificar-se-e-simulado', idPlano] as const,
  meusPedidos: (page: number, size: number) => [...raiz, 'meus-pedidos', page, size] as const,
  /** Every page of 'Meus pedidos' (what a cancellation or a purchase makes stale). */
  todosMeusPedidos: () => [...raiz, 'meus-pedidos'] as const,
  previsaoReembolso: (idContratacao: number) => [...raiz, 'previsao-reembolso', idContratacao] as const,
  cartoes: () => [...raiz, 'cartao-credito', 'listar'] as const,
  cartoesSalvos: () => [...raiz, 'cartao-credito', 'listar-cartoes-salvos'] as const,
  /** Both card lists (a purchase with a new card keeps it). */
  cartoesAfetados: [...raiz, 'cartao-credito'] as const,
  /**
   * What a plan change makes stale elsewhere: the access checks, whose keys (feature acesso) start with
   * 'acesso'. Features do not import each other, so that root is named here.
   */
  acessoAfetado: ['acesso'] as const,
  /** What an e-book purchase makes stale: the store's and my e-books' lists (feature ebook). */
  ebooksAfetados: ['ebook'] as const,
};
