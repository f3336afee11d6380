import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { solvedCaptcha } from '../../../test/captcha-solver.ts';
import { criarAluno, criarPlano } from '../../../test/factories.ts';
import { startFakeMercadoPago } from '../../../test/fake-mercadopago.ts';
import * as s from '../../db/schema/index.ts';
import { cartaoCreditoService } from '../cartao-credito/cartao-credito.service.ts';
import { consultaCepDoAmbiente } from '../consulta-cep/consulta-cep.service.ts';
import { COBRANCA_EM_CURSO_MS } from './checkout.repository.ts';
import { checkoutService } from './checkout.service.ts';
import { financeiroService } from './financeiro.service.ts';

/**
 * A charge whose answer never reaches its order (ADR 018), on the fake Mercado Pago: the test build's
 * fault point CHECKOUT_FALHA_APOS_COBRANCA=erro throws between the gateway's answer and our write of it,
 * as a crash there would. The charge must still end as one paid order, one contract and one ledger row.
 */
const ACCESS_TOKEN = 'APP_USR-teste-recuperacao-123456';
const WEBHOOK_SECRET = 'segredo-webhook-recuperacao-teste';
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeMercadoPago>>;
let plano: Awaited<ReturnType<typeof criarPlano>>;
let service: ReturnType<typeof checkoutService>;

beforeAll(async () => {
  fake = await startFakeMercadoPago({ accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET });
  t = await buildTestApp({
    PAYMENT_GATEWAY: 'mercadopago',
    MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN,
    MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
    MERCADOPAGO_BASE_URL: fake.url,
    CHECKOUT_FALHA_APOS_COBRANCA: 'erro',
  });
  plano = await criarPlano(t.database.db, { valorCentavos: 250_00, parcelas: 2 });
  const cep = consultaCepDoAmbiente(t.database.db, t.env);
  service = checkoutService({
    db: t.database.db,
    env: t.env,
    gateway: t.app.paymentGateway,
    mailer: t.app.mailer,
    captcha: t.app.captcha,
    cartoes: cartaoCreditoService(t.database.db, t.app.paymentGateway, cep),
    cep,
    log: t.app.log,
  });
});

async function comprar(body: Record<string, unknown>) {
  const aluno = await criarAluno(t);
  const headers = (await aluno.login()).headers;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/assinatura/realizar-assinatura-plano',
    headers,
    payload: {
      chaveIdempotencia: randomUUID(),
      idPlano: plano.id,
      aceiteContrato: true,
      captcha: await solvedCaptcha(t.app),
      ...body,
    },
  });
  const [pedido] = await t.database.db.select().from(s.pedido).where(eq(s.pedido.usuarioId, aluno.id));
  return { res, pedido: pedido!, aluno };
}

const cartaoDaCompra = {
  apelido: 'Cartão',
  bandeira: 'MASTERCARD',
  nome: 'JOANA SOUZA',
  cpf: '11144477735',
  endereco: { cep: '01310100', logradouro: 'Avenida Paulista', numeroLogradouro: '1', bairro: 'Bela Vista' },
};

async function cartaoAprovado() {
  const { cardToken } = await t.app.paymentGateway.tokenizeCard({
    number: '5555555555554444',
    cvv: '123',
    holderName: 'APRO',
    expMonth: 11,
    expYear: 2033,
  });
  return { ...cartaoDaCompra, token: cardToken };
}

/** The gateway's payments made under an order's reference. */
const pagamentosDo = (pedidoId: number) =>
  [...fake.payments.values()].filter((p) => p.external_reference === `pedido-${pedidoId}`);

/** What the books hold for an order: its row, its contracts and its ledger rows. */
async function livros(pedidoId: number) {
  const db = t.database.db;
  const [pedido] = await db.select().from(s.pedido).where(eq(s.pedido.id, pedidoId));
  const contratos = await db
    .select()
    .from(s.contratacao)
    .where(eq(s.contratacao.usuarioId, pedido!.usuarioId));
  const lancamentos = await db
    .select()
    .from(s.lancamentoFinanceiro)
    .where(eq(s.lancamentoFinanceiro.pedidoId, pedidoId));
  return { pedido: pedido!, contratos, lancamentos };
}

function webhookMercadoPago(id: string) {
  const ts = String(Date.now());
  const requestId = randomUUID();
  const v1 = createHmac('sha256', WEBHOOK_SECRET)
    .update(`id:${id};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return t.app.inject({
    method: 'POST',
    url: `/api/assinatura/webhook/mercadopago?data.id=${id}&type=payment`,
    headers: {
      'content-type': 'application/json',
      'x-request-id': requestId,
      'x-signature': `ts=${ts},v1=${v1}`,
    },
    payload: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id } }),
  });
}

const daqui = (ms: number) => new Date(Date.now() + ms);

describe('a charge whose answer never reached its order', () => {
  it('is found by the order reference (the recovery) and booked once: order, contract, ledger row', async () => {
    const { res, pedido } = await comprar({
      metodoPagamento: 'CARTAO_CREDITO',
      qtdParcelas: 2,
      cartao: await cartaoAprovado(),
    });
    expect(res.statusCode, res.body).toBe(500);
    // Charged at the gateway under the order's reference; the order knows nothing of it.
    expect(pagamentosDo(pedido.id)).toEqual([expect.objectContaining({ status: 'approved' })]);
    expect(pedido).toMatchObject({ status: 'pending', gatewayPaymentId: null });

    const resultado = await service.recuperacao.recuperarCobrancas(daqui(10_000));
    expect(resultado).toEqual({ registrados: 1, expirados: 0 });
    const depois = await livros(pedido.id);
    expect(depois.pedido).toMatchObject({
      status: 'approved',
      gatewayPaymentId: String(pagamentosDo(pedido.id)[0]!.id),
    });
    expect(depois.contratos).toHaveLength(1);
    expect(depois.lancamentos).toEqual([
      expect.objectContaining({ tipo: 'COBRANCA', valorCentavos: 250_00 }),
    ]);
    // Run again (the next job, another process starting): nothing more.
    expect(await service.recuperacao.recuperarCobrancas(daqui(10_000))).toEqual({
      registrados: 0,
      expirados: 0,
    });
    expect((await livros(pedido.id)).lancamentos).toHaveLength(1);
    expect(fake.requests.some((r) => r.path === '/v1/payments/search' && r.method === 'GET')).toBe(true);
  });

  it('is resolved by its webhook: a payment we never recorded finds its order by the reference', async () => {
    const { res, pedido } = await comprar({ metodoPagamento: 'PIX' });
    expect(res.statusCode, res.body).toBe(500);
    const [pix] = pagamentosDo(pedido.id);
    expect(pix).toMatchObject({ status: 'pending' });
    fake.setStatus(String(pix!.id), 'approved', 'accredited');

    for (let i = 0; i < 2; i++) expect((await webhookMercadoPago(String(pix!.id))).statusCode).toBe(200);
    const depois = await livros(pedido.id);
    expect(depois.pedido).toMatchObject({
      status: 'approved',
      gatewayPaymentId: String(pix!.id),
      brCode: pix!.point_of_interaction!.transaction_data.qr_code,
    });
    expect(depois.contratos).toHaveLength(1);
    expect(depois.lancamentos).toHaveLength(1);
    // A payment that names no order of ours is still refused (the gateway retries it later).
    expect((await webhookMercadoPago('99999999')).statusCode).toBe(404);
  });

  it('is covered by the reconciliation, which looks up orders without a payment id too', async () => {
    const { res, pedido } = await comprar({
      metodoPagamento: 'CARTAO_CREDITO',
      qtdParcelas: 1,
      cartao: await cartaoAprovado(),
    });
    expect(res.statusCode, res.body).toBe(500);
    const financeiro = financeiroService({
      db: t.database.db,
      gateway: t.app.paymentGateway,
      log: t.app.log,
      recuperacao: service.recuperacao,
    });
    expect(await financeiro.conciliar()).toEqual([]);
    const depois = await livros(pedido.id);
    expect(depois.pedido.status).toBe('approved');
    expect(depois.contratos).toHaveLength(1);
    expect(depois.lancamentos).toHaveLength(1);
  });

  it('expires an order the gateway never took, once its grace period is over', async () => {
    // The gateway refuses the token: no payment exists under the order's reference.
    const { res, pedido } = await comprar({
      metodoPagamento: 'CARTAO_CREDITO',
      qtdParcelas: 1,
      cartao: { ...cartaoDaCompra, token: 'token-que-nao-existe' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(pagamentosDo(pedido.id)).toEqual([]);
    // Within the grace period its charge may still be under way: it stays.
    await service.recuperacao.recuperarCobrancas(daqui(10_000));
    expect((await livros(pedido.id)).pedido.status).toBe('pending');
    expect(await service.recuperacao.recuperarCobrancas(daqui(COBRANCA_EM_CURSO_MS + 10_000))).toMatchObject({
      expirados: 1,
    });
    const depois = await livros(pedido.id);
    expect(depois.pedido).toMatchObject({ status: 'expired', gatewayPaymentId: null });
    expect(depois.lancamentos).toEqual([]);
  });

  it('gives back a charge that lands on an order already given up', async () => {
    const { pedido } = await comprar({ metodoPagamento: 'PIX' });
    const [pix] = pagamentosDo(pedido.id);
    // The order expired (the recovery gave up on it) and the buyer paid the code anyway.
    await t.database.db.update(s.pedido).set({ status: 'expired' }).where(eq(s.pedido.id, pedido.id));
    fake.setStatus(String(pix!.id), 'approved', 'accredited');
    expect((await webhookMercadoPago(String(pix!.id))).statusCode).toBe(200);
    expect(fake.payments.get(String(pix!.id))?.status).toBe('refunded');
    const depois = await livros(pedido.id);
    expect(depois.pedido.status).toBe('expired');
    expect(depois.contratos).toEqual([]);
    expect(depois.lancamentos).toEqual([]);
  });
});
