/**
 * The public face of `checklist`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { dadosPessoaisChecklist } from './dados-pessoais.ts';
export { mesclarConteudoDoChecklist } from './mesclagem.ts';
