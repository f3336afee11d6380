import { eq, sql } from 'drizzle-orm';
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

    /** Extra sends given by the staff (origin CONCESSAO), e.g. to make up for a problem. */
    async concederCortesia(v: { usuarioId: number; quantidade: number; motivo: string }) {
      await db.insert(pacoteQuestaoAberta).values({ ...v, origem: 'CONCESSAO' });
    },

    async totalExtras(usuarioId: number): Promise<number> {
      const [r] = await db
        .select({ total: sql<number>`coalesce(sum(${pacoteQuestaoAberta.quantidade}), 0)::int` })
        .from(pacoteQuestaoAberta)
        .where(eq(pacoteQuestaoAberta.usuarioId, usuarioId));
      return r?.total ?? 0;
    },

    async revogarPacoteDoPedido(pedidoId: number) {
      await db.delete(pacoteQuestaoAberta).where(eq(pacoteQuestaoAberta.pedidoId, pedidoId));
    },
  };
}
