import { asc, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { depoimento } from '../../db/schema/index.ts';

export function depoimentosRepository(db: DbOrTx) {
  return {
    /** The tenant's testimonials and those of every tenant, in their order. */
    listar(tenantId: string) {
      return db
        .select({
          id: depoimento.id,
          imagem: depoimento.imagem,
          nome: depoimento.nome,
          cargo: depoimento.cargo,
          depoimento: depoimento.depoimento,
        })
        .from(depoimento)
        .where(or(eq(depoimento.tenantId, tenantId), isNull(depoimento.tenantId)))
        .orderBy(asc(depoimento.ordem), asc(depoimento.id));
    },

    async inserir(row: typeof depoimento.$inferInsert): Promise<number> {
      const [novo] = await db.insert(depoimento).values(row).returning({ id: depoimento.id });
      return novo!.id;
    },
  };
}
