import type { DbOrTx } from '../../db/client.ts';
import { conciliacaoRepository } from './repository/conciliacao.ts';
import { estornosRepository } from './repository/estornos.ts';
import { ofertaRepository } from './repository/oferta.ts';
import { pedidosRepository } from './repository/pedidos.ts';
import { renovacoesRepository } from './repository/renovacoes.ts';

export type { EstornoRow } from './repository/estornos.ts';
export { COBRANCA_EM_CURSO_MS, type NovoPedido, type PedidoRow } from './repository/pedidos.ts';

/**
 * The checkout's reads and writes, one file per subject under `repository/` (what is sold, the orders,
 * the renewals, the reconciliation), gathered for its services. The checkout writes only its own
 * tables (src/db/donos.ts): contracts through assinatura, bought products through produtos, the ledger
 * in movimentos.ts.
 */
export function checkoutRepository(db: DbOrTx) {
  return {
    ...ofertaRepository(db),
    ...pedidosRepository(db),
    ...renovacoesRepository(db),
    ...conciliacaoRepository(db),
    ...estornosRepository(db),
  };
}
