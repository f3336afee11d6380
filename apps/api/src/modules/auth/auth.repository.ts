import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessaoRefresh, tentativaLogin, usuario } from '../../db/schema/index.ts';

export type UsuarioLogin = Pick<
  typeof usuario.$inferSelect,
  'id' | 'tenantId' | 'nome' | 'cpf' | 'email' | 'senhaHash' | 'papel'
>;

const loginColumns = {
  id: usuario.id,
  tenantId: usuario.tenantId,
  nome: usuario.nome,
  cpf: usuario.cpf,
  email: usuario.email,
  senhaHash: usuario.senhaHash,
  papel: usuario.papel,
};

export function authRepository(db: DbOrTx) {
  return {
    async findActiveUser(
      tenantId: string,
      by: { cpf: string } | { email: string },
    ): Promise<UsuarioLogin | undefined> {
      const match =
        'cpf' in by ? eq(usuario.cpf, by.cpf) : eq(sql`lower(${usuario.email})`, by.email.toLowerCase());
      const [row] = await db
        .select(loginColumns)
        .from(usuario)
        .where(and(eq(usuario.tenantId, tenantId), match, isNull(usuario.excluidoEm)))
        .limit(1);
      return row;
    },

    async findActiveUserById(id: number): Promise<UsuarioLogin | undefined> {
      const [row] = await db
        .select(loginColumns)
        .from(usuario)
        .where(and(eq(usuario.id, id), isNull(usuario.excluidoEm)))
        .limit(1);
      return row;
    },

    async insertRefresh(values: {
      usuarioId: number;
      familia: string;
      tokenHash: string;
      expiraEm: Date;
      segundoFator: boolean;
    }) {
      await db.insert(sessaoRefresh).values(values);
    },

    /**
     * The family passed the second factor now (its setup was just confirmed): recorded on the family, and
     * its live refresh token is spent, as the caller gets a new one. Answers whether the family lives.
     */
    async elevarFamilia(usuarioId: number, familia: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(sessaoRefresh)
        .set({ segundoFator: true })
        .where(
          and(
            eq(sessaoRefresh.usuarioId, usuarioId),
            eq(sessaoRefresh.familia, familia),
            isNull(sessaoRefresh.revogadoEm),
          ),
        )
        .returning({ usadoEm: sessaoRefresh.usadoEm, expiraEm: sessaoRefresh.expiraEm });
      if (!rows.some((r) => r.usadoEm === null && r.expiraEm > now)) return false;
      await db
        .update(sessaoRefresh)
        .set({ usadoEm: now })
        .where(and(eq(sessaoRefresh.familia, familia), isNull(sessaoRefresh.usadoEm)));
      return true;
    },

    /** Marks the token used if it is still fresh; answers the row either way (atomic against races). */
    async consumeRefresh(tokenHash: string, now: Date) {
      const [used] = await db
        .update(sessaoRefresh)
        .set({ usadoEm: now })
        .where(
          and(
            eq(sessaoRefresh.tokenHash, tokenHash),
            isNull(sessaoRefresh.usadoEm),
            isNull(sessaoRefresh.revogadoEm),
            gt(sessaoRefresh.expiraEm, now),
          ),
        )
        .returning();
      if (used) return { status: 'ok' as const, sessao: used };
      const [existing] = await db
        .select()
        .from(sessaoRefresh)
        .where(eq(sessaoRefresh.tokenHash, tokenHash))
        .limit(1);
      return existing
        ? { status: 'invalido' as const, sessao: existing }
        : { status: 'desconhecido' as const };
    },

    async findRefresh(tokenHash: string) {
      const [row] = await db
        .select()
        .from(sessaoRefresh)
        .where(eq(sessaoRefresh.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    async revokeFamily(familia: string, now: Date) {
      await db
        .update(sessaoRefresh)
        .set({ revogadoEm: now })
        .where(and(eq(sessaoRefresh.familia, familia), isNull(sessaoRefresh.revogadoEm)));
    },

    /** Revokes every open session of the user except the family `manter` (the caller's own). */
    async revokeUserSessions(usuarioId: number, now: Date, manter?: string) {
      await db
        .update(sessaoRefresh)
        .set({ revogadoEm: now })
        .where(
          and(
            eq(sessaoRefresh.usuarioId, usuarioId),
            isNull(sessaoRefresh.revogadoEm),
            manter ? ne(sessaoRefresh.familia, manter) : undefined,
          ),
        );
    },

    /** The log of failed sign-ins (kept for the window; the lockout itself counts in bloqueio.ts). */
    async recordFailure(tenantId: string, chave: string, expiredBefore: Date) {
      await db.delete(tentativaLogin).where(lt(tentativaLogin.criadoEm, expiredBefore));
      await db.insert(tentativaLogin).values({ tenantId, chave, sucesso: false });
    },
  };
}
