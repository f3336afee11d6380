/**
 * The public face of `checkout`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { financeiroService } from './financeiro.service.ts';
export { pedidosService } from './pedidos.service.ts';
