/**
 * The public face of `divulgacao`: what another module (and the demo content) may import from it, and
 * nothing else (docs/architecture.md, "Dependency rules").
 */
export { dadosPessoaisDivulgacao } from './dados-pessoais.ts';
export { divulgacaoService, type NovaDivulgacao } from './divulgacao.service.ts';
