/**
 * The public face of `reacoes`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { dadosPessoaisReacoes } from './dados-pessoais.ts';
