import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { estorno, lancamentoFinanceiro } from '../../../db/schema/index.ts';

export type EstornoRow = typeof estorno.$inferSelect;
export type NovoEstorno = typeof estorno.$inferInsert;

/** The refunds of the orders (`estorno`): asked, sent to the gateway, concluded or refused. */
export function estornosRepository(db: DbOrTx) {
  return {
    async estornoPorChave(pedidoId: number, chave: string): Promise<EstornoRow | undefined> {
      const [e] = await db
        .select()
        .from(estorno)
        .where(and(eq(estorno.pedidoId, pedidoId), eq(estorno.chave, chave)));
      return e;
    },

    async estornoPorId(id: number): Promise<EstornoRow | undefined> {
      const [e] = await db.select().from(estorno).where(eq(estorno.id, id));
      return e;
    },

    estornosDoPedido(pedidoId: number) {
      return db.select().from(estorno).where(eq(estorno.pedidoId, pedidoId)).orderBy(asc(estorno.id));
    },

    /** What the order's refunds asked and not refused add up to (centavos), and how many it has. */
    async estornosPedidos(pedidoId: number): Promise<{ centavos: number; quantos: number }> {
      const [r] = await db
        .select({
          centavos:
            sql<number>`coalesce(sum(${estorno.valorCentavos}) filter (where ${estorno.status} <> 'RECUSADO'), 0)`.mapWith(
              Number,
            ),
          quantos: count(),
        })
        .from(estorno)
        .where(eq(estorno.pedidoId, pedidoId));
      return { centavos: r?.centavos ?? 0, quantos: r?.quantos ?? 0 };
    },

    async criarEstorno(novo: NovoEstorno): Promise<EstornoRow> {
      const [e] = await db.insert(estorno).values(novo).returning();
      return e!;
    },

    async mudarStatusEstorno(id: number, status: 'CONCLUIDO' | 'RECUSADO') {
      await db
        .update(estorno)
        .set({ status, concluidoEm: new Date() })
        .where(and(eq(estorno.id, id), eq(estorno.status, 'PENDENTE')));
    },

    async haEstornoPendente(pedidoId: number): Promise<boolean> {
      const [e] = await db
        .select({ id: estorno.id })
        .from(estorno)
        .where(and(eq(estorno.pedidoId, pedidoId), eq(estorno.status, 'PENDENTE')))
        .limit(1);
      return e !== undefined;
    },

    /** Refunds still waiting for the gateway's answer, asked before `antesDe` (the recovery's). */
    estornosPendentes(antesDe: Date, limite: number) {
      return db
        .select()
        .from(estorno)
        .where(and(eq(estorno.status, 'PENDENTE'), lt(estorno.criadoEm, antesDe)))
        .orderBy(asc(estorno.id))
        .limit(limite);
    },

    /** What the ledger holds as refunded of an order (centavos, positive). */
    async somaEstornada(pedidoId: number): Promise<number> {
      const [r] = await db
        .select({ s: sql<number>`coalesce(-sum(${lancamentoFinanceiro.valorCentavos}), 0)`.mapWith(Number) })
        .from(lancamentoFinanceiro)
        .where(and(eq(lancamentoFinanceiro.pedidoId, pedidoId), eq(lancamentoFinanceiro.tipo, 'ESTORNO')));
      return r?.s ?? 0;
    },
  };
}
