import { randomUUID } from 'node:crypto';
import { MENSAGENS_NEGOCIO, type TProdutoForm } from '@aprovei/shared/negocio/negocio-admin.schemas';
import { MENSAGENS_PRODUTO } from '@aprovei/shared/produtos/produtos.rules';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/build-app.ts';
import { solvedCaptcha } from '../../../test/captcha-solver.ts';
import {
  criarAdmin,
  criarAluno,
  criarPlano,
  entrar,
  salvarCartaoTeste,
  type UsuarioDeTeste,
} from '../../../test/factories.ts';
import * as s from '../../db/schema/index.ts';
import { resolveSandboxWebhookSecret } from '../../gateways/gateway-factory.ts';
import type { SandboxGateway } from '../../gateways/sandbox.ts';
import { hmacHex } from '../../gateways/webhook-signature.ts';

/**
 * Issue 22 §1: an add-on says with which plans it is offered (back office), and a student who holds one
 * of them buys an open-question send pack on its own — one order, charged once, booked in the ledger,
 * its sends granted once however many times the payment's news arrives.
 */
let t: TestApp;
let admin: Record<string, string>;
let planoA: Awaited<ReturnType<typeof criarPlano>>;
let planoB: Awaited<ReturnType<typeof criarPlano>>;
let pacote: { id: number };

beforeAll(async () => {
  // The sandbox settles a Pix only when told to (pagar-pix); its webhooks reach our route in-process.
  t = await buildTestApp({ SANDBOX_LIQUIDACAO_SEGUNDOS: '86400' });
  admin = await entrar(criarAdmin(t));
  planoA = await criarPlano(t.database.db, { valorCentavos: 150_00 });
  planoB = await criarPlano(t.database.db, { valorCentavos: 90_00 });
  const res = await chamar('POST', '/api/admin/produtos', produto({ idsPlanos: [planoA.id] }), admin);
  expect(res.statusCode, res.body).toBe(201);
  pacote = res.json();
});

const chamar = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload: unknown,
  headers: Record<string, string>,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const produto = (p: Partial<TProdutoForm> = {}): TProdutoForm => ({
  nomeProduto: `Pacote de 6 envios ${randomUUID().slice(0, 6)}`,
  descricao: 'Seis correções a mais.',
  valorCentavos: 45_00,
  duracaoMeses: 12,
  ativo: true,
  tipoEntrega: 'ENVIOS_QUESTAO_ABERTA',
  enviosQuestaoAberta: 6,
  ...p,
});

const oferta = async (idPlano: number) =>
  (
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/produtos/recuperar-produtos-por-plano-checkout/${idPlano}`,
        headers: { 'x-tenant': 'aprovei' },
      })
    ).json() as { id: number }[]
  ).map((p) => p.id);

async function comprarPacote(headers: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/assinatura/comprar-produto',
    headers,
    payload: {
      chaveIdempotencia: randomUUID(),
      idProduto: pacote.id,
      captcha: await solvedCaptcha(t.app),
      ...body,
    },
  });
}

const disponiveis = async (headers: Record<string, string>) =>
  (
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/questao-aberta/contador/respondidas-disponiveis',
        headers,
      })
    ).json() as { disponiveis: number }
  ).disponiveis;

const pedido = async (id: number) =>
  (await t.database.db.select().from(s.pedido).where(eq(s.pedido.id, id)))[0]!;
const lancamentos = (pedidoId: number) =>
  t.database.db.select().from(s.lancamentoFinanceiro).where(eq(s.lancamentoFinanceiro.pedidoId, pedidoId));
const pacotesDe = (aluno: UsuarioDeTeste) =>
  t.database.db.select().from(s.pacoteQuestaoAberta).where(eq(s.pacoteQuestaoAberta.usuarioId, aluno.id));

/** The sandbox's signed notice of a payment, as it sends it. */
async function webhook(gatewayPaymentId: string) {
  const raw = JSON.stringify({ type: 'payment', action: 'payment.updated', data: { id: gatewayPaymentId } });
  const ts = Date.now();
  const secret = resolveSandboxWebhookSecret(t.env, TEST_JWT_SECRET);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/assinatura/webhook/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-signature': `ts=${ts},v1=${hmacHex(secret, `ts:${ts};${raw}`)}`,
      'x-request-id': randomUUID(),
    },
    payload: raw,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the plans an add-on is offered with', () => {
  it('is offered only with the plans it names, and the back office edits them (audited)', async () => {
    expect(await oferta(planoA.id)).toContain(pacote.id);
    expect(await oferta(planoB.id)).not.toContain(pacote.id);
    // Bought with a plan it is not offered with: refused.
    const aluno = await criarAluno(t);
    const { idCartao } = await salvarCartaoTeste(t, (await aluno.login()).headers);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assinatura/realizar-assinatura-plano',
      headers: (await aluno.login()).headers,
      payload: {
        chaveIdempotencia: randomUUID(),
        idPlano: planoB.id,
        aceiteContrato: true,
        captcha: await solvedCaptcha(t.app),
        metodoPagamento: 'CARTAO_CREDITO',
        idCartao,
        qtdParcelas: 1,
        produtosForaDoPlano: [pacote.id],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe('Produto inválido.');

    // A product that names no plan is offered with every plan.
    const todos = (await chamar('POST', '/api/admin/produtos', produto(), admin)).json() as { id: number };
    expect(await oferta(planoB.id)).toContain(todos.id);
    const editado = await chamar(
      'PUT',
      `/api/admin/produtos/${todos.id}`,
      produto({ idsPlanos: [planoB.id, planoA.id, planoB.id] }),
      admin,
    );
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().idsPlanos).toEqual([planoA.id, planoB.id].sort((a, b) => a - b));
    const auditoria = await chamar(
      'GET',
      `/api/admin/auditoria?entidade=produto&entidadeId=${todos.id}`,
      undefined,
      admin,
    );
    expect(auditoria.json().linhas[0]).toMatchObject({
      acao: 'editar',
      antes: expect.objectContaining({ idsPlanos: [] }),
      depois: expect.objectContaining({ idsPlanos: editado.json().idsPlanos }),
    });
    // A plan of the other tenant (Aprovei Med), or one that does not exist: a 400 in Portuguese.
    const outro = await criarPlano(t.database.db, { plataforma: 3 });
    for (const id of [outro.id, 999_999]) {
      const r = await chamar('PUT', `/api/admin/produtos/${todos.id}`, produto({ idsPlanos: [id] }), admin);
      expect(r.statusCode).toBe(400);
      expect(r.json().mensagem).toBe(MENSAGENS_NEGOCIO.planoDoProduto);
    }
  });
});

describe('a send pack bought on its own', () => {
  it('is refused without a plan, and with a plan it is not offered with', async () => {
    const semPlano = await criarAluno(t);
    const h = (await semPlano.login()).headers;
    const lista = await chamar('GET', '/api/produtos/pacotes-envios', undefined, h);
    expect(lista.statusCode).toBe(403);
    expect(lista.json().mensagem).toBe(MENSAGENS_PRODUTO.semPlano);
    const res = await comprarPacote(h, { metodoPagamento: 'PIX' });
    expect(res.statusCode).toBe(403);
    expect(res.json().mensagem).toBe(MENSAGENS_PRODUTO.semPlano);

    const doB = await criarAluno(t, { plano: planoB.id });
    const hb = (await doB.login()).headers;
    expect((await chamar('GET', '/api/produtos/pacotes-envios', undefined, hb)).json()).not.toContainEqual(
      expect.objectContaining({ id: pacote.id }),
    );
    const r = await comprarPacote(hb, { metodoPagamento: 'PIX' });
    expect(r.statusCode).toBe(400);
    expect(r.json().mensagem).toBe(MENSAGENS_PRODUTO.naoAvulso);
    expect(await t.database.db.select().from(s.pedido).where(eq(s.pedido.usuarioId, doB.id))).toEqual([]);
  });

  it('by card in instalments: one order, charged once, booked, its sends granted once', async () => {
    const aluno = await criarAluno(t, { plano: planoA.id });
    const headers = (await aluno.login()).headers;
    const antes = await disponiveis(headers);
    const lista = await chamar('GET', '/api/produtos/pacotes-envios', undefined, headers);
    expect(lista.json()).toContainEqual({
      id: pacote.id,
      nome: expect.stringContaining('Pacote de 6 envios'),
      descricao: 'Seis correções a mais.',
      valor: 45,
      enviosQuestaoAberta: 6,
      descricaoEntrega: 'Entrega: 6 envios extras de questão aberta liberados na hora.',
      parcelas: [1, 2, 3, 4].map((n) => expect.objectContaining({ qtdParcela: n })),
    });
    const { idCartao } = await salvarCartaoTeste(t, headers);
    // 5 parcels would be under R$ 10,00.
    const demais = await comprarPacote(headers, {
      metodoPagamento: 'CARTAO_CREDITO',
      idCartao,
      qtdParcelas: 5,
    });
    expect(demais.statusCode).toBe(400);
    expect(demais.json().mensagem).toBe(MENSAGENS_PRODUTO.parcelas);

    const chaveIdempotencia = randomUUID();
    const corpo = { chaveIdempotencia, metodoPagamento: 'CARTAO_CREDITO', idCartao, qtdParcelas: 3 };
    const [a, b] = await Promise.all([comprarPacote(headers, corpo), comprarPacote(headers, corpo)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(a.json()).toMatchObject({ tipoTransacao: 'CARTAO_CREDITO', statusPagamento: 'approved' });
    const p = await pedido(a.json().idFatura);
    expect(p).toMatchObject({
      planoId: null,
      contratacaoId: null,
      produtosIds: [pacote.id],
      valorTotalCentavos: 45_00,
      qtdParcelas: 3,
    });
    // The gateway's notice after the answer, twice: nothing more.
    await webhook(p.gatewayPaymentId!);
    await webhook(p.gatewayPaymentId!);
    expect(await lancamentos(p.id)).toEqual([
      expect.objectContaining({ tipo: 'COBRANCA', valorCentavos: 45_00 }),
    ]);
    expect(await pacotesDe(aluno)).toEqual([
      expect.objectContaining({ quantidade: 6, origem: 'COMPRA', pedidoId: p.id }),
    ]);
    expect(await disponiveis(headers)).toBe(antes + 6);
    // The order's summary names the pack.
    const resumo = await chamar('GET', `/api/assinatura/pedido/${p.id}`, undefined, headers);
    expect(resumo.statusCode, resumo.body).toBe(200);
    expect(resumo.json()).toMatchObject({ plano: null, produtos: [{ id: pacote.id }], valorTotal: 45 });
    // The back office names what was sold: the pack in the orders, 'Produtos avulsos' in the sales report.
    const pedidos = await chamar('GET', '/api/admin/financeiro/pedidos?porPagina=100', undefined, admin);
    expect(pedidos.json().linhas).toContainEqual(
      expect.objectContaining({ id: p.id, item: expect.stringContaining('Pacote de 6 envios') }),
    );
    const vendas = await chamar('GET', '/api/admin/relatorios/vendas', undefined, admin);
    expect(vendas.json().linhas).toContainEqual(
      expect.objectContaining({ planoId: null, plano: 'Produtos avulsos', brutoCentavos: 45_00 }),
    );
  });

  it('by Pix: granted when the payment arrives later, once even when its notice comes twice', async () => {
    const aluno = await criarAluno(t, { plano: planoA.id });
    const headers = (await aluno.login()).headers;
    const antes = await disponiveis(headers);
    const res = await comprarPacote(headers, { metodoPagamento: 'PIX' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tipoTransacao: 'PIX', statusPagamento: 'pending' });
    expect(res.json().qrCode).toBeTruthy();
    expect(await disponiveis(headers)).toBe(antes);
    expect(await pacotesDe(aluno)).toEqual([]);

    const p = await pedido(res.json().idFatura);
    await (t.app.paymentGateway as SandboxGateway).payNow(p.gatewayPaymentId!);
    await webhook(p.gatewayPaymentId!);
    await webhook(p.gatewayPaymentId!);
    expect((await pedido(p.id)).status).toBe('approved');
    expect(await pacotesDe(aluno)).toEqual([expect.objectContaining({ quantidade: 6, pedidoId: p.id })]);
    expect(await lancamentos(p.id)).toHaveLength(1);
    expect(await disponiveis(headers)).toBe(antes + 6);
  });
});
