/**
 * The public face of `baralho` (the review decks, issue 24): what another module may import from it.
 * The study items' answer paths tell it of each answer; the review module (`revisao`) reads and writes
 * through it.
 */

export {
  aoFecharSimulado,
  baralhoService,
  type ErroSimulado,
  type RespostaRegistrada,
} from './baralho.service.ts';
export { dadosPessoaisBaralho } from './dados-pessoais.ts';
export { reconstruirBaralho, registrarCertezas } from './reconstrucao.ts';
