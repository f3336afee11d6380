import type { LocalReacao } from '@aprovei/shared/reacoes/reacoes.schemas';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emoji, reacao, usuario } from '../../db/schema/index.ts';

export function reacoesRepository(db: DbOrTx) {
  const alvo = (local: LocalReacao, alvoId: number) =>
    and(eq(reacao.localReacao, local), eq(reacao.alvoId, alvoId));
  return {
    emojis: () =>
      db
        .select({ id: emoji.id, nome: emoji.nome, simbolo: emoji.simbolo })
        .from(emoji)
        .orderBy(asc(emoji.ordem), asc(emoji.id)),

    async emojiExiste(id: number) {
      const [e] = await db.select({ id: emoji.id }).from(emoji).where(eq(emoji.id, id));
      return e !== undefined;
    },

    contagem: (local: LocalReacao, alvoId: number) =>
      db
        .select({ idEmoji: reacao.emojiId, total: count() })
        .from(reacao)
        .where(alvo(local, alvoId))
        .groupBy(reacao.emojiId)
        .orderBy(asc(reacao.emojiId)),

    async doUsuario(usuarioId: number, local: LocalReacao, alvoId: number) {
      const [r] = await db
        .select({ id: reacao.id, emojiId: reacao.emojiId })
        .from(reacao)
        .where(and(eq(reacao.usuarioId, usuarioId), alvo(local, alvoId)));
      return r;
    },

    usuarios: (local: LocalReacao, alvoId: number, idEmoji?: number) =>
      db
        .select({
          nome: sql<string>`coalesce(nullif(${usuario.apelido}, ''), split_part(${usuario.nome}, ' ', 1))`,
          idEmoji: reacao.emojiId,
          simbolo: emoji.simbolo,
        })
        .from(reacao)
        .innerJoin(usuario, eq(usuario.id, reacao.usuarioId))
        .innerJoin(emoji, eq(emoji.id, reacao.emojiId))
        .where(
          idEmoji === undefined ? alvo(local, alvoId) : and(alvo(local, alvoId), eq(reacao.emojiId, idEmoji)),
        )
        .orderBy(desc(reacao.criadoEm))
        .limit(200),

    /** Sets the user's reaction on a target (insert or change). */
    async definir(usuarioId: number, local: LocalReacao, alvoId: number, emojiId: number) {
      await db
        .insert(reacao)
        .values({ usuarioId, localReacao: local, alvoId, emojiId })
        .onConflictDoUpdate({
          target: [reacao.usuarioId, reacao.localReacao, reacao.alvoId],
          set: { emojiId, criadoEm: sql`now()` },
        });
    },

    async remover(id: number) {
      await db.delete(reacao).where(eq(reacao.id, id));
    },
  };
}
