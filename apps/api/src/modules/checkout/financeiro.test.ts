import { SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { comprarPlanoPorCartao } from '../../../test/compra.ts';
import { criarAluno, criarContratacao, criarPlano, type Sessao } from '../../../test/factories.ts';
import * as s from '../../db/schema/index.ts';
import { encerrarPrazosArrependimento } from '../assinatura/assinatura.service.ts';
import { type FinanceiroService, financeiroService } from './financeiro.service.ts';

/** Refunds of the withdrawal period and the ledger's reconciliation, on the sandbox. */
const DIA = 86_400_000;
let t: TestApp;
let financeiro: FinanceiroService;
let plano: Awaited<ReturnType<typeof criarPlano>>;

beforeAll(async () => {
  t = await buildTestApp({ SANDBOX_LIQUIDACAO_SEGUNDOS: '86400' });
  financeiro = financeiroService({ db: t.database.db, gateway: t.app.paymentGateway, log: t.app.log });
  plano = await criarPlano(t.database.db, { valorCentavos: 150_00, duracaoMeses: 12 });
});

/** A student who bought the plan by card (approved): her session, the order and the contract. */
async function compra() {
  const sessao = await (await criarAluno(t)).login();
  const { idFatura } = await comprarPlanoPorCartao(t, sessao.headers, plano.id, {
    titular: 'MARIA DA SILVA',
  });
  const [pedido] = await t.database.db.select().from(s.pedido).where(eq(s.pedido.id, idFatura));
  return { sessao, pedido: pedido!, contratacaoId: pedido!.contratacaoId! };
}

const cancelar = (sessao: Sessao, id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/assinatura/cancelar-assinatura?idContratacao=${id}`,
    headers: sessao.headers,
  });

const lancamentos = async (pedidoId: number) =>
  (
    await t.database.db
      .select({ tipo: s.lancamentoFinanceiro.tipo, valor: s.lancamentoFinanceiro.valorCentavos })
      .from(s.lancamentoFinanceiro)
      .where(eq(s.lancamentoFinanceiro.pedidoId, pedidoId))
  ).sort((a, b) => a.tipo.localeCompare(b.tipo));

const pedidoAgora = async (id: number) =>
  (await t.database.db.select().from(s.pedido).where(eq(s.pedido.id, id)))[0]!;
const contratoAgora = async (id: number) =>
  (await t.database.db.select().from(s.contratacao).where(eq(s.contratacao.id, id)))[0]!;

describe('cancelling inside the 7-day withdrawal period', () => {
  it('refunds the purchase through the gateway, books the ESTORNO and ends the contract, once', async () => {
    const { sessao, pedido, contratacaoId } = await compra();
    expect((await contratoAgora(contratacaoId)).situacaoCodigo).toBe(
      SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO,
    );

    const res = await cancelar(sessao, contratacaoId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ situacaoContratacao: { codigo: 6 }, ativo: false });
    expect((await pedidoAgora(pedido.id)).status).toBe('refunded');
    expect(await lancamentos(pedido.id)).toEqual([
      { tipo: 'COBRANCA', valor: 150_00 },
      { tipo: 'ESTORNO', valor: -150_00 },
    ]);
    const noGateway = await t.database.db
      .select()
      .from(s.pagamentoSandbox)
      .where(eq(s.pagamentoSandbox.id, pedido.gatewayPaymentId!));
    expect(noGateway[0]).toMatchObject({ status: 'refunded', reembolsadoCentavos: 150_00 });
    const reembolsos = () =>
      t.database.db
        .select()
        .from(s.reembolsoSandbox)
        .where(eq(s.reembolsoSandbox.pagamentoId, pedido.gatewayPaymentId!));
    expect(await reembolsos()).toEqual([
      expect.objectContaining({ chaveIdempotencia: `estorno-pedido-${pedido.id}`, valorCentavos: 150_00 }),
    ]);
    expect((await contratoAgora(contratacaoId)).dataValidadeAssinatura.getTime()).toBeLessThanOrEqual(
      Date.now(),
    );

    // Cancelling again (or the refund asked twice) gives back nothing more.
    expect((await cancelar(sessao, contratacaoId)).json()).toEqual(res.json());
    expect(await financeiro.estornarCompra(contratacaoId)).toBe(false);
    expect(await reembolsos()).toHaveLength(1);
    expect(await lancamentos(pedido.id)).toHaveLength(2);
  });

  it('after the 7 days (code 5 not yet rewritten) only stops the renewal: no refund', async () => {
    const { sessao, pedido, contratacaoId } = await compra();
    await t.database.db
      .update(s.contratacao)
      .set({ dataInicio: new Date(Date.now() - 8 * DIA) })
      .where(eq(s.contratacao.id, contratacaoId));
    const res = await cancelar(sessao, contratacaoId);
    expect(res.json()).toMatchObject({ situacaoContratacao: { codigo: 4 }, possuiAcessoCompleto: true });
    expect((await pedidoAgora(pedido.id)).status).toBe('approved');
    expect(await lancamentos(pedido.id)).toEqual([{ tipo: 'COBRANCA', valor: 150_00 }]);
  });

  it('the hourly job turns code 5 into 1 once the 7 days are over', async () => {
    const aluno = await criarAluno(t);
    const velho = await criarContratacao(t.database.db, {
      usuarioId: aluno.id,
      planoId: plano.id,
      situacao: 5,
      inicioHaDias: 7.01,
    });
    const novo = await criarContratacao(t.database.db, {
      usuarioId: aluno.id,
      planoId: plano.id,
      situacao: 5,
      inicioHaDias: 6.9,
    });
    expect(await encerrarPrazosArrependimento(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await contratoAgora(velho.id)).situacaoCodigo).toBe(SITUACAO_CONTRATACAO.ATIVA);
    expect((await contratoAgora(novo.id)).situacaoCodigo).toBe(SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO);
    expect(await encerrarPrazosArrependimento(t.database.db)).toBe(0);
  });
});

describe('ledger reconciliation with the gateway', () => {
  it('finds nothing when the books agree, and records a planted difference until it is fixed', async () => {
    const { pedido } = await compra();
    const outra = await compra();
    expect(
      (await financeiro.conciliar()).filter((d) => [pedido.id, outra.pedido.id].includes(d.pedidoId)),
    ).toEqual([]);

    const cobranca = and(
      eq(s.lancamentoFinanceiro.pedidoId, pedido.id),
      eq(s.lancamentoFinanceiro.tipo, 'COBRANCA'),
    );
    await t.database.db.update(s.lancamentoFinanceiro).set({ valorCentavos: 15_00 }).where(cobranca);
    const achadas = await financeiro.conciliar();
    expect(achadas).toEqual([
      {
        pedidoId: pedido.id,
        gatewayPaymentId: pedido.gatewayPaymentId,
        statusPedido: 'approved',
        statusGateway: 'approved',
        lancadoCentavos: 15_00,
        esperadoCentavos: 150_00,
      },
    ]);
    const registro = async () =>
      (
        await t.database.db
          .select()
          .from(s.divergenciaConciliacao)
          .where(eq(s.divergenciaConciliacao.pedidoId, pedido.id))
      )[0];
    expect(await registro()).toMatchObject({
      lancadoCentavos: 15_00,
      esperadoCentavos: 150_00,
      resolvidaEm: null,
    });

    await t.database.db.update(s.lancamentoFinanceiro).set({ valorCentavos: 150_00 }).where(cobranca);
    expect(await financeiro.conciliar()).toEqual([]);
    expect((await registro())?.resolvidaEm).toBeInstanceOf(Date);
  });

  it('applies a refund the webhook never brought, so the ledger holds it', async () => {
    const { pedido, contratacaoId } = await compra();
    await t.app.paymentGateway.refund(pedido.gatewayPaymentId!);
    expect(await financeiro.conciliar()).toEqual([]);
    expect((await pedidoAgora(pedido.id)).status).toBe('refunded');
    expect(await lancamentos(pedido.id)).toEqual([
      { tipo: 'COBRANCA', valor: 150_00 },
      { tipo: 'ESTORNO', valor: -150_00 },
    ]);
    expect((await contratoAgora(contratacaoId)).situacaoCodigo).toBe(SITUACAO_CONTRATACAO.ENCERRADA);
  });
});
