import type { TPaginaPessoa, TPedidoPessoa } from '@aprovei/shared/equipe/pessoa.schemas';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { estorno, pedido, plano } from '../../db/schema/index.ts';

/**
 * A person's orders with their refunds, newest first, one page (the back office's person page). Only
 * what support needs: no card data, no Pix code, no gateway keys.
 */
export async function pedidosDaPessoa(db: DbOrTx, usuarioId: number, p: TPaginaPessoa) {
  const [linhas, [total]] = await Promise.all([
    db
      .select({
        id: pedido.id,
        criadoEm: pedido.criadoEm,
        tipo: pedido.tipo,
        status: pedido.status,
        metodoPagamento: pedido.metodoPagamento,
        nomePlano: plano.nomePlano,
        valorTotalCentavos: pedido.valorTotalCentavos,
        qtdParcelas: pedido.qtdParcelas,
      })
      .from(pedido)
      .leftJoin(plano, eq(plano.id, pedido.planoId))
      .where(eq(pedido.usuarioId, usuarioId))
      .orderBy(desc(pedido.criadoEm), desc(pedido.id))
      .limit(p.porPagina)
      .offset((p.pagina - 1) * p.porPagina),
    db.select({ n: count() }).from(pedido).where(eq(pedido.usuarioId, usuarioId)),
  ]);
  const ids = linhas.map((l) => l.id);
  const estornos = ids.length
    ? await db
        .select({
          id: estorno.id,
          pedidoId: estorno.pedidoId,
          valorCentavos: estorno.valorCentavos,
          motivo: estorno.motivo,
          status: estorno.status,
          criadoEm: estorno.criadoEm,
        })
        .from(estorno)
        .where(inArray(estorno.pedidoId, ids))
        .orderBy(asc(estorno.criadoEm), asc(estorno.id))
    : [];
  return {
    linhas: linhas.map(
      (l): TPedidoPessoa => ({
        ...l,
        criadoEm: l.criadoEm.toISOString(),
        estornos: estornos
          .filter((e) => e.pedidoId === l.id)
          .map(({ pedidoId: _p, ...e }) => ({ ...e, criadoEm: e.criadoEm.toISOString() })),
      }),
    ),
    total: total?.n ?? 0,
  };
}
