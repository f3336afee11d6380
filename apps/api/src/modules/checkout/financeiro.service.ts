import type { Db } from '../../db/client.ts';
import {
  GatewayError,
  nextStatus,
  type Payment,
  type PaymentGateway,
  type PaymentStatus,
  statusAdvances,
} from '../../gateways/payment-gateway.ts';
import { checkoutRepository, type PedidoRow } from './checkout.repository.ts';
import { estornosDePedidos } from './estornos.ts';
import { aplicarStatus } from './movimentos.ts';
import { type RecuperacaoDeCobrancas, recuperacaoDeCobrancas } from './recuperacao.ts';

const DIA = 86_400_000;

/** How far back the reconciliation looks: card chargebacks may come up to 180 days after the charge. */
export const CONCILIACAO_JANELA_DIAS = 180;

/** What the ledger should hold for a payment as the gateway sees it (signed centavos). */
export function lancamentoEsperado(payment: Payment): number {
  // Refunded or charged back: charged and given back (0). Pending, declined, expired: nothing moved.
  return payment.status === 'approved' ? payment.amountCentavos - payment.refundedCentavos : 0;
}

export interface Divergencia {
  pedidoId: number;
  gatewayPaymentId: string;
  statusPedido: string;
  /** The gateway's status of the payment, or `not_found` when it has no such payment. */
  statusGateway: PaymentStatus | 'not_found';
  /** The sum of our ledger's rows of the order. */
  lancadoCentavos: number;
  esperadoCentavos: number;
}

export interface FinanceiroDeps {
  db: Db;
  gateway: PaymentGateway;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** How an order without the gateway's payment id is settled (the checkout's, which sends receipts). */
  recuperacao?: Pick<RecuperacaoDeCobrancas, 'recuperarPedido'>;
  /** The test builds' fault between a refund's answer and its booking (CHECKOUT_FALHA_APOS_ESTORNO). */
  falhaAposEstorno?: boolean;
}

/**
 * The money the checkout moves after a purchase: the refund of a withdrawal (ADR 006, ADR 012) and the
 * reconciliation of our ledger (`lancamento_financeiro`) with the gateway's books.
 */
export function financeiroService(deps: FinanceiroDeps) {
  const { db, gateway } = deps;
  const repo = checkoutRepository(db);
  const recuperacao =
    deps.recuperacao ??
    recuperacaoDeCobrancas({
      ...deps,
      aplicarStatus: (id, status, motivo, estornos) => aplicarStatus(db, id, status, motivo, estornos),
    });
  const estornos = estornosDePedidos(deps);

  async function somaLancada(pedidoId: number): Promise<number> {
    return (await repo.lancamentosDoPedido(pedidoId)).reduce((s, l) => s + l.valorCentavos, 0);
  }

  async function divergencia(
    p: PedidoRow,
    statusPedido: string,
    statusGateway: Divergencia['statusGateway'],
    esperadoCentavos: number,
  ): Promise<Divergencia> {
    const d: Divergencia = {
      pedidoId: p.id,
      gatewayPaymentId: p.gatewayPaymentId!,
      statusPedido,
      statusGateway,
      lancadoCentavos: await somaLancada(p.id),
      esperadoCentavos,
    };
    await repo.registrarDivergencia({ ...d, gateway: gateway.name });
    deps.log.warn({ ...d }, 'conciliação: divergência com o gateway');
    return d;
  }

  async function conciliarPedido(p: PedidoRow): Promise<Divergencia | null> {
    // An order whose charge's answer was lost: asked by its reference (recorded, or expired once its
    // charge is old enough); the next run compares it like any other.
    if (!p.gatewayPaymentId) {
      await recuperacao.recuperarPedido(p);
      return null;
    }
    // A payment the gateway does not know is itself a difference: nothing should have moved.
    const payment = await gateway.getPayment(p.gatewayPaymentId!).catch((error: unknown) => {
      if (error instanceof GatewayError && error.code === 'not_found') return null;
      throw error;
    });
    if (!payment) return divergencia(p, p.status, 'not_found', 0);
    let status = p.status as PaymentStatus;
    // A refund our webhooks missed (a partial one keeps the payment approved) is booked too.
    if (statusAdvances(status, payment.status) || payment.refundedCentavos > 0) {
      await aplicarStatus(db, p.id, payment.status, payment.declineReason, {
        reembolsadoCentavos: payment.refundedCentavos,
      });
      status = nextStatus(status, payment.status);
    }
    const esperado = lancamentoEsperado(payment);
    if (status === payment.status && (await somaLancada(p.id)) === esperado) {
      await repo.resolverDivergencia(p.id);
      return null;
    }
    return divergencia(p, status, payment.status, esperado);
  }

  return {
    /** Refunds of orders, whole or partial (the back office's), exactly once: estornos.ts. */
    estornar: estornos.estornar,
    recuperarEstornos: estornos.recuperarEstornos,

    /**
     * Refunds the purchase that made a contract (the 7-day withdrawal): what is left of the order (plan
     * and products) through the gateway, with a key of its own (asked twice, refunded once), then the
     * ESTORNO row and the contract ended (movimentos.ts). Answers false when the contract has no paid
     * order with this gateway (nothing to refund). An outage answers 503 and changes nothing.
     */
    async estornarCompra(contratacaoId: number): Promise<boolean> {
      const p = await repo.compraDoContrato(contratacaoId);
      if (!p?.gatewayPaymentId || p.gateway !== gateway.name) return false;
      await estornos.estornar(p.id, {
        motivo: 'Desistência dentro dos 7 dias (CDC art. 49).',
        origem: 'ARREPENDIMENTO',
        chave: 'arrependimento',
        chaveGateway: `estorno-pedido-${p.id}`,
      });
      deps.log.info(
        { pedido: p.id, contratacao: contratacaoId },
        'estorno: compra devolvida (arrependimento)',
      );
      return true;
    },

    /**
     * Compares each order of the last CONCILIACAO_JANELA_DIAS days with the gateway's view of its
     * payment: news our webhook missed (a refund, a chargeback, a late approval) is applied forward
     * first; what still differs — the status or the ledger's sum — is recorded in
     * `divergencia_conciliacao` and logged. Answers the differences found.
     */
    async conciliar(agora = new Date()): Promise<Divergencia[]> {
      const desde = new Date(agora.getTime() - CONCILIACAO_JANELA_DIAS * DIA);
      const divergencias: Divergencia[] = [];
      for (let depoisDe = 0; ; ) {
        const pagina = await repo.pedidosParaConciliar(gateway.name, desde, depoisDe, 200);
        if (pagina.length === 0) break;
        for (const p of pagina) {
          const d = await conciliarPedido(p);
          if (d) divergencias.push(d);
        }
        depoisDe = pagina.at(-1)!.id;
      }
      deps.log.info({ divergencias: divergencias.length }, 'conciliação: concluída');
      return divergencias;
    },
  };
}

export type FinanceiroService = ReturnType<typeof financeiroService>;
