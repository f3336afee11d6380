/**
 * The public face of `consulta-cep`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { type ConsultaCepService, consultaCepDoAmbiente } from './consulta-cep.service.ts';
export { dadosPessoaisEndereco } from './dados-pessoais.ts';
