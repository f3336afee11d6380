import { randomUUID } from 'node:crypto';
import { mostraAvisoSemCartao, mostraRenovacao } from '@aprovei/shared/assinatura/assinatura.rules';
import { SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { solvedCaptcha } from '../../../test/captcha-solver.ts';
import {
  criarAluno,
  criarContratacao,
  criarPlano,
  type Sessao,
  salvarCartaoTeste,
} from '../../../test/factories.ts';
import * as s from '../../db/schema/index.ts';
import { acessoService } from '../acesso/acesso.service.ts';
import { cartaoCreditoService } from '../cartao-credito/cartao-credito.service.ts';
import { consultaCepDoAmbiente } from '../consulta-cep/consulta-cep.service.ts';
import { RENOVACAO, type RenovacaoService, renovacaoService } from './renovacao.service.ts';

/** Renewals on the sandbox, calling the job's handler directly (jobs.test.ts runs it through pg-boss). */
const HORA = 3_600_000;
const DIA = 24 * HORA;
const APROVADO = '4111111111111111';
const RECUSADO = '4000000000000002';
const SEM_SALDO = '4000000000009995';

let t: TestApp;
let renovacao: RenovacaoService;
let plano: Awaited<ReturnType<typeof criarPlano>>;

beforeAll(async () => {
  t = await buildTestApp({ SANDBOX_LIQUIDACAO_SEGUNDOS: '86400' });
  const { db } = t.database;
  const cartoes = cartaoCreditoService(db, t.app.paymentGateway, consultaCepDoAmbiente(db, t.env));
  renovacao = renovacaoService({ db, gateway: t.app.paymentGateway, cartoes, log: t.app.log });
  plano = await criarPlano(db, { valorCentavos: 89_90, duracaoMeses: 1 });
});

const salvarCartao = (sessao: Sessao, numero: string) => salvarCartaoTeste(t, sessao.headers, numero);

/** A student with a card contract that ends in 12 hours, a main card and (optionally) a secondary one. */
async function assinante(principal: string, secundario?: string) {
  const aluno = await criarAluno(t);
  const sessao = await aluno.login();
  await salvarCartao(sessao, principal);
  if (secundario) {
    const { idCartao } = await salvarCartao(sessao, secundario);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cartao-credito/atualizar-cartao-secundario/${idCartao}`,
      headers: sessao.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const { id } = await criarContratacao(t.database.db, {
    usuarioId: aluno.id,
    planoId: plano.id,
    inicioHaDias: 30,
    validadeEmDias: 0.5,
  });
  return { aluno, sessao, id };
}

const contrato = async (id: number) =>
  (await t.database.db.select().from(s.contratacao).where(eq(s.contratacao.id, id)))[0]!;

/** The renewal orders of a contract with their sandbox payment (card charged, status). */
async function cobrancas(contratacaoId: number) {
  return t.database.db
    .select({
      pedido: s.pedido.id,
      status: s.pedido.status,
      valor: s.pedido.valorTotalCentavos,
      cartao: s.pagamentoSandbox.cartaoId,
      statusGateway: s.pagamentoSandbox.status,
    })
    .from(s.pedido)
    .innerJoin(s.pagamentoSandbox, eq(s.pagamentoSandbox.id, s.pedido.gatewayPaymentId))
    .where(and(eq(s.pedido.contratacaoId, contratacaoId), eq(s.pedido.tipo, 'RENOVACAO')))
    .orderBy(s.pedido.id);
}

async function lancamentos(contratacaoId: number) {
  return t.database.db
    .select({ tipo: s.lancamentoFinanceiro.tipo, valor: s.lancamentoFinanceiro.valorCentavos })
    .from(s.lancamentoFinanceiro)
    .innerJoin(s.pedido, eq(s.pedido.id, s.lancamentoFinanceiro.pedidoId))
    .where(eq(s.pedido.contratacaoId, contratacaoId));
}

async function cartoesGateway(usuarioId: number) {
  const rows = await t.database.db
    .select({ id: s.cartaoCredito.cartaoGatewayId, principal: s.cartaoCredito.principal })
    .from(s.cartaoCredito)
    .where(eq(s.cartaoCredito.usuarioId, usuarioId));
  return {
    principal: rows.find((r) => r.principal)!.id,
    outros: rows.filter((r) => !r.principal).map((r) => r.id),
  };
}

describe('renewal of a card subscription', () => {
  it('charges the main card, extends the contract by the plan and books the charge, once', async () => {
    const { aluno, id } = await assinante(APROVADO);
    const antes = await contrato(id);
    expect(await renovacao.devidas()).toContain(id);

    // Run twice, the second at once with a third: the same renewal charges once.
    expect(await renovacao.renovar(id)).toBe('renovada');
    expect(await Promise.all([renovacao.renovar(id), renovacao.renovar(id)])).toEqual(['nada', 'nada']);

    const depois = await contrato(id);
    const esperado = new Date(antes.dataValidadeAssinatura);
    esperado.setMonth(esperado.getMonth() + 1);
    expect(depois.dataValidadeAssinatura).toEqual(esperado);
    expect(depois).toMatchObject({ situacaoCodigo: 1, tentativasRenovacao: 0, renovacaoAutomatica: true });
    const { principal } = await cartoesGateway(aluno.id);
    expect(await cobrancas(id)).toEqual([
      {
        pedido: expect.any(Number),
        status: 'approved',
        valor: 89_90,
        cartao: principal,
        statusGateway: 'approved',
      },
    ]);
    expect(await lancamentos(id)).toEqual([{ tipo: 'COBRANCA', valor: 89_90 }]);
    expect(await renovacao.devidas()).not.toContain(id);
  });

  it('runs at the same time twice on one period and still charges once', async () => {
    const { id } = await assinante(APROVADO);
    const resultados = await Promise.all([renovacao.renovar(id), renovacao.renovar(id)]);
    expect(resultados).toContain('renovada');
    expect(await cobrancas(id)).toHaveLength(1);
    expect(await lancamentos(id)).toEqual([{ tipo: 'COBRANCA', valor: 89_90 }]);
  });

  it('charges the secondary card when the main one is declined', async () => {
    const { aluno, id } = await assinante(RECUSADO, APROVADO);
    expect(await renovacao.renovar(id)).toBe('renovada');
    const { principal, outros } = await cartoesGateway(aluno.id);
    expect(await cobrancas(id)).toEqual([
      expect.objectContaining({ status: 'declined', cartao: principal }),
      expect.objectContaining({ status: 'approved', cartao: outros[0] }),
    ]);
    expect(await lancamentos(id)).toEqual([{ tipo: 'COBRANCA', valor: 89_90 }]);
    expect((await contrato(id)).situacaoCodigo).toBe(SITUACAO_CONTRATACAO.ATIVA);
  });

  it('retries on schedule when both cards are declined, then sets code 3; a new card restores it', async () => {
    const { aluno, sessao, id } = await assinante(RECUSADO, SEM_SALDO);
    const inicio = Date.now();
    const validade = (await contrato(id)).dataValidadeAssinatura;

    expect(await renovacao.renovar(id, { agora: new Date(inicio) })).toBe('recusada');
    let c = await contrato(id);
    expect(c).toMatchObject({ situacaoCodigo: 1, tentativasRenovacao: 1 });
    expect(c.proximaTentativaRenovacao!.getTime()).toBe(inicio + RENOVACAO.intervalosMs[0]!);
    // Not due again before the retry time: nothing charged.
    expect(await renovacao.renovar(id, { agora: new Date(inicio + HORA) })).toBe('nada');
    expect(await renovacao.devidas(new Date(inicio + HORA))).not.toContain(id);
    expect(await cobrancas(id)).toHaveLength(2);

    expect(await renovacao.devidas(new Date(inicio + DIA))).toContain(id);
    expect(await renovacao.renovar(id, { agora: new Date(inicio + DIA) })).toBe('recusada');
    expect(await renovacao.renovar(id, { agora: new Date(inicio + 3 * DIA) })).toBe('recusada');
    c = await contrato(id);
    expect(c).toMatchObject({
      situacaoCodigo: SITUACAO_CONTRATACAO.FALHA_COBRANCA,
      tentativasRenovacao: RENOVACAO.tentativas,
      proximaTentativaRenovacao: null,
      dataValidadeAssinatura: validade,
    });
    expect(await cobrancas(id)).toHaveLength(2 * RENOVACAO.tentativas);
    expect((await cobrancas(id)).every((x) => x.status === 'declined')).toBe(true);
    expect(await lancamentos(id)).toEqual([]);
    // Code 3 is not retried by the schedule; the banner shows and there is no access.
    expect(await renovacao.devidas(new Date(inicio + 10 * DIA))).not.toContain(id);
    expect(await renovacao.renovar(id, { agora: new Date(inicio + 10 * DIA) })).toBe('nada');
    const ultima = await t.app.inject({
      url: '/api/assinatura/recuperar-ultima-assinatura-usuario?idPlataforma=1',
      headers: sessao.headers,
    });
    expect(ultima.json().situacaoContratacao.codigo).toBe(3);
    expect((await acessoService(t.database.db).forUser(aluno.id, 'aprovei')).acessoCompleto(1)).toBe(false);

    // A new card (the banner's request) is tried at once: paid, ATIVA again, access back.
    const { idCartao } = await salvarCartao(sessao, APROVADO);
    expect((await contrato(id)).situacaoCodigo).toBe(SITUACAO_CONTRATACAO.FALHA_COBRANCA); // not main yet
    const principal = await t.app.inject({
      method: 'POST',
      url: `/api/cartao-credito/atualizar-cartao-principal/${idCartao}`,
      headers: sessao.headers,
    });
    expect(principal.statusCode).toBe(200);
    c = await contrato(id);
    expect(c).toMatchObject({ situacaoCodigo: SITUACAO_CONTRATACAO.ATIVA, tentativasRenovacao: 0 });
    expect(c.dataValidadeAssinatura.getTime()).toBeGreaterThan(Date.now() + 27 * DIA);
    expect(await lancamentos(id)).toEqual([{ tipo: 'COBRANCA', valor: 89_90 }]);
    expect((await acessoService(t.database.db).forUser(aluno.id, 'aprovei')).acessoCompleto(1)).toBe(true);
  });

  it('never renews a Pix subscription, and says so', async () => {
    const aluno = await criarAluno(t);
    const sessao = await aluno.login();
    await salvarCartao(sessao, APROVADO); // a saved card changes nothing: Pix contracts do not renew
    const { id } = await criarContratacao(t.database.db, {
      usuarioId: aluno.id,
      planoId: plano.id,
      metodo: 'PIX',
      validadeEmDias: 0.5,
    });
    expect(await renovacao.devidas()).not.toContain(id);
    expect(await renovacao.renovar(id)).toBe('nada');
    expect(await renovacao.renovar(id, { agora: new Date(Date.now() + 5 * DIA) })).toBe('nada');
    expect(await cobrancas(id)).toEqual([]);
    const ultima = await t.app.inject({
      url: '/api/assinatura/recuperar-ultima-assinatura-usuario?idPlataforma=1',
      headers: sessao.headers,
    });
    expect(ultima.json()).toMatchObject({
      metodoPagamento: 'PIX',
      renovacaoAutomatica: false,
      permiteRenovacao: false,
    });
    // The database refuses a Pix contract that renews.
    await expect(
      t.database.db.update(s.contratacao).set({ renovacaoAutomatica: true }).where(eq(s.contratacao.id, id)),
    ).rejects.toThrow();
  });

  it('is not due before one day ahead of the end, nor after a cancellation', async () => {
    const { sessao, id } = await assinante(APROVADO);
    await t.database.db
      .update(s.contratacao)
      .set({ dataValidadeAssinatura: new Date(Date.now() + 3 * DIA) })
      .where(eq(s.contratacao.id, id));
    expect(await renovacao.renovar(id)).toBe('nada');
    expect(await renovacao.devidas(new Date(Date.now() + 2 * DIA + HORA))).toContain(id);
    const cancelada = await t.app.inject({
      method: 'POST',
      url: `/api/assinatura/cancelar-assinatura?idContratacao=${id}`,
      headers: sessao.headers,
    });
    expect(cancelada.statusCode).toBe(200);
    expect(await renovacao.renovar(id, { agora: new Date(Date.now() + 2 * DIA + HORA) })).toBe('nada');
    expect(await cobrancas(id)).toEqual([]);
  });
});

describe('the card that pays is the card that renews', () => {
  const CVV = '846';
  const endereco = {
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numeroLogradouro: '1000',
    bairro: 'Bela Vista',
  };

  /** The plan bought through the API with a new card (the browser's token), as the checkout does. */
  async function comprarComCartaoNovo(sessao: Sessao, numero: string) {
    const token = await t.app.paymentGateway.tokenizeCard({
      number: numero,
      cvv: CVV,
      holderName: 'MARIA DA SILVA',
      expMonth: 10,
      expYear: 2034,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assinatura/realizar-assinatura-plano',
      headers: sessao.headers,
      payload: {
        chaveIdempotencia: randomUUID(),
        idPlano: plano.id,
        aceiteContrato: true,
        captcha: await solvedCaptcha(t.app),
        metodoPagamento: 'CARTAO_CREDITO',
        qtdParcelas: 1,
        cartao: {
          apelido: 'Cartão da compra',
          token: token.cardToken,
          bandeira: token.brand,
          nome: 'MARIA DA SILVA',
          cpf: '52998224725',
          endereco,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [pedido] = await t.database.db.select().from(s.pedido).where(eq(s.pedido.id, res.json().idFatura));
    return { resposta: res.json(), pedido: pedido! };
  }

  const listar = async (sessao: Sessao) =>
    (await t.app.inject({ url: '/api/cartao-credito/listar', headers: sessao.headers })).json();
  const ultimaAssinatura = async (sessao: Sessao) =>
    (
      await t.app.inject({
        url: '/api/assinatura/recuperar-ultima-assinatura-usuario?idPlataforma=1',
        headers: sessao.headers,
      })
    ).json();

  it('keeps the new card that paid (brand, last four, expiry, holder; never number or CVV), and the renewal charges it', async () => {
    const aluno = await criarAluno(t);
    const sessao = await aluno.login();
    const { resposta, pedido } = await comprarComCartaoNovo(sessao, '5555555555554444');
    expect(resposta.statusPagamento).toBe('approved');

    expect(await listar(sessao)).toEqual([
      expect.objectContaining({
        apelido: 'Cartão da compra',
        bandeira: 'MASTERCARD',
        ultimosQuatroDigitos: '4444',
        mesValidade: '10',
        anoValidade: '34',
        nome: 'MARIA DA SILVA',
        principal: true,
      }),
    ]);
    const [row] = await t.database.db
      .select()
      .from(s.cartaoCredito)
      .where(eq(s.cartaoCredito.usuarioId, aluno.id));
    expect(JSON.stringify(row)).not.toContain('5555555555554444');
    expect(Object.values(row!)).not.toContain(CVV);

    // At the gateway: the browser's token paid first; then the card of that payment was stored with it.
    const [pagamento] = await t.database.db
      .select()
      .from(s.pagamentoSandbox)
      .where(eq(s.pagamentoSandbox.id, pedido.gatewayPaymentId!));
    expect(pagamento!.cartaoId).toMatch(/^tok_/);
    const [token] = await t.database.db
      .select()
      .from(s.cartaoSandbox)
      .where(eq(s.cartaoSandbox.id, pagamento!.cartaoId!));
    expect(token).toMatchObject({ usado: true, clienteId: row!.clienteGatewayId });
    const [guardado] = await t.database.db
      .select()
      .from(s.cartaoSandbox)
      .where(eq(s.cartaoSandbox.id, row!.cartaoGatewayId));
    expect(guardado).toMatchObject({
      clienteId: row!.clienteGatewayId,
      ultimosDigitos: '4444',
      excluido: false,
    });
    expect(guardado!.id).toMatch(/^card_/);
    // The token is spent: it neither pays again nor stores its card a second time.
    await expect(
      t.app.paymentGateway.keepCardOfPayment({
        customerId: row!.clienteGatewayId,
        gatewayPaymentId: pedido.gatewayPaymentId!,
        cardToken: token!.id,
        idempotencyKey: 'outra-chave',
      }),
    ).rejects.toMatchObject({ code: 'invalid_request' });

    // The contract promises its renewal, and the renewal charges the card that paid.
    const id = pedido.contratacaoId!;
    expect(await contrato(id)).toMatchObject({ renovacaoAutomatica: true });
    expect(await ultimaAssinatura(sessao)).toMatchObject({
      renovacaoAutomatica: true,
      permiteRenovacao: true,
    });
    await t.database.db
      .update(s.contratacao)
      .set({ dataValidadeAssinatura: new Date(Date.now() + 12 * HORA) })
      .where(eq(s.contratacao.id, id));
    expect(await renovacao.renovar(id)).toBe('renovada');
    expect(await cobrancas(id)).toEqual([
      expect.objectContaining({ status: 'approved', valor: 89_90, cartao: row!.cartaoGatewayId }),
    ]);
  });

  it('promises no renewal while there is no card to renew on, and a card added in Dados da conta brings it back', async () => {
    const aluno = await criarAluno(t);
    const sessao = await aluno.login();
    // A card the acquirer leaves under review is not kept (only the card of an approved payment is).
    const { resposta, pedido } = await comprarComCartaoNovo(sessao, '4000000000000077');
    expect(resposta.statusPagamento).toBe('pending');
    const pago = await t.app.inject({
      method: 'POST',
      url: `/api/assinatura/sandbox/pagar-pix?idFatura=${pedido.id}`,
      headers: sessao.headers,
    });
    expect(pago.json()).toEqual({ pago: true });
    expect(await listar(sessao)).toEqual([]);
    const [pedidoPago] = await t.database.db.select().from(s.pedido).where(eq(s.pedido.id, pedido.id));
    const id = pedidoPago!.contratacaoId!;
    expect(await contrato(id)).toMatchObject({
      metodoPagamento: 'CARTAO_CREDITO',
      renovacaoAutomatica: false,
    });
    const semCartao = await ultimaAssinatura(sessao);
    expect(semCartao).toMatchObject({ ativo: true, renovacaoAutomatica: false, permiteRenovacao: false });
    expect(mostraRenovacao(semCartao)).toBe(false);
    expect(mostraAvisoSemCartao(semCartao)).toBe(true);
    // Nothing to charge: the renewal is not even due.
    const noVencimento = new Date(Date.now() + 200 * DIA);
    expect(await renovacao.devidas(noVencimento)).not.toContain(id);
    expect(await renovacao.renovar(id, { agora: noVencimento })).toBe('nada');

    // The student adds a card: the plan renews on it; deleted, the promise goes with it.
    const { idCartao } = await salvarCartao(sessao, APROVADO);
    const comCartao = await ultimaAssinatura(sessao);
    expect(comCartao).toMatchObject({ renovacaoAutomatica: true, permiteRenovacao: true });
    expect(mostraRenovacao(comCartao)).toBe(true);
    expect(mostraAvisoSemCartao(comCartao)).toBe(false);
    const excluido = await t.app.inject({
      method: 'DELETE',
      url: `/api/cartao-credito?idCartao=${idCartao}`,
      headers: sessao.headers,
    });
    expect(excluido.statusCode, excluido.body).toBe(204);
    expect(await contrato(id)).toMatchObject({ renovacaoAutomatica: false, canceladaEm: null });
  });

  it('does not bring back a renewal the student cancelled', async () => {
    const { sessao, id } = await assinante(APROVADO);
    const cancelada = await t.app.inject({
      method: 'POST',
      url: `/api/assinatura/cancelar-assinatura?idContratacao=${id}`,
      headers: sessao.headers,
    });
    expect(cancelada.statusCode).toBe(200);
    await salvarCartao(sessao, SEM_SALDO);
    expect(await contrato(id)).toMatchObject({ renovacaoAutomatica: false });
    expect(mostraAvisoSemCartao(await ultimaAssinatura(sessao))).toBe(false);
  });
});
