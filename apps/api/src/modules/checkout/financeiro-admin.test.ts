import { createHmac, randomUUID } from 'node:crypto';
import { SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { comprarPlanoPorCartao } from '../../../test/compra.ts';
import { criarAdmin, criarAluno, criarFinanceiro, criarPlano, entrar } from '../../../test/factories.ts';
import { startFakeMercadoPago } from '../../../test/fake-mercadopago.ts';
import * as s from '../../db/schema/index.ts';
import { financeiroService } from './financeiro.service.ts';

/**
 * The back office's money (issue 22 §5) on both gateways: the sandbox and the fake Mercado Pago server.
 * Refunds whole and partial, each booked once when sent twice or after a crash between the gateway's
 * answer and the booking; the divergences' queue; the CSV exports.
 */
const ACCESS_TOKEN = 'APP_USR-teste-financeiro-123456';
const WEBHOOK_SECRET = 'segredo-webhook-financeiro-teste';

type Fake = Awaited<ReturnType<typeof startFakeMercadoPago>>;

describe.each(['sandbox', 'mercadopago'] as const)('money in the back office on %s', (gateway) => {
  let t: TestApp;
  let fake: Fake | undefined;
  let plano: Awaited<ReturnType<typeof criarPlano>>;
  let financeiro: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    if (gateway === 'mercadopago') {
      fake = await startFakeMercadoPago({ accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET });
      t = await buildTestApp({
        PAYMENT_GATEWAY: 'mercadopago',
        MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN,
        MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
        MERCADOPAGO_BASE_URL: fake.url,
      });
    } else {
      t = await buildTestApp({ SANDBOX_LIQUIDACAO_SEGUNDOS: '86400' });
    }
    plano = await criarPlano(t.database.db, { valorCentavos: 150_00, duracaoMeses: 12 });
    financeiro = await entrar(criarFinanceiro(t, { nome: 'Fabiana Financeiro' }));
    admin = await entrar(criarAdmin(t));
  });

  /** A student buys the plan by card (approved): the order and the card's token. */
  async function compra() {
    const headers = await entrar(criarAluno(t));
    const { idFatura, cardToken } = await comprarPlanoPorCartao(t, headers, plano.id);
    const p = await pedido(idFatura);
    expect(p.status).toBe('approved');
    return { pedido: p, token: cardToken };
  }

  const pedido = async (id: number) =>
    (await t.database.db.select().from(s.pedido).where(eq(s.pedido.id, id)))[0]!;
  const situacao = async (contratacaoId: number) =>
    (await t.database.db.select().from(s.contratacao).where(eq(s.contratacao.id, contratacaoId)))[0]!
      .situacaoCodigo;
  const lancamentos = async (pedidoId: number) =>
    (
      await t.database.db
        .select({ tipo: s.lancamentoFinanceiro.tipo, valor: s.lancamentoFinanceiro.valorCentavos })
        .from(s.lancamentoFinanceiro)
        .where(eq(s.lancamentoFinanceiro.pedidoId, pedidoId))
        .orderBy(s.lancamentoFinanceiro.id)
    ).map((l) => `${l.tipo} ${l.valor}`);
  /** What the gateway gave back of the payment (its own books). */
  async function reembolsadoNoGateway(paymentId: string): Promise<number> {
    if (fake) return Math.round(fake.payments.get(paymentId)!.transaction_amount_refunded * 100);
    const [p] = await t.database.db
      .select()
      .from(s.pagamentoSandbox)
      .where(eq(s.pagamentoSandbox.id, paymentId));
    return p!.reembolsadoCentavos;
  }
  const estornar = (id: number, payload: object, headers = financeiro) =>
    t.app.inject({ method: 'POST', url: `/api/admin/financeiro/pedidos/${id}/estornos`, headers, payload });
  const auditoria = async (entidade: string, id: number) =>
    (
      await t.app.inject({
        url: `/api/admin/auditoria?entidade=${entidade}&entidadeId=${id}`,
        headers: admin,
      })
    ).json().linhas as { acao: string; motivo: string; autorNome: string }[];

  it('refunds part of an order once when the request is sent twice, and the access stays', async () => {
    const { pedido: p, token } = await compra();
    const pedidoDeEstorno = {
      valor: 50,
      motivo: 'Cobrança em duplicidade informada pelo suporte',
      chave: randomUUID(),
    };
    const [a, b] = await Promise.all([estornar(p.id, pedidoDeEstorno), estornar(p.id, pedidoDeEstorno)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect((await estornar(p.id, pedidoDeEstorno)).statusCode).toBe(200);
    expect(await lancamentos(p.id)).toEqual(['COBRANCA 15000', 'ESTORNO -5000']);
    expect(await reembolsadoNoGateway(p.gatewayPaymentId!)).toBe(50_00);
    expect((await pedido(p.id)).status).toBe('approved');
    expect(await situacao(p.contratacaoId!)).toBe(SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO);
    const detalhe = (
      await t.app.inject({ url: `/api/admin/financeiro/pedidos/${p.id}`, headers: financeiro })
    ).json();
    expect(detalhe).toMatchObject({
      status: 'approved',
      valorTotal: 150,
      reembolsado: 50,
      reembolsavel: 100,
      estornos: [{ valor: 50, origem: 'EQUIPE', status: 'CONCLUIDO', motivo: pedidoDeEstorno.motivo }],
    });

    // Audited once, with the reason, and without card data or tokens.
    const registros = await auditoria('pedido', p.id);
    expect(registros).toEqual([
      expect.objectContaining({
        acao: 'estornar',
        motivo: pedidoDeEstorno.motivo,
        autorNome: 'Fabiana Financeiro',
      }),
    ]);
    const texto = JSON.stringify(registros);
    expect(texto).not.toContain(token);
    expect(texto).not.toMatch(/4111|token|cvv/i);

    // More than what is left: a Portuguese 400 on the field, and nothing moves.
    const demais = await estornar(p.id, { valor: 100.01, motivo: 'Teste', chave: randomUUID() });
    expect(demais.statusCode).toBe(400);
    expect(demais.json()).toMatchObject({
      mensagem: 'O valor é maior que o saldo reembolsável do pedido (R$\u00a0100,00).',
      errors: [{ campo: 'valor' }],
    });
    const semMotivo = await estornar(p.id, { valor: 1, motivo: ' ', chave: randomUUID() });
    expect(semMotivo.json().errors).toEqual([
      { campo: 'motivo', mensagem: 'Informe o motivo do reembolso.' },
    ]);
    expect(await reembolsadoNoGateway(p.gatewayPaymentId!)).toBe(50_00);

    // The rest, whole (no amount), sent twice: refunded once, the access ends.
    const resto = { motivo: 'Aluno desistiu do curso', chave: randomUUID() };
    expect((await estornar(p.id, resto)).statusCode).toBe(200);
    const again = await estornar(p.id, resto);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'refunded', reembolsado: 150, reembolsavel: 0 });
    expect(await lancamentos(p.id)).toEqual(['COBRANCA 15000', 'ESTORNO -5000', 'ESTORNO -10000']);
    expect(await reembolsadoNoGateway(p.gatewayPaymentId!)).toBe(150_00);
    expect(await situacao(p.contratacaoId!)).toBe(SITUACAO_CONTRATACAO.ENCERRADA);
    const depois = await estornar(p.id, { valor: 1, motivo: 'De novo', chave: randomUUID() });
    expect(depois.statusCode).toBe(409);
    expect(depois.json().mensagem).toBe('Só um pedido pago pode ser reembolsado.');
  });

  it('books a refund once when the process fails between the gateway and the booking', async () => {
    const { pedido: p } = await compra();
    const falho = financeiroService({
      db: t.database.db,
      gateway: t.app.paymentGateway,
      log: t.app.log,
      falhaAposEstorno: true,
    });
    const chave = randomUUID();
    await expect(
      falho.estornar(p.id, { valorCentavos: 150_00, motivo: 'Reembolso integral', origem: 'EQUIPE', chave }),
    ).rejects.toThrow(/falha de teste/);
    expect(await reembolsadoNoGateway(p.gatewayPaymentId!)).toBe(150_00);
    expect(await lancamentos(p.id)).toEqual(['COBRANCA 15000']);
    // The operator sends it again: the same refund at the gateway, booked once, the access ends.
    const res = await estornar(p.id, { valor: 150, motivo: 'Reembolso integral', chave });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lancamentos(p.id)).toEqual(['COBRANCA 15000', 'ESTORNO -15000']);
    expect(await situacao(p.contratacaoId!)).toBe(SITUACAO_CONTRATACAO.ENCERRADA);

    // Left alone, the recovery job completes it with the same key.
    const { pedido: q } = await compra();
    await expect(
      falho.estornar(q.id, {
        valorCentavos: 40_00,
        motivo: 'Parcial',
        origem: 'EQUIPE',
        chave: randomUUID(),
      }),
    ).rejects.toThrow(/falha de teste/);
    const recuperacao = financeiroService({
      db: t.database.db,
      gateway: t.app.paymentGateway,
      log: t.app.log,
    });
    await recuperacao.recuperarEstornos(new Date(Date.now() + 120_000));
    await recuperacao.recuperarEstornos(new Date(Date.now() + 120_000));
    expect(await lancamentos(q.id)).toEqual(['COBRANCA 15000', 'ESTORNO -4000']);
    expect(await reembolsadoNoGateway(q.gatewayPaymentId!)).toBe(40_00);
    expect((await pedido(q.id)).status).toBe('approved');
  });

  it('lists the orders and the ledger by period, plan, method and status, and exports them as CSV', async () => {
    const { pedido: p } = await compra();
    await estornar(p.id, { valor: 20.5, motivo: 'Desconto combinado', chave: randomUUID() });
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const lista = (q: string) =>
      t.app.inject({ url: `/api/admin/financeiro/pedidos?${q}`, headers: financeiro }).then((r) => r.json());
    const ids = (r: { linhas: { id: number }[] }) => r.linhas.map((l) => l.id);
    expect(
      ids(
        await lista(
          `de=${hoje}&ate=${hoje}&planoId=${plano.id}&metodo=CARTAO_CREDITO&status=approved&porPagina=100`,
        ),
      ),
    ).toContain(p.id);
    expect(ids(await lista(`ate=2020-01-01`))).not.toContain(p.id);
    expect(ids(await lista(`metodo=PIX`))).not.toContain(p.id);
    expect(ids(await lista(`status=refunded`))).not.toContain(p.id);
    expect((await lista(`ordem=valorTotal&direcao=asc&porPagina=10`)).total).toBeGreaterThan(0);
    expect(
      (await t.app.inject({ url: '/api/admin/financeiro/pedidos?ordem=cpf', headers: financeiro }))
        .statusCode,
    ).toBe(400);

    const livro = (
      await t.app.inject({
        url: `/api/admin/financeiro/lancamentos?pedidoId=${p.id}&tipo=ESTORNO`,
        headers: financeiro,
      })
    ).json();
    expect(livro.linhas).toEqual([
      expect.objectContaining({ tipo: 'ESTORNO', valor: -20.5, motivo: 'Desconto combinado' }),
    ]);

    const csv = await t.app.inject({
      url: `/api/admin/financeiro/pedidos/csv?planoId=${plano.id}`,
      headers: financeiro,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('pedidos.csv');
    const linhas = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(linhas[0]).toBe(
      'Pedido;Data;Aluno;E-mail;Item;Forma de pagamento;Situação;Valor (R$);Reembolsado (R$)',
    );
    expect(linhas.find((l) => l.startsWith(`${p.id};`))).toMatch(/;Cartão de crédito;Pago;150,00;20,50$/);
    const csvLivro = await t.app.inject({
      url: `/api/admin/financeiro/lancamentos/csv?pedidoId=${p.id}`,
      headers: financeiro,
    });
    expect(csvLivro.body).toContain(`;${p.id};Reembolso;-20,50;`);
    expect(csvLivro.body).toContain(';Desconto combinado');
    expect(
      csvLivro.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toHaveLength(3);
  });

  it('keeps the divergences as a queue an operator resolves with a recorded, audited decision', async () => {
    const { pedido: p } = await compra();
    // The gateway's books say another amount than ours.
    if (fake) fake.payments.get(p.gatewayPaymentId!)!.transaction_amount = 99;
    else
      await t.database.db
        .update(s.pagamentoSandbox)
        .set({ valorCentavos: 99_00 })
        .where(eq(s.pagamentoSandbox.id, p.gatewayPaymentId!));
    const conciliacao = financeiroService({
      db: t.database.db,
      gateway: t.app.paymentGateway,
      log: t.app.log,
    });
    await conciliacao.conciliar();
    const fila = async (situacao: string) =>
      (
        await t.app.inject({
          url: `/api/admin/financeiro/divergencias?situacao=${situacao}&porPagina=100`,
          headers: financeiro,
        })
      ).json().linhas as {
        pedidoId: number;
        resolvidaPor: string | null;
        decisao: string | null;
        lancado: number;
        esperado: number;
      }[];
    expect((await fila('ABERTAS')).find((d) => d.pedidoId === p.id)).toMatchObject({
      lancado: 150,
      esperado: 99,
    });

    const resolver = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/financeiro/divergencias/${p.id}/resolucao`,
        headers: financeiro,
        payload,
      });
    expect((await resolver({ decisao: '' })).json().errors).toEqual([
      { campo: 'decisao', mensagem: 'Descreva a decisão tomada.' },
    ]);
    const decisao = 'Valor corrigido pelo gateway; conferido no extrato do dia.';
    expect((await resolver({ decisao })).statusCode).toBe(204);
    expect((await resolver({ decisao })).statusCode).toBe(409);
    expect((await fila('ABERTAS')).map((d) => d.pedidoId)).not.toContain(p.id);
    expect((await fila('RESOLVIDAS')).find((d) => d.pedidoId === p.id)).toMatchObject({
      resolvidaPor: 'Fabiana Financeiro',
      decisao,
    });
    expect(await auditoria('divergencia_conciliacao', p.id)).toEqual([
      expect.objectContaining({ acao: 'resolver-divergencia', motivo: decisao }),
    ]);
    // The next run finds the same difference: the decision stands. Another difference opens it again.
    await conciliacao.conciliar();
    expect((await fila('ABERTAS')).map((d) => d.pedidoId)).not.toContain(p.id);
    const csv = await t.app.inject({
      url: '/api/admin/financeiro/divergencias/csv?situacao=RESOLVIDAS',
      headers: financeiro,
    });
    expect(csv.body).toContain(`;Fabiana Financeiro;"${decisao}"`);
    if (fake) fake.payments.get(p.gatewayPaymentId!)!.transaction_amount = 98;
    else
      await t.database.db
        .update(s.pagamentoSandbox)
        .set({ valorCentavos: 98_00 })
        .where(eq(s.pagamentoSandbox.id, p.gatewayPaymentId!));
    await conciliacao.conciliar();
    expect((await fila('ABERTAS')).find((d) => d.pedidoId === p.id)).toMatchObject({
      esperado: 98,
      decisao: null,
    });
  });

  it.runIf(gateway === 'mercadopago')(
    'shows a chargeback the webhook reports, after a partial refund only for what was left',
    async () => {
      const { pedido: p } = await compra();
      await estornar(p.id, { valor: 30, motivo: 'Parcial antes da contestação', chave: randomUUID() });
      const id = p.gatewayPaymentId!;
      fake!.setStatus(id, 'charged_back', 'settled');
      const ts = String(Date.now());
      const requestId = randomUUID();
      const v1 = createHmac('sha256', WEBHOOK_SECRET)
        .update(`id:${id};request-id:${requestId};ts:${ts};`)
        .digest('hex');
      const aviso = await t.app.inject({
        method: 'POST',
        url: `/api/assinatura/webhook/mercadopago?data.id=${id}&type=payment`,
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          'x-signature': `ts=${ts},v1=${v1}`,
        },
        payload: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id } }),
      });
      expect(aviso.statusCode).toBe(200);
      expect(await lancamentos(p.id)).toEqual(['COBRANCA 15000', 'ESTORNO -3000', 'CHARGEBACK -12000']);
      const contestados = (
        await t.app.inject({ url: '/api/admin/financeiro/pedidos?status=charged_back', headers: financeiro })
      ).json();
      expect(contestados.linhas.map((l: { id: number }) => l.id)).toContain(p.id);
      const livro = (
        await t.app.inject({
          url: `/api/admin/financeiro/lancamentos?tipo=CHARGEBACK&pedidoId=${p.id}`,
          headers: financeiro,
        })
      ).json();
      expect(livro.linhas).toEqual([expect.objectContaining({ valor: -120 })]);
      expect(await situacao(p.contratacaoId!)).toBe(SITUACAO_CONTRATACAO.ENCERRADA);
    },
  );
});
