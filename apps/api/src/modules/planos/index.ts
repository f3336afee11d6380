/**
 * The public face of `planos`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { planosService } from './planos.service.ts';
