import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pacoteQuestaoAberta } from '../../db/schema/index.ts';

/** The extra sends of open questions a student holds (packs): bought with an order, or granted. */
export function pacotesRepository(db: DbOrTx) {
  return {
    pacotesDoUsuario(usuarioId: number) {
      return db
        .select({
          quantidade: pacoteQuestaoAberta.quantidade,
          origem: pacoteQuestaoAberta.origem,
          motivo: pacoteQuestaoAberta.motivo,
          concedidoEm: pacoteQuestaoAberta.concedidoEm,
        })
        .from(pacoteQuestaoAberta)
        .where(eq(pacoteQuestaoAberta.usuarioId, usuarioId))
        .orderBy(pacoteQuestaoAberta.concedidoEm);
    },

    /** The extra sends a paid order bought (one row per order: a replay adds nothing). */
    async concederPacoteDoPedido(v: {
      usuarioId: number;
      pedidoId: number;
      quantidade: number;
      motivo: string;
      quando: Date;
    }) {
      await db
        .insert(pacoteQuestaoAberta)
        .values({
          usuarioId: v.usuarioId,
          quantidade: v.quantidade,
          origem: 'COMPRA',
          motivo: v.motivo,
          pedidoId: v.pedidoId,
          concedidoEm: v.quando,
        })
        .onConflictDoNothing();
    },

    async revogarPacoteDoPedido(pedidoId: number) {
      await db.delete(pacoteQuestaoAberta).where(eq(pacoteQuestaoAberta.pedidoId, pedidoId));
    },
  };
}
