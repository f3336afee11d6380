import { and, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { produtoComprado } from '../../db/schema/index.ts';

/** A product bought with a contract, as checkout records it when the order is paid. */
export type NovoProdutoComprado = typeof produtoComprado.$inferInsert;

/** The add-on products a paid purchase bought, each with its own validity (inside the payment's transaction). */
export async function registrarComprados(tx: DbOrTx, valores: NovoProdutoComprado[]): Promise<void> {
  if (valores.length > 0) await tx.insert(produtoComprado).values(valores);
}

/**
 * The products of contracts that just ended (withdrawal, refund, chargeback) end with them, now: their
 * access stops with the contract's.
 */
export async function encerrarComprados(tx: DbOrTx, contratacaoIds: number[], agora: Date): Promise<void> {
  if (contratacaoIds.length === 0) return;
  await tx
    .update(produtoComprado)
    .set({ dataValidadeAssinatura: agora })
    .where(
      and(
        inArray(produtoComprado.contratacaoId, contratacaoIds),
        gt(produtoComprado.dataValidadeAssinatura, agora),
      ),
    );
}
