import { and, asc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { itemLanding } from '../../db/schema/index.ts';

const colunas = {
  id: itemLanding.id,
  tipo: itemLanding.tipo,
  dados: itemLanding.dados,
  ordem: itemLanding.ordem,
  visivel: itemLanding.visivel,
};

export function conteudoPublicoRepository(db: DbOrTx) {
  return {
    /** The product's items of every kind (or of one), in their order. */
    listar(tenantId: string, tipo?: string) {
      return db
        .select(colunas)
        .from(itemLanding)
        .where(and(eq(itemLanding.tenantId, tenantId), tipo ? eq(itemLanding.tipo, tipo) : undefined))
        .orderBy(asc(itemLanding.tipo), asc(itemLanding.ordem), asc(itemLanding.id));
    },
    /** One item of the product, locked until the transaction ends. */
    async travar(tenantId: string, id: number) {
      const [row] = await db
        .select(colunas)
        .from(itemLanding)
        .where(and(eq(itemLanding.id, id), eq(itemLanding.tenantId, tenantId)))
        .for('update');
      return row;
    },
    async proximaOrdem(tenantId: string, tipo: string) {
      const [row] = await db
        .select({ m: max(itemLanding.ordem) })
        .from(itemLanding)
        .where(and(eq(itemLanding.tenantId, tenantId), eq(itemLanding.tipo, tipo)));
      return (row?.m ?? 0) + 1;
    },
    async inserir(values: typeof itemLanding.$inferInsert) {
      const [row] = await db.insert(itemLanding).values(values).returning(colunas);
      return row!;
    },
    async alterar(id: number, values: Partial<typeof itemLanding.$inferInsert>) {
      const [row] = await db
        .update(itemLanding)
        .set({ ...values, atualizadoEm: new Date() })
        .where(eq(itemLanding.id, id))
        .returning(colunas);
      return row!;
    },
    async excluir(id: number) {
      await db.delete(itemLanding).where(eq(itemLanding.id, id));
    },
  };
}
