import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pedido } from '../../db/schema/index.ts';
import { type DadosPessoais, nadaAApagar, secaoDoTitular } from '../../db/titular.ts';

/** What checkout holds about a person: her orders, kept on deletion (payment records, LGPD art. 16, I). */
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
    ],
    apagar: nadaAApagar,
  };
}
