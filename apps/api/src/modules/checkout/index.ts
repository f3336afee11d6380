/**
 * The public face of `checkout`: what another module may import from it, and nothing else
 * (docs/architecture.md, "Dependency rules"). `lancar` is the ledger's one writer (movimentos.ts): the
 * demo books its past charges through it.
 */

export { dadosPessoaisCheckout } from './dados-pessoais.ts';
export { lancar, type TipoLancamento } from './movimentos.ts';
export { pedidosDaPessoa } from './pedidos-da-pessoa.ts';
