import { SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import type { Db, DbOrTx } from '../../db/client.ts';
import { lancamentoFinanceiro } from '../../db/schema/index.ts';
import { type DeclineReason, nextStatus, type PaymentStatus } from '../../gateways/payment-gateway.ts';
import { criarContratacao, encerrarPorEstorno, registrarRenovacao } from '../assinatura/index.ts';
import { possuiCartaoParaRenovar } from '../cartao-credito/index.ts';
import { ebookService } from '../ebook/index.ts';
import { entregarProdutos, registrarComprados, revogarProdutos } from '../produtos/index.ts';
import { checkoutRepository, type EstornoRow, type PedidoRow } from './checkout.repository.ts';

export type TipoLancamento = 'COBRANCA' | 'ESTORNO' | 'CHARGEBACK';

/**
 * Books one movement of an order in the ledger (`lancamento_financeiro`, whose only writer this file
 * is: src/db/donos.ts); a second booking of the same kind changes nothing. `em` dates a movement of
 * the past (the demo's history); otherwise now.
 */
export async function lancar(
  tx: DbOrTx,
  p: Pick<PedidoRow, 'id' | 'valorTotalCentavos' | 'gateway' | 'gatewayPaymentId'>,
  tipo: TipoLancamento,
  em?: Date,
  valorCentavos = p.valorTotalCentavos,
  estornoId?: number,
): Promise<void> {
  await tx
    .insert(lancamentoFinanceiro)
    .values({
      pedidoId: p.id,
      tipo,
      valorCentavos: tipo === 'COBRANCA' ? valorCentavos : -valorCentavos,
      gateway: p.gateway,
      gatewayPaymentId: p.gatewayPaymentId!,
      ...(estornoId ? { estornoId } : {}),
      ...(em ? { criadoEm: em } : {}),
    })
    .onConflictDoNothing();
}

/** What the gateway says of an order's refunds: how much it gave back, and which refund of ours it just did. */
export interface NoticiaDeEstornos {
  reembolsadoCentavos: number;
  /** The refund the gateway just answered (our call with its key): booked now, once. */
  estornoId?: number;
}

const lancarEstorno = (tx: DbOrTx, p: PedidoRow, e: EstornoRow) =>
  lancar(tx, p, 'ESTORNO', undefined, e.valorCentavos, e.id);

/**
 * Brings the order's ESTORNO rows up to what the gateway gave back (under the order's row lock): the
 * refund the gateway just confirmed is booked (one row per refund, so never twice); what it gave back
 * beyond our refunds (one made in the gateway's panel) becomes a refund of origin GATEWAY. While a
 * refund of ours waits for its answer the rest is left alone: its answer (or its recovery) books it.
 */
async function conciliarEstornos(tx: DbOrTx, p: PedidoRow, noticia: NoticiaDeEstornos, agora: Date) {
  const r = checkoutRepository(tx);
  if (noticia.estornoId) {
    const e = await r.estornoPorId(noticia.estornoId);
    if (e?.pedidoId === p.id && e.status === 'PENDENTE') {
      await lancarEstorno(tx, p, e);
      await r.mudarStatusEstorno(e.id, 'CONCLUIDO');
    }
  }
  const estornado = await r.somaEstornada(p.id);
  const falta = Math.min(noticia.reembolsadoCentavos, p.valorTotalCentavos) - estornado;
  if (falta <= 0 || (await r.haEstornoPendente(p.id))) return;
  const chave = `gateway-${p.id}-${estornado}`;
  const e = await r.criarEstorno({
    pedidoId: p.id,
    valorCentavos: falta,
    motivo: 'Reembolso feito no gateway.',
    origem: 'GATEWAY',
    chave,
    chaveGateway: chave,
    status: 'CONCLUIDO',
    concluidoEm: agora,
  });
  await lancarEstorno(tx, p, e);
}

export const mesesDepois = (data: Date, meses: number) => {
  const d = new Date(data);
  d.setMonth(d.getMonth() + meses);
  return d;
};

/** What applying a payment's news did: the order as it is now, and the validity a paid purchase got. */
export interface EfeitoPagamento {
  pedido: PedidoRow;
  /** A plan just bought: its contract's validity (the receipt says it). */
  validade: Date | null;
  /** A purchase (plan or e-books) just paid: its receipt goes out. */
  recibo: boolean;
}

/**
 * Moves an order to what the gateway says, forward only (nextStatus): a replayed or out-of-order
 * notice changes nothing, so the same money is never booked twice. In one transaction:
 * - paid: the ledger's COBRANCA; a plan's purchase (COMPRA) makes its contract (in the 7-day withdrawal
 *   period, ADR 006) with its products, an e-book purchase makes the buyer own them; a renewal (RENOVACAO) extends its contract by the plan's
 *   duration from the later of its end and now, back to ATIVA (ADR 012);
 * - refunded or charged back: the ledger's ESTORNO or CHARGEBACK, the contract ended and the e-books
 *   taken back.
 * The one place where money movements reach the ledger (purchase answers, webhooks, renewals, refunds,
 * reconciliation).
 */
export async function aplicarStatus(
  db: Db,
  pedidoId: number,
  incoming: PaymentStatus,
  motivo?: DeclineReason,
  estornos?: NoticiaDeEstornos,
): Promise<EfeitoPagamento | null> {
  const agora = new Date();
  return db.transaction(async (tx) => {
    const r = checkoutRepository(tx);
    const p = await r.pedidoParaAtualizar(pedidoId);
    if (!p) return null;
    const status = nextStatus(p.status as PaymentStatus, incoming);
    // Refunded whole: everything was given back, whatever amount the notice carries.
    const noticia = (s: PaymentStatus): NoticiaDeEstornos => ({
      ...estornos,
      reembolsadoCentavos: s === 'refunded' ? p.valorTotalCentavos : (estornos?.reembolsadoCentavos ?? 0),
    });
    if (status === p.status) {
      // A partial refund keeps the order paid; a refund's answer may come after its webhook.
      if (estornos && (status === 'approved' || status === 'refunded'))
        await conciliarEstornos(tx, p, noticia(status), agora);
      return null;
    }
    const dados: Partial<PedidoRow> = {
      status,
      ...(status === 'declined' ? { motivoRecusa: motivo ?? 'other' } : {}),
    };
    let validade: Date | null = null;
    if (status === 'approved' || status === 'refunded' || status === 'charged_back')
      await lancar(tx, p, 'COBRANCA');
    if (status === 'approved' && p.tipo === 'RENOVACAO' && p.contratacaoId) {
      const contrato = await r.contratoParaRenovar(p.contratacaoId, true);
      if (contrato && contrato.situacaoCodigo !== SITUACAO_CONTRATACAO.ENCERRADA) {
        const desde = contrato.dataValidadeAssinatura > agora ? contrato.dataValidadeAssinatura : agora;
        await registrarRenovacao(tx, contrato.id, mesesDepois(desde, contrato.duracaoMeses), agora);
      }
    } else if (status === 'approved' && p.planoId !== null) {
      const plano = await r.planoAVenda(p.tenantId, p.planoId);
      validade = mesesDepois(agora, plano?.duracaoMeses ?? 12);
      dados.contratacaoId = await criarContratacao(tx, {
        usuarioId: p.usuarioId,
        planoId: p.planoId,
        situacaoCodigo: SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO,
        metodoPagamento: p.metodoPagamento,
        dataInicio: agora,
        dataValidadeAssinatura: validade,
        // Pix never renews (the contract says so; the check constraint holds it); a card contract
        // promises it only with a card to renew on (a new card is kept right after: cartao-da-compra.ts).
        renovacaoAutomatica:
          p.metodoPagamento === 'CARTAO_CREDITO' &&
          (await possuiCartaoParaRenovar(tx, p.usuarioId, p.gateway, agora)),
        valorPagoCentavos: p.valorPlanoCentavos - p.descontoCentavos,
      });
      const produtos = await r.produtosPorId(p.produtosIds);
      await registrarComprados(
        tx,
        produtos.map((produto) => ({
          contratacaoId: dados.contratacaoId!,
          produtoId: produto.id,
          dataInicio: agora,
          dataValidadeAssinatura: mesesDepois(agora, produto.duracaoMeses),
          valorPagoCentavos: produto.valorCentavos,
        })),
      );
      // Their delivery (ADR 016): the sends of a pack; a file's download and a service's e-mail follow the paid order.
      await entregarProdutos(tx, p, agora);
    } else if (status === 'approved' && p.produtosIds.length > 0) {
      // A send pack bought on its own (issue 22 §1): no contract; its sends are granted once, with the order.
      await entregarProdutos(tx, p, agora);
    }
    if (status === 'approved') await ebookService(tx).conceder(p.usuarioId, p.ebooksIds, p.id, agora);
    if (status === 'refunded' || status === 'charged_back') {
      await conciliarEstornos(tx, p, noticia(status), agora);
      // The bank takes back what was not refunded already.
      const restante = p.valorTotalCentavos - (await r.somaEstornada(p.id));
      if (status === 'charged_back' && restante > 0) await lancar(tx, p, 'CHARGEBACK', undefined, restante);
      if (p.contratacaoId) await encerrarPorEstorno(tx, p.contratacaoId, agora);
      await ebookService(tx).revogar(p.id);
      await revogarProdutos(tx, p.id);
    }
    await r.atualizarPedido(p.id, dados);
    return {
      pedido: { ...p, ...dados },
      validade,
      recibo: status === 'approved' && p.tipo !== 'RENOVACAO',
    };
  });
}
