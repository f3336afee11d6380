import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { codigoRecuperacao, desafioSegundoFator, segundoFator, usuario } from '../../db/schema/index.ts';

export function segundoFatorRepository(db: DbOrTx) {
  return {
    /** The role of a live account of the product (a read of conta's table). */
    async papelDe(usuarioId: number, tenantId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ papel: usuario.papel })
        .from(usuario)
        .where(and(eq(usuario.id, usuarioId), eq(usuario.tenantId, tenantId), isNull(usuario.excluidoEm)))
        .limit(1);
      return row?.papel;
    },

    async ler(usuarioId: number) {
      const [row] = await db
        .select()
        .from(segundoFator)
        .where(eq(segundoFator.usuarioId, usuarioId))
        .limit(1);
      return row;
    },

    /** A setup in progress gets a new secret; an active second factor is left alone (false). */
    async iniciar(usuarioId: number, segredoCifrado: string): Promise<boolean> {
      const rows = await db
        .insert(segundoFator)
        .values({ usuarioId, segredoCifrado })
        .onConflictDoUpdate({
          target: segundoFator.usuarioId,
          set: { segredoCifrado, ultimoPasso: null, criadoEm: new Date() },
          setWhere: isNull(segundoFator.ativadoEm),
        })
        .returning({ usuarioId: segundoFator.usuarioId });
      return rows.length > 0;
    },

    /** The setup confirmed by the code of step `passo`. */
    async ativar(usuarioId: number, passo: number): Promise<boolean> {
      const rows = await db
        .update(segundoFator)
        .set({ ativadoEm: new Date(), ultimoPasso: passo })
        .where(and(eq(segundoFator.usuarioId, usuarioId), isNull(segundoFator.ativadoEm)))
        .returning({ usuarioId: segundoFator.usuarioId });
      return rows.length > 0;
    },

    /** Accepts the code of step `passo` once: atomic, so two requests with one code cannot both pass. */
    async aceitarPasso(usuarioId: number, passo: number): Promise<boolean> {
      const rows = await db
        .update(segundoFator)
        .set({ ultimoPasso: passo })
        .where(
          and(
            eq(segundoFator.usuarioId, usuarioId),
            isNotNull(segundoFator.ativadoEm),
            or(isNull(segundoFator.ultimoPasso), lt(segundoFator.ultimoPasso, passo)),
          ),
        )
        .returning({ usuarioId: segundoFator.usuarioId });
      return rows.length > 0;
    },

    async substituirCodigos(usuarioId: number, hashes: string[]) {
      await db.delete(codigoRecuperacao).where(eq(codigoRecuperacao.usuarioId, usuarioId));
      await db.insert(codigoRecuperacao).values(hashes.map((codigoHash) => ({ usuarioId, codigoHash })));
    },

    /** Spends a recovery code: true once, false for an unknown or used one. */
    async gastarCodigo(usuarioId: number, codigoHash: string): Promise<boolean> {
      const rows = await db
        .update(codigoRecuperacao)
        .set({ usadoEm: new Date() })
        .where(
          and(
            eq(codigoRecuperacao.usuarioId, usuarioId),
            eq(codigoRecuperacao.codigoHash, codigoHash),
            isNull(codigoRecuperacao.usadoEm),
          ),
        )
        .returning({ id: codigoRecuperacao.id });
      return rows.length > 0;
    },

    async codigosRestantes(usuarioId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(codigoRecuperacao)
        .where(and(eq(codigoRecuperacao.usuarioId, usuarioId), isNull(codigoRecuperacao.usadoEm)));
      return row?.n ?? 0;
    },

    /** Turns the second factor off (or resets it): the secret, the codes and the pending challenges go. */
    async remover(usuarioId: number) {
      await db.delete(codigoRecuperacao).where(eq(codigoRecuperacao.usuarioId, usuarioId));
      await db.delete(desafioSegundoFator).where(eq(desafioSegundoFator.usuarioId, usuarioId));
      const rows = await db
        .delete(segundoFator)
        .where(eq(segundoFator.usuarioId, usuarioId))
        .returning({ ativadoEm: segundoFator.ativadoEm });
      return rows[0];
    },

    async criarDesafio(tokenHash: string, usuarioId: number, expiraEm: Date) {
      await db.delete(desafioSegundoFator).where(lt(desafioSegundoFator.expiraEm, new Date()));
      await db.insert(desafioSegundoFator).values({ tokenHash, usuarioId, expiraEm });
    },

    async desafioValido(tokenHash: string, agora: Date) {
      const [row] = await db
        .select({ usuarioId: desafioSegundoFator.usuarioId })
        .from(desafioSegundoFator)
        .where(
          and(
            eq(desafioSegundoFator.tokenHash, tokenHash),
            isNull(desafioSegundoFator.usadoEm),
            gt(desafioSegundoFator.expiraEm, agora),
          ),
        )
        .limit(1);
      return row?.usuarioId;
    },

    async gastarDesafio(tokenHash: string, agora: Date): Promise<boolean> {
      const rows = await db
        .update(desafioSegundoFator)
        .set({ usadoEm: agora })
        .where(
          and(
            eq(desafioSegundoFator.tokenHash, tokenHash),
            isNull(desafioSegundoFator.usadoEm),
            gt(desafioSegundoFator.expiraEm, agora),
          ),
        )
        .returning({ usuarioId: desafioSegundoFator.usuarioId });
      return rows.length > 0;
    },
  };
}
