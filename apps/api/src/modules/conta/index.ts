/**
 * The public face of `conta`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export { type CadastroSocial, contaService, questionarioService } from './conta.service.ts';
export { dadosPessoaisConta } from './dados-pessoais.ts';
