import { SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import * as s from '../db/schema/index.ts';
import {
  cartaoCreditoService,
  possuiCartaoParaRenovar,
} from '../modules/cartao-credito/cartao-credito.service.ts';
import { renovacaoService } from '../modules/checkout/renovacao.service.ts';
import { consultaCepDoAmbiente } from '../modules/consulta-cep/consulta-cep.service.ts';
import { SENHA_DEMO } from './usuarios.seed.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { conteudo: 'demo' });
});

async function entrar(email: string, tenant = 'aprovei') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant': tenant },
    payload: { login: email, senha: SENHA_DEMO },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { 'x-tenant': tenant, authorization: `Bearer ${res.json().access_token}` };
}

const listar = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/cartao-credito/listar', headers })).json();

describe('the demo cards', () => {
  it('every demo contract that promises a renewal has a card to renew on', async () => {
    const prometem = await t.database.db
      .select({ id: s.contratacao.id, usuarioId: s.contratacao.usuarioId, email: s.usuario.email })
      .from(s.contratacao)
      .innerJoin(s.usuario, eq(s.usuario.id, s.contratacao.usuarioId))
      .where(eq(s.contratacao.renovacaoAutomatica, true));
    const emails = new Set(prometem.map((c) => c.email));
    for (const email of [
      'aluno@aprovei.dev',
      'assinante@aprovei.dev',
      'novato@aprovei.dev',
      'cobranca@aprovei.dev',
    ])
      expect(emails).toContain(email);
    for (const c of prometem)
      expect(await possuiCartaoParaRenovar(t.database.db, c.usuarioId, 'sandbox'), c.email).toBe(true);
  });

  it('the subscribers list the cards their contracts renew on, and the renewal charges them', async () => {
    expect(await listar(await entrar('assinante@aprovei.dev'))).toEqual([
      expect.objectContaining({ bandeira: 'MASTERCARD', ultimosQuatroDigitos: '4444', principal: true }),
    ]);
    expect(await listar(await entrar('aluno@aprovei.dev'))).toEqual([
      expect.objectContaining({ bandeira: 'VISA', ultimosQuatroDigitos: '1111', principal: true }),
    ]);
    expect(await listar(await entrar('novato@aprovei.dev'))).toEqual([
      expect.objectContaining({ bandeira: 'ELO', ultimosQuatroDigitos: '7013', principal: true }),
    ]);
    // The failed renewal's card: the sandbox's insufficient-funds card.
    expect(await listar(await entrar('cobranca@aprovei.dev'))).toEqual([
      expect.objectContaining({ ultimosQuatroDigitos: '9995', principal: true }),
    ]);

    const { db } = t.database;
    const [assinante] = await db
      .select({ id: s.contratacao.id })
      .from(s.contratacao)
      .innerJoin(s.usuario, eq(s.usuario.id, s.contratacao.usuarioId))
      .where(
        and(
          eq(s.usuario.email, 'assinante@aprovei.dev'),
          eq(s.contratacao.planoId, 1),
          inArray(s.contratacao.situacaoCodigo, [SITUACAO_CONTRATACAO.ATIVA]),
          gt(s.contratacao.dataValidadeAssinatura, new Date()),
        ),
      );
    await db
      .update(s.contratacao)
      .set({ dataValidadeAssinatura: new Date(Date.now() + 12 * 3_600_000) })
      .where(eq(s.contratacao.id, assinante!.id));
    const cartoes = cartaoCreditoService(db, t.app.paymentGateway, consultaCepDoAmbiente(db, t.env));
    const renovacao = renovacaoService({ db, gateway: t.app.paymentGateway, cartoes, log: t.app.log });
    expect(await renovacao.renovar(assinante!.id)).toBe('renovada');
    const [paga] = await db
      .select({ cartao: s.cartaoSandbox.ultimosDigitos })
      .from(s.pedido)
      .innerJoin(s.pagamentoSandbox, eq(s.pagamentoSandbox.id, s.pedido.gatewayPaymentId))
      .innerJoin(s.cartaoSandbox, eq(s.cartaoSandbox.id, s.pagamentoSandbox.cartaoId))
      .where(and(eq(s.pedido.contratacaoId, assinante!.id), eq(s.pedido.tipo, 'RENOVACAO')));
    expect(paga).toEqual({ cartao: '4444' });
  });
});
