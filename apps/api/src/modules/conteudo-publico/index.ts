/**
 * The public face of `conteudo-publico` (the landing's editable blocks): what another module (and the
 * demo content) may import from it, and nothing else (docs/architecture.md, "Dependency rules").
 */
export { conteudoPublicoService } from './conteudo-publico.service.ts';
