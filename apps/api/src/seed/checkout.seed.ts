/** Demo coupons of the checkout: one valid, one expired, one used up, one for e-books (README lists them). */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

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
  const total = plano.valorIntegralCentavos - 50_00;
  const [p] = await tx
    .insert(t.pedido)
    .values({
      usuarioId,
      tenantId: 'aprovei',
      planoId: 2,
      chaveIdempotencia: 'seed-pix-lancamento',
      metodoPagamento: 'PIX',
      status: 'approved',
      cpf: u.cpf,
      valorPlanoCentavos: plano.valorIntegralCentavos,
      valorProdutosCentavos: 0,
      descontoCentavos: 50_00,
      valorTotalCentavos: total,
      qtdParcelas: 1,
      cupomId: esgotado!.id,
      gateway: 'sandbox',
      gatewayPaymentId: 'pay_demo_pix_lancamento',
      contratacaoId: c.id,
      criadoEm: c.dataInicio,
    })
    .returning({ id: t.pedido.id });
  // The sandbox's side of the same payment: the ledger reconciles with it (modules/checkout/financeiro).
  await tx.insert(t.pagamentoSandbox).values({
    id: 'pay_demo_pix_lancamento',
    chaveIdempotencia: `pedido-${p!.id}`,
    metodo: 'pix',
    status: 'approved',
    valorCentavos: total,
    descricao: `${plano.nomePlano} (pedido ${p!.id})`,
    criadoEm: c.dataInicio,
  });
  await tx.insert(t.lancamentoFinanceiro).values({
    pedidoId: p!.id,
    tipo: 'COBRANCA',
    valorCentavos: total,
    gateway: 'sandbox',
    gatewayPaymentId: 'pay_demo_pix_lancamento',
    criadoEm: c.dataInicio,
  });
}
