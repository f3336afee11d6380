import { and, asc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { divergenciaConciliacao, lancamentoFinanceiro, pedido } from '../../../db/schema/index.ts';

/** The reconciliation with the gateway: the orders to compare, our ledger's rows, the differences found. */
export function conciliacaoRepository(db: DbOrTx) {
  return {
    /**
     * Orders of `gateway`, after id `depoisDe`, created since `desde` (reconciliation pages), with or
     * without the gateway's payment id (one whose answer was lost is looked up by its reference).
     * Declined and expired ones are left out: no money ever moved and their status is final.
     */
    pedidosParaConciliar(gateway: string, desde: Date, depoisDe: number, limite: number) {
      return db
        .select()
        .from(pedido)
        .where(
          and(
            eq(pedido.gateway, gateway),
            notInArray(pedido.status, ['declined', 'expired']),
            gt(pedido.id, depoisDe),
            sql`${pedido.criadoEm} >= ${desde.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(pedido.id))
        .limit(limite);
    },

    /** Our ledger's rows of an order by kind (centavos, signed). */
    async lancamentosDoPedido(pedidoId: number) {
      return db
        .select({ tipo: lancamentoFinanceiro.tipo, valorCentavos: lancamentoFinanceiro.valorCentavos })
        .from(lancamentoFinanceiro)
        .where(eq(lancamentoFinanceiro.pedidoId, pedidoId));
    },

    /**
     * Records the difference found (open again). One an operator resolved with a decision stays resolved
     * while the difference is the same; another difference opens it again.
     */
    async registrarDivergencia(d: typeof divergenciaConciliacao.$inferInsert) {
      const { pedidoId: _id, ...resto } = d;
      const t = divergenciaConciliacao;
      await db
        .insert(t)
        .values(d)
        .onConflictDoUpdate({
          target: t.pedidoId,
          set: { ...resto, detectadaEm: new Date(), resolvidaEm: null, resolvidaPorId: null, decisao: null },
          setWhere: sql`${t.decisao} is null or (${t.statusPedido}, ${t.statusGateway}, ${t.lancadoCentavos}, ${t.esperadoCentavos})
            is distinct from (excluded.status_pedido, excluded.status_gateway, excluded.lancado_centavos, excluded.esperado_centavos)`,
        });
    },

    async resolverDivergencia(pedidoId: number) {
      await db
        .update(divergenciaConciliacao)
        .set({ resolvidaEm: new Date() })
        .where(
          and(eq(divergenciaConciliacao.pedidoId, pedidoId), isNull(divergenciaConciliacao.resolvidaEm)),
        );
    },
  };
}
