/** Demo coupons of the checkout: one valid, one expired, one used up, one for e-books (README lists them). */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { lancar } from '../modules/checkout/index.ts';

const DIA = 86_400_000;

export const CUPONS_DEMO = {
  valido: 'APROVEI DEZ',
  expirado: 'BLACK FRIDAY',
  esgotado: 'LANCAMENTO',
  ebook: 'LEITURA',
} as const;

export async function seedCuponsDemo(tx: DbOrTx, usuarios: Record<string, number>) {
  const agora = Date.now();
  const [, , esgotado] = await tx
    .insert(t.cupom)
    .values([
      // 10 % off any plan, for a year, once per CPF.
      {
        codigo: CUPONS_DEMO.valido,
        tipo: 'PERCENTUAL',
        pontosBase: 1000,
        validoDe: new Date(agora - DIA),
        validoAte: new Date(agora + 365 * DIA),
        limiteUsosPorCpf: 1,
      },
      {
        codigo: CUPONS_DEMO.expirado,
        tipo: 'VALOR_FIXO',
        valorCentavos: 100_00,
        validoDe: new Date(agora - 60 * DIA),
        validoAte: new Date(agora - 30 * DIA),
      },
      // R$ 50,00 off, for the first buyer only: the demo Pix student used it.
      {
        codigo: CUPONS_DEMO.esgotado,
        tipo: 'VALOR_FIXO',
        valorCentavos: 50_00,
        validoDe: new Date(agora - 30 * DIA),
        limiteUsos: 1,
      },
      // 15 % off e-books only (no plan), for a year.
      {
        codigo: CUPONS_DEMO.ebook,
        tipo: 'PERCENTUAL',
        pontosBase: 1500,
        validoDe: new Date(agora - DIA),
        validoAte: new Date(agora + 365 * DIA),
        idsPlanos: [],
      },
    ])
    .returning({ id: t.cupom.id });

  // The order of the demo Pix student's contract (plan 2), paid with the used-up coupon.
  const usuarioId = usuarios['pix@aprovei.dev'];
  if (usuarioId === undefined) return;
  const [u] = await tx.select({ cpf: t.usuario.cpf }).from(t.usuario).where(eq(t.usuario.id, usuarioId));
  const [c] = await tx
    .select()
    .from(t.contratacao)
    .where(and(eq(t.contratacao.usuarioId, usuarioId), eq(t.contratacao.planoId, 2)));
  const [plano] = await tx.select().from(t.plano).where(eq(t.plano.id, 2));
  if (!u || !c || !plano) return;
  const pedidoId = await pedidoPagoDemo(tx, {
    usuarioId,
    cpf: u.cpf,
    contrato: c,
    plano,
    metodo: 'PIX',
    chave: 'lancamento',
    descontoCentavos: 50_00,
    cupomId: esgotado!.id,
  });
  await divergenciaDemo(tx, pedidoId);
}

/**
 * One open reconciliation divergence for the finance screens (`/admin/financeiro/divergencias`): the
 * sandbox says the Pix order was paid R$ 10,00 less than the ledger booked, as last night's run found.
 * The daily run keeps finding it until someone corrects one side; an operator records a decision.
 */
async function divergenciaDemo(tx: DbOrTx, pedidoId: number) {
  const [p] = await tx.select().from(t.pedido).where(eq(t.pedido.id, pedidoId));
  if (!p?.gatewayPaymentId) return;
  const pago = p.valorTotalCentavos - 10_00;
  await tx
    .update(t.pagamentoSandbox)
    .set({ valorCentavos: pago })
    .where(eq(t.pagamentoSandbox.id, p.gatewayPaymentId));
  await tx.insert(t.divergenciaConciliacao).values({
    pedidoId,
    gateway: 'sandbox',
    gatewayPaymentId: p.gatewayPaymentId,
    statusPedido: p.status,
    statusGateway: 'approved',
    lancadoCentavos: p.valorTotalCentavos,
    esperadoCentavos: pago,
    detectadaEm: new Date(Date.now() - 18 * 3_600_000),
  });
}

/**
 * A paid order of a demo contract (its plan and add-on products), with the sandbox's side of the same
 * payment and the ledger's charge, so the books reconcile (modules/checkout/financeiro).
 */
export async function pedidoPagoDemo(
  tx: DbOrTx,
  o: {
    usuarioId: number;
    cpf: string;
    contrato: { id: number; dataInicio: Date };
    plano: { id: number; nomePlano: string; valorIntegralCentavos: number };
    metodo: 'PIX' | 'CARTAO_CREDITO';
    /** Names the order's idempotency key and the sandbox payment. */
    chave: string;
    produtos?: { id: number; valorCentavos: number }[];
    descontoCentavos?: number;
    cupomId?: number;
  },
) {
  const produtos = o.produtos ?? [];
  const valorProdutos = produtos.reduce((soma, p) => soma + p.valorCentavos, 0);
  const desconto = o.descontoCentavos ?? 0;
  const total = o.plano.valorIntegralCentavos - desconto + valorProdutos;
  const pagamento = `pay_demo_${o.metodo === 'PIX' ? 'pix' : 'cartao'}_${o.chave}`;
  const [p] = await tx
    .insert(t.pedido)
    .values({
      usuarioId: o.usuarioId,
      tenantId: 'aprovei',
      planoId: o.plano.id,
      chaveIdempotencia: `seed-${o.metodo === 'PIX' ? 'pix' : 'cartao'}-${o.chave}`,
      metodoPagamento: o.metodo,
      status: 'approved',
      cpf: o.cpf,
      valorPlanoCentavos: o.plano.valorIntegralCentavos,
      valorProdutosCentavos: valorProdutos,
      produtosIds: produtos.map((p) => p.id),
      descontoCentavos: desconto,
      valorTotalCentavos: total,
      qtdParcelas: 1,
      cupomId: o.cupomId ?? null,
      gateway: 'sandbox',
      gatewayPaymentId: pagamento,
      contratacaoId: o.contrato.id,
      criadoEm: o.contrato.dataInicio,
    })
    .returning({ id: t.pedido.id });
  // The sandbox's side of the same payment: the ledger reconciles with it (modules/checkout/financeiro).
  await tx.insert(t.pagamentoSandbox).values({
    id: pagamento,
    chaveIdempotencia: `pedido-${p!.id}`,
    metodo: o.metodo === 'PIX' ? 'pix' : 'card',
    status: 'approved',
    valorCentavos: total,
    descricao: `${o.plano.nomePlano} (pedido ${p!.id})`,
    criadoEm: o.contrato.dataInicio,
  });
  await lancar(
    tx,
    { id: p!.id, valorTotalCentavos: total, gateway: 'sandbox', gatewayPaymentId: pagamento },
    'COBRANCA',
    o.contrato.dataInicio,
  );
  return p!.id;
}
