import type {
  TFiltroDivergencias,
  TFiltroLancamentosAdmin,
  TFiltroPedidosAdmin,
} from '@aprovei/shared/checkout/financeiro-admin.schemas';
import { FUSO_BRASIL } from '@aprovei/shared/texto/datas';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import {
  cupom,
  divergenciaConciliacao,
  estorno,
  lancamentoFinanceiro,
  pedido,
  plano,
  usuario,
} from '../../../db/schema/index.ts';

/** One page of a list: its number and size (the CSV export reads page after page). */
export interface Pagina {
  pagina: number;
  porPagina: number;
}

/** Days of the platform's time zone, both ends included. */
function periodo(coluna: PgColumn, de: string | undefined, ate: string | undefined): (SQL | undefined)[] {
  return [
    de ? gte(coluna, sql`(${de}::date)::timestamp at time zone ${FUSO_BRASIL}`) : undefined,
    ate ? lt(coluna, sql`(${ate}::date + 1)::timestamp at time zone ${FUSO_BRASIL}`) : undefined,
  ];
}

const ordenar = (direcao: 'asc' | 'desc', ...colunas: (PgColumn | SQL)[]) =>
  colunas.map((c) => (direcao === 'asc' ? asc(c) : desc(c)));

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** What the order sold: its plan, else the add-ons bought alone (a send pack), else its e-books. */
const item = sql<string>`coalesce(${plano.nomePlano},
  (select string_agg(pr.nome_produto, ', ' order by pr.nome_produto) from produto pr
    where pr.id = any(${pedido.produtosIds})), 'E-books')`;
const estornado = sql<number>`coalesce((select -sum(l.valor_centavos) from lancamento_financeiro l
  where l.pedido_id = ${pedido.id} and l.tipo = 'ESTORNO'), 0)`.mapWith(Number);

/** The back office's reads of the money (issue 22 §5) and the divergences' resolution. */
export function financeiroAdminRepository(db: DbOrTx) {
  return {
    async pedidos(tenantId: string, f: TFiltroPedidosAdmin, pagina: Pagina) {
      const onde = and(
        eq(pedido.tenantId, tenantId),
        ...periodo(pedido.criadoEm, f.de, f.ate),
        f.planoId ? eq(pedido.planoId, f.planoId) : undefined,
        f.metodo ? eq(pedido.metodoPagamento, f.metodo) : undefined,
        f.status ? eq(pedido.status, f.status) : undefined,
      );
      const coluna =
        f.ordem === 'valorTotal' ? pedido.valorTotalCentavos : f.ordem === 'id' ? pedido.id : pedido.criadoEm;
      const [linhas, [total]] = await Promise.all([
        db
          .select({
            id: pedido.id,
            criadoEm: pedido.criadoEm,
            alunoNome: usuario.nome,
            alunoEmail: usuario.email,
            item,
            tipo: pedido.tipo,
            metodoPagamento: pedido.metodoPagamento,
            status: pedido.status,
            valorTotalCentavos: pedido.valorTotalCentavos,
            reembolsadoCentavos: estornado,
          })
          .from(pedido)
          .innerJoin(usuario, eq(usuario.id, pedido.usuarioId))
          .leftJoin(plano, eq(plano.id, pedido.planoId))
          .where(onde)
          .orderBy(...ordenar(f.direcao, coluna, pedido.id))
          .limit(pagina.porPagina)
          .offset((pagina.pagina - 1) * pagina.porPagina),
        db.select({ n: count() }).from(pedido).where(onde),
      ]);
      return {
        linhas: linhas.map((l) => ({ ...l, criadoEm: l.criadoEm.toISOString() })),
        total: total?.n ?? 0,
      };
    },

    async pedido(tenantId: string, id: number) {
      const [p] = await db
        .select({
          pedido,
          alunoNome: usuario.nome,
          alunoEmail: usuario.email,
          item,
          cupom: cupom.codigo,
          reembolsadoCentavos: estornado,
        })
        .from(pedido)
        .innerJoin(usuario, eq(usuario.id, pedido.usuarioId))
        .leftJoin(plano, eq(plano.id, pedido.planoId))
        .leftJoin(cupom, eq(cupom.id, pedido.cupomId))
        .where(and(eq(pedido.id, id), eq(pedido.tenantId, tenantId)));
      if (!p) return undefined;
      const lancamentos = await db
        .select({
          id: lancamentoFinanceiro.id,
          tipo: lancamentoFinanceiro.tipo,
          valorCentavos: lancamentoFinanceiro.valorCentavos,
          criadoEm: lancamentoFinanceiro.criadoEm,
        })
        .from(lancamentoFinanceiro)
        .where(eq(lancamentoFinanceiro.pedidoId, id))
        .orderBy(asc(lancamentoFinanceiro.criadoEm), asc(lancamentoFinanceiro.id));
      return { ...p, lancamentos };
    },

    async lancamentos(tenantId: string, f: TFiltroLancamentosAdmin, pagina: Pagina) {
      const onde = and(
        eq(pedido.tenantId, tenantId),
        ...periodo(lancamentoFinanceiro.criadoEm, f.de, f.ate),
        f.planoId ? eq(pedido.planoId, f.planoId) : undefined,
        f.metodo ? eq(pedido.metodoPagamento, f.metodo) : undefined,
        f.tipo ? eq(lancamentoFinanceiro.tipo, f.tipo) : undefined,
        f.pedidoId ? eq(lancamentoFinanceiro.pedidoId, f.pedidoId) : undefined,
      );
      const coluna = f.ordem === 'valor' ? lancamentoFinanceiro.valorCentavos : lancamentoFinanceiro.criadoEm;
      const [linhas, [total]] = await Promise.all([
        db
          .select({
            id: lancamentoFinanceiro.id,
            criadoEm: lancamentoFinanceiro.criadoEm,
            pedidoId: lancamentoFinanceiro.pedidoId,
            tipo: lancamentoFinanceiro.tipo,
            valorCentavos: lancamentoFinanceiro.valorCentavos,
            item,
            metodoPagamento: pedido.metodoPagamento,
            gateway: lancamentoFinanceiro.gateway,
            gatewayPaymentId: lancamentoFinanceiro.gatewayPaymentId,
            motivo: estorno.motivo,
          })
          .from(lancamentoFinanceiro)
          .innerJoin(pedido, eq(pedido.id, lancamentoFinanceiro.pedidoId))
          .leftJoin(plano, eq(plano.id, pedido.planoId))
          .leftJoin(estorno, eq(estorno.id, lancamentoFinanceiro.estornoId))
          .where(onde)
          .orderBy(...ordenar(f.direcao, coluna, lancamentoFinanceiro.id))
          .limit(pagina.porPagina)
          .offset((pagina.pagina - 1) * pagina.porPagina),
        db
          .select({ n: count() })
          .from(lancamentoFinanceiro)
          .innerJoin(pedido, eq(pedido.id, lancamentoFinanceiro.pedidoId))
          .where(onde),
      ]);
      return {
        linhas: linhas.map((l) => ({ ...l, criadoEm: l.criadoEm.toISOString() })),
        total: total?.n ?? 0,
      };
    },

    async divergencias(tenantId: string, f: TFiltroDivergencias, pagina: Pagina) {
      const d = divergenciaConciliacao;
      const onde = and(
        eq(pedido.tenantId, tenantId),
        ...periodo(d.detectadaEm, f.de, f.ate),
        f.situacao === 'ABERTAS' ? isNull(d.resolvidaEm) : undefined,
        f.situacao === 'RESOLVIDAS' ? isNotNull(d.resolvidaEm) : undefined,
      );
      const coluna = f.ordem === 'pedidoId' ? d.pedidoId : d.detectadaEm;
      const [linhas, [total]] = await Promise.all([
        db
          .select({
            pedidoId: d.pedidoId,
            gateway: d.gateway,
            gatewayPaymentId: d.gatewayPaymentId,
            statusPedido: d.statusPedido,
            statusGateway: d.statusGateway,
            lancadoCentavos: d.lancadoCentavos,
            esperadoCentavos: d.esperadoCentavos,
            detectadaEm: d.detectadaEm,
            resolvidaEm: d.resolvidaEm,
            resolvidaPor: usuario.nome,
            decisao: d.decisao,
          })
          .from(d)
          .innerJoin(pedido, eq(pedido.id, d.pedidoId))
          .leftJoin(usuario, eq(usuario.id, d.resolvidaPorId))
          .where(onde)
          .orderBy(...ordenar(f.direcao, coluna, d.pedidoId))
          .limit(pagina.porPagina)
          .offset((pagina.pagina - 1) * pagina.porPagina),
        db.select({ n: count() }).from(d).innerJoin(pedido, eq(pedido.id, d.pedidoId)).where(onde),
      ]);
      return {
        linhas: linhas.map((l) => ({
          ...l,
          detectadaEm: l.detectadaEm.toISOString(),
          resolvidaEm: iso(l.resolvidaEm),
        })),
        total: total?.n ?? 0,
      };
    },

    /** The open divergence of an order of the product, locked for its resolution. */
    async divergenciaAberta(tenantId: string, pedidoId: number) {
      const [d] = await db
        .select({ divergencia: divergenciaConciliacao })
        .from(divergenciaConciliacao)
        .innerJoin(pedido, eq(pedido.id, divergenciaConciliacao.pedidoId))
        .where(and(eq(divergenciaConciliacao.pedidoId, pedidoId), eq(pedido.tenantId, tenantId)))
        .for('update', { of: divergenciaConciliacao });
      return d?.divergencia;
    },

    async resolverComDecisao(pedidoId: number, autorId: number, decisao: string, em: Date) {
      await db
        .update(divergenciaConciliacao)
        .set({ resolvidaEm: em, resolvidaPorId: autorId, decisao })
        .where(eq(divergenciaConciliacao.pedidoId, pedidoId));
    },

    /** The product's plans, retired ones too (they stay in the orders): the filters' options. */
    planos(tenantId: string) {
      return db
        .select({ id: plano.id, nome: plano.nomePlano })
        .from(plano)
        .where(or(eq(plano.tenantId, tenantId), isNull(plano.tenantId)))
        .orderBy(asc(plano.nomePlano), asc(plano.id));
    },
  };
}
