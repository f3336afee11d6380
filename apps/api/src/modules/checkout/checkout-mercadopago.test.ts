import { createHmac, randomUUID } from 'node:crypto';
import { mostraAvisoSemCartao, mostraRenovacao } from '@aprovei/shared/assinatura/assinatura.rules';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { solvedCaptcha } from '../../../test/captcha-solver.ts';
import { criarAluno, criarContratacao, criarPlano } from '../../../test/factories.ts';
import { startFakeMercadoPago } from '../../../test/fake-mercadopago.ts';
import * as s from '../../db/schema/index.ts';
import { MENSAGEM_RECUSA } from '../../gateways/payment-gateway.ts';
import { cartaoCreditoService } from '../cartao-credito/cartao-credito.service.ts';
import { consultaCepDoAmbiente } from '../consulta-cep/consulta-cep.service.ts';
import { produtosService } from '../produtos/produtos.service.ts';
import { financeiroService } from './financeiro.service.ts';
import { renovacaoService } from './renovacao.service.ts';

/** The checkout on PAYMENT_GATEWAY=mercadopago, against the fake Mercado Pago on loopback. */
const ACCESS_TOKEN = 'APP_USR-teste-checkout-123456';
const WEBHOOK_SECRET = 'segredo-webhook-mercadopago-teste';
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeMercadoPago>>;
let plano: Awaited<ReturnType<typeof criarPlano>>;

/** A card token from the fake Mercado Pago; the holder's name picks its answer ('APRO' approves, 'OTHE' refuses). */
const tokenDoCartao = async (holderName = 'APRO') =>
  (
    await t.app.paymentGateway.tokenizeCard({
      number: '5555555555554444',
      cvv: '123',
      holderName,
      expMonth: 11,
      expYear: 2033,
    })
  ).cardToken;

beforeAll(async () => {
  fake = await startFakeMercadoPago({ accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET });
  t = await buildTestApp({
    PAYMENT_GATEWAY: 'mercadopago',
    MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN,
    MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
    MERCADOPAGO_BASE_URL: fake.url,
  });
  plano = await criarPlano(t.database.db, { valorCentavos: 120_00, parcelas: 2 });
});

async function comprar(headers: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({
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
}

/** Mercado Pago's notification: query data.id, x-request-id and x-signature over the manifest. */
function webhookMercadoPago(id: string, secret = WEBHOOK_SECRET) {
  const ts = String(Date.now());
  const requestId = randomUUID();
  const v1 = createHmac('sha256', secret).update(`id:${id};request-id:${requestId};ts:${ts};`).digest('hex');
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

describe('checkout on Mercado Pago', () => {
  it('charges a Pix once, settles it by the signed webhook (read back), and ignores replays', async () => {
    const aluno = await criarAluno(t);
    const headers = (await aluno.login()).headers;
    const res = await comprar(headers, { metodoPagamento: 'PIX' });
    expect(res.statusCode, res.body).toBe(200);
    const pix = res.json();
    expect(pix).toMatchObject({ tipoTransacao: 'PIX', statusPagamento: 'pending' });
    expect(pix.qrCode).toMatch(/^000201/);
    const [pedido] = await t.database.db.select().from(s.pedido).where(eq(s.pedido.id, pix.idFatura));
    const id = pedido!.gatewayPaymentId!;
    expect(fake.payments.get(id)?.transaction_amount).toBe(120);

    expect((await webhookMercadoPago(id, 'outro-segredo-qualquer-123')).statusCode).toBe(401);
    expect((await webhookMercadoPago(id)).statusCode).toBe(200); // still pending at the acquirer
    const poll = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/assinatura/is-pagamento-pix-processado?idFatura=${pix.idFatura}`,
        headers,
      });
    expect((await poll()).json()).toBe(false);

    fake.setStatus(id, 'approved', 'accredited');
    for (let i = 0; i < 3; i++) expect((await webhookMercadoPago(id)).statusCode).toBe(200);
    expect((await poll()).json()).toBe(true);
    const lancamentos = await t.database.db
      .select()
      .from(s.lancamentoFinanceiro)
      .where(eq(s.lancamentoFinanceiro.pedidoId, pix.idFatura));
    expect(lancamentos).toEqual([
      expect.objectContaining({ tipo: 'COBRANCA', valorCentavos: 120_00, gateway: 'mercadopago' }),
    ]);
    // The sandbox's route does not answer for another gateway.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/assinatura/webhook/sandbox', payload: {} }))
        .statusCode,
    ).toBe(404);
  });

  it('pays by card with instalments through the gateway token, and answers a refusal with its reason', async () => {
    const aluno = await criarAluno(t);
    const headers = (await aluno.login()).headers;
    const cartao = async (holderName: string) => ({
      apelido: 'Cartão',
      token: await tokenDoCartao(holderName),
      bandeira: 'MASTERCARD',
      nome: 'JOANA SOUZA',
      cpf: '11144477735',
      endereco: {
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numeroLogradouro: '1',
        bairro: 'Bela Vista',
      },
    });
    const recusado = await comprar(headers, {
      metodoPagamento: 'CARTAO_CREDITO',
      qtdParcelas: 2,
      cartao: await cartao('OTHE'),
    });
    expect(recusado.statusCode).toBe(400);
    expect(recusado.json().mensagem).toBe(MENSAGEM_RECUSA.card_declined);
    const aprovado = await comprar(headers, {
      metodoPagamento: 'CARTAO_CREDITO',
      qtdParcelas: 2,
      cartao: await cartao('APRO'),
    });
    expect(aprovado.statusCode, aprovado.body).toBe(200);
    expect(aprovado.json().statusPagamento).toBe('approved');
    const pagamentos = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payments');
    expect(pagamentos.every((r) => r.idempotencyKey?.startsWith('pedido-'))).toBe(true);
    const [, ultimo] = await t.database.db
      .select()
      .from(s.pedido)
      .where(eq(s.pedido.usuarioId, aluno.id))
      .orderBy(asc(s.pedido.id));
    expect(fake.payments.get(ultimo!.gatewayPaymentId!)?.installments).toBe(2);
  });
});

describe('the card that pays is the card that renews, on Mercado Pago', () => {
  const endereco = {
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numeroLogradouro: '1',
    bairro: 'Bela Vista',
  };
  const renovacao = () =>
    renovacaoService({
      db: t.database.db,
      gateway: t.app.paymentGateway,
      cartoes: cartaoCreditoService(
        t.database.db,
        t.app.paymentGateway,
        consultaCepDoAmbiente(t.database.db, t.env),
      ),
      log: t.app.log,
    });

  /** A new student's purchase with a new card; answers her session, the order and the browser's token. */
  async function compraComCartaoNovo() {
    const aluno = await criarAluno(t);
    const headers = (await aluno.login()).headers;
    const token = await tokenDoCartao();
    const antes = fake.requests.length;
    const res = await comprar(headers, {
      metodoPagamento: 'CARTAO_CREDITO',
      qtdParcelas: 1,
      cartao: {
        apelido: 'Cartão da compra',
        token,
        bandeira: 'MASTERCARD',
        nome: 'JOANA SOUZA',
        cpf: '11144477735',
        endereco,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().statusPagamento).toBe('approved');
    const [pedido] = await t.database.db.select().from(s.pedido).where(eq(s.pedido.id, res.json().idFatura));
    const chamadas = fake.requests.slice(antes).filter((r) => r.method === 'POST');
    return { aluno, headers, token, pedido: pedido!, chamadas };
  }
  const ultimaAssinatura = async (headers: Record<string, string>) =>
    (
      await t.app.inject({
        url: '/api/assinatura/recuperar-ultima-assinatura-usuario?idPlataforma=1',
        headers,
      })
    ).json();

  it('pays with the browser token first, then stores the card of that payment with the same token; renews on it', async () => {
    const { headers, token, pedido, chamadas } = await compraComCartaoNovo();
    expect(chamadas.map((r) => r.path.replace(/\/customers\/[^/]+\//, '/customers/:id/'))).toEqual([
      '/v1/payments',
      '/v1/customers',
      '/v1/customers/:id/cards',
    ]);
    expect(chamadas[0]!.token).toBe(token);
    expect(chamadas[2]!.token).toBe(token);
    const cartoes = (await t.app.inject({ url: '/api/cartao-credito/listar', headers })).json();
    expect(cartoes).toEqual([
      expect.objectContaining({ bandeira: 'MASTERCARD', ultimosQuatroDigitos: '4444', principal: true }),
    ]);
    expect(await ultimaAssinatura(headers)).toMatchObject({
      renovacaoAutomatica: true,
      permiteRenovacao: true,
    });

    const id = pedido.contratacaoId!;
    await t.database.db
      .update(s.contratacao)
      .set({ dataValidadeAssinatura: new Date(Date.now() + 12 * 3_600_000) })
      .where(eq(s.contratacao.id, id));
    const antes = fake.requests.length;
    expect(await renovacao().renovar(id)).toBe('renovada');
    const [cartao] = await t.database.db
      .select()
      .from(s.cartaoCredito)
      .where(eq(s.cartaoCredito.usuarioId, pedido.usuarioId));
    // The renewal charges the stored card: a token made from its card id, then the payment.
    expect(
      fake.requests
        .slice(antes)
        .filter((r) => r.method === 'POST')
        .map((r) => r.path),
    ).toEqual(['/v1/card_tokens', '/v1/payments']);
    const [renovada] = await t.database.db
      .select()
      .from(s.pedido)
      .where(and(eq(s.pedido.contratacaoId, id), eq(s.pedido.tipo, 'RENOVACAO')));
    expect(renovada).toMatchObject({ status: 'approved' });
    expect(cartao!.cartaoGatewayId).toBeTruthy();
  });

  it('a token stores no card before its payment is approved, nor twice', async () => {
    const { pedido, token } = await compraComCartaoNovo();
    const [cartao] = await t.database.db
      .select()
      .from(s.cartaoCredito)
      .where(eq(s.cartaoCredito.usuarioId, pedido.usuarioId));
    await expect(
      t.app.paymentGateway.keepCardOfPayment({
        customerId: cartao!.clienteGatewayId,
        gatewayPaymentId: pedido.gatewayPaymentId!,
        cardToken: token,
        idempotencyKey: 'outra-chave-do-mesmo-token',
      }),
    ).rejects.toMatchObject({ code: 'invalid_request' });
    const recusado = await tokenDoCartao('OTHE');
    const cobranca = await t.app.paymentGateway.chargeCard({
      amountCentavos: 10_00,
      installments: 1,
      brand: 'MASTERCARD',
      cardToken: recusado,
      payer: { email: 'joana@example.com' },
      idempotencyKey: `recusado-${randomUUID()}`,
      description: 'teste',
    });
    expect(cobranca.status).toBe('declined');
    await expect(
      t.app.paymentGateway.keepCardOfPayment({
        customerId: cartao!.clienteGatewayId,
        gatewayPaymentId: cobranca.gatewayPaymentId,
        cardToken: recusado,
        idempotencyKey: `guardar-${randomUUID()}`,
      }),
    ).rejects.toMatchObject({ code: 'invalid_request' });
  });

  it('a gateway that refuses to store the card leaves the contract without the promise of renewal', async () => {
    fake.refuseCardStorage(true);
    try {
      const { headers, pedido } = await compraComCartaoNovo();
      expect((await t.app.inject({ url: '/api/cartao-credito/listar', headers })).json()).toEqual([]);
      const [contrato] = await t.database.db
        .select()
        .from(s.contratacao)
        .where(eq(s.contratacao.id, pedido.contratacaoId!));
      expect(contrato).toMatchObject({ metodoPagamento: 'CARTAO_CREDITO', renovacaoAutomatica: false });
      const exibido = await ultimaAssinatura(headers);
      expect(exibido).toMatchObject({ ativo: true, renovacaoAutomatica: false, permiteRenovacao: false });
      expect(mostraRenovacao(exibido)).toBe(false);
      expect(mostraAvisoSemCartao(exibido)).toBe(true);
    } finally {
      fake.refuseCardStorage(false);
    }
  });
});

describe('money after the purchase on Mercado Pago', () => {
  const endereco = {
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numeroLogradouro: '1',
    bairro: 'Bela Vista',
  };

  /** A student who bought the plan by card at the fake Mercado Pago: her headers, order and contract. */
  async function compraPorCartao() {
    const aluno = await criarAluno(t);
    const headers = (await aluno.login()).headers;
    const res = await comprar(headers, {
      metodoPagamento: 'CARTAO_CREDITO',
      qtdParcelas: 1,
      cartao: {
        apelido: 'Cartão',
        token: await tokenDoCartao(),
        bandeira: 'MASTERCARD',
        nome: 'JOANA SOUZA',
        cpf: '11144477735',
        endereco,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [pedido] = await t.database.db.select().from(s.pedido).where(eq(s.pedido.id, res.json().idFatura));
    return { aluno, headers, pedido: pedido!, contratacaoId: pedido!.contratacaoId! };
  }
  const lancamentos = async (pedidoId: number) =>
    (
      await t.database.db
        .select({ tipo: s.lancamentoFinanceiro.tipo, valor: s.lancamentoFinanceiro.valorCentavos })
        .from(s.lancamentoFinanceiro)
        .where(eq(s.lancamentoFinanceiro.pedidoId, pedidoId))
    ).sort((a, b) => a.tipo.localeCompare(b.tipo));
  const situacao = async (id: number) =>
    (await t.database.db.select().from(s.contratacao).where(eq(s.contratacao.id, id)))[0]!.situacaoCodigo;
  const financeiro = () =>
    financeiroService({ db: t.database.db, gateway: t.app.paymentGateway, log: t.app.log });

  it('refunds a purchase cancelled inside the 7 days (POST /v1/payments/{id}/refunds, once) with its ESTORNO', async () => {
    const { headers, pedido, contratacaoId } = await compraPorCartao();
    const cancelar = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/assinatura/cancelar-assinatura?idContratacao=${contratacaoId}`,
        headers,
      });
    const res = await cancelar();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().situacaoContratacao.codigo).toBe(6);
    const id = pedido.gatewayPaymentId!;
    const estornos = () => fake.requests.filter((r) => r.path === `/v1/payments/${id}/refunds`);
    expect(estornos()).toEqual([
      { method: 'POST', path: `/v1/payments/${id}/refunds`, idempotencyKey: `estorno-pedido-${pedido.id}` },
    ]);
    expect(fake.payments.get(id)).toMatchObject({ status: 'refunded', transaction_amount_refunded: 120 });
    expect(await lancamentos(pedido.id)).toEqual([
      { tipo: 'COBRANCA', valor: 120_00 },
      { tipo: 'ESTORNO', valor: -120_00 },
    ]);
    expect((await cancelar()).statusCode).toBe(200);
    expect(estornos()).toHaveLength(1);
  });

  it('books a chargeback the signed webhook reports and ends the contract', async () => {
    const { pedido, contratacaoId } = await compraPorCartao();
    const id = pedido.gatewayPaymentId!;
    fake.setStatus(id, 'charged_back', 'settled');
    expect((await webhookMercadoPago(id)).statusCode).toBe(200);
    expect((await webhookMercadoPago(id)).statusCode).toBe(200); // a replay books nothing more
    expect(await lancamentos(pedido.id)).toEqual([
      { tipo: 'CHARGEBACK', valor: -120_00 },
      { tipo: 'COBRANCA', valor: 120_00 },
    ]);
    expect(await situacao(contratacaoId)).toBe(6);
  });

  it('reconciles with GET /v1/payments/{id}: a missed refund is applied, a planted difference is found', async () => {
    const perdido = await compraPorCartao();
    const plantado = await compraPorCartao();
    // The acquirer refunded one (no webhook came) and reports another amount for the other.
    fake.setStatus(perdido.pedido.gatewayPaymentId!, 'refunded');
    fake.payments.get(plantado.pedido.gatewayPaymentId!)!.transaction_amount = 99;
    const achadas = await financeiro().conciliar();
    expect(achadas.filter((d) => d.pedidoId === perdido.pedido.id)).toEqual([]);
    expect(await lancamentos(perdido.pedido.id)).toEqual([
      { tipo: 'COBRANCA', valor: 120_00 },
      { tipo: 'ESTORNO', valor: -120_00 },
    ]);
    expect(achadas).toContainEqual({
      pedidoId: plantado.pedido.id,
      gatewayPaymentId: plantado.pedido.gatewayPaymentId,
      statusPedido: 'approved',
      statusGateway: 'approved',
      lancadoCentavos: 120_00,
      esperadoCentavos: 99_00,
    });
    expect(fake.requests).toContainEqual({
      method: 'GET',
      path: `/v1/payments/${plantado.pedido.gatewayPaymentId}`,
    });
  });

  it('renews a card subscription on the saved card (a token made from its card id)', async () => {
    const aluno = await criarAluno(t);
    const headers = (await aluno.login()).headers;
    const salvo = await t.app.inject({
      method: 'POST',
      url: '/api/cartao-credito',
      headers,
      payload: {
        apelido: 'Principal',
        token: await tokenDoCartao(),
        bandeira: 'MASTERCARD',
        nome: 'JOANA SOUZA',
        cpf: '11144477735',
        endereco,
      },
    });
    expect(salvo.statusCode, salvo.body).toBe(200);
    const { id } = await criarContratacao(t.database.db, {
      usuarioId: aluno.id,
      planoId: plano.id,
      validadeEmDias: 0.5,
    });
    const renovacao = renovacaoService({
      db: t.database.db,
      gateway: t.app.paymentGateway,
      cartoes: cartaoCreditoService(
        t.database.db,
        t.app.paymentGateway,
        consultaCepDoAmbiente(t.database.db, t.env),
      ),
      log: t.app.log,
    });
    expect(await renovacao.renovar(id)).toBe('renovada');
    expect(await renovacao.renovar(id)).toBe('nada');
    const [pedido] = await t.database.db.select().from(s.pedido).where(eq(s.pedido.contratacaoId, id));
    expect(fake.payments.get(pedido!.gatewayPaymentId!)).toMatchObject({
      status: 'approved',
      transaction_amount: 120,
    });
    expect(await lancamentos(pedido!.id)).toEqual([{ tipo: 'COBRANCA', valor: 120_00 }]);
  });
});

describe('a send pack bought on its own, on Mercado Pago (issue 22 §1)', () => {
  const pacoteAvulso = () =>
    produtosService(t.database.db, {}).cadastrar('aprovei', {
      nomeProduto: 'Pacote MP: 4 envios',
      descricao: 'Envios extras.',
      valorCentavos: 30_00,
      tipoEntrega: 'ENVIOS_QUESTAO_ABERTA',
      enviosQuestaoAberta: 4,
    });
  const comprarPacote = async (headers: Record<string, string>, idProduto: number, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/assinatura/comprar-produto',
      headers,
      payload: { chaveIdempotencia: randomUUID(), idProduto, captcha: await solvedCaptcha(t.app), ...body },
    });
  const pacotes = (usuarioId: number) =>
    t.database.db.select().from(s.pacoteQuestaoAberta).where(eq(s.pacoteQuestaoAberta.usuarioId, usuarioId));

  it('by card in instalments and by Pix settled by the webhook, each pack granted once', async () => {
    const idProduto = await pacoteAvulso();
    const aluno = await criarAluno(t, { plano: plano.id });
    const headers = (await aluno.login()).headers;
    const token = await tokenDoCartao();
    const cartao = await comprarPacote(headers, idProduto, {
      metodoPagamento: 'CARTAO_CREDITO',
      qtdParcelas: 3,
      cartao: {
        apelido: 'Cartão',
        token,
        bandeira: 'MASTERCARD',
        nome: 'JOANA SOUZA',
        cpf: '11144477735',
        endereco: {
          cep: '01310100',
          logradouro: 'Avenida Paulista',
          numeroLogradouro: '1',
          bairro: 'Centro',
        },
      },
    });
    expect(cartao.statusCode, cartao.body).toBe(200);
    expect(cartao.json().statusPagamento).toBe('approved');
    const [pCartao] = await t.database.db
      .select()
      .from(s.pedido)
      .where(eq(s.pedido.id, cartao.json().idFatura));
    expect(fake.payments.get(pCartao!.gatewayPaymentId!)).toMatchObject({
      installments: 3,
      transaction_amount: 30,
    });
    expect((await webhookMercadoPago(pCartao!.gatewayPaymentId!)).statusCode).toBe(200);

    const pix = await comprarPacote(headers, idProduto, { metodoPagamento: 'PIX' });
    expect(pix.statusCode, pix.body).toBe(200);
    const [pPix] = await t.database.db.select().from(s.pedido).where(eq(s.pedido.id, pix.json().idFatura));
    expect(await pacotes(aluno.id)).toEqual([
      expect.objectContaining({ pedidoId: pCartao!.id, quantidade: 4 }),
    ]);
    fake.setStatus(pPix!.gatewayPaymentId!, 'approved', 'accredited');
    for (let i = 0; i < 2; i++)
      expect((await webhookMercadoPago(pPix!.gatewayPaymentId!)).statusCode).toBe(200);
    expect((await pacotes(aluno.id)).map((x) => x.pedidoId).sort()).toEqual([pCartao!.id, pPix!.id].sort());
    for (const id of [pCartao!.id, pPix!.id])
      expect(
        await t.database.db
          .select()
          .from(s.lancamentoFinanceiro)
          .where(eq(s.lancamentoFinanceiro.pedidoId, id)),
      ).toEqual([
        expect.objectContaining({ tipo: 'COBRANCA', valorCentavos: 30_00, gateway: 'mercadopago' }),
      ]);
  });
});
