/**
 * The public face of `exercicios-fixacao`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */

export { dadosPessoaisExercicios } from './dados-pessoais.ts';
export { exerciciosService } from './exercicios.service.ts';
