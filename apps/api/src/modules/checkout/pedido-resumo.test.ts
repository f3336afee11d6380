import { randomUUID } from 'node:crypto';
import { MENSAGENS_CHECKOUT } from '@aprovei/shared/checkout/checkout.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { solvedCaptcha } from '../../../test/captcha-solver.ts';
import { criarAluno, criarPlano, criarProduto, type Sessao } from '../../../test/factories.ts';
import * as s from '../../db/schema/index.ts';

let t: TestApp;
let plano: Awaited<ReturnType<typeof criarPlano>>;
let produto: Awaited<ReturnType<typeof criarProduto>>;
let sessao: Sessao;
let outra: Sessao;

beforeAll(async () => {
  t = await buildTestApp({ SANDBOX_LIQUIDACAO_SEGUNDOS: '86400' });
  plano = await criarPlano(t.database.db, { valorCentavos: 300_00, parcelas: 3, plataforma: 2 });
  produto = await criarProduto(t.database.db, { valorCentavos: 45_50 });
  await t.database.db
    .insert(s.cupom)
    .values({ codigo: 'DEZ POR CENTO', tipo: 'PERCENTUAL', pontosBase: 1000, validoDe: new Date(0) });
  sessao = await (await criarAluno(t)).login();
  outra = await (await criarAluno(t)).login();
});

async function comprar(body: Record<string, unknown>, idPlano = plano.id) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/assinatura/realizar-assinatura-plano',
    headers: sessao.headers,
    payload: {
      chaveIdempotencia: randomUUID(),
      idPlano,
      aceiteContrato: true,
      captcha: await solvedCaptcha(t.app),
      ...body,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().idFatura as number;
}

const resumo = (idFatura: number | string, headers = sessao.headers) =>
  t.app.inject({ method: 'GET', url: `/api/assinatura/pedido/${idFatura}`, headers });

describe('GET assinatura/pedido/{idFatura}', () => {
  it("summarises the buyer's Pix order: plan with its platform, product, coupon, amounts and expiry", async () => {
    const idFatura = await comprar({
      metodoPagamento: 'PIX',
      qtdParcelas: 1,
      produtosForaDoPlano: [produto.id],
      cupomDesconto: 'DEZ POR CENTO',
    });
    const res = await resumo(idFatura);
    expect(res.statusCode).toBe(200);
    const corpo = res.json();
    expect(corpo).toMatchObject({
      idFatura,
      statusPagamento: 'pending',
      metodoPagamento: 'PIX',
      qtdParcelas: 1,
      plano: { id: plano.id, nomePlano: plano.nomePlano, idPlataforma: 2, valor: 300 },
      produtos: [{ id: produto.id, nome: produto.nomeProduto }],
      valorProdutos: 45.5,
      ebooks: [],
      cupom: 'DEZ POR CENTO',
      valorDesconto: 30,
      valorTotal: 315.5,
      valorParcela: 315.5,
    });
    expect(Date.parse(corpo.pixExpiraEm)).toBeGreaterThan(Date.now());
    expect(Date.parse(corpo.criadoEm)).toBeLessThanOrEqual(Date.now());
  });

  it('shows a card order with its instalments', async () => {
    const { cardToken } = await t.app.paymentGateway.tokenizeCard({
      number: '4111111111111111',
      cvv: '123',
      holderName: 'MARIA SILVA',
      expMonth: 12,
      expYear: 2035,
    });
    // A plan of its own: the card pays it at once, and a plan held is not sold again.
    const outroPlano = await criarPlano(t.database.db, { valorCentavos: 300_00, parcelas: 3 });
    const idFatura = await comprar(
      {
        metodoPagamento: 'CARTAO_CREDITO',
        qtdParcelas: 3,
        cartao: {
          apelido: 'Cartão da compra',
          token: cardToken,
          bandeira: 'VISA',
          nome: 'MARIA SILVA',
          cpf: '52998224725',
          endereco: {
            cep: '01310-100',
            logradouro: 'Avenida Paulista',
            numeroLogradouro: '1000',
            bairro: 'Bela Vista',
          },
        },
      },
      outroPlano.id,
    );
    const corpo = (await resumo(idFatura)).json();
    expect(corpo).toMatchObject({
      statusPagamento: 'approved',
      metodoPagamento: 'CARTAO_CREDITO',
      qtdParcelas: 3,
      valorParcela: 100,
      valorTotal: 300,
      cupom: null,
      pixExpiraEm: null,
    });
  });

  it("answers 404 for another user's order or an unknown one, 401 without a session, 400 for a bad id", async () => {
    // A plan of its own: a plan already ordered by this buyer is not sold to her again.
    const outroPlano = await criarPlano(t.database.db, { valorCentavos: 100_00 });
    const idFatura = await comprar({ metodoPagamento: 'PIX', qtdParcelas: 1 }, outroPlano.id);
    const alheio = await resumo(idFatura, outra.headers);
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json().mensagem).toBe(MENSAGENS_CHECKOUT.faturaNaoEncontrada);
    expect((await resumo(999_999)).statusCode).toBe(404);
    expect((await resumo(idFatura, { 'x-tenant': 'aprovei' })).statusCode).toBe(401);
    expect((await resumo('abc')).statusCode).toBe(400);
  });
});
