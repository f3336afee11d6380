/**
 * The public face of `consulta-cep`: what another module (and the demo content) may import from it, and
 * nothing else (docs/architecture.md, "Dependency rules").
 */
export {
  type ConsultaCepService,
  consultaCepDoAmbiente,
  consultaCepService,
} from './consulta-cep.service.ts';
export { dadosPessoaisEndereco } from './dados-pessoais.ts';
export { enderecoProviderOffline } from './endereco-provider.ts';
