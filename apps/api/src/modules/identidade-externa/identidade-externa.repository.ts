import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { entradaExterna, identidadeExterna, usuario } from '../../db/schema/index.ts';

export type EntradaExterna = typeof entradaExterna.$inferSelect;

const contaColunas = {
  id: usuario.id,
  tenantId: usuario.tenantId,
  nome: usuario.nome,
  cpf: usuario.cpf,
  email: usuario.email,
  senhaHash: usuario.senhaHash,
  papel: usuario.papel,
};

export function identidadeExternaRepository(db: DbOrTx) {
  return {
    async novaEntrada(values: typeof entradaExterna.$inferInsert) {
      // The pending sign-ins nobody brought back are dropped as new ones come.
      await db.delete(entradaExterna).where(lt(entradaExterna.expiraEm, new Date()));
      await db.insert(entradaExterna).values(values);
    },

    /** Takes the pending sign-in out: a second return with the same state finds nothing. */
    async consumirEntrada(stateHash: string): Promise<EntradaExterna | undefined> {
      const [row] = await db
        .delete(entradaExterna)
        .where(eq(entradaExterna.stateHash, stateHash))
        .returning();
      return row;
    },

    async porSujeito(tenantId: string, provedor: string, sujeito: string) {
      const [row] = await db
        .select({ usuarioId: identidadeExterna.usuarioId })
        .from(identidadeExterna)
        .where(
          and(
            eq(identidadeExterna.tenantId, tenantId),
            eq(identidadeExterna.provedor, provedor),
            eq(identidadeExterna.sujeito, sujeito),
          ),
        )
        .limit(1);
      return row;
    },

    daConta(usuarioId: number) {
      return db
        .select({
          provedor: identidadeExterna.provedor,
          email: identidadeExterna.email,
          criadoEm: identidadeExterna.criadoEm,
        })
        .from(identidadeExterna)
        .where(eq(identidadeExterna.usuarioId, usuarioId))
        .orderBy(asc(identidadeExterna.criadoEm));
    },

    async vincular(values: {
      tenantId: string;
      usuarioId: number;
      provedor: string;
      sujeito: string;
      email: string | null;
    }) {
      await db.insert(identidadeExterna).values(values);
    },

    async desvincular(usuarioId: number, provedor: string) {
      await db
        .delete(identidadeExterna)
        .where(and(eq(identidadeExterna.usuarioId, usuarioId), eq(identidadeExterna.provedor, provedor)));
    },

    /** The active account, locked for the rest of the transaction (two unlinks never race past the rule). */
    async contaTravada(usuarioId: number) {
      const [row] = await db
        .select({ id: usuario.id, senhaHash: usuario.senhaHash })
        .from(usuario)
        .where(and(eq(usuario.id, usuarioId), isNull(usuario.excluidoEm)))
        .for('update');
      return row;
    },

    async conta(usuarioId: number) {
      const [row] = await db
        .select(contaColunas)
        .from(usuario)
        .where(and(eq(usuario.id, usuarioId), isNull(usuario.excluidoEm)))
        .limit(1);
      return row;
    },

    async contaPorEmail(tenantId: string, email: string) {
      const [row] = await db
        .select(contaColunas)
        .from(usuario)
        .where(
          and(
            eq(usuario.tenantId, tenantId),
            eq(sql`lower(${usuario.email})`, email.toLowerCase()),
            isNull(usuario.excluidoEm),
          ),
        )
        .limit(1);
      return row;
    },
  };
}
