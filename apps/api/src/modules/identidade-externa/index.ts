/**
 * The public face of `identidade-externa`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { dadosPessoaisIdentidadeExterna } from './dados-pessoais.ts';
