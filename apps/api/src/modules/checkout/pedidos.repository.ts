import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ebook, pedido, plano, produto, usuario } from '../../db/schema/index.ts';

const colunas = {
  id: pedido.id,
  criadoEm: pedido.criadoEm,
  tipo: pedido.tipo,
  metodoPagamento: pedido.metodoPagamento,
  status: pedido.status,
  qtdParcelas: pedido.qtdParcelas,
  valorPlanoCentavos: pedido.valorPlanoCentavos,
  valorProdutosCentavos: pedido.valorProdutosCentavos,
  valorEbooksCentavos: pedido.valorEbooksCentavos,
  descontoCentavos: pedido.descontoCentavos,
  valorTotalCentavos: pedido.valorTotalCentavos,
  produtosIds: pedido.produtosIds,
  ebooksIds: pedido.ebooksIds,
  gatewayPaymentId: pedido.gatewayPaymentId,
  nomePlano: plano.nomePlano,
};

export type PedidoDoComprador = Awaited<ReturnType<ReturnType<typeof pedidosRepository>['pagina']>>[number];

/** The buyer's own orders ('Meus pedidos'): always scoped to the user and the product (tenant). */
export function pedidosRepository(db: DbOrTx) {
  const doComprador = (usuarioId: number, tenantId: string) =>
    and(eq(pedido.usuarioId, usuarioId), eq(pedido.tenantId, tenantId));

  return {
    /** One page of the buyer's orders, newest first. */
    pagina(usuarioId: number, tenantId: string, page: number, size: number) {
      return db
        .select(colunas)
        .from(pedido)
        .leftJoin(plano, eq(plano.id, pedido.planoId))
        .where(doComprador(usuarioId, tenantId))
        .orderBy(desc(pedido.criadoEm), desc(pedido.id))
        .limit(size)
        .offset(page * size);
    },

    async total(usuarioId: number, tenantId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(pedido).where(doComprador(usuarioId, tenantId));
      return row?.n ?? 0;
    },

    /** One of the buyer's orders; another user's is not found. */
    async doComprador(usuarioId: number, tenantId: string, id: number) {
      const [row] = await db
        .select(colunas)
        .from(pedido)
        .leftJoin(plano, eq(plano.id, pedido.planoId))
        .where(and(eq(pedido.id, id), doComprador(usuarioId, tenantId)));
      return row;
    },

    /** Names of the add-on products and e-books of some orders, by id. */
    async nomes(produtosIds: number[], ebooksIds: number[]) {
      const [produtos, ebooks] = await Promise.all([
        produtosIds.length
          ? db
              .select({ id: produto.id, nome: produto.nomeProduto })
              .from(produto)
              .where(inArray(produto.id, produtosIds))
          : [],
        ebooksIds.length
          ? db.select({ id: ebook.id, nome: ebook.nome }).from(ebook).where(inArray(ebook.id, ebooksIds))
          : [],
      ]);
      return {
        produtos: new Map(produtos.map((p) => [p.id, p.nome])),
        ebooks: new Map(ebooks.map((e) => [e.id, e.nome])),
      };
    },

    async comprador(usuarioId: number) {
      const [u] = await db
        .select({ nome: usuario.nome, email: usuario.email, cpf: usuario.cpf })
        .from(usuario)
        .where(eq(usuario.id, usuarioId));
      return u;
    },
  };
}
