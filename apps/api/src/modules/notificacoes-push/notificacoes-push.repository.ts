import type {
  TAparelhoPush,
  TInscricaoPush,
} from '@aprovei/shared/notificacoes-push/notificacoes-push.schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inscricaoPush } from '../../db/schema/index.ts';

const aparelho = {
  id: inscricaoPush.id,
  aparelho: inscricaoPush.aparelho,
  criadoEm: inscricaoPush.criadoEm,
  ultimoEnvio: inscricaoPush.ultimoEnvio,
};

const paraResposta = (r: { id: number; aparelho: string; criadoEm: Date; ultimoEnvio: Date | null }) => ({
  id: r.id,
  aparelho: r.aparelho,
  criadoEm: r.criadoEm.toISOString(),
  ultimoEnvio: r.ultimoEnvio?.toISOString() ?? null,
});

export function notificacoesPushRepository(db: DbOrTx) {
  return {
    /**
     * Stores a subscription, or refreshes the one of that endpoint: a browser subscribes again with the
     * same endpoint, and a device shared by two accounts follows the last one that subscribed on it.
     */
    async inscrever(usuarioId: number, i: TInscricaoPush, nome: string): Promise<TAparelhoPush> {
      const dados = { usuarioId, p256dh: i.keys.p256dh, auth: i.keys.auth, aparelho: nome };
      const [row] = await db
        .insert(inscricaoPush)
        .values({ endpoint: i.endpoint, ...dados })
        .onConflictDoUpdate({ target: inscricaoPush.endpoint, set: dados })
        .returning(aparelho);
      return paraResposta(row!);
    },

    async aparelhos(usuarioId: number): Promise<TAparelhoPush[]> {
      const rows = await db
        .select(aparelho)
        .from(inscricaoPush)
        .where(eq(inscricaoPush.usuarioId, usuarioId))
        .orderBy(asc(inscricaoPush.id));
      return rows.map(paraResposta);
    },

    async ids(usuarioId: number): Promise<number[]> {
      const rows = await db
        .select({ id: inscricaoPush.id })
        .from(inscricaoPush)
        .where(eq(inscricaoPush.usuarioId, usuarioId));
      return rows.map((r) => r.id);
    },

    async inscricao(id: number) {
      const [row] = await db.select().from(inscricaoPush).where(eq(inscricaoPush.id, id)).limit(1);
      return row;
    },

    /** Removes one of the person's devices; false when the id is not hers. */
    async remover(usuarioId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(inscricaoPush)
        .where(and(eq(inscricaoPush.id, id), eq(inscricaoPush.usuarioId, usuarioId)))
        .returning({ id: inscricaoPush.id });
      return rows.length > 0;
    },

    /** The push service said the subscription is gone (404/410). */
    async expirada(id: number): Promise<void> {
      await db.delete(inscricaoPush).where(eq(inscricaoPush.id, id));
    },

    async entregue(id: number, em: Date): Promise<void> {
      await db.update(inscricaoPush).set({ ultimoEnvio: em }).where(eq(inscricaoPush.id, id));
    },

    async removerDoUsuario(usuarioId: number): Promise<void> {
      await db.delete(inscricaoPush).where(eq(inscricaoPush.usuarioId, usuarioId));
    },
  };
}
