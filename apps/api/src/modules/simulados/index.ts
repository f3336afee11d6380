/**
 * The public face of `simulados`: what another module (and the demo content) may import from it, and
 * nothing else (docs/architecture.md, "Dependency rules").
 */
export { dadosPessoaisSimulados } from './dados-pessoais.ts';
export { mesclarCatalogoSimulados } from './mesclagem.ts';
export { inserirSimulado, type NovaQuestaoSimulado, type NovoSimulado } from './novo-simulado.ts';
export { pesosDe, simuladosService } from './simulados.service.ts';
export { TABELAS_QUESTAO_SIMULADO } from './tipo-questao-simulado.ts';
