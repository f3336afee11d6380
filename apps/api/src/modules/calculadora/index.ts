/**
 * The public face of `calculadora`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { dadosPessoaisCalculadora } from './dados-pessoais.ts';
export { mesclarInstituicaoDasCalculadoras } from './mesclagem.ts';
