import { SITUACOES_COM_ACESSO } from '@aprovei/shared/assinatura/situacao';
import type { TipoEntrega } from '@aprovei/shared/produtos/produtos.rules';
import { and, asc, eq, inArray, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  contratacao,
  cupom,
  pedido,
  plano,
  planoParcela,
  produto,
  produtoPlano,
  usuario,
} from '../../../db/schema/index.ts';

/**
 * An order that counts as a use of its coupon: paid, or waiting for a payment that has not expired
 * (the checkout's limits and the back office's coupon list count the same).
 */
export const usoQueConta = or(
  eq(pedido.status, 'approved'),
  and(eq(pedido.status, 'pending'), or(isNull(pedido.pixExpiraEm), sql`${pedido.pixExpiraEm} > now()`)),
)!;

/**
 * A product offered with one of `planos`: it names none of the tenant's plans (offered with all), or
 * names one of them (`produto_plano`, issue 22 §1).
 */
const oferecidoCom = (planos: SQL) => sql`(
  not exists (select 1 from ${produtoPlano} pp where pp.produto_id = ${produto.id})
  or exists (select 1 from ${produtoPlano} pp where pp.produto_id = ${produto.id} and pp.plano_id = any(${planos})))`;

const colunasProduto = {
  id: produto.id,
  nome: produto.nomeProduto,
  descricao: produto.descricao,
  valorCentavos: produto.valorCentavos,
  duracaoMeses: produto.duracaoMeses,
  tipoEntrega: produto.tipoEntrega,
  enviosQuestaoAberta: produto.enviosQuestaoAberta,
};

/** What the checkout sells and to whom: plans and products on sale, coupons and their uses, the buyer. */
export function ofertaRepository(db: DbOrTx) {
  return {
    /** An active plan the tenant sells (or one of every tenant), with its most instalments. */
    async planoAVenda(tenantId: string, id: number) {
      const [p] = await db
        .select({
          id: plano.id,
          tenantId: plano.tenantId,
          nomePlano: plano.nomePlano,
          valorCentavos: plano.valorIntegralCentavos,
          duracaoMeses: plano.duracaoMeses,
          maxParcelas: max(planoParcela.qtdParcela),
        })
        .from(plano)
        .leftJoin(planoParcela, eq(planoParcela.planoId, plano.id))
        .where(
          and(
            eq(plano.id, id),
            eq(plano.ativo, true),
            or(eq(plano.tenantId, tenantId), isNull(plano.tenantId)),
          ),
        )
        .groupBy(plano.id);
      return p ? { ...p, maxParcelas: p.maxParcelas ?? 1 } : undefined;
    },

    /**
     * The add-on products on sale with one of `planos` (the plan of a checkout, or the plans a student holds
     * now, for the packs sold alone): active, of the tenant, of one delivery type if given, cheapest first.
     */
    produtosOferecidos(tenantId: string, planos: number[], tipoEntrega?: TipoEntrega) {
      if (planos.length === 0) return Promise.resolve([]);
      return db
        .select(colunasProduto)
        .from(produto)
        .where(
          and(
            eq(produto.tenantId, tenantId),
            eq(produto.ativo, true),
            tipoEntrega ? eq(produto.tipoEntrega, tipoEntrega) : undefined,
            oferecidoCom(sql`${`{${planos.join(',')}}`}::int[]`),
          ),
        )
        .orderBy(asc(produto.valorCentavos), asc(produto.id));
    },

    /** The plans of the tenant whose contracts give the user access now (the holder's plans). */
    async planosVigentes(usuarioId: number, tenantId: string, agora: Date): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: plano.id })
        .from(contratacao)
        .innerJoin(plano, eq(plano.id, contratacao.planoId))
        .where(
          and(
            eq(contratacao.usuarioId, usuarioId),
            inArray(contratacao.situacaoCodigo, [...SITUACOES_COM_ACESSO]),
            sql`${contratacao.dataValidadeAssinatura} > ${agora.toISOString()}`,
            or(eq(plano.tenantId, tenantId), isNull(plano.tenantId)),
          ),
        );
      return rows.map((r) => r.id);
    },

    produtosPorId(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: produto.id,
          nome: produto.nomeProduto,
          duracaoMeses: produto.duracaoMeses,
          valorCentavos: produto.valorCentavos,
        })
        .from(produto)
        .where(inArray(produto.id, ids));
    },

    async cupomPorCodigo(tenantId: string, codigo: string) {
      const [c] = await db
        .select()
        .from(cupom)
        .where(and(eq(cupom.codigo, codigo), or(eq(cupom.tenantId, tenantId), isNull(cupom.tenantId))));
      return c;
    },

    /**
     * Uses of a coupon: orders that carry it and still count (paid, or waiting for a payment that has
     * not expired), by everyone and by this CPF.
     */
    async usosCupom(cupomId: number, cpf: string) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          doCpf: sql<number>`count(*) filter (where ${pedido.cpf} = ${cpf})::int`,
        })
        .from(pedido)
        .where(and(eq(pedido.cupomId, cupomId), usoQueConta));
      return row ?? { total: 0, doCpf: 0 };
    },

    /** Serialises the purchases of one user (and of one coupon) inside a transaction. */
    async travarCompra(usuarioId: number, cupomId: number | null) {
      await db.execute(sql`select id from usuario where id = ${usuarioId} for update`);
      if (cupomId !== null) await db.execute(sql`select id from cupom where id = ${cupomId} for update`);
    },

    /**
     * The first order of an account registered in the last half hour needs no second human check: the
     * registration passed one (issue 19 §7, the buyer who registers while buying).
     */
    async primeiroPedidoDeContaNova(usuarioId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: usuario.id })
        .from(usuario)
        .where(
          and(
            eq(usuario.id, usuarioId),
            sql`${usuario.cadastroVerificadoEm} > now() - interval '30 minutes'`,
            sql`not exists (select 1 from pedido p where p.usuario_id = ${usuarioId})`,
          ),
        );
      return row !== undefined;
    },

    async comprador(usuarioId: number) {
      const [u] = await db
        .select({ id: usuario.id, nome: usuario.nome, email: usuario.email, cpf: usuario.cpf })
        .from(usuario)
        .where(eq(usuario.id, usuarioId));
      return u;
    },
  };
}
