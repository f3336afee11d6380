/**
 * The public face of `segundo-fator` (two-factor sign-in, issue 23 §2): the account's TOTP and recovery
 * codes, for the sign-in (auth) and the back-office guard (docs/architecture.md, "Dependency rules").
 */
export { dadosPessoaisSegundoFator } from './dados-pessoais.ts';
export {
  ativarSegundoFatorConhecido,
  emissorDoTenant,
  type SegundoFatorService,
  segundoFatorService,
} from './segundo-fator.service.ts';
export { deBase32, totp } from './totp.ts';
