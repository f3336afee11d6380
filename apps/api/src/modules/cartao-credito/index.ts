/**
 * The public face of `cartao-credito`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules").
 */
export {
  type CartaoCreditoService,
  cartaoCreditoService,
  possuiCartaoParaRenovar,
  possuiCartaoSalvo,
} from './cartao-credito.service.ts';
export { cartoesDaPessoa } from './cartoes-da-pessoa.ts';
export { dadosPessoaisCartoes } from './dados-pessoais.ts';
export type { EventosDeCartoes } from './eventos.ts';
