import { SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import {
  and,
  arrayOverlaps,
  asc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  max,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  contratacao,
  cupom,
  divergenciaConciliacao,
  enderecoUsuario,
  lancamentoFinanceiro,
  pedido,
  plano,
  planoParcela,
  produto,
  produtoComprado,
  usuario,
} from '../../db/schema/index.ts';

export type PedidoRow = typeof pedido.$inferSelect;
export type NovoPedido = typeof pedido.$inferInsert;
export type TipoLancamento = 'COBRANCA' | 'ESTORNO' | 'CHARGEBACK';

/**
 * How long an order written but not yet answered by the gateway counts as a charge under way (the
 * gateway answers within seconds; Mercado Pago's calls time out at 15 s). Older, the gateway never took
 * it (an error answered the buyer) and it can never be paid.
 */
export const COBRANCA_EM_CURSO_MS = 60_000;

/**
 * An order that may still be paid: pending, its Pix not expired, and charged at the gateway or with a
 * charge under way since `desde` (older ones without a payment the recovery settles).
 */
const aindaPagavel = (agora: Date, desde: typeof pedido.criadoEm | typeof pedido.atualizadoEm) =>
  and(
    eq(pedido.status, 'pending'),
    or(isNull(pedido.pixExpiraEm), gt(pedido.pixExpiraEm, agora)),
    or(isNotNull(pedido.gatewayPaymentId), gt(desde, new Date(agora.getTime() - COBRANCA_EM_CURSO_MS))),
  );

export function checkoutRepository(db: DbOrTx) {
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

    /** The add-on products offered at checkout: the active products of the tenant, cheapest first. */
    produtosOferecidos(tenantId: string) {
      return db
        .select({
          id: produto.id,
          nome: produto.nomeProduto,
          descricao: produto.descricao,
          valorCentavos: produto.valorCentavos,
          duracaoMeses: produto.duracaoMeses,
          tipoEntrega: produto.tipoEntrega,
          enviosQuestaoAberta: produto.enviosQuestaoAberta,
        })
        .from(produto)
        .where(and(eq(produto.tenantId, tenantId), eq(produto.ativo, true)))
        .orderBy(asc(produto.valorCentavos), asc(produto.id));
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
        .where(
          and(
            eq(pedido.cupomId, cupomId),
            or(
              eq(pedido.status, 'approved'),
              and(
                eq(pedido.status, 'pending'),
                or(isNull(pedido.pixExpiraEm), sql`${pedido.pixExpiraEm} > now()`),
              ),
            ),
          ),
        );
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

    /** Inserts the order unless the user already sent this key; answers the order and whether it is new. */
    async criarPedido(novo: NovoPedido): Promise<{ pedido: PedidoRow; novo: boolean }> {
      const [criado] = await db
        .insert(pedido)
        .values(novo)
        .onConflictDoNothing({ target: [pedido.usuarioId, pedido.chaveIdempotencia] })
        .returning();
      if (criado) return { pedido: criado, novo: true };
      const [existente] = await db
        .select()
        .from(pedido)
        .where(
          and(eq(pedido.usuarioId, novo.usuarioId), eq(pedido.chaveIdempotencia, novo.chaveIdempotencia)),
        );
      return { pedido: existente!, novo: false };
    },

    /**
     * Records the gateway's payment of an order once: an order that already carries another payment
     * keeps it. Answers whether the order now carries `gatewayPaymentId`.
     */
    async registrarPagamento(
      id: number,
      dados: { gatewayPaymentId: string; brCode?: string; pixExpiraEm?: Date },
    ): Promise<boolean> {
      const [p] = await db
        .update(pedido)
        .set({ ...dados, atualizadoEm: new Date() })
        .where(
          and(
            eq(pedido.id, id),
            or(isNull(pedido.gatewayPaymentId), eq(pedido.gatewayPaymentId, dados.gatewayPaymentId)),
          ),
        )
        .returning({ id: pedido.id });
      return p !== undefined;
    },

    /** Marks the start of a charge (its grace period counts from here: `pedidosEmCobranca`). */
    async iniciarCobranca(id: number) {
      await db
        .update(pedido)
        .set({ atualizadoEm: new Date() })
        .where(and(eq(pedido.id, id), eq(pedido.status, 'pending'), isNull(pedido.gatewayPaymentId)));
    },

    /**
     * Orders of `gateway` left in the middle of a charge: pending without the gateway's payment id, their
     * charge begun before `antesDe` (after id `depoisDe`, a page at a time).
     */
    pedidosEmCobranca(gateway: string, antesDe: Date, depoisDe: number, limite: number) {
      return db
        .select()
        .from(pedido)
        .where(
          and(
            eq(pedido.gateway, gateway),
            eq(pedido.status, 'pending'),
            isNull(pedido.gatewayPaymentId),
            gt(pedido.id, depoisDe),
            sql`${pedido.atualizadoEm} < ${antesDe.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(pedido.id))
        .limit(limite);
    },

    /**
     * Gives up a purchase the gateway never took (its charge begun before `antesDe`): expired, so that
     * the buyer can buy again. Answers whether it changed. A renewal's order is left to its job, which
     * retries it with the same key (ADR 012).
     */
    async expirarCobrancaNaoFeita(id: number, antesDe: Date): Promise<boolean> {
      const [p] = await db
        .update(pedido)
        .set({ status: 'expired', atualizadoEm: new Date() })
        .where(
          and(
            eq(pedido.id, id),
            eq(pedido.tipo, 'COMPRA'),
            eq(pedido.status, 'pending'),
            isNull(pedido.gatewayPaymentId),
            sql`${pedido.atualizadoEm} < ${antesDe.toISOString()}::timestamptz`,
          ),
        )
        .returning({ id: pedido.id });
      return p !== undefined;
    },

    /**
     * Whether the user holds plan `planoId` (a running contract of it) or has another order for it that
     * may still be paid: a Pix not expired or a card under review, or a charge under way (begun less than
     * COBRANCA_EM_CURSO_MS ago; older ones the recovery settles).
     */
    async planoEmAndamento(
      usuarioId: number,
      planoId: number,
      chaveIdempotencia: string,
      agora: Date,
    ): Promise<boolean> {
      const [contrato] = await db
        .select({ id: contratacao.id })
        .from(contratacao)
        .where(
          and(
            eq(contratacao.usuarioId, usuarioId),
            eq(contratacao.planoId, planoId),
            notInArray(contratacao.situacaoCodigo, [
              SITUACAO_CONTRATACAO.AGUARDANDO_PAGAMENTO,
              SITUACAO_CONTRATACAO.ENCERRADA,
            ]),
            gt(contratacao.dataValidadeAssinatura, agora),
          ),
        )
        .limit(1);
      if (contrato) return true;
      const [p] = await db
        .select({ id: pedido.id })
        .from(pedido)
        .where(
          and(
            eq(pedido.usuarioId, usuarioId),
            eq(pedido.planoId, planoId),
            eq(pedido.tipo, 'COMPRA'),
            ne(pedido.chaveIdempotencia, chaveIdempotencia),
            // A paid one made a contract (above), in the same transaction.
            aindaPagavel(agora, pedido.atualizadoEm),
          ),
        )
        .limit(1);
      return p !== undefined;
    },

    /**
     * Whether another unpaid order of the user (not the one under `chaveIdempotencia`) holds one of
     * `ebookIds`: pending, its Pix not expired, and charged at the gateway or being charged now.
     */
    async ebookEmPedidoPendente(
      usuarioId: number,
      ebookIds: number[],
      chaveIdempotencia: string,
      agora: Date,
    ): Promise<boolean> {
      const [p] = await db
        .select({ id: pedido.id })
        .from(pedido)
        .where(
          and(
            eq(pedido.usuarioId, usuarioId),
            ne(pedido.chaveIdempotencia, chaveIdempotencia),
            arrayOverlaps(pedido.ebooksIds, ebookIds),
            aindaPagavel(agora, pedido.criadoEm),
          ),
        )
        .limit(1);
      return p !== undefined;
    },

    async pedidoPorChave(usuarioId: number, chaveIdempotencia: string): Promise<PedidoRow | undefined> {
      const [p] = await db
        .select()
        .from(pedido)
        .where(and(eq(pedido.usuarioId, usuarioId), eq(pedido.chaveIdempotencia, chaveIdempotencia)));
      return p;
    },

    async pedidoParaAtualizar(id: number) {
      const [p] = await db.select().from(pedido).where(eq(pedido.id, id)).for('update');
      return p;
    },

    async pedidoPorId(id: number): Promise<PedidoRow | undefined> {
      const [p] = await db.select().from(pedido).where(eq(pedido.id, id));
      return p;
    },

    async pedidoDoUsuario(usuarioId: number, id: number) {
      const [p] = await db
        .select()
        .from(pedido)
        .where(and(eq(pedido.id, id), eq(pedido.usuarioId, usuarioId)));
      return p;
    },

    async pedidoPorPagamento(gateway: string, gatewayPaymentId: string) {
      const [p] = await db
        .select({ id: pedido.id })
        .from(pedido)
        .where(and(eq(pedido.gateway, gateway), eq(pedido.gatewayPaymentId, gatewayPaymentId)));
      return p;
    },

    async atualizarPedido(id: number, dados: Partial<NovoPedido>) {
      await db
        .update(pedido)
        .set({ ...dados, atualizadoEm: new Date() })
        .where(eq(pedido.id, id));
    },

    /** Books one movement of an order; a second booking of the same kind changes nothing. */
    async lancar(p: PedidoRow, tipo: TipoLancamento) {
      await db
        .insert(lancamentoFinanceiro)
        .values({
          pedidoId: p.id,
          tipo,
          valorCentavos: tipo === 'COBRANCA' ? p.valorTotalCentavos : -p.valorTotalCentavos,
          gateway: p.gateway,
          gatewayPaymentId: p.gatewayPaymentId!,
        })
        .onConflictDoNothing();
    },

    async criarContratacao(valores: typeof contratacao.$inferInsert) {
      const [c] = await db.insert(contratacao).values(valores).returning({ id: contratacao.id });
      return c!.id;
    },

    async produtosComprados(valores: (typeof produtoComprado.$inferInsert)[]) {
      if (valores.length > 0) await db.insert(produtoComprado).values(valores);
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

    /** Ends a contract whose payment was given back (refund or chargeback): no access from now on. */
    async encerrarContratacao(id: number, situacaoCodigo: number, agora: Date) {
      await db
        .update(contratacao)
        .set({
          situacaoCodigo,
          renovacaoAutomatica: false,
          canceladaEm: agora,
          dataValidadeAssinatura: sql`least(${contratacao.dataValidadeAssinatura}, ${agora.toISOString()}::timestamptz)`,
          atualizadoEm: agora,
        })
        .where(eq(contratacao.id, id));
      await db
        .update(produtoComprado)
        .set({
          dataValidadeAssinatura: sql`least(${produtoComprado.dataValidadeAssinatura}, ${agora.toISOString()}::timestamptz)`,
        })
        .where(eq(produtoComprado.contratacaoId, id));
    },

    /** A contract with what renewing it needs: its plan's price and duration, its buyer. */
    async contratoParaRenovar(id: number, lock = false) {
      const query = db
        .select({
          id: contratacao.id,
          usuarioId: contratacao.usuarioId,
          planoId: contratacao.planoId,
          situacaoCodigo: contratacao.situacaoCodigo,
          metodoPagamento: contratacao.metodoPagamento,
          renovacaoAutomatica: contratacao.renovacaoAutomatica,
          dataValidadeAssinatura: contratacao.dataValidadeAssinatura,
          tentativasRenovacao: contratacao.tentativasRenovacao,
          proximaTentativaRenovacao: contratacao.proximaTentativaRenovacao,
          tenantId: plano.tenantId,
          nomePlano: plano.nomePlano,
          valorCentavos: plano.valorIntegralCentavos,
          duracaoMeses: plano.duracaoMeses,
          usuarioTenantId: usuario.tenantId,
          cpf: usuario.cpf,
          email: usuario.email,
          nome: usuario.nome,
          excluidoEm: usuario.excluidoEm,
        })
        .from(contratacao)
        .innerJoin(plano, eq(plano.id, contratacao.planoId))
        .innerJoin(usuario, eq(usuario.id, contratacao.usuarioId))
        .where(eq(contratacao.id, id));
      const [c] = lock ? await query.for('update', { of: contratacao }) : await query;
      return c;
    },

    /** A paid renewal: the new validity, ATIVA again after a failed charge, the attempts reset. */
    async renovar(id: number, dataValidadeAssinatura: Date) {
      await db
        .update(contratacao)
        .set({
          dataValidadeAssinatura,
          situacaoCodigo: sql`case when ${contratacao.situacaoCodigo} = ${SITUACAO_CONTRATACAO.FALHA_COBRANCA} then ${SITUACAO_CONTRATACAO.ATIVA} else ${contratacao.situacaoCodigo} end`,
          tentativasRenovacao: 0,
          proximaTentativaRenovacao: null,
          atualizadoEm: new Date(),
        })
        .where(eq(contratacao.id, id));
    },

    /**
     * Records attempt `tentativa` of the current period as failed on every card: the next attempt at
     * `proxima`, or FALHA_COBRANCA when it was the last. Conditional on the count, so two runs of one
     * attempt record it once.
     */
    async falhaRenovacao(id: number, tentativa: number, proxima: Date | null) {
      await db
        .update(contratacao)
        .set({
          tentativasRenovacao: tentativa,
          proximaTentativaRenovacao: proxima,
          ...(proxima ? {} : { situacaoCodigo: SITUACAO_CONTRATACAO.FALHA_COBRANCA }),
          atualizadoEm: new Date(),
        })
        .where(and(eq(contratacao.id, id), eq(contratacao.tentativasRenovacao, tentativa - 1)));
    },

    /**
     * Card contracts with the automatic renewal on whose next attempt is due at `agora`: running ones
     * (1, 5) from one day before their end (or their scheduled retry). A failed one (3) waits for the
     * student's new card.
     */
    async renovacoesDevidas(agora: Date, antecedenciaMs: number): Promise<number[]> {
      const limite = new Date(agora.getTime() + antecedenciaMs).toISOString();
      const rowsDevidas = await db
        .select({ id: contratacao.id })
        .from(contratacao)
        .where(
          and(
            eq(contratacao.renovacaoAutomatica, true),
            eq(contratacao.metodoPagamento, 'CARTAO_CREDITO'),
            inArray(contratacao.situacaoCodigo, [
              SITUACAO_CONTRATACAO.ATIVA,
              SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO,
            ]),
            sql`${contratacao.dataValidadeAssinatura} <= ${limite}::timestamptz`,
            or(
              isNull(contratacao.proximaTentativaRenovacao),
              sql`${contratacao.proximaTentativaRenovacao} <= ${agora.toISOString()}::timestamptz`,
            ),
          ),
        )
        .orderBy(asc(contratacao.dataValidadeAssinatura));
      return rowsDevidas.map((r) => r.id);
    },

    /**
     * The promise of automatic renewal of the user's running card contracts (1, 5, within validity, not
     * cancelled) set to `comCartao`: whether she has a card to renew them on (ADR 012).
     */
    async prometerRenovacoes(usuarioId: number, comCartao: boolean, agora: Date): Promise<void> {
      await db
        .update(contratacao)
        .set({ renovacaoAutomatica: comCartao, atualizadoEm: agora })
        .where(
          and(
            eq(contratacao.usuarioId, usuarioId),
            eq(contratacao.metodoPagamento, 'CARTAO_CREDITO'),
            inArray(contratacao.situacaoCodigo, [
              SITUACAO_CONTRATACAO.ATIVA,
              SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO,
            ]),
            isNull(contratacao.canceladaEm),
            sql`${contratacao.dataValidadeAssinatura} > ${agora.toISOString()}::timestamptz`,
            ne(contratacao.renovacaoAutomatica, comCartao),
          ),
        );
    },

    /** The user's contracts whose renewal charge failed (code 3) and still renew: a new card retries them. */
    async contratosComFalha(usuarioId: number): Promise<number[]> {
      const lista = await db
        .select({ id: contratacao.id })
        .from(contratacao)
        .where(
          and(
            eq(contratacao.usuarioId, usuarioId),
            eq(contratacao.renovacaoAutomatica, true),
            eq(contratacao.situacaoCodigo, SITUACAO_CONTRATACAO.FALHA_COBRANCA),
          ),
        );
      return lista.map((r) => r.id);
    },

    /** The paid purchase that made a contract (the one a withdrawal refunds). */
    async compraDoContrato(contratacaoId: number) {
      const [p] = await db
        .select()
        .from(pedido)
        .where(
          and(
            eq(pedido.contratacaoId, contratacaoId),
            eq(pedido.tipo, 'COMPRA'),
            eq(pedido.status, 'approved'),
          ),
        );
      return p;
    },

    /**
     * Orders of `gateway`, after id `depoisDe`, created since `desde` (reconciliation pages), with or
     * without the gateway's payment id (one whose answer was lost is looked up by its reference).
     * Declined and expired ones are left out: no money ever moved and their status is final.
     */
    pedidosParaConciliar(gateway: string, desde: Date, depoisDe: number, limite: number) {
      return db
        .select()
        .from(pedido)
        .where(
          and(
            eq(pedido.gateway, gateway),
            notInArray(pedido.status, ['declined', 'expired']),
            gt(pedido.id, depoisDe),
            sql`${pedido.criadoEm} >= ${desde.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(pedido.id))
        .limit(limite);
    },

    /** Our ledger's rows of an order by kind (centavos, signed). */
    async lancamentosDoPedido(pedidoId: number) {
      return db
        .select({ tipo: lancamentoFinanceiro.tipo, valorCentavos: lancamentoFinanceiro.valorCentavos })
        .from(lancamentoFinanceiro)
        .where(eq(lancamentoFinanceiro.pedidoId, pedidoId));
    },

    async registrarDivergencia(d: typeof divergenciaConciliacao.$inferInsert) {
      const { pedidoId: _id, ...resto } = d;
      await db
        .insert(divergenciaConciliacao)
        .values(d)
        .onConflictDoUpdate({
          target: divergenciaConciliacao.pedidoId,
          set: { ...resto, detectadaEm: new Date(), resolvidaEm: null },
        });
    },

    async resolverDivergencia(pedidoId: number) {
      await db
        .update(divergenciaConciliacao)
        .set({ resolvidaEm: new Date() })
        .where(
          and(eq(divergenciaConciliacao.pedidoId, pedidoId), isNull(divergenciaConciliacao.resolvidaEm)),
        );
    },

    async salvarEndereco(valores: typeof enderecoUsuario.$inferInsert) {
      const { usuarioId: _id, ...resto } = valores;
      await db
        .insert(enderecoUsuario)
        .values(valores)
        .onConflictDoUpdate({
          target: enderecoUsuario.usuarioId,
          set: { ...resto, atualizadoEm: new Date() },
        });
    },
  };
}
