import { randomUUID } from 'node:crypto';
import { MENSAGENS_PEDIDOS, PRAZO_REEMBOLSO } from '@aprovei/shared/checkout/pedidos.schemas';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { solvedCaptcha } from '../../../test/captcha-solver.ts';
import { criarAluno, criarPlano, criarProduto, type Sessao } from '../../../test/factories.ts';
import { textoDoPdf } from '../../../test/pdf.ts';
import * as s from '../../db/schema/index.ts';

/** 'Meus pedidos' (issue 18 §5): the buyer's orders, their receipts, and the refund of a withdrawal. */
let t: TestApp;
let plano: Awaited<ReturnType<typeof criarPlano>>;
/** A second plan: the Pix orders (a plan already held, or ordered, is not sold again). */
let outroPlano: Awaited<ReturnType<typeof criarPlano>>;
let produto: Awaited<ReturnType<typeof criarProduto>>;

beforeAll(async () => {
  t = await buildTestApp({ SANDBOX_LIQUIDACAO_SEGUNDOS: '86400' });
  plano = await criarPlano(t.database.db, {
    nomePlano: 'Plano Recibo Anual',
    valorCentavos: 597_00,
    parcelas: 3,
    duracaoMeses: 12,
  });
  outroPlano = await criarPlano(t.database.db, {
    nomePlano: 'Plano Recibo Pix',
    valorCentavos: 397_00,
    parcelas: 1,
    duracaoMeses: 12,
  });
  produto = await criarProduto(t.database.db, { nomeProduto: 'Revisão final em PDF', valorCentavos: 97_00 });
});

async function comprar(sessao: Sessao, pagamento: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/assinatura/realizar-assinatura-plano',
    headers: sessao.headers,
    payload: {
      chaveIdempotencia: randomUUID(),
      idPlano: plano.id,
      aceiteContrato: true,
      captcha: await solvedCaptcha(t.app),
      produtosForaDoPlano: [produto.id],
      ...pagamento,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().idFatura as number;
}

async function porCartao(sessao: Sessao) {
  const token = await t.app.paymentGateway.tokenizeCard({
    number: '4111111111111111',
    cvv: '123',
    holderName: 'MARIA DA SILVA',
    expMonth: 12,
    expYear: 2035,
  });
  return comprar(sessao, {
    metodoPagamento: 'CARTAO_CREDITO',
    qtdParcelas: 3,
    cartao: {
      apelido: 'Cartão',
      token: token.cardToken,
      bandeira: 'VISA',
      nome: 'MARIA DA SILVA',
      cpf: '52998224725',
      endereco: {
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numeroLogradouro: '1',
        bairro: 'Bela Vista',
      },
    },
  });
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/assinatura/meus-pedidos', () => {
  it('lists the buyer’s own orders, newest first, with items, method, instalments, amount and status', async () => {
    const aluna = await criarAluno(t);
    const sessao = await aluna.login();
    const cartao = await porCartao(sessao);
    const pix = await comprar(sessao, { metodoPagamento: 'PIX', qtdParcelas: 1, idPlano: outroPlano.id });
    // Someone else's order never shows.
    await porCartao(await (await criarAluno(t)).login());

    const res = await get('/api/assinatura/meus-pedidos?page=0&size=10', sessao.headers);
    expect(res.statusCode, res.body).toBe(200);
    const pagina = res.json();
    expect(pagina).toMatchObject({ number: 0, size: 10, totalPages: 1, totalElements: 2 });
    expect(pagina.content.map((p: { idFatura: number }) => p.idFatura)).toEqual([pix, cartao]);
    expect(pagina.content[1]).toEqual({
      idFatura: cartao,
      data: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      tipo: 'COMPRA',
      itens: [
        { tipo: 'PLANO', nome: 'Plano Recibo Anual' },
        { tipo: 'PRODUTO', nome: 'Revisão final em PDF' },
      ],
      metodoPagamento: 'CARTAO_CREDITO',
      qtdParcelas: 3,
      desconto: 0,
      valorTotal: 694,
      status: { codigo: 'approved', descricao: 'Pago' },
      possuiRecibo: true,
    });
    expect(pagina.content[0]).toMatchObject({
      metodoPagamento: 'PIX',
      qtdParcelas: 1,
      status: { codigo: 'pending', descricao: 'Aguardando pagamento' },
      possuiRecibo: false,
    });

    const segunda = await get('/api/assinatura/meus-pedidos?page=1&size=1', sessao.headers);
    expect(segunda.json()).toMatchObject({ number: 1, size: 1, totalPages: 2, totalElements: 2 });
    expect(segunda.json().content.map((p: { idFatura: number }) => p.idFatura)).toEqual([cartao]);
  });

  it('answers an empty page to a student who never bought, 401 without a session, 400 for a bad page', async () => {
    const sessao = await (await criarAluno(t)).login();
    const vazia = await get('/api/assinatura/meus-pedidos', sessao.headers);
    expect(vazia.json()).toEqual({ content: [], number: 0, size: 10, totalPages: 0, totalElements: 0 });
    expect((await get('/api/assinatura/meus-pedidos', { 'x-tenant': 'aprovei' })).statusCode).toBe(401);
    for (const q of ['page=-1', 'size=0', 'size=51', 'page=abc']) {
      const r = await get(`/api/assinatura/meus-pedidos?${q}`, sessao.headers);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().codigo, q).toBe('VALIDACAO');
    }
  });
});

describe('GET /api/assinatura/pedido/{idFatura}/recibo', () => {
  it('answers the receipt PDF of a paid order, with its items and amount', async () => {
    const sessao = await (await criarAluno(t, { nome: 'Beatriz Recibo' })).login();
    const id = await porCartao(sessao);
    const res = await get(`/api/assinatura/pedido/${id}/recibo`, sessao.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename*=UTF-8''recibo-pedido-${id}.pdf`);
    const { doc, texto } = await textoDoPdf(res.rawPayload);
    expect(doc.getTitle()).toBe(`Recibo do pedido nº ${id} — Aprovei`);
    expect(texto).toContain(`Recibo do pedido nº ${id}`);
    expect(texto).toContain('Beatriz Recibo');
    expect(texto).toContain('Plano Plano Recibo Anual');
    expect(texto).toContain('R$\u00a0597,00');
    expect(texto).toContain('Produto: Revisão final em PDF');
    expect(texto).toContain('R$\u00a097,00');
    expect(texto).toContain('R$\u00a0694,00');
    expect(texto).toContain('Forma de pagamento: Cartão de crédito em 3 parcelas');
    expect(texto).toContain('Situação: Pago');
    expect(texto).not.toContain('52998224725');
  });

  it('404 for another user’s order or none, 409 before payment, 401 without a session, 400 for bad ids', async () => {
    const dona = await (await criarAluno(t)).login();
    const pago = await porCartao(dona);
    const pix = await comprar(dona, { metodoPagamento: 'PIX', qtdParcelas: 1, idPlano: outroPlano.id });
    const outra = await (await criarAluno(t)).login();

    const alheio = await get(`/api/assinatura/pedido/${pago}/recibo`, outra.headers);
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json()).toEqual({ codigo: 'NAO_ENCONTRADO', mensagem: MENSAGENS_PEDIDOS.naoEncontrado });
    expect((await get('/api/assinatura/pedido/99999999/recibo', dona.headers)).statusCode).toBe(404);

    const pendente = await get(`/api/assinatura/pedido/${pix}/recibo`, dona.headers);
    expect(pendente.statusCode).toBe(409);
    expect(pendente.json().mensagem).toBe(MENSAGENS_PEDIDOS.semRecibo);

    expect((await get(`/api/assinatura/pedido/${pago}/recibo`, { 'x-tenant': 'aprovei' })).statusCode).toBe(
      401,
    );
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const r = await get(`/api/assinatura/pedido/${id}/recibo`, dona.headers);
      expect(r.statusCode, id).toBe(400);
      expect(r.json().mensagem, id).toBe(MENSAGENS_PEDIDOS.idInvalido);
    }
  });
});

describe('cancelling within the 7 days', () => {
  it('says how much comes back and when, refunds, and e-mails the buyer', async () => {
    const aluna = await criarAluno(t, { nome: 'Carla Reembolso' });
    const sessao = await aluna.login();
    const id = await porCartao(sessao);
    const [pedido] = await t.database.db.select().from(s.pedido).where(eq(s.pedido.id, id));
    const contratacaoId = pedido!.contratacaoId!;

    const previsao = await get(
      `/api/assinatura/previsao-reembolso?idContratacao=${contratacaoId}`,
      sessao.headers,
    );
    expect(previsao.statusCode).toBe(200);
    expect(previsao.json()).toEqual({
      valor: 694,
      metodoPagamento: 'CARTAO_CREDITO',
      prazo: PRAZO_REEMBOLSO.CARTAO_CREDITO,
    });
    // Another user's contract tells nothing; bad ids are 400; no session is 401.
    const outra = await (await criarAluno(t)).login();
    expect(
      (await get(`/api/assinatura/previsao-reembolso?idContratacao=${contratacaoId}`, outra.headers)).json(),
    ).toBeNull();
    expect((await get('/api/assinatura/previsao-reembolso?idContratacao=x', sessao.headers)).statusCode).toBe(
      400,
    );
    expect(
      (
        await get(`/api/assinatura/previsao-reembolso?idContratacao=${contratacaoId}`, {
          'x-tenant': 'aprovei',
        })
      ).statusCode,
    ).toBe(401);

    const cancelado = await t.app.inject({
      method: 'POST',
      url: `/api/assinatura/cancelar-assinatura?idContratacao=${contratacaoId}`,
      headers: sessao.headers,
    });
    expect(cancelado.statusCode, cancelado.body).toBe(200);
    const [email] = await t.database.db
      .select()
      .from(s.emailEnviado)
      .where(eq(s.emailEnviado.para, aluna.email))
      .orderBy(desc(s.emailEnviado.id))
      .limit(1);
    expect(email?.assunto).toBe('Cancelamento confirmado: reembolso de R$\u00a0694,00');
    expect(email?.texto).toContain('Olá, Carla!');
    expect(email?.texto).toContain(`Pedido: nº ${id}`);
    expect(email?.texto).toContain(PRAZO_REEMBOLSO.CARTAO_CREDITO);
    // Nothing left to give back; the order reads 'Reembolsado' and keeps its receipt.
    expect(
      (await get(`/api/assinatura/previsao-reembolso?idContratacao=${contratacaoId}`, sessao.headers)).json(),
    ).toBeNull();
    const lista = (await get('/api/assinatura/meus-pedidos', sessao.headers)).json();
    expect(lista.content[0]).toMatchObject({
      idFatura: id,
      status: { codigo: 'refunded', descricao: 'Reembolsado' },
      possuiRecibo: true,
    });
  });
});
