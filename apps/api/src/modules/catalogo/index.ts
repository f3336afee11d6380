/**
 * The public face of `catalogo`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { catalogoService } from './catalogo.service.ts';
export { type BuscaCatalogo, catalogoAdminRepository } from './catalogo-admin.repository.ts';
