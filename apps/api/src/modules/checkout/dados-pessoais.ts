import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { divergenciaConciliacao, pedido } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular, secaoPorColuna } from '../../db/titular.ts';

/**
 * What checkout holds about a person: her orders, kept on deletion (payment records, LGPD art. 16, I),
 * and the reconciliation divergences a staff member resolved (kept, without her account).
 */
export function dadosPessoaisCheckout(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoDoTitular(
        db,
        'pedidos',
        pedido,
        {
          id: pedido.id,
          planoId: pedido.planoId,
          ebooksIds: pedido.ebooksIds,
          metodoPagamento: pedido.metodoPagamento,
          status: pedido.status,
          qtdParcelas: pedido.qtdParcelas,
          valorTotal: sql<number>`${pedido.valorTotalCentavos} / 100.0`.mapWith(Number),
          desconto: sql<number>`${pedido.descontoCentavos} / 100.0`.mapWith(Number),
          criadoEm: pedido.criadoEm,
        },
        [asc(pedido.criadoEm)],
      ),
      secaoPorColuna(
        db,
        'divergenciasResolvidas',
        divergenciaConciliacao,
        divergenciaConciliacao.resolvidaPorId,
        {
          pedidoId: divergenciaConciliacao.pedidoId,
          decisao: divergenciaConciliacao.decisao,
          resolvidaEm: divergenciaConciliacao.resolvidaEm,
        },
        [asc(divergenciaConciliacao.resolvidaEm)],
      ),
    ],
    async apagar(tx, { id }) {
      await tx
        .update(divergenciaConciliacao)
        .set({ resolvidaPorId: null })
        .where(eq(divergenciaConciliacao.resolvidaPorId, id));
    },
  };
}
