import { MENSAGENS_CHECKOUT } from '@aprovei/shared/checkout/checkout.schemas';
import type { TPedidoResumo } from '@aprovei/shared/checkout/pedido.schemas';
import { centavosParaReais } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { AppError } from '@aprovei/shared/errors';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cupom, ebook, pedido, plano, produto } from '../../db/schema/index.ts';

/** The summary of one purchase of its buyer (never a renewal charge, never another user's order). */
export function pedidoResumoService(db: DbOrTx) {
  return {
    async resumo(usuarioId: number, idFatura: number): Promise<TPedidoResumo> {
      const [p] = await db
        .select({
          pedido,
          nomePlano: plano.nomePlano,
          plataformaId: plano.plataformaId,
          cupom: cupom.codigo,
        })
        .from(pedido)
        .leftJoin(plano, eq(plano.id, pedido.planoId))
        .leftJoin(cupom, eq(cupom.id, pedido.cupomId))
        .where(and(eq(pedido.id, idFatura), eq(pedido.usuarioId, usuarioId), eq(pedido.tipo, 'COMPRA')));
      if (!p) throw new AppError('NAO_ENCONTRADO', MENSAGENS_CHECKOUT.faturaNaoEncontrada);
      const o = p.pedido;
      const [produtos, ebooks] = await Promise.all([
        o.produtosIds.length === 0
          ? []
          : db
              .select({ id: produto.id, nome: produto.nomeProduto })
              .from(produto)
              .where(inArray(produto.id, o.produtosIds)),
        o.ebooksIds.length === 0
          ? []
          : db.select({ id: ebook.id, nome: ebook.nome }).from(ebook).where(inArray(ebook.id, o.ebooksIds)),
      ]);
      // In the order they were bought.
      const naOrdem = <T extends { id: number }>(ids: number[], itens: T[]) =>
        ids.flatMap((id) => itens.find((i) => i.id === id) ?? []);
      return {
        idFatura: o.id,
        criadoEm: o.criadoEm.toISOString(),
        statusPagamento: o.status as TPedidoResumo['statusPagamento'],
        metodoPagamento: o.metodoPagamento as TPedidoResumo['metodoPagamento'],
        qtdParcelas: o.qtdParcelas,
        valorParcela: centavosParaReais(Math.floor(o.valorTotalCentavos / o.qtdParcelas)),
        plano:
          o.planoId === null
            ? null
            : {
                id: o.planoId,
                nomePlano: p.nomePlano ?? '',
                idPlataforma: p.plataformaId ?? null,
                valor: centavosParaReais(o.valorPlanoCentavos),
              },
        produtos: naOrdem(o.produtosIds, produtos),
        valorProdutos: centavosParaReais(o.valorProdutosCentavos),
        ebooks: naOrdem(o.ebooksIds, ebooks),
        valorEbooks: centavosParaReais(o.valorEbooksCentavos),
        cupom: p.cupom ?? null,
        valorDesconto: centavosParaReais(o.descontoCentavos),
        valorTotal: centavosParaReais(o.valorTotalCentavos),
        pixExpiraEm: o.pixExpiraEm?.toISOString() ?? null,
      };
    },
  };
}
