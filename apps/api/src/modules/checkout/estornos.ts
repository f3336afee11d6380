import { MENSAGENS_CHECKOUT } from '@aprovei/shared/checkout/checkout.schemas';
import { MENSAGENS_FINANCEIRO } from '@aprovei/shared/checkout/financeiro-admin.schemas';
import { formatarCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { AppError } from '@aprovei/shared/errors';
import type { Db, DbOrTx } from '../../db/client.ts';
import { GatewayError, type PaymentGateway } from '../../gateways/payment-gateway.ts';
import {
  COBRANCA_EM_CURSO_MS,
  checkoutRepository,
  type EstornoRow,
  type PedidoRow,
} from './checkout.repository.ts';
import { aplicarStatus } from './movimentos.ts';

export interface EstornosDeps {
  db: Db;
  gateway: PaymentGateway;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** The test builds' fault between the gateway's answer and the booking (CHECKOUT_FALHA_APOS_ESTORNO). */
  falhaAposEstorno?: boolean;
}

export interface PedidoDeEstorno {
  /** Omitted: the whole refundable balance. */
  valorCentavos?: number;
  motivo: string;
  origem: 'EQUIPE' | 'ARREPENDIMENTO';
  /** The request's key: the same request sent again finds its refund. */
  chave: string;
  /** The gateway's idempotency key; by default `estorno-<order>-<n>`. */
  chaveGateway?: string;
}

/** Written in the transaction that writes the refund (the back office's audit entry). */
export type AoPedirEstorno = (
  tx: DbOrTx,
  estorno: EstornoRow,
  pedido: PedidoRow,
  /** This key had already written the refund: the same request sent again. */
  repetido: boolean,
) => Promise<void>;

/**
 * Refunds of paid orders, whole or partial, exactly once (ADR 022): the refund is written PENDENTE with
 * its gateway key before the gateway is called; the gateway's answer books its ESTORNO row once
 * (movimentos.ts, keyed by the refund). Sent twice, the same key finds the same refund and the gateway
 * answers the same call; a crash between the answer and the booking is completed by the same request
 * sent again or by `recuperarEstornos` (the recovery job), which call the gateway with the same key.
 */
export function estornosDePedidos(deps: EstornosDeps) {
  const { db, gateway } = deps;
  const repo = checkoutRepository(db);

  /** The refund row, written under the order's lock (or the one this key already wrote). */
  function pedir(pedidoId: number, pedido: PedidoDeEstorno, aoPedir?: AoPedirEstorno) {
    return db.transaction(async (tx) => {
      const r = checkoutRepository(tx);
      const p = await r.pedidoParaAtualizar(pedidoId);
      if (!p) throw new AppError('NAO_ENCONTRADO', MENSAGENS_FINANCEIRO.pedidoNaoEncontrado);
      const existente = await r.estornoPorChave(p.id, pedido.chave);
      if (existente) {
        await aoPedir?.(tx, existente, p, true);
        return { estorno: existente, pedido: p };
      }
      if (p.status !== 'approved' || !p.gatewayPaymentId)
        throw new AppError('CONFLITO', MENSAGENS_FINANCEIRO.naoReembolsavel);
      if (p.gateway !== gateway.name) throw new AppError('CONFLITO', MENSAGENS_FINANCEIRO.outroGateway);
      const pedidos = await r.estornosPedidos(p.id);
      const saldo = p.valorTotalCentavos - pedidos.centavos;
      if (saldo <= 0) throw new AppError('CONFLITO', MENSAGENS_FINANCEIRO.naoReembolsavel);
      const valor = pedido.valorCentavos ?? saldo;
      if (valor > saldo) {
        const mensagem = MENSAGENS_FINANCEIRO.valorAcimaDoSaldo(formatarCentavos(saldo));
        throw new AppError('VALIDACAO', mensagem, [{ campo: 'valor', mensagem }]);
      }
      const estorno = await r.criarEstorno({
        pedidoId: p.id,
        valorCentavos: valor,
        motivo: pedido.motivo,
        origem: pedido.origem,
        chave: pedido.chave,
        chaveGateway: pedido.chaveGateway ?? `estorno-${p.id}-${pedidos.quantos + 1}`,
      });
      await aoPedir?.(tx, estorno, p, false);
      return { estorno, pedido: p };
    });
  }

  /** Asks the gateway for a refund still PENDENTE (its key makes a repeat the same refund) and books it. */
  async function concluir(estorno: EstornoRow, p: PedidoRow): Promise<EstornoRow> {
    if (estorno.status !== 'PENDENTE') return estorno;
    let payment: Awaited<ReturnType<PaymentGateway['refund']>>;
    try {
      payment = await gateway.refund(p.gatewayPaymentId!, {
        amountCentavos: estorno.valorCentavos,
        idempotencyKey: estorno.chaveGateway,
      });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      if (error.code === 'unavailable')
        throw new AppError('INDISPONIVEL', MENSAGENS_CHECKOUT.operadoraIndisponivel);
      await repo.mudarStatusEstorno(estorno.id, 'RECUSADO');
      deps.log.warn({ err: error, pedido: p.id, estorno: estorno.id }, 'estorno recusado pelo gateway');
      throw new AppError('CONFLITO', MENSAGENS_FINANCEIRO.estornoRecusado);
    }
    if (deps.falhaAposEstorno) throw new Error('falha de teste entre a resposta do gateway e o lançamento');
    await aplicarStatus(db, p.id, payment.status, undefined, {
      reembolsadoCentavos: payment.refundedCentavos,
      estornoId: estorno.id,
    });
    deps.log.info(
      { pedido: p.id, estorno: estorno.id, centavos: estorno.valorCentavos, origem: estorno.origem },
      'estorno: valor devolvido',
    );
    return (await repo.estornoPorId(estorno.id)) ?? estorno;
  }

  return {
    /** Writes the refund (once per key), then has the gateway make it and books it. */
    async estornar(pedidoId: number, pedido: PedidoDeEstorno, aoPedir?: AoPedirEstorno) {
      const { estorno, pedido: p } = await pedir(pedidoId, pedido, aoPedir);
      return concluir(estorno, p);
    },

    /**
     * Refunds left waiting for the gateway's answer (a crash, an outage) for longer than a charge can
     * take: asked again with their own keys, so each is made and booked once. An outage leaves the rest
     * for the next pass.
     */
    async recuperarEstornos(agora = new Date()) {
      const antesDe = new Date(agora.getTime() - COBRANCA_EM_CURSO_MS);
      for (const e of await repo.estornosPendentes(antesDe, 100)) {
        const p = await repo.pedidoPorId(e.pedidoId);
        if (!p?.gatewayPaymentId) continue;
        try {
          await concluir(e, p);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          deps.log.warn({ err: error, estorno: e.id }, 'estorno: recuperação adiada');
          if (error.codigo === 'INDISPONIVEL') return;
        }
      }
    },
  };
}

export type EstornosDePedidos = ReturnType<typeof estornosDePedidos>;
