import type { ZEnderecoBody } from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { MENSAGENS_CHECKOUT } from '@aprovei/shared/checkout/checkout.schemas';
import { AppError } from '@aprovei/shared/errors';
import type { z } from 'zod';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import {
  type DeclineReason,
  GatewayError,
  type PaymentGateway,
  type PaymentStatus,
  readWebhook,
  type WebhookHeaders,
} from '../../gateways/payment-gateway.ts';
import { SandboxGateway } from '../../gateways/sandbox.ts';
import type { Captcha } from '../../plugins/captcha.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { CartaoCreditoService } from '../cartao-credito/index.ts';
import type { ConsultaCepService } from '../consulta-cep/index.ts';
import { checkoutRepository } from './checkout.repository.ts';
import { compras } from './compra.ts';
import { aplicarStatus as aplicarStatusDoPedido, type NoticiaDeEstornos } from './movimentos.ts';
import { precificacao } from './precificacao.ts';
import { enviarRecibo } from './recibo.ts';
import { recuperacaoDeCobrancas } from './recuperacao.ts';

export interface CheckoutDeps {
  db: Db;
  env: Env;
  gateway: PaymentGateway;
  mailer: Mailer;
  captcha: Captcha;
  /** Saved cards (cartao-credito): what a charge of one needs; the new card that paid, kept. */
  cartoes: Pick<CartaoCreditoService, 'paraCobranca' | 'guardarDoPagamento'>;
  /** The CEP lookup: município and UF of the buyer's address, and where it is saved. */
  cep: Pick<ConsultaCepService, 'buscar' | 'salvarDoUsuario'>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const faturaNaoEncontrada = () => new AppError('NAO_ENCONTRADO', MENSAGENS_CHECKOUT.faturaNaoEncontrada);

/**
 * The checkout (spec doc 2 §4), in three parts: the prices (precificacao.ts), the order and its charge
 * (compra.ts) and the receipt (recibo.ts); here, what ties them — the payment's status moving forward
 * only (movimentos.ts) with the receipt of a purchase just paid, the recovery of interrupted charges
 * (recuperacao.ts, ADR 018), the Pix screen's polling, the webhooks and the buyer's address.
 */
export function checkoutService(deps: CheckoutDeps) {
  const { db, gateway } = deps;
  const repo = checkoutRepository(db);
  const precos = precificacao(db);

  /** Applies a payment's news (movimentos.ts), then sends the receipt of a purchase just paid. */
  async function aplicarStatus(
    pedidoId: number,
    incoming: PaymentStatus,
    motivo?: DeclineReason,
    estornos?: NoticiaDeEstornos,
  ) {
    const efeito = await aplicarStatusDoPedido(db, pedidoId, incoming, motivo, estornos);
    if (efeito?.recibo) await enviarRecibo(deps, efeito.pedido, efeito.validade);
    return efeito;
  }

  const recuperacao = recuperacaoDeCobrancas({ db, gateway, log: deps.log, aplicarStatus });
  const compra = compras({ ...deps, precos, recuperacao });

  return {
    aplicarStatus,
    recuperacao,
    produtosDoPlano: precos.produtosDoPlano,
    parcelasPlanoMaisProduto: precos.parcelasPlanoMaisProduto,
    aplicarCupom: precos.aplicarCupom,
    aplicarCupomEbook: precos.aplicarCupomEbook,
    realizarAssinaturaPlano: compra.realizarAssinaturaPlano,
    realizarContratacaoEbook: compra.realizarContratacaoEbook,
    pacotesEnvios: precos.pacotesEnvios,
    comprarProduto: compra.comprarProduto,

    /**
     * GET assinatura/is-pagamento-pix-processado: true once paid, from our database (the webhook wrote
     * it). An order of another user is not found; an unpaid code past its expiry says so (409).
     */
    async pixProcessado(usuarioId: number, idFatura: number): Promise<boolean> {
      const p = await repo.pedidoDoUsuario(usuarioId, idFatura);
      if (!p) throw faturaNaoEncontrada();
      if (p.status === 'approved') return true;
      const expirado =
        p.status === 'expired' ||
        (p.status === 'pending' && p.pixExpiraEm !== null && p.pixExpiraEm <= new Date());
      if (expirado) throw new AppError('CONFLITO', MENSAGENS_CHECKOUT.pixExpirado);
      return false;
    },

    /**
     * A gateway's webhook: refused unless it is this gateway's and signed (401); then the payment is read
     * back from the gateway and applied forward only. A payment we have not recorded yet (its purchase's
     * answer was lost, or is still on its way) finds its order by its external reference; a payment
     * that names no order of ours answers 404, so the gateway tries again later.
     */
    async receberWebhook(
      nome: string,
      headers: WebhookHeaders,
      rawBody: string,
      query: Record<string, unknown>,
    ) {
      if (gateway.name !== nome)
        throw new AppError('NAO_ENCONTRADO', 'Gateway de pagamento não configurado.');
      const lido = await readWebhook(gateway, headers, rawBody, query).catch((error: unknown) => {
        if (error instanceof GatewayError && error.code === 'not_found') return null;
        throw error;
      });
      if (lido && !lido.ok) throw new AppError('NAO_AUTENTICADO', `Webhook recusado: ${lido.reason}.`);
      if (!lido) throw faturaNaoEncontrada();
      const conhecido = await repo.pedidoPorPagamento(gateway.name, lido.payment.gatewayPaymentId);
      const alvo = conhecido
        ? await repo.pedidoPorId(conhecido.id)
        : await recuperacao.pedidoDoPagamento(lido.payment);
      if (!alvo) throw faturaNaoEncontrada();
      await recuperacao.registrar(alvo, lido.payment);
      return { recebido: true as const };
    },

    /** Development control: the sandbox pays the buyer's Pix charge now (its webhook follows). */
    async pagarPixSandbox(usuarioId: number, idFatura: number) {
      if (deps.env.NODE_ENV === 'production' || !(gateway instanceof SandboxGateway)) {
        throw new AppError('NAO_ENCONTRADO', MENSAGENS_CHECKOUT.somenteDesenvolvimento);
      }
      const p = await repo.pedidoDoUsuario(usuarioId, idFatura);
      if (!p?.gatewayPaymentId) throw faturaNaoEncontrada();
      await gateway.payNow(p.gatewayPaymentId);
      return { pago: (await repo.pedidoDoUsuario(usuarioId, idFatura))?.status === 'approved' };
    },

    /** POST conta/cadastra-endereco-usuario: the CEP lookup's município and UF, or the IBGE ones chosen. */
    async cadastrarEndereco(usuarioId: number, e: z.output<typeof ZEnderecoBody>) {
      return deps.cep.salvarDoUsuario(usuarioId, e);
    },
  };
}
