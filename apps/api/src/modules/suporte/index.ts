/**
 * The public face of `suporte`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { dadosPessoaisSuporte } from './dados-pessoais.ts';
