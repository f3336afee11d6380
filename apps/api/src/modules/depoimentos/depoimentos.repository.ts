import { and, asc, eq, isNull, max, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { depoimento } from '../../db/schema/index.ts';

const doProduto = (tenantId: string) => or(eq(depoimento.tenantId, tenantId), isNull(depoimento.tenantId));

const colunasAdmin = {
  id: depoimento.id,
  nome: depoimento.nome,
  cargo: depoimento.cargo,
  depoimento: depoimento.depoimento,
  imagem: depoimento.imagem,
  ordem: depoimento.ordem,
  visivel: depoimento.visivel,
  tenantId: depoimento.tenantId,
};

export function depoimentosRepository(db: DbOrTx) {
  return {
    /** The tenant's visible testimonials and those of every tenant, in their order. */
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
        .where(and(doProduto(tenantId), eq(depoimento.visivel, true)))
        .orderBy(asc(depoimento.ordem), asc(depoimento.id));
    },
    /** Every testimonial the product shows or hides, in its order (the back office). */
    listarTodos(tenantId: string) {
      return db
        .select(colunasAdmin)
        .from(depoimento)
        .where(doProduto(tenantId))
        .orderBy(asc(depoimento.ordem), asc(depoimento.id));
    },
    async travar(tenantId: string, id: number) {
      const [row] = await db
        .select(colunasAdmin)
        .from(depoimento)
        .where(and(eq(depoimento.id, id), doProduto(tenantId)))
        .for('update');
      return row;
    },
    async proximaOrdem(tenantId: string) {
      const [row] = await db
        .select({ m: max(depoimento.ordem) })
        .from(depoimento)
        .where(doProduto(tenantId));
      return (row?.m ?? 0) + 1;
    },
    async inserir(row: typeof depoimento.$inferInsert): Promise<number> {
      const [novo] = await db.insert(depoimento).values(row).returning({ id: depoimento.id });
      return novo!.id;
    },
    async alterar(id: number, values: Partial<typeof depoimento.$inferInsert>) {
      await db.update(depoimento).set(values).where(eq(depoimento.id, id));
    },
    async excluir(id: number) {
      await db.delete(depoimento).where(eq(depoimento.id, id));
    },
  };
}
