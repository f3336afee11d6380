/**
 * The public face of `questoes`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */

export { dadosPessoaisQuestoes } from './dados-pessoais.ts';
export { questoesService } from './questoes.service.ts';
