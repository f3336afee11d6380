/**
 * The public face of `produtos`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { encerrarComprados, type NovoProdutoComprado, registrarComprados } from './comprados.ts';
export { entregarProdutos, entregasDosComprados, revogarProdutos } from './entrega.service.ts';
export { type NovoProduto, produtosService } from './produtos.service.ts';
