import type { Db } from '../../db/client.ts';
import {
  type DeclineReason,
  GatewayError,
  type Payment,
  type PaymentGateway,
  type PaymentStatus,
} from '../../gateways/payment-gateway.ts';
import { COBRANCA_EM_CURSO_MS, checkoutRepository, type PedidoRow } from './checkout.repository.ts';
import type { EfeitoPagamento, NoticiaDeEstornos } from './movimentos.ts';

/**
 * The reference (and idempotency key) of an order's charge at the gateway: a repeat of the call is the
 * same charge, and a payment found there names its order.
 */
export const referenciaDoPedido = (pedidoId: number) => `pedido-${pedidoId}`;

/** The order a gateway payment's external reference names, or null. */
export function pedidoDaReferencia(referencia: string | undefined): number | null {
  const m = referencia?.match(/^pedido-([1-9][0-9]{0,15})$/);
  return m ? Number(m[1]) : null;
}

/** A charge's outcome as our write needs it: the gateway's answer to the call, or the payment read back. */
export type PagamentoDoGateway = Pick<Payment, 'gatewayPaymentId' | 'status' | 'declineReason' | 'pix'> &
  Partial<Pick<Payment, 'refundedCentavos'>>;

/** The job queue of the recovery (every 2 minutes; checkout.routes.ts). */
export const FILA_RECUPERACAO = 'recuperar-cobrancas';

/** Orders younger than this (since their charge began) are not looked up: their request is answering. */
export const RECUPERACAO_IDADE_MINIMA_MS = 5_000;

export interface RecuperacaoDeps {
  db: Db;
  gateway: PaymentGateway;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Applies a payment's news to its order (movimentos.ts, with the receipt of a purchase just paid). */
  aplicarStatus(
    pedidoId: number,
    status: PaymentStatus,
    motivo?: DeclineReason,
    estornos?: NoticiaDeEstornos,
  ): Promise<EfeitoPagamento | null>;
}

/**
 * How a charge reaches its order whatever happened in between (ADR 018). One write, `registrar`, used by
 * the purchase's own answer, the webhooks and the recovery: the payment id recorded once, the status
 * applied once (movimentos.ts, under the order's row lock). An order left in the middle of its charge
 * (a crash between the gateway's answer and our write, a lost answer) is found by `recuperarCobrancas`
 * (a job, and the start of every process), which asks the gateway by the order's reference.
 */
export function recuperacaoDeCobrancas(deps: RecuperacaoDeps) {
  const { gateway } = deps;
  const repo = checkoutRepository(deps.db);

  /**
   * A charge approved for an order that was given up meanwhile (expired by the recovery while the
   * call was still under way, or a Pix paid after its order expired) is given back: no money is kept
   * without its order.
   */
  async function devolverSemPedido(p: PedidoRow, pagamento: PagamentoDoGateway) {
    try {
      await gateway.refund(pagamento.gatewayPaymentId, { idempotencyKey: `estorno-sem-pedido-${p.id}` });
      deps.log.warn(
        { pedido: p.id, pagamento: pagamento.gatewayPaymentId, status: p.status },
        'checkout: cobrança de um pedido encerrado devolvida',
      );
    } catch (error) {
      // The reconciliation reports it; the next notice or recovery pass tries again.
      deps.log.warn({ err: error, pedido: p.id }, 'checkout: cobrança sem pedido não devolvida');
    }
  }

  /** Records the gateway's payment on order `p` (once) and applies its status (once); answers the order now. */
  async function registrar(p: PedidoRow, pagamento: PagamentoDoGateway): Promise<PedidoRow> {
    // A payment already recorded on the order (a webhook of a known payment) is only applied.
    const gravado =
      p.gatewayPaymentId === pagamento.gatewayPaymentId ||
      (await repo.registrarPagamento(p.id, {
        gatewayPaymentId: pagamento.gatewayPaymentId,
        ...(pagamento.pix ? { brCode: pagamento.pix.brCode, pixExpiraEm: pagamento.pix.expiresAt } : {}),
      }));
    if (!gravado) {
      deps.log.warn(
        { pedido: p.id, pagamento: pagamento.gatewayPaymentId, registrado: p.gatewayPaymentId },
        'checkout: o pedido já tem outro pagamento',
      );
      return (await repo.pedidoPorId(p.id)) ?? p;
    }
    // A payment read back tells how much was refunded (a partial refund keeps it approved).
    const estornos =
      pagamento.refundedCentavos === undefined
        ? undefined
        : { reembolsadoCentavos: pagamento.refundedCentavos };
    await deps.aplicarStatus(p.id, pagamento.status, pagamento.declineReason, estornos);
    const atual = (await repo.pedidoPorId(p.id)) ?? p;
    if (pagamento.status === 'approved' && (atual.status === 'expired' || atual.status === 'declined'))
      await devolverSemPedido(atual, pagamento);
    return atual;
  }

  /** The order a payment's reference names, on this gateway, unless it carries another payment. */
  async function pedidoDoPagamento(payment: Payment): Promise<PedidoRow | undefined> {
    const id = pedidoDaReferencia(payment.externalReference);
    const p = id === null ? undefined : await repo.pedidoPorId(id);
    if (!p || p.gateway !== gateway.name) return undefined;
    if (p.gatewayPaymentId && p.gatewayPaymentId !== payment.gatewayPaymentId) return undefined;
    return p;
  }

  /**
   * What became of order `p`'s charge, asked to the gateway by the order's reference: found, it is
   * recorded and applied; not found and begun more than COBRANCA_EM_CURSO_MS ago, the gateway never took
   * it and the order expires (the buyer may buy again).
   */
  async function recuperarPedido(
    p: PedidoRow,
    agora = new Date(),
  ): Promise<'registrado' | 'expirado' | null> {
    const payment = await gateway.findPaymentByReference(referenciaDoPedido(p.id));
    if (payment) {
      await registrar(p, payment);
      return 'registrado';
    }
    const antesDe = new Date(agora.getTime() - COBRANCA_EM_CURSO_MS);
    return (await repo.expirarCobrancaNaoFeita(p.id, antesDe)) ? 'expirado' : null;
  }

  return {
    registrar,
    pedidoDoPagamento,
    recuperarPedido,

    /**
     * Every order of this gateway left in the middle of a charge (pending, no payment id, begun at
     * least `idadeMinimaMs` ago), settled by `recuperarPedido`. An outage of the gateway leaves the rest
     * for the next pass. Answers how many were recorded and expired. A process that just started has no
     * charge of its own under way: it looks at every order (0), and a charge another process is making
     * meanwhile is recorded once either way.
     */
    async recuperarCobrancas(agora = new Date(), idadeMinimaMs = RECUPERACAO_IDADE_MINIMA_MS) {
      const antesDe = new Date(agora.getTime() - idadeMinimaMs);
      const total = { registrados: 0, expirados: 0 };
      for (let depoisDe = 0; ; ) {
        const pagina = await repo.pedidosEmCobranca(gateway.name, antesDe, depoisDe, 100);
        if (pagina.length === 0) break;
        for (const p of pagina) {
          try {
            const r = await recuperarPedido(p, agora);
            if (r === 'registrado') total.registrados++;
            if (r === 'expirado') total.expirados++;
          } catch (error) {
            if (!(error instanceof GatewayError)) throw error;
            deps.log.warn({ err: error, pedido: p.id }, 'checkout: recuperação adiada (gateway)');
            return total;
          }
        }
        depoisDe = pagina.at(-1)!.id;
      }
      if (total.registrados + total.expirados > 0)
        deps.log.info(total, 'checkout: cobranças interrompidas recuperadas');
      return total;
    },
  };
}

export type RecuperacaoDeCobrancas = ReturnType<typeof recuperacaoDeCobrancas>;
