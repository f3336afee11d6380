/**
 * The public face of `produtos`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { entregarProdutos, entregasDosComprados, revogarProdutos } from './entrega.service.ts';
export { type NovoProduto, produtosService } from './produtos.service.ts';
