import { SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import { and, arrayOverlaps, asc, eq, gt, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { contratacao, pedido } from '../../../db/schema/index.ts';

export type PedidoRow = typeof pedido.$inferSelect;
export type NovoPedido = typeof pedido.$inferInsert;

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

/** The orders (`pedido`): written once per purchase or renewal attempt, moved as the gateway answers. */
export function pedidosRepository(db: DbOrTx) {
  return {
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

    /** The purchase that made a contract: paid (the one a withdrawal refunds) or, after it, `refunded`. */
    async compraDoContrato(contratacaoId: number, status: 'approved' | 'refunded' = 'approved') {
      const [p] = await db
        .select()
        .from(pedido)
        .where(
          and(eq(pedido.contratacaoId, contratacaoId), eq(pedido.tipo, 'COMPRA'), eq(pedido.status, status)),
        );
      return p;
    },
  };
}
