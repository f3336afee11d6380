/**
 * The public face of `exercicios-fixacao`: what another module (and the demo content) may import from
 * it, and nothing else (docs/architecture.md, "Dependency rules").
 */

export { dadosPessoaisExercicios } from './dados-pessoais.ts';
export { exerciciosService } from './exercicios.service.ts';
export { exercicioParaEquipe } from './leitura-equipe.ts';
export { mesclarCatalogoExercicios } from './mesclagem.ts';
/** The exercises' tables, for the answer writers of itens-estudo. */
export { TABELAS_EXERCICIO } from './tipo-exercicio.ts';
