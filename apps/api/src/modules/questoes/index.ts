/**
 * The public face of `questoes`: what another module (and the demo content) may import from it, and
 * nothing else (docs/architecture.md, "Dependency rules").
 */

export { dadosPessoaisQuestoes } from './dados-pessoais.ts';
export { questaoParaEquipe } from './leitura-equipe.ts';
export { mesclarCatalogoQuestoes } from './mesclagem.ts';
export { questoesService } from './questoes.service.ts';
/** The question bank's tables, for the answer writers of itens-estudo. */
export { TABELAS_QUESTAO } from './tipo-questao.ts';
