import { SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import type { Db, DbOrTx } from '../../db/client.ts';
import { GatewayError, type PaymentGateway, type PaymentStatus } from '../../gateways/payment-gateway.ts';
import { prometerRenovacoes, registrarFalhaRenovacao } from '../assinatura/index.ts';
import { type CartaoCreditoService, possuiCartaoParaRenovar } from '../cartao-credito/index.ts';
import { checkoutRepository } from './checkout.repository.ts';
import { aplicarStatus } from './movimentos.ts';

const DIA = 86_400_000;

/**
 * The renewal schedule (ADR 012). The first attempt of a period is due one day before the contract
 * ends; after an attempt fails on every card the next one is due `INTERVALOS[n-1]` later; after
 * `INTERVALOS.length + 1` attempts the contract gets FALHA_COBRANCA (3) and waits for a new card.
 */
export const RENOVACAO = {
  antecedenciaMs: DIA,
  intervalosMs: [DIA, 2 * DIA] as readonly number[],
  get tentativas() {
    return this.intervalosMs.length + 1;
  },
};

/** The checkout's job queues (registered by checkout.routes.ts). */
export const FILAS = {
  renovacoes: 'renovacoes',
  renovarContrato: 'renovar-contrato',
  conciliacao: 'conciliacao',
} as const;

export type ResultadoRenovacao =
  | 'renovada'
  /** A card charge the gateway left pending: its webhook settles it (the next attempt waits for it). */
  | 'pendente'
  /** Every card declined (or none to charge): the next attempt is scheduled, or code 3 was set. */
  | 'recusada'
  /** Not due (renewed already, cancelled, Pix, not yet time): nothing charged. */
  | 'nada';

/**
 * A card contract promises its automatic renewal only while there is a card to renew it on (ADR 012):
 * after the student's cards change (a card kept at the checkout, saved, chosen or deleted), the
 * promise of her running contracts follows. A contract she cancelled stays cancelled.
 */
export async function alinharRenovacoes(
  db: DbOrTx,
  usuarioId: number,
  gatewayAtual: string,
  agora = new Date(),
) {
  const comCartao = await possuiCartaoParaRenovar(db, usuarioId, gatewayAtual, agora);
  await prometerRenovacoes(db, usuarioId, comCartao, agora);
}

export interface RenovacaoDeps {
  db: Db;
  gateway: PaymentGateway;
  cartoes: Pick<CartaoCreditoService, 'paraRenovacao'>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * Renewals of card subscriptions (spec doc 2 §"Subscription cancellation", issue item 9). Each attempt
 * of a period charges the main card, then the secondary, each through its own order (`pedido` of type
 * RENOVACAO) whose key names the contract, the period (the validity being renewed), the attempt and
 * the card: a second run of the same attempt finds the same orders, whose gateway key `pedido-<id>`
 * returns the first charge, so a renewal never charges twice. A paid order extends the contract
 * (movimentos.ts) and books its COBRANCA.
 * The jobs that run it are registered by checkout.routes.ts (`renovacoes` daily, `renovar-contrato`).
 */
export function renovacaoService(deps: RenovacaoDeps) {
  const { db, gateway } = deps;
  const repo = checkoutRepository(db);

  return {
    /** The contracts whose renewal attempt is due at `agora` (the daily job sends one job for each). */
    devidas: (agora = new Date()) => repo.renovacoesDevidas(agora, RENOVACAO.antecedenciaMs),

    /**
     * After the student saved or chose a card: her running card contracts promise their renewal again
     * (alinharRenovacoes), and one more attempt is made for each of their contracts whose
     * renewal failed (3) — a charge restores the access (contract clause 5.4). Never fails the request
     * that called it: a refusal keeps the contract at 3, an outage is logged.
     */
    async aposNovoCartao(usuarioId: number): Promise<void> {
      await alinharRenovacoes(db, usuarioId, gateway.name);
      for (const id of await repo.contratosComFalha(usuarioId)) {
        await this.renovar(id, { aposNovoCartao: true }).catch((error: unknown) => {
          deps.log.warn({ contratacao: id, err: error }, 'renovação: nova tentativa após novo cartão falhou');
        });
      }
    },

    /**
     * One renewal attempt of the contract, if due at `agora`. `aposNovoCartao` lets a contract whose
     * renewal failed (3) try again: the student just saved or chose a card.
     */
    async renovar(
      contratacaoId: number,
      opcoes: { agora?: Date; aposNovoCartao?: boolean } = {},
    ): Promise<ResultadoRenovacao> {
      const agora = opcoes.agora ?? new Date();
      const c = await repo.contratoParaRenovar(contratacaoId);
      if (!c?.renovacaoAutomatica || c.metodoPagamento !== 'CARTAO_CREDITO' || c.excluidoEm) return 'nada';
      const falhou = c.situacaoCodigo === SITUACAO_CONTRATACAO.FALHA_COBRANCA;
      const rodando =
        c.situacaoCodigo === SITUACAO_CONTRATACAO.ATIVA ||
        c.situacaoCodigo === SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO;
      const devida =
        c.dataValidadeAssinatura.getTime() - RENOVACAO.antecedenciaMs <= agora.getTime() &&
        (c.proximaTentativaRenovacao === null || c.proximaTentativaRenovacao <= agora);
      if (!((rodando && devida) || (falhou && opcoes.aposNovoCartao))) return 'nada';

      // The attempt in course (after a failure, 3, each new card makes one more).
      const tentativa = c.tentativasRenovacao + 1;
      const periodo = c.dataValidadeAssinatura.toISOString();
      const cartoes = await deps.cartoes.paraRenovacao(c.usuarioId, gateway.name);
      for (const cartao of cartoes) {
        const { pedido: p } = await repo.criarPedido({
          usuarioId: c.usuarioId,
          tenantId: c.usuarioTenantId,
          planoId: c.planoId,
          tipo: 'RENOVACAO',
          contratacaoId: c.id,
          chaveIdempotencia: `renovacao:${c.id}:${periodo}:${tentativa}:${cartao.cardId}`,
          metodoPagamento: 'CARTAO_CREDITO',
          cpf: c.cpf,
          valorPlanoCentavos: c.valorCentavos,
          valorProdutosCentavos: 0,
          valorTotalCentavos: c.valorCentavos,
          qtdParcelas: 1,
          gateway: gateway.name,
        });
        let status = p.status as PaymentStatus;
        if (!p.gatewayPaymentId || status === 'pending') {
          try {
            const cobranca = await gateway.chargeCard({
              amountCentavos: p.valorTotalCentavos,
              installments: 1,
              brand: cartao.bandeira,
              savedCardId: cartao.cardId,
              customerId: cartao.customerId,
              payer: { email: c.email, name: c.nome, cpf: c.cpf },
              idempotencyKey: `pedido-${p.id}`,
              description: `Renovação: ${c.nomePlano} (pedido ${p.id})`,
            });
            if (!p.gatewayPaymentId)
              await repo.registrarPagamento(p.id, { gatewayPaymentId: cobranca.gatewayPaymentId });
            await aplicarStatus(db, p.id, cobranca.status, cobranca.declineReason);
            status = cobranca.status;
          } catch (error) {
            // A card the gateway refuses as a request (deleted there, expired token) is a declined card;
            // an outage is thrown, so the job retries the whole attempt later with the same keys.
            if (!(error instanceof GatewayError && error.code !== 'unavailable')) throw error;
            deps.log.warn({ contratacao: c.id, pedido: p.id, err: error }, 'renovação: cartão recusado');
            await aplicarStatus(db, p.id, 'declined', 'invalid_card');
            status = 'declined';
          }
        }
        if (status === 'approved') {
          deps.log.info({ contratacao: c.id, pedido: p.id }, 'renovação: paga');
          return 'renovada';
        }
        if (status === 'pending') return 'pendente';
      }
      const ultima = tentativa >= RENOVACAO.tentativas;
      const intervalo = RENOVACAO.intervalosMs[tentativa - 1];
      await registrarFalhaRenovacao(
        db,
        c.id,
        tentativa,
        ultima || intervalo === undefined ? null : new Date(agora.getTime() + intervalo),
      );
      deps.log.warn(
        { contratacao: c.id, tentativa, cartoes: cartoes.length },
        ultima ? 'renovação: última tentativa recusada (situação 3)' : 'renovação: tentativa recusada',
      );
      return 'recusada';
    },
  };
}

export type RenovacaoService = ReturnType<typeof renovacaoService>;
