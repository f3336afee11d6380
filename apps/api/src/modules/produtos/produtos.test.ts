import { randomUUID } from 'node:crypto';
import type { TContratacaoProdutos } from '@aprovei/shared/assinatura/assinatura.schemas';
import { MENSAGENS_PRODUTO } from '@aprovei/shared/produtos/produtos.rules';
import { and, eq, like } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/build-app.ts';
import { solvedCaptcha } from '../../../test/captcha-solver.ts';
import { criarAluno, criarPlano, type Sessao, type UsuarioDeTeste } from '../../../test/factories.ts';
import { textoDoPdf } from '../../../test/pdf.ts';
import * as s from '../../db/schema/index.ts';
import { resolveSandboxWebhookSecret } from '../../gateways/gateway-factory.ts';
import { hmacHex } from '../../gateways/webhook-signature.ts';
import { type ProdutosService, produtosService } from './produtos.service.ts';

/**
 * Add-on products deliver (ADR 016), bought through the sandbox: a file only its owner downloads, extra
 * open-question sends granted once, a service's instructions e-mailed once; a refund takes them back.
 */
let t: TestApp;
let service: ProdutosService;
let plano: Awaited<ReturnType<typeof criarPlano>>;
let pdf: Uint8Array;
const ids = { arquivo: 0, envios: 0, servico: 0 };
const INSTRUCOES = 'Responda a este e-mail com três horários para o primeiro encontro com o seu mentor.';

async function umPdf(texto: string) {
  const doc = await PDFDocument.create();
  const fonte = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(texto, { x: 50, y: 700, size: 14, font: fonte });
  return doc.save();
}

beforeAll(async () => {
  // The sandbox settles only when told to (payNow, refunds); its webhooks reach our route in-process.
  t = await buildTestApp({ SANDBOX_LIQUIDACAO_SEGUNDOS: '86400' });
  service = produtosService(t.database.db, { storage: t.app.fileStorage, mailer: t.app.mailer });
  plano = await criarPlano(t.database.db, { valorCentavos: 200_00, duracaoMeses: 12 });
  pdf = await umPdf('Resumo de teste: anestesicos locais');
  ids.arquivo = await service.cadastrar('aprovei', {
    nomeProduto: 'Resumos de teste em PDF',
    descricao: 'Um PDF.',
    valorCentavos: 30_00,
    tipoEntrega: 'ARQUIVO',
    arquivo: { nome: 'resumos de teste.pdf', bytes: pdf, tipo: 'application/pdf' },
  });
  ids.envios = await service.cadastrar('aprovei', {
    nomeProduto: 'Pacote de teste: 7 envios',
    descricao: 'Envios extras.',
    valorCentavos: 20_00,
    tipoEntrega: 'ENVIOS_QUESTAO_ABERTA',
    enviosQuestaoAberta: 7,
  });
  ids.servico = await service.cadastrar('aprovei', {
    nomeProduto: 'Mentoria de teste',
    descricao: 'Um serviço.',
    valorCentavos: 90_00,
    tipoEntrega: 'SERVICO',
    instrucoes: INSTRUCOES,
  });
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

/** A student buys the plan with `produtos` by card (approved) or Pix (open): her session and the order. */
async function comprar(produtos: number[], metodo: 'CARTAO_CREDITO' | 'PIX' = 'CARTAO_CREDITO') {
  const aluno = await criarAluno(t);
  const sessao = await aluno.login();
  const pagamento =
    metodo === 'PIX'
      ? { metodoPagamento: 'PIX' }
      : {
          metodoPagamento: 'CARTAO_CREDITO',
          qtdParcelas: 1,
          cartao: {
            apelido: 'Cartão',
            token: (
              await t.app.paymentGateway.tokenizeCard({
                number: '4111111111111111',
                cvv: '123',
                holderName: 'MARIA DA SILVA',
                expMonth: 12,
                expYear: 2035,
              })
            ).cardToken,
            bandeira: 'VISA',
            nome: 'MARIA DA SILVA',
            cpf: '52998224725',
            endereco: {
              cep: '01310100',
              logradouro: 'Avenida Paulista',
              numeroLogradouro: '1',
              bairro: 'Centro',
            },
          },
        };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/assinatura/realizar-assinatura-plano',
    headers: sessao.headers,
    payload: {
      chaveIdempotencia: randomUUID(),
      idPlano: plano.id,
      aceiteContrato: true,
      captcha: await solvedCaptcha(t.app),
      produtosForaDoPlano: produtos,
      ...pagamento,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { aluno, sessao, idFatura: res.json().idFatura as number };
}

const pedido = async (id: number) =>
  (await t.database.db.select().from(s.pedido).where(eq(s.pedido.id, id)))[0]!;

/** The gateway's notice of a payment, signed, sent as the sandbox sends it. */
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

/** Cancels within the 7 days: the purchase is refunded through the sandbox. */
async function desistir(sessao: Sessao, idFatura: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/assinatura/cancelar-assinatura?idContratacao=${(await pedido(idFatura)).contratacaoId}`,
    headers: sessao.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect((await pedido(idFatura)).status).toBe('refunded');
}

async function meusProdutos(sessao: Sessao) {
  const res = await get('/api/assinatura/recuperar-contratacoes-usuario', sessao.headers);
  expect(res.statusCode).toBe(200);
  return (res.json() as TContratacaoProdutos[]).flatMap((c) => c.produtoComprado);
}

const contador = async (sessao: Sessao) =>
  (await get('/api/questao-aberta/contador/respondidas-disponiveis', sessao.headers)).json() as {
    disponiveis: number;
  };

describe('the checkout says how each product is delivered', () => {
  it('answers a delivery line per product', async () => {
    const res = await get(`/api/produtos/recuperar-produtos-por-plano-checkout/${plano.id}`, {
      'x-tenant': 'aprovei',
    });
    const porId = new Map((res.json() as { id: number; descricaoEntrega: string }[]).map((p) => [p.id, p]));
    expect(porId.get(ids.arquivo)?.descricaoEntrega).toBe(
      'Entrega: arquivo PDF para baixar em Meus produtos.',
    );
    expect(porId.get(ids.envios)?.descricaoEntrega).toBe(
      'Entrega: 7 envios extras de questão aberta liberados na hora.',
    );
    expect(porId.get(ids.servico)?.descricaoEntrega).toBe(
      'Entrega: instruções enviadas por e-mail após o pagamento.',
    );
  });
});

describe('a file', () => {
  let dono: { aluno: UsuarioDeTeste; sessao: Sessao; idFatura: number };
  let idComprado: number;
  const baixar = (headers: Record<string, string>, id = idComprado) =>
    get(`/api/produtos/baixar-arquivo/${id}`, headers);

  beforeAll(async () => {
    dono = await comprar([ids.arquivo]);
    const [comprado] = await meusProdutos(dono.sessao);
    idComprado = comprado!.id;
    expect(comprado!.entrega).toEqual({
      tipo: 'ARQUIVO',
      arquivoNome: 'resumos de teste.pdf',
      disponivel: true,
    });
  });

  it('is downloaded by its owner, as an attachment in a sandbox', async () => {
    const res = await baixar(dono.sessao.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('resumos de teste.pdf')}`,
    );
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(res.rawPayload, Buffer.from(pdf))).toBe(0);
    expect((await textoDoPdf(res.rawPayload)).texto).toContain('Resumo de teste');
  });

  it('is nobody else’s: another student 404, anonymous 401, bad ids 400', async () => {
    const outro = await (await criarAluno(t)).login();
    const alheio = await baixar(outro.headers);
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json().mensagem).toBe(MENSAGENS_PRODUTO.naoEncontrado);
    expect((await baixar({ 'x-tenant': 'aprovei' })).statusCode).toBe(401);
    for (const id of ['abc', '99999999999999999999', '0'])
      expect((await get(`/api/produtos/baixar-arquivo/${id}`, dono.sessao.headers)).statusCode).toBe(400);
    expect((await baixar(dono.sessao.headers, 999_999)).statusCode).toBe(404);
  });

  it('is a file only for a file product', async () => {
    const { sessao } = await comprar([ids.servico]);
    const [servico] = await meusProdutos(sessao);
    const res = await baixar(sessao.headers, servico!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().mensagem).toBe(MENSAGENS_PRODUTO.semArquivo);
  });

  it('is taken back by the refund (403), and Meus produtos says so', async () => {
    await desistir(dono.sessao, dono.idFatura);
    const res = await baixar(dono.sessao.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().mensagem).toBe(MENSAGENS_PRODUTO.naoPago);
    const [comprado] = await meusProdutos(dono.sessao);
    expect(comprado!.entrega).toMatchObject({ tipo: 'ARQUIVO', disponivel: false });
  });
});

describe('extra open-question sends', () => {
  it('are granted once when the Pix is paid, whatever the replays, and taken back by the refund', async () => {
    const { aluno, sessao, idFatura } = await comprar([ids.envios], 'PIX');
    const antes = (await contador(sessao)).disponiveis;
    const pagar = await t.app.inject({
      method: 'POST',
      url: `/api/assinatura/sandbox/pagar-pix?idFatura=${idFatura}`,
      headers: sessao.headers,
    });
    expect(pagar.json()).toEqual({ pago: true });
    expect((await contador(sessao)).disponiveis).toBe(antes + 7);

    const { gatewayPaymentId } = await pedido(idFatura);
    await webhook(gatewayPaymentId!);
    await webhook(gatewayPaymentId!);
    expect((await contador(sessao)).disponiveis).toBe(antes + 7);
    const pacotes = await t.database.db
      .select()
      .from(s.pacoteQuestaoAberta)
      .where(eq(s.pacoteQuestaoAberta.usuarioId, aluno.id));
    expect(pacotes).toEqual([
      expect.objectContaining({ quantidade: 7, origem: 'COMPRA', pedidoId: idFatura }),
    ]);
    const [comprado] = await meusProdutos(sessao);
    expect(comprado!.entrega).toEqual({ tipo: 'ENVIOS_QUESTAO_ABERTA', enviosQuestaoAberta: 7 });

    await desistir(sessao, idFatura);
    expect((await contador(sessao)).disponiveis).toBe(antes);
  });
});

describe('a service', () => {
  const emailsDe = (usuarioId: number) =>
    t.database.db
      .select()
      .from(s.emailEnviado)
      .where(and(eq(s.emailEnviado.usuarioId, usuarioId), like(s.emailEnviado.assunto, 'Como aproveitar:%')));

  it('e-mails its instructions once, whatever the replays and runs', async () => {
    const { aluno, sessao, idFatura } = await comprar([ids.servico]);
    const { gatewayPaymentId } = await pedido(idFatura);
    await webhook(gatewayPaymentId!);
    expect(await service.enviarInstrucoesPendentes()).toBeGreaterThanOrEqual(1);
    await webhook(gatewayPaymentId!);
    await service.enviarInstrucoesPendentes();
    const emails = await emailsDe(aluno.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ para: aluno.email, assunto: 'Como aproveitar: Mentoria de teste' });
    expect(emails[0]!.texto).toContain(INSTRUCOES);
    const [comprado] = await meusProdutos(sessao);
    expect(comprado!.entrega).toEqual({ tipo: 'SERVICO', instrucoes: INSTRUCOES });
  });

  it('sends nothing for an order refunded before the e-mail went out, nor for an unpaid one', async () => {
    const pago = await comprar([ids.servico]);
    await desistir(pago.sessao, pago.idFatura);
    const aberto = await comprar([ids.servico], 'PIX');
    await service.enviarInstrucoesPendentes();
    expect(await emailsDe(pago.aluno.id)).toEqual([]);
    expect(await emailsDe(aberto.aluno.id)).toEqual([]);
  });

  it('gives an e-mail the mail server refused back for the next run', async () => {
    const { aluno } = await comprar([ids.servico]);
    let tentativas = 0;
    const recusa = produtosService(t.database.db, {
      mailer: {
        enviar: async () => {
          tentativas++;
          throw new Error('SMTP fora do ar');
        },
      },
    });
    expect(await recusa.enviarInstrucoesPendentes()).toBe(0);
    expect(tentativas).toBeGreaterThanOrEqual(1);
    expect(await service.enviarInstrucoesPendentes()).toBeGreaterThanOrEqual(1);
    expect(await emailsDe(aluno.id)).toHaveLength(1);
  });
});
