import { randomUUID } from 'node:crypto';
import { MENSAGENS_COMPRA } from '@aprovei/shared/assinatura/assinatura.schemas';
import { MENSAGENS_CUPOM } from '@aprovei/shared/assinatura/cupom.rules';
import { SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import { MENSAGENS_CARTAO } from '@aprovei/shared/cartao-credito/cartao.rules';
import { TEXTOS_CARTAO_CREDITO } from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { MENSAGENS_CHECKOUT } from '@aprovei/shared/checkout/checkout.schemas';
import { lerBrCode } from '@aprovei/shared/pix/brcode.rules';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/build-app.ts';
import { solvedCaptcha } from '../../../test/captcha-solver.ts';
import {
  criarAluno,
  criarPlano,
  criarProduto,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/factories.ts';
import { rows } from '../../db/client.ts';
import * as s from '../../db/schema/index.ts';
import { resolveSandboxWebhookSecret } from '../../gateways/gateway-factory.ts';
import { MENSAGEM_RECUSA } from '../../gateways/payment-gateway.ts';
import type { SandboxGateway } from '../../gateways/sandbox.ts';
import { hmacHex } from '../../gateways/webhook-signature.ts';
import { cartaoCreditoService } from '../cartao-credito/cartao-credito.service.ts';
import { consultaCepDoAmbiente } from '../consulta-cep/consulta-cep.service.ts';
import { checkoutService } from './checkout.service.ts';

const logs: string[] = [];
let t: TestApp;
let plano: Awaited<ReturnType<typeof criarPlano>>;
let produto: Awaited<ReturnType<typeof criarProduto>>;
let aluno: UsuarioDeTeste;
let sessao: Sessao;

const DIA = 86_400_000;
const CVV_TESTE = '7391';
const CARTOES_TESTE = ['4111111111111111', '4000000000000002', '378282246310005'];

beforeAll(async () => {
  // The sandbox settles only through payNow here (no timer races); its webhooks reach our route in-process.
  t = await buildTestApp(
    { SANDBOX_LIQUIDACAO_SEGUNDOS: '86400', LOG_LEVEL: 'info' },
    { write: (l) => void logs.push(l) },
  );
  plano = await criarPlano(t.database.db, {
    valorCentavos: 300_00,
    parcelas: 3,
    duracaoMeses: 6,
    planoEnare: true,
  });
  produto = await criarProduto(t.database.db, { valorCentavos: 45_50 });
  aluno = await criarAluno(t);
  sessao = await aluno.login();
  await t.database.db.insert(s.cupom).values([
    { codigo: 'DEZ POR CENTO', tipo: 'PERCENTUAL', pontosBase: 1000, validoDe: new Date(Date.now() - DIA) },
    {
      codigo: 'TRINTA REAIS',
      tipo: 'VALOR_FIXO',
      valorCentavos: 30_00,
      validoDe: new Date(Date.now() - DIA),
    },
    {
      codigo: 'VENCIDO',
      tipo: 'VALOR_FIXO',
      valorCentavos: 10_00,
      validoDe: new Date(Date.now() - 10 * DIA),
      validoAte: new Date(Date.now() - DIA),
    },
    { codigo: 'FUTURO', tipo: 'VALOR_FIXO', valorCentavos: 10_00, validoDe: new Date(Date.now() + DIA) },
    {
      codigo: 'ULTIMO',
      tipo: 'VALOR_FIXO',
      valorCentavos: 10_00,
      validoDe: new Date(Date.now() - DIA),
      limiteUsos: 1,
    },
    {
      codigo: 'UMA VEZ',
      tipo: 'PERCENTUAL',
      pontosBase: 500,
      validoDe: new Date(Date.now() - DIA),
      limiteUsosPorCpf: 1,
    },
  ]);
});

const get = (url: string, headers: Record<string, string> = { 'x-tenant': 'aprovei' }) =>
  t.app.inject({ method: 'GET', url, headers });

async function token(numero = '4111111111111111', holderName = 'MARIA SILVA', cvv = '123') {
  return (
    await t.app.paymentGateway.tokenizeCard({ number: numero, cvv, holderName, expMonth: 12, expYear: 2035 })
  ).cardToken;
}

const endereco = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numeroLogradouro: '1000',
  bairro: 'Bela Vista',
};

async function cartao(numero?: string, holder?: string) {
  return {
    apelido: 'Meu cartão',
    token: await token(numero, holder),
    bandeira: 'VISA',
    nome: 'MARIA SILVA',
    cpf: '52998224725',
    endereco,
  };
}

const comprar = async (body: Record<string, unknown>, headers = sessao.headers) =>
  t.app.inject({
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

const pedidosDe = (usuarioId: number) =>
  t.database.db.select().from(s.pedido).where(eq(s.pedido.usuarioId, usuarioId));
const lancamentosDo = (pedidoId: number) =>
  t.database.db.select().from(s.lancamentoFinanceiro).where(eq(s.lancamentoFinanceiro.pedidoId, pedidoId));

function webhookAssinado(gatewayPaymentId: string, ts = Date.now()) {
  const raw = JSON.stringify({ type: 'payment', action: 'payment.updated', data: { id: gatewayPaymentId } });
  const secret = resolveSandboxWebhookSecret(t.env, TEST_JWT_SECRET);
  return {
    raw,
    headers: {
      'content-type': 'application/json',
      'x-signature': `ts=${ts},v1=${hmacHex(secret, `ts:${ts};${raw}`)}`,
      'x-request-id': randomUUID(),
    },
  };
}

const webhook = (raw: string, headers: Record<string, string>, gateway = 'sandbox') =>
  t.app.inject({ method: 'POST', url: `/api/assinatura/webhook/${gateway}`, headers, payload: raw });

describe('produtos e parcelas', () => {
  it('lists the products offered with a plan, in reais', async () => {
    const res = await get(`/api/produtos/recuperar-produtos-por-plano-checkout/${plano.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({
      id: produto.id,
      nome: produto.nomeProduto,
      descricao: expect.any(String),
      valor: 45.5,
      descricaoEntrega: 'Entrega: instruções enviadas por e-mail após o pagamento.',
    });
    expect((await get('/api/produtos/recuperar-produtos-por-plano-checkout/999999')).statusCode).toBe(404);
    expect((await get('/api/produtos/recuperar-produtos-por-plano-checkout/5')).json().mensagem).toBe(
      MENSAGENS_CHECKOUT.planoGratuito,
    );
  });

  it('gives the instalments of the plan plus chosen products, and refuses any other total', async () => {
    const res = await get(`/api/planos/recupera-parcela-plano-mais-produto/${plano.id}/345.50/-/-`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { qtdParcela: 1, valorParcelado: 345.5 },
      { qtdParcela: 2, valorParcelado: 172.75 },
      { qtdParcela: 3, valorParcelado: 115.16 },
    ]);
    const comCupom = await get(
      `/api/planos/recupera-parcela-plano-mais-produto/${plano.id}/270/DEZ%20POR%20CENTO/${aluno.cpf}`,
    );
    expect(comCupom.json()[0]).toEqual({ qtdParcela: 1, valorParcelado: 270 });
    for (const total of ['1.00', '299.99', '300.01']) {
      const r = await get(`/api/planos/recupera-parcela-plano-mais-produto/${plano.id}/${total}/-/-`);
      expect(r.statusCode).toBe(400);
      expect(r.json().mensagem).toBe(MENSAGENS_CHECKOUT.totalInvalido);
    }
    expect(
      (await get(`/api/planos/recupera-parcela-plano-mais-produto/${plano.id}/abc/-/-`)).statusCode,
    ).toBe(400);
  });
});

describe('aplicar-desconto-cupom', () => {
  const cupom = (q: Record<string, string>) =>
    get(`/api/assinatura/aplicar-desconto-cupom?${new URLSearchParams({ idPlano: String(plano.id), ...q })}`);

  it('recomputes the price and instalments with a percentage or a fixed discount', async () => {
    const pct = await cupom({ cupom: 'dez  por cento', cpf: aluno.cpf });
    expect(pct.statusCode).toBe(200);
    expect(pct.json()).toMatchObject({
      cupom: 'DEZ POR CENTO',
      valorIntegralPlano: 300,
      valorDesconto: 30,
      valorPlanoComDesconto: 270,
    });
    expect(pct.json().planoParcelado).toHaveLength(3);
    expect((await cupom({ cupom: 'TRINTA REAIS', cpf: aluno.cpf })).json().valorPlanoComDesconto).toBe(270);
  });

  it('answers every refusal with its text', async () => {
    const casos: [Record<string, string>, string][] = [
      [{ cupom: 'DEZ POR CENTO', cpf: '' }, MENSAGENS_CUPOM.cpfAusente],
      [{ cupom: 'DEZ POR CENTO' }, MENSAGENS_CUPOM.cpfAusente],
      [{ cupom: 'DEZ POR CENTO', cpf: '12345678900' }, MENSAGENS_CUPOM.cpfInvalido],
      [{ cupom: 'DEZ10', cpf: aluno.cpf }, MENSAGENS_CUPOM.codigoInvalido],
      [{ cupom: 'A'.repeat(26), cpf: aluno.cpf }, MENSAGENS_CUPOM.codigoInvalido],
      [{ cupom: 'NAO EXISTE', cpf: aluno.cpf }, MENSAGENS_CUPOM.naoEncontrado],
      [{ cupom: 'VENCIDO', cpf: aluno.cpf }, MENSAGENS_CUPOM.expirado],
      [{ cupom: 'FUTURO', cpf: aluno.cpf }, MENSAGENS_CUPOM.naoIniciado],
    ];
    for (const [q, mensagem] of casos) {
      const res = await cupom(q);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.body).toContain(mensagem);
    }
  });
});

describe('realizar-assinatura-plano', () => {
  it('needs a signed-in buyer and validates the body with its texts', async () => {
    expect((await comprar({ metodoPagamento: 'PIX' }, { 'x-tenant': 'aprovei' })).statusCode).toBe(401);
    const casos: [Record<string, unknown>, string][] = [
      [{ metodoPagamento: 'BOLETO' }, MENSAGENS_COMPRA.metodoPagamento],
      [{ metodoPagamento: 'CARTAO_CREDITO', qtdParcelas: 1 }, MENSAGENS_COMPRA.cartao],
      [{ metodoPagamento: 'PIX', idCartao: 3 }, MENSAGENS_COMPRA.cartaoNoPix],
      [{ metodoPagamento: 'PIX', qtdParcelas: 2 }, MENSAGENS_COMPRA.parcelasPix],
      [{ metodoPagamento: 'PIX', aceiteContrato: false }, MENSAGENS_COMPRA.contrato],
      [{ metodoPagamento: 'PIX', chaveIdempotencia: 'x' }, MENSAGENS_COMPRA.chaveIdempotencia],
      [{ metodoPagamento: 'PIX', produtosForaDoPlano: [999999] }, MENSAGENS_COMPRA.produto],
      [{ metodoPagamento: 'PIX', cpf: '52998224725' }, MENSAGENS_CHECKOUT.cpfDaConta],
      [{ metodoPagamento: 'PIX', cupomDesconto: 'VENCIDO' }, MENSAGENS_CUPOM.expirado],
      [{ metodoPagamento: 'PIX', captcha: null }, 'Confirme que você não é um robô.'],
    ];
    for (const [body, mensagem] of casos) {
      const res = await comprar(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(mensagem);
    }
    const semParcelas = await comprar({
      metodoPagamento: 'CARTAO_CREDITO',
      cartao: await cartao(),
      qtdParcelas: 4,
    });
    expect(semParcelas.json().mensagem).toBe(MENSAGENS_CHECKOUT.parcelasIndisponiveis);
    const salvo = await comprar({ metodoPagamento: 'CARTAO_CREDITO', idCartao: 1, qtdParcelas: 1 });
    expect(salvo.statusCode).toBe(404);
    const numero = await comprar({
      metodoPagamento: 'CARTAO_CREDITO',
      qtdParcelas: 1,
      cartao: { ...(await cartao()), numero: CARTOES_TESTE[0], cvv: CVV_TESTE },
    });
    expect(numero.statusCode).toBe(400);
    expect(numero.body).toContain(TEXTOS_CARTAO_CREDITO.dadosDoCartaoNoCorpo);
    expect(await pedidosDe(aluno.id)).toEqual([]);
  });

  it('a copy sent at once waits on the buyer lock and answers the first order (its captcha spent once)', async () => {
    const comprador = await criarAluno(t);
    const headers = (await comprador.login()).headers;
    const body = {
      chaveIdempotencia: randomUUID(),
      metodoPagamento: 'PIX',
      captcha: await solvedCaptcha(t.app),
    };
    // The captcha is spent in the transaction that writes the order: the copy, behind the lock, finds
    // the order under its key and needs no captcha of its own.
    const [primeira, copia] = await Promise.all([comprar(body, headers), comprar(body, headers)]);
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(copia.statusCode, copia.body).toBe(200);
    expect(copia.json().idFatura).toBe(primeira.json().idFatura);
    expect(await pedidosDe(comprador.id)).toHaveLength(1);
    // A spent captcha on another purchase is still refused.
    const outra = await comprar({ metodoPagamento: 'PIX', captcha: body.captcha }, headers);
    expect(outra.statusCode).toBe(400);
    expect(outra.json().mensagem).toBe('Confirme que você não é um robô.');
  });

  it('charges a card once for a double submission and creates the contract, ledger row and receipt', async () => {
    const comprador = await criarAluno(t);
    const headers = (await comprador.login()).headers;
    const body = {
      chaveIdempotencia: randomUUID(),
      metodoPagamento: 'CARTAO_CREDITO',
      qtdParcelas: 3,
      cartao: await cartao(),
      cupomDesconto: 'DEZ POR CENTO',
      produtosForaDoPlano: [produto.id],
      // Amounts from the browser are not part of the contract: ignored.
      valorTotal: 1,
    };
    // A double click: the same order twice at once (its one captcha spent by whichever runs first), then a retry.
    const captcha = await solvedCaptcha(t.app);
    const [a, b] = await Promise.all([
      comprar({ ...body, captcha }, headers),
      comprar({ ...body, captcha }, headers),
    ]);
    const c = await comprar({ ...body, captcha }, headers);
    for (const res of [a, b, c]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ tipoTransacao: 'CARTAO_CREDITO', statusPagamento: 'approved' });
    }
    const pedidos = await pedidosDe(comprador.id);
    expect(pedidos).toHaveLength(1);
    const p = pedidos[0]!;
    expect(p).toMatchObject({
      valorTotalCentavos: 270_00 + 45_50,
      descontoCentavos: 30_00,
      qtdParcelas: 3,
      status: 'approved',
    });
    const pagamentos = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pagamento_sandbox where chave_idempotencia = ${`pedido-${p.id}`}`,
    );
    expect(pagamentos[0]!.n).toBe(1);
    expect(await lancamentosDo(p.id)).toEqual([
      expect.objectContaining({
        tipo: 'COBRANCA',
        valorCentavos: 315_50,
        gatewayPaymentId: p.gatewayPaymentId,
      }),
    ]);
    const [contrato] = await t.database.db
      .select()
      .from(s.contratacao)
      .where(eq(s.contratacao.id, p.contratacaoId!));
    expect(contrato).toMatchObject({
      usuarioId: comprador.id,
      planoId: plano.id,
      situacaoCodigo: SITUACAO_CONTRATACAO.PRAZO_ARREPENDIMENTO,
      metodoPagamento: 'CARTAO_CREDITO',
      renovacaoAutomatica: true,
    });
    const meses = (contrato!.dataValidadeAssinatura.getTime() - contrato!.dataInicio.getTime()) / (30 * DIA);
    expect(meses).toBeGreaterThan(5.8);
    expect(meses).toBeLessThan(6.2);
    const comprados = await t.database.db
      .select()
      .from(s.produtoComprado)
      .where(eq(s.produtoComprado.contratacaoId, contrato!.id));
    expect(comprados.map((x) => x.produtoId)).toEqual([produto.id]);
    const emails = await t.database.db
      .select()
      .from(s.emailEnviado)
      .where(eq(s.emailEnviado.usuarioId, comprador.id));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.texto).toMatch(/Total pago: R\$\s315,50/);
    const acesso = await t.app.inject({
      method: 'GET',
      url: '/api/assinatura/is-assinatura-ativa-usuario',
      headers,
    });
    expect(acesso.json()).toBe(true);
  });

  it('counts coupon uses: global and per-CPF limits', async () => {
    const primeiro = await criarAluno(t);
    const h1 = (await primeiro.login()).headers;
    expect((await comprar({ metodoPagamento: 'PIX', cupomDesconto: 'ULTIMO' }, h1)).statusCode).toBe(200);
    // Another plan: the first is already being paid (one plan is bought once).
    const outroPlano = await criarPlano(t.database.db, { valorCentavos: 200_00, parcelas: 2 });
    const uma = await comprar(
      { metodoPagamento: 'PIX', cupomDesconto: 'UMA VEZ', idPlano: outroPlano.id },
      h1,
    );
    expect(uma.statusCode, uma.body).toBe(200);
    const segundo = await criarAluno(t);
    const esgotado = await comprar(
      { metodoPagamento: 'PIX', cupomDesconto: 'ULTIMO' },
      (await segundo.login()).headers,
    );
    expect(esgotado.json().mensagem).toBe(MENSAGENS_CUPOM.esgotado);
    const porCpf = await get(
      `/api/assinatura/aplicar-desconto-cupom?cupom=UMA%20VEZ&idPlano=${plano.id}&cpf=${primeiro.cpf}`,
    );
    expect(porCpf.json().mensagem).toBe(MENSAGENS_CUPOM.limiteCpf);
  });

  it("charges a saved card of the buyer; another user's card is not found", async () => {
    const dono = await criarAluno(t);
    const donoHeaders = (await dono.login()).headers;
    const salvo = await t.app.inject({
      method: 'POST',
      url: '/api/cartao-credito',
      headers: donoHeaders,
      payload: await cartao(),
    });
    expect(salvo.statusCode, salvo.body).toBe(200);
    const { idCartao } = salvo.json();
    const outro = await criarAluno(t);
    const alheio = await comprar(
      { metodoPagamento: 'CARTAO_CREDITO', idCartao, qtdParcelas: 1 },
      (await outro.login()).headers,
    );
    expect(alheio.statusCode).toBe(404);
    expect(await pedidosDe(outro.id)).toEqual([]);
    const res = await comprar({ metodoPagamento: 'CARTAO_CREDITO', idCartao, qtdParcelas: 2 }, donoHeaders);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().statusPagamento).toBe('approved');
    const [p] = await pedidosDe(dono.id);
    expect(p).toMatchObject({ status: 'approved', qtdParcelas: 2 });
  });

  it('answers a declined card with its reason and creates no contract', async () => {
    const comprador = await criarAluno(t);
    const res = await comprar(
      { metodoPagamento: 'CARTAO_CREDITO', qtdParcelas: 1, cartao: await cartao('4000000000000002') },
      (await comprador.login()).headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      codigo: 'PAGAMENTO_RECUSADO',
      mensagem: MENSAGEM_RECUSA.card_declined,
    });
    const [p] = await pedidosDe(comprador.id);
    expect(p).toMatchObject({ status: 'declined', contratacaoId: null });
    expect(await lancamentosDo(p!.id)).toEqual([]);
  });
});

describe('PIX', () => {
  it('returns the QR and BR Code, is polled from our database, and is settled by the signed sandbox webhook', async () => {
    const comprador = await criarAluno(t);
    const headers = (await comprador.login()).headers;
    const res = await comprar({ metodoPagamento: 'PIX' }, headers);
    expect(res.statusCode, res.body).toBe(200);
    const pix = res.json();
    expect(pix).toMatchObject({
      tipoTransacao: 'PIX',
      statusPagamento: 'pending',
      idFatura: expect.any(Number),
    });
    expect(Buffer.from(pix.imageQrCodeBase64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(lerBrCode(pix.qrCode).valorCentavos).toBe(300_00);
    const poll = (h = headers, id = pix.idFatura) =>
      t.app.inject({
        method: 'GET',
        url: `/api/assinatura/is-pagamento-pix-processado?idFatura=${id}`,
        headers: h,
      });
    expect((await poll()).json()).toBe(false);
    // Another user's invoice is not theirs to see.
    const outro = await criarAluno(t);
    const outroHeaders = (await outro.login()).headers;
    expect((await poll(outroHeaders)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/assinatura/sandbox/pagar-pix?idFatura=${pix.idFatura}`,
          headers: outroHeaders,
        })
      ).statusCode,
    ).toBe(404);
    expect((await poll(headers, 999999)).statusCode).toBe(404);

    const pagar = await t.app.inject({
      method: 'POST',
      url: `/api/assinatura/sandbox/pagar-pix?idFatura=${pix.idFatura}`,
      headers,
    });
    expect(pagar.json()).toEqual({ pago: true });
    expect((await poll()).json()).toBe(true);
    const [p] = await pedidosDe(comprador.id);
    const [contrato] = await t.database.db
      .select()
      .from(s.contratacao)
      .where(eq(s.contratacao.id, p!.contratacaoId!));
    expect(contrato).toMatchObject({ metodoPagamento: 'PIX', renovacaoAutomatica: false });
    expect(await lancamentosDo(p!.id)).toHaveLength(1);
  });

  it('says so when the code expired: the sandbox voids it and its webhook moves the order', async () => {
    const comprador = await criarAluno(t);
    const headers = (await comprador.login()).headers;
    const pix = (await comprar({ metodoPagamento: 'PIX' }, headers)).json();
    const [p] = await pedidosDe(comprador.id);
    await t.database.db.execute(
      sql`update pagamento_sandbox set expira_em = now() - interval '1 second' where id = ${p!.gatewayPaymentId!}`,
    );
    await (t.app.paymentGateway as SandboxGateway).tick();
    const [depois] = await pedidosDe(comprador.id);
    expect(depois!.status).toBe('expired');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/assinatura/is-pagamento-pix-processado?idFatura=${pix.idFatura}`,
      headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().mensagem).toBe(MENSAGENS_CHECKOUT.pixExpirado);
    expect(await lancamentosDo(pix.idFatura)).toEqual([]);
  });
});

describe('webhooks', () => {
  it('refuses unsigned, forged and stale notices and other gateways', async () => {
    const { raw, headers } = webhookAssinado('pay_000000000000000000000000');
    expect((await webhook(raw, { 'content-type': 'application/json' })).statusCode).toBe(401);
    expect((await webhook(raw.replace('payment.updated', 'payment.created'), headers)).statusCode).toBe(401);
    const velho = webhookAssinado('pay_000000000000000000000000', Date.now() - 60 * 60_000);
    expect((await webhook(velho.raw, velho.headers)).statusCode).toBe(401);
    expect((await webhook(raw, headers, 'mercadopago')).statusCode).toBe(404);
    // Signed, but no such payment: 404 so a real gateway retries later.
    expect((await webhook(raw, headers)).statusCode).toBe(404);
  });

  it('takes every notice a gateway sends from one address, well over 600 a minute (none refused with 429)', async () => {
    const { raw } = webhookAssinado('pay_000000000000000000000000');
    const respostas: number[] = [];
    for (let lote = 0; lote < 7; lote++) {
      const codigos = await Promise.all(
        Array.from(
          { length: 100 },
          async () => (await webhook(raw, { 'content-type': 'application/json' })).statusCode,
        ),
      );
      respostas.push(...codigos);
    }
    expect(respostas.filter((c) => c !== 401)).toEqual([]);
  });

  it('applies a payment once: replays and out-of-order news change nothing; a refund books its row', async () => {
    const comprador = await criarAluno(t);
    const headers = (await comprador.login()).headers;
    const pix = (await comprar({ metodoPagamento: 'PIX' }, headers)).json();
    const [p] = await pedidosDe(comprador.id);
    await t.app.paymentGateway.refund(p!.gatewayPaymentId!).catch(() => {}); // not approved yet: refused
    await t.database.db.execute(
      sql`update pagamento_sandbox set status = 'approved' where id = ${p!.gatewayPaymentId!}`,
    );
    const aviso = webhookAssinado(p!.gatewayPaymentId!);
    for (let i = 0; i < 3; i++) expect((await webhook(aviso.raw, aviso.headers)).statusCode).toBe(200);
    expect(await lancamentosDo(pix.idFatura)).toHaveLength(1);
    const contratos = await t.database.db
      .select()
      .from(s.contratacao)
      .where(eq(s.contratacao.usuarioId, comprador.id));
    expect(contratos).toHaveLength(1);

    await t.app.paymentGateway.refund(p!.gatewayPaymentId!);
    const estorno = webhookAssinado(p!.gatewayPaymentId!);
    expect((await webhook(estorno.raw, estorno.headers)).statusCode).toBe(200);
    expect((await lancamentosDo(pix.idFatura)).map((l) => [l.tipo, l.valorCentavos]).sort()).toEqual([
      ['COBRANCA', 300_00],
      ['ESTORNO', -300_00],
    ]);
    const [encerrado] = await t.database.db
      .select()
      .from(s.contratacao)
      .where(eq(s.contratacao.usuarioId, comprador.id));
    expect(encerrado!.situacaoCodigo).toBe(SITUACAO_CONTRATACAO.ENCERRADA);

    // Late news of the approval after the refund: nothing moves back.
    const service = checkoutService({
      db: t.database.db,
      env: t.env,
      gateway: t.app.paymentGateway,
      mailer: t.app.mailer,
      captcha: t.app.captcha,
      cartoes: cartaoCreditoService(
        t.database.db,
        t.app.paymentGateway,
        consultaCepDoAmbiente(t.database.db, t.env),
      ),
      cep: consultaCepDoAmbiente(t.database.db, t.env),
      log: t.app.log,
    });
    expect(await service.aplicarStatus(pix.idFatura, 'approved')).toBeNull();
    expect(await service.aplicarStatus(pix.idFatura, 'pending')).toBeNull();
    const [depois] = await pedidosDe(comprador.id);
    expect(depois!.status).toBe('refunded');
    expect(await lancamentosDo(pix.idFatura)).toHaveLength(2);
  });
});

describe('one plan bought once', () => {
  it('charges once for 20 purchases of one plan at once, each with its own key; the others hear the spec text', async () => {
    const comprador = await criarAluno(t);
    const headers = (await comprador.login()).headers;
    const respostas = await Promise.all(
      Array.from({ length: 20 }, async () =>
        comprar({ metodoPagamento: 'CARTAO_CREDITO', qtdParcelas: 1, cartao: await cartao() }, headers),
      ),
    );
    const aprovadas = respostas.filter((r) => r.statusCode === 200);
    expect(aprovadas).toHaveLength(1);
    expect(aprovadas[0]!.json().statusPagamento).toBe('approved');
    for (const r of respostas.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().mensagem).toBe(MENSAGENS_CHECKOUT.planoAtivo);
    }
    const pedidos = await pedidosDe(comprador.id);
    expect(pedidos).toHaveLength(1);
    const [cobrancas] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pagamento_sandbox where chave_idempotencia = ${`pedido-${pedidos[0]!.id}`}`,
    );
    expect(cobrancas!.n).toBe(1);
    const contratos = await t.database.db
      .select()
      .from(s.contratacao)
      .where(eq(s.contratacao.usuarioId, comprador.id));
    expect(contratos).toHaveLength(1);
  });

  it('refuses a plan whose Pix is waiting to be paid, sells it once that code expired, then refuses it again', async () => {
    const comprador = await criarAluno(t);
    const headers = (await comprador.login()).headers;
    const pix = await comprar({ metodoPagamento: 'PIX' }, headers);
    expect(pix.statusCode, pix.body).toBe(200);
    const cartaoAgora = await comprar(
      { metodoPagamento: 'CARTAO_CREDITO', qtdParcelas: 1, cartao: await cartao() },
      headers,
    );
    expect(cartaoAgora.statusCode).toBe(409);
    expect(cartaoAgora.json().mensagem).toBe(MENSAGENS_CHECKOUT.planoAtivo);
    // Once that code expired (nothing can pay it any more), the plan is for sale again.
    await t.database.db
      .update(s.pedido)
      .set({ pixExpiraEm: new Date(Date.now() - 1000) })
      .where(eq(s.pedido.id, pix.json().idFatura));
    const depois = await comprar(
      { metodoPagamento: 'CARTAO_CREDITO', qtdParcelas: 1, cartao: await cartao() },
      headers,
    );
    expect(depois.statusCode, depois.body).toBe(200);
    expect(depois.json().statusPagamento).toBe('approved');
    // Then held: one after another, by Pix too, it is refused.
    const outra = await comprar({ metodoPagamento: 'PIX' }, headers);
    expect(outra.statusCode).toBe(409);
    expect(outra.json().mensagem).toBe(MENSAGENS_CHECKOUT.planoAtivo);
    expect(await pedidosDe(comprador.id)).toHaveLength(2);
  });
});

describe('cadastra-endereco-usuario', () => {
  const enviar = (payload: Record<string, unknown>, headers = sessao.headers) =>
    t.app.inject({ method: 'POST', url: '/api/conta/cadastra-endereco-usuario', headers, payload });

  it('stores the buyer address and validates it', async () => {
    expect((await enviar(endereco, { 'x-tenant': 'aprovei' })).statusCode).toBe(401);
    const curto = await enviar({ ...endereco, cep: '0131', bairro: '' });
    expect(curto.statusCode).toBe(400);
    expect(curto.body).toContain(TEXTOS_CARTAO_CREDITO.cepTamanho);
    expect(curto.body).toContain(MENSAGENS_CARTAO.campoObrigatorio);
    expect((await enviar(endereco)).statusCode).toBe(200);
    expect((await enviar({ ...endereco, numeroLogradouro: '2000' })).statusCode).toBe(200);
    const [e] = await t.database.db
      .select()
      .from(s.enderecoUsuario)
      .where(eq(s.enderecoUsuario.usuarioId, aluno.id));
    // Município and UF come from the CEP lookup, never from the client.
    expect(e).toMatchObject({ cep: '01310100', numeroLogradouro: '2000', municipio: 'São Paulo', uf: 'SP' });
  });
});

describe('card data', () => {
  it('never reaches the database or the logs', async () => {
    for (const numero of CARTOES_TESTE) {
      await t.app.paymentGateway
        .tokenizeCard({
          number: numero,
          cvv: numero.startsWith('3') ? CVV_TESTE : CVV_TESTE.slice(1),
          holderName: 'APRO',
          expMonth: 1,
          expYear: 2034,
        })
        .catch(() => {});
    }
    const tabelas = await rows<{ tablename: string }>(
      t.database.db,
      sql`select tablename from pg_tables where schemaname = 'public'`,
    );
    let dump = '';
    for (const { tablename } of tabelas) {
      const linhas = await rows(
        t.database.db,
        sql`select row_to_json(x)::text as j from ${sql.identifier(tablename)} x`,
      );
      dump += linhas.map((l) => (l as { j: string }).j).join('\n');
    }
    expect(dump.length).toBeGreaterThan(1000);
    expect(logs.length).toBeGreaterThan(10);
    for (const texto of [dump, logs.join('\n')]) {
      for (const numero of CARTOES_TESTE) expect(texto).not.toContain(numero);
      // A CVV leaks as a string value (JSON, escaped JSON) or a form field, never inside a request id.
      for (const cvv of [CVV_TESTE, CVV_TESTE.slice(1)])
        expect(texto).not.toMatch(new RegExp(`:\\s*\\\\?"${cvv}\\\\?"|=${cvv}(?![0-9])`));
      expect(texto).not.toMatch(/"cvv"/i);
    }
  });
});
