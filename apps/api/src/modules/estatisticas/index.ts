/**
 * The public face of `estatisticas`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { dadosPessoaisEstatisticas } from './dados-pessoais.ts';
