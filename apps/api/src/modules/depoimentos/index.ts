/**
 * The public face of `depoimentos`: what another module (and the demo content) may import from it, and
 * nothing else (docs/architecture.md, "Dependency rules").
 */
export { depoimentosService } from './depoimentos.service.ts';
export { retratoSvg } from './retrato.ts';
