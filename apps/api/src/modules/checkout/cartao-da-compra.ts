import type { ZCartaoNovoBody } from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { PaymentGateway } from '../../gateways/payment-gateway.ts';
import type { CartaoCreditoService } from '../cartao-credito/index.ts';
import { alinharRenovacoes } from './renovacao.service.ts';

export interface CartaoDaCompraDeps {
  db: Db;
  gateway: Pick<PaymentGateway, 'name'>;
  cartoes: Pick<CartaoCreditoService, 'guardarDoPagamento'>;
  log: { warn(obj: object, msg: string): void };
}

/**
 * The card that pays is the card that renews (ADR 012): once a purchase paid with a new card is
 * approved, that card becomes one of the buyer's saved cards (the gateway stores it with the token of
 * the approved payment), and her running card contracts then promise their automatic renewal. Where
 * the card cannot be kept (the gateway refuses to store it, the CEP is unknown, an outage) the purchase
 * stands and the contract promises no renewal: the account screen asks for a card instead.
 */
export async function guardarCartaoDaCompra(
  deps: CartaoDaCompraDeps,
  compra: {
    usuarioId: number;
    pedidoId: number;
    cartao: z.output<typeof ZCartaoNovoBody>;
    gatewayPaymentId: string;
  },
): Promise<void> {
  try {
    await deps.cartoes.guardarDoPagamento(compra.usuarioId, compra.cartao, compra.gatewayPaymentId);
  } catch (error) {
    deps.log.warn({ err: error, pedido: compra.pedidoId }, 'checkout: cartão da compra não guardado');
  }
  await alinharRenovacoes(deps.db, compra.usuarioId, deps.gateway.name);
}
