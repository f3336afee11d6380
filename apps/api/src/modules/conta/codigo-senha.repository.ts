import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { codigoSenha, usuario } from '../../db/schema/index.ts';

export function codigoSenhaRepository(db: DbOrTx) {
  return {
    /**
     * Issues a new code unless the user already received `limite` since `desde`; a new code replaces
     * the ones still open (only the latest e-mail works). The user's row is locked, so requests
     * arriving together are counted one after the other. Answers whether a code was issued.
     */
    async emitir(
      usuarioId: number,
      codigoHash: string,
      expiraEm: Date,
      limite: { max: number; desde: Date },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.id, usuarioId)).for('update');
        const [emitidos] = await tx
          .select({ n: count() })
          .from(codigoSenha)
          .where(and(eq(codigoSenha.usuarioId, usuarioId), gt(codigoSenha.criadoEm, limite.desde)));
        if ((emitidos?.n ?? 0) >= limite.max) return false;
        const agora = new Date();
        await tx
          .update(codigoSenha)
          .set({ expiraEm: agora })
          .where(
            and(
              eq(codigoSenha.usuarioId, usuarioId),
              isNull(codigoSenha.usadoEm),
              gt(codigoSenha.expiraEm, agora),
            ),
          );
        await tx.insert(codigoSenha).values({ usuarioId, codigoHash, expiraEm });
        return true;
      });
    },

    /**
     * Spends one attempt of the user's open code and answers its hash, or nothing when there is no
     * open code or its attempts are used up. Spending first, in one statement, keeps parallel guesses
     * within the limit.
     */
    async gastarTentativa(usuarioId: number, agora: Date, maxTentativas: number) {
      const [row] = await db
        .update(codigoSenha)
        .set({ tentativas: sql`${codigoSenha.tentativas} + 1` })
        .where(
          and(
            eq(
              codigoSenha.id,
              db
                .select({ id: codigoSenha.id })
                .from(codigoSenha)
                .where(
                  and(
                    eq(codigoSenha.usuarioId, usuarioId),
                    isNull(codigoSenha.usadoEm),
                    gt(codigoSenha.expiraEm, agora),
                  ),
                )
                .orderBy(desc(codigoSenha.criadoEm))
                .limit(1),
            ),
            lt(codigoSenha.tentativas, maxTentativas),
          ),
        )
        .returning({ id: codigoSenha.id, codigoHash: codigoSenha.codigoHash });
      return row;
    },

    async usar(id: number, agora: Date): Promise<boolean> {
      const used = await db
        .update(codigoSenha)
        .set({ usadoEm: agora })
        .where(and(eq(codigoSenha.id, id), isNull(codigoSenha.usadoEm), gt(codigoSenha.expiraEm, agora)))
        .returning({ id: codigoSenha.id });
      return used.length > 0;
    },
  };
}
