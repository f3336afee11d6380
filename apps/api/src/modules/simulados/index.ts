/**
 * The public face of `simulados`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { dadosPessoaisSimulados } from './dados-pessoais.ts';
