import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './build-app.ts';
import { solvedCaptcha } from './captcha-solver.ts';

/**
 * A purchase of plan `idPlano` by card through the checkout's API, as the browser makes it: the card
 * tokenised at the app's gateway (sandbox or the fake Mercado Pago), then POST
 * assinatura/realizar-assinatura-plano. Answers the order's id (idFatura); fails the test unless 200.
 */
export async function comprarPlanoPorCartao(
  t: TestApp,
  headers: Record<string, string>,
  idPlano: number,
  {
    titular = 'APRO',
    numero = '4111111111111111',
    bandeira = 'VISA',
    cupom,
  }: { titular?: string; numero?: string; bandeira?: string; cupom?: string } = {},
): Promise<{ idFatura: number; cardToken: string }> {
  const token = await t.app.paymentGateway.tokenizeCard({
    number: numero,
    cvv: '123',
    holderName: titular,
    expMonth: 12,
    expYear: 2035,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/assinatura/realizar-assinatura-plano',
    headers,
    payload: {
      chaveIdempotencia: randomUUID(),
      idPlano,
      aceiteContrato: true,
      captcha: await solvedCaptcha(t.app),
      metodoPagamento: 'CARTAO_CREDITO',
      qtdParcelas: 1,
      ...(cupom ? { cupomDesconto: cupom } : {}),
      cartao: {
        apelido: 'Cartão',
        token: token.cardToken,
        bandeira,
        nome: titular,
        cpf: '52998224725',
        endereco: {
          cep: '01310100',
          logradouro: 'Avenida Paulista',
          numeroLogradouro: '1',
          bairro: 'Bela Vista',
        },
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { idFatura: res.json().idFatura, cardToken: token.cardToken };
}
