/**
 * The public face of `divulgacao`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { dadosPessoaisDivulgacao } from './dados-pessoais.ts';
