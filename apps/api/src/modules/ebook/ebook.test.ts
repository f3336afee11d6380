import { randomUUID } from 'node:crypto';
import { MENSAGENS_CUPOM } from '@aprovei/shared/assinatura/cupom.rules';
import { MENSAGENS_CHECKOUT } from '@aprovei/shared/checkout/checkout.schemas';
import { mascararCpf } from '@aprovei/shared/conta/cpf.rules';
import { MENSAGENS_EBOOK } from '@aprovei/shared/ebook/ebook.rules';
import type { TEbook, TPaginaEbooks } from '@aprovei/shared/ebook/ebook.schemas';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/build-app.ts';
import { solvedCaptcha } from '../../../test/captcha-solver.ts';
import {
  criarAluno,
  criarCupom,
  criarEbook,
  type NovoEbook,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/factories.ts';
import { textoDoPdf } from '../../../test/pdf.ts';
import * as s from '../../db/schema/index.ts';
import { resolveSandboxWebhookSecret } from '../../gateways/gateway-factory.ts';
import { hmacHex } from '../../gateways/webhook-signature.ts';
import { createFileStorage } from '../../storage/create-storage.ts';
import { ebookService } from './ebook.service.ts';

let t: TestApp;
let aluno: UsuarioDeTeste;
let sessao: Sessao;
let todos: TEbook[];

/** The store: six e-books of six subjects; the SUS one with chapters past its free pages. */
const LOJA: (NovoEbook & { nome: string })[] = [
  {
    nome: 'Anatomia de Cabeça e Pescoço Descomplicada',
    autor: 'Dra. Helena Prado',
    materia: 'Anatomia de Cabeça e Pescoço',
    valorCentavos: 39_90,
    paginasGratis: 3,
    descricao: 'Os músculos, nervos e vasos da região em esquemas.',
  },
  {
    nome: 'Farmacologia dos Anestésicos Locais',
    materia: 'Anestesiologia e Farmacologia',
    valorCentavos: 29_90,
  },
  { nome: 'Patologia Oral em Mapas Mentais', materia: 'Patologia Oral', valorCentavos: 44_90 },
  { nome: 'Biossegurança no Consultório e no Hospital', materia: 'Biossegurança', valorCentavos: 24_90 },
  {
    nome: 'SUS para Concursos: Leis e Princípios',
    autor: 'Profa. Cláudia Ribeiro',
    materia: 'Saúde Pública e SUS',
    valorCentavos: 34_90,
    paginasGratis: 3,
    paginas: [
      'Profa. Cláudia Ribeiro',
      'Universalidade, integralidade e equidade',
      'Os princípios organizativos do SUS',
      'A Lei 8.142 trata da participação da comunidade',
      'O financiamento do SUS',
      'Questões de revisão',
      'Quais são os princípios doutrinários do SUS?',
    ],
  },
  { nome: 'Língua Portuguesa para Concursos da Saúde', materia: 'Língua Portuguesa', valorCentavos: 19_90 },
];
const CUPOM_EBOOK = 'LEITURA';

beforeAll(async () => {
  // The sandbox settles a Pix only when told to (sandbox/pagar-pix).
  t = await buildTestApp({ SANDBOX_LIQUIDACAO_SEGUNDOS: '86400' });
  for (const e of LOJA) await criarEbook(t, e);
  // 15 % off e-books only (no plan).
  await criarCupom(t.database.db, { codigo: CUPOM_EBOOK, pontosBase: 1500, idsPlanos: [] });
  aluno = await criarAluno(t, { nome: 'Joana Leitora Dias' });
  sessao = await aluno.login();
  todos = (await listar('/api/ebook/listar-ebook?size=50')).content;
});

const get = (url: string, headers: Record<string, string> = sessao.headers) =>
  t.app.inject({ method: 'GET', url, headers });
async function listar(url: string, headers = sessao.headers): Promise<TPaginaEbooks> {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ebook = (nome: string) => todos.find((e) => e.nome === nome)!;
const semAcento = (x: string) => x.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function comprar(body: Record<string, unknown>, headers = sessao.headers) {
  return t.app.inject({
    method: 'POST',
    url: '/api/assinatura/realizar-contratacao-ebook',
    headers,
    payload: { chaveIdempotencia: randomUUID(), captcha: await solvedCaptcha(t.app), ...body },
  });
}

async function comprarPorPix(idEbooks: number[], headers = sessao.headers) {
  const res = await comprar({ metodoPagamento: 'PIX', idEbooks }, headers);
  expect(res.statusCode, res.body).toBe(200);
  const { idFatura } = res.json();
  const pago = await t.app.inject({
    method: 'POST',
    url: `/api/assinatura/sandbox/pagar-pix?idFatura=${idFatura}`,
    headers,
  });
  expect(pago.json()).toEqual({ pago: true });
  return idFatura as number;
}

/** A new card for one purchase (the sandbox's test numbers decide its outcome). */
async function cartaoNovo(cpf: string, number = '4111111111111111') {
  const { cardToken } = await t.app.paymentGateway.tokenizeCard({
    number,
    cvv: '123',
    holderName: 'ANA LIMA',
    expMonth: 12,
    expYear: 2035,
  });
  return {
    apelido: 'Cartão da compra',
    token: cardToken,
    bandeira: 'VISA',
    nome: 'ANA LIMA',
    cpf,
    endereco: {
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      numeroLogradouro: '1000',
      bairro: 'Bela Vista',
    },
  };
}

/** The sandbox's signed webhook about a payment (the API reads the payment back from the gateway). */
async function avisarPagamento(gatewayPaymentId: string) {
  const raw = JSON.stringify({ type: 'payment', action: 'payment.updated', data: { id: gatewayPaymentId } });
  const ts = Date.now();
  const secret = resolveSandboxWebhookSecret(t.env, TEST_JWT_SECRET);
  const aviso = await t.app.inject({
    method: 'POST',
    url: '/api/assinatura/webhook/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-signature': `ts=${ts},v1=${hmacHex(secret, `ts:${ts};${raw}`)}`,
      'x-request-id': randomUUID(),
    },
    payload: raw,
  });
  expect(aviso.statusCode, aviso.body).toBe(200);
}

describe('the store (ebook/listar-ebook)', () => {
  it('pages by 9, sorted by name A–Z by default, with the price in reais and nothing owned', async () => {
    const pagina = await listar('/api/ebook/listar-ebook');
    expect(pagina).toMatchObject({ number: 0, size: 9, totalElements: LOJA.length, totalPages: 1 });
    const nomes = pagina.content.map((e) => e.nome);
    expect(nomes).toEqual([...nomes].sort((a, b) => semAcento(a).localeCompare(semAcento(b))));
    const anatomia = LOJA[0]!;
    expect(pagina.content.find((e) => e.nome === anatomia.nome)).toMatchObject({
      autor: anatomia.autor,
      valor: anatomia.valorCentavos! / 100,
      paginasGratis: anatomia.paginasGratis,
      descricao: anatomia.descricao,
      materia: { nome: anatomia.materia },
      adquirido: false,
      capa: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    expect(pagina.content.every((e) => e.numPaginas >= 7)).toBe(true);
  });

  it('sorts Z–A and pages on', async () => {
    const desc = await listar('/api/ebook/listar-ebook?sort=nome,desc');
    const asc = await listar('/api/ebook/listar-ebook?sort=nome,asc');
    expect(desc.content.map((e) => e.id)).toEqual(asc.content.map((e) => e.id).reverse());
    const p0 = await listar('/api/ebook/listar-ebook?size=4&page=0');
    const p1 = await listar('/api/ebook/listar-ebook?size=4&page=1');
    expect(p0).toMatchObject({ totalPages: 2, totalElements: 6 });
    expect([...p0.content, ...p1.content].map((e) => e.id)).toEqual(asc.content.map((e) => e.id));
    expect(p1.content).toHaveLength(2);
  });

  it('searches by part of the name, whatever the case and accents, and filters by subject', async () => {
    const busca = await listar(`/api/ebook/listar-ebook?nome=${encodeURIComponent('LÍNGUA portug')}`);
    expect(busca.content.map((e) => e.nome)).toEqual(['Língua Portuguesa para Concursos da Saúde']);
    expect((await listar('/api/ebook/listar-ebook?nome=100%25')).content).toEqual([]);
    const materias = (await get('/api/ebook/listar-materias-ebooks')).json();
    expect(materias).toHaveLength(6);
    const patologia = materias.find((m: { nome: string }) => m.nome === 'Patologia Oral');
    const filtrado = await listar(`/api/ebook/listar-ebook?idMateria=${patologia.id}`);
    expect(filtrado.content.map((e) => e.nome)).toEqual(['Patologia Oral em Mapas Mentais']);
  });

  it('refuses bad input with a Portuguese 400, and answers 401 signed out', async () => {
    for (const q of ['sort=preco', 'page=-1', 'size=0', 'idMateria=99999999999999999999', 'nome=a%00b']) {
      const res = await get(`/api/ebook/listar-ebook?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().mensagem).toMatch(/[a-zà-ú]/);
    }
    expect((await get('/api/ebook/listar-ebook', { 'x-tenant': 'aprovei' })).statusCode).toBe(401);
    expect((await get('/api/ebook/listar-materias-ebooks', { 'x-tenant': 'aprovei' })).statusCode).toBe(401);
  });

  it('is not offered on the medical variant', async () => {
    const med = await (await criarAluno(t, { tenant: 'aprovei-med' })).login();
    for (const url of [
      '/api/ebook/listar-ebook',
      '/api/ebook/listar-materias-ebooks',
      '/api/ebook/busca-parcelas-ebook?valorTotalEbooks=10',
      `/api/ebook/busca-paginas-gratis?idEbook=${todos[0]!.id}`,
    ]) {
      const res = await get(url, med.headers);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().mensagem).toBe(MENSAGENS_EBOOK.indisponivel);
    }
  });
});

describe('instalments and the e-book coupon', () => {
  it('answers how many instalments a total allows', async () => {
    expect((await get('/api/ebook/busca-parcelas-ebook?valorTotalEbooks=59.90')).json()).toBe(5);
    expect((await get('/api/ebook/busca-parcelas-ebook?valorTotalEbooks=9')).json()).toBe(1);
    expect((await get('/api/ebook/busca-parcelas-ebook?valorTotalEbooks=120.00')).json()).toBe(6);
    const ruim = await get('/api/ebook/busca-parcelas-ebook?valorTotalEbooks=dez');
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().mensagem).toBe(MENSAGENS_EBOOK.valorTotal);
  });

  it('applies the e-book coupon to the e-books priced on the server', async () => {
    const a = ebook('Farmacologia dos Anestésicos Locais');
    const b = ebook('Patologia Oral em Mapas Mentais');
    const res = await get(
      `/api/assinatura/aplicar-desconto-cupom-ebook?${new URLSearchParams({ cupom: 'leitura', idEbooks: `${a.id},${b.id}`, cpf: aluno.cpf })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const total = Math.round((a.valor + b.valor) * 100);
    const desconto = Math.floor((total * 1500 + 5000) / 10000);
    expect(res.json()).toEqual({
      cupom: CUPOM_EBOOK,
      valorTotalEbooks: total / 100,
      valorDesconto: desconto / 100,
      valorTotalComDesconto: (total - desconto) / 100,
      qtdMaximaParcelas: 6,
    });
    const semCpf = await get(
      `/api/assinatura/aplicar-desconto-cupom-ebook?cupom=LEITURA&idEbooks=${a.id}&cpf=`,
    );
    expect(semCpf.json().mensagem).toBe(MENSAGENS_CUPOM.cpfAusente);
    const nenhum = await get(
      `/api/assinatura/aplicar-desconto-cupom-ebook?cupom=LEITURA&idEbooks=999999&cpf=${aluno.cpf}`,
    );
    expect([nenhum.statusCode, nenhum.json().mensagem]).toEqual([404, MENSAGENS_EBOOK.naoEncontrado]);
  });

  it('keeps the e-book coupon off plans', async () => {
    const res = await get(`/api/assinatura/aplicar-desconto-cupom?cupom=LEITURA&idPlano=1&cpf=${aluno.cpf}`, {
      'x-tenant': 'aprovei',
    });
    expect(res.json().mensagem).toBe(MENSAGENS_CUPOM.naoAplicavel);
  });
});

describe('buying e-books and reading them', () => {
  it('refuses the whole book to a student who does not own it, with a clear message', async () => {
    const res = await get(
      `/api/ebook/busca-pdf-ebook?idEbook=${ebook('Farmacologia dos Anestésicos Locais').id}`,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().mensagem).toBe(MENSAGENS_EBOOK.naoAdquirido);
    expect((await get('/api/ebook/busca-pdf-ebook?idEbook=999999')).statusCode).toBe(404);
  });

  it('gives any signed-in student a PDF of the free pages only', async () => {
    const e = ebook('SUS para Concursos: Leis e Princípios');
    const res = await get(`/api/ebook/busca-paginas-gratis?idEbook=${e.id}`);
    expect(res.statusCode).toBe(200);
    const { doc, texto } = await textoDoPdf(Buffer.from(res.json<string>(), 'base64'));
    expect(doc.getPageCount()).toBe(e.paginasGratis);
    expect(texto).toContain('Profa. Cláudia Ribeiro');
    expect(texto).toContain('Universalidade, integralidade e equidade');
    // The later chapters and the review questions are not free.
    expect(texto).not.toContain('A Lei 8.142 trata da participação');
    expect(texto).not.toContain('Quais são os princípios doutrinários do SUS?');
    expect(texto).not.toContain('Licenciado para');
  });

  it('sells two e-books by Pix, priced from their ids, and serves the owner a stamped copy', async () => {
    const a = ebook('Farmacologia dos Anestésicos Locais');
    const b = ebook('Biossegurança no Consultório e no Hospital');
    const idFatura = await comprarPorPix([a.id, b.id]);
    const [pedido] = await t.database.db.select().from(s.pedido).where(eq(s.pedido.id, idFatura));
    expect(pedido).toMatchObject({
      planoId: null,
      ebooksIds: [a.id, b.id],
      valorTotalCentavos: Math.round((a.valor + b.valor) * 100),
      status: 'approved',
    });
    const lancamentos = await t.database.db
      .select()
      .from(s.lancamentoFinanceiro)
      .where(eq(s.lancamentoFinanceiro.pedidoId, idFatura));
    expect(lancamentos.map((l) => [l.tipo, l.valorCentavos])).toEqual([
      ['COBRANCA', pedido!.valorTotalCentavos],
    ]);

    const meus = await listar('/api/ebook/listar-ebooks-usuario');
    expect(meus.content.map((e) => e.id).sort()).toEqual([a.id, b.id].sort());
    expect(meus.content.every((e) => e.adquirido)).toBe(true);
    expect((await listar('/api/ebook/listar-ebook?size=50')).content.filter((e) => e.adquirido)).toHaveLength(
      2,
    );
    const materias = (await get('/api/ebook/listar-materias-meus-ebooks')).json();
    expect(materias.map((m: { nome: string }) => m.nome).sort()).toEqual([
      'Anestesiologia e Farmacologia',
      'Biossegurança',
    ]);

    const res = await get(`/api/ebook/busca-pdf-ebook?idEbook=${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = Buffer.from(res.json<string>(), 'base64');
    const { doc, texto } = await textoDoPdf(bytes);
    expect(doc.getPageCount()).toBe(a.numPaginas);
    const carimbo = `Licenciado para Joana Leitora Dias · CPF ${mascararCpf(aluno.cpf)} · uso pessoal e intransferível`;
    expect(texto.split('\n').filter((l) => l === carimbo)).toHaveLength(a.numPaginas);
    expect(texto).not.toContain(aluno.cpf);
    expect(texto).toContain('Questões de revisão');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(a.nome);

    // Owned already: not sold again.
    const outra = await comprar({ metodoPagamento: 'PIX', idEbooks: [a.id] });
    expect([outra.statusCode, outra.json().mensagem]).toEqual([409, MENSAGENS_EBOOK.jaAdquirido]);
    // Another student still may not read it.
    const outro = await (await criarAluno(t)).login();
    expect((await get(`/api/ebook/busca-pdf-ebook?idEbook=${a.id}`, outro.headers)).statusCode).toBe(403);
  });

  it('sells by card in instalments with the coupon, within the instalments the total allows', async () => {
    const comprador = await criarAluno(t);
    const headers = (await comprador.login()).headers;
    const e = ebook('Patologia Oral em Mapas Mentais');
    const cartao = await cartaoNovo(comprador.cpf);
    const total = Math.round(e.valor * 100);
    const comDesconto = total - Math.floor((total * 1500 + 5000) / 10000);
    const demais = await comprar(
      {
        metodoPagamento: 'CARTAO_CREDITO',
        idEbooks: [e.id],
        qtdParcelas: 6,
        cupomDesconto: 'LEITURA',
        cartao,
      },
      headers,
    );
    expect([demais.statusCode, demais.json().mensagem]).toEqual([400, MENSAGENS_EBOOK.parcelas]);
    const res = await comprar(
      {
        metodoPagamento: 'CARTAO_CREDITO',
        idEbooks: [e.id],
        qtdParcelas: 3,
        cupomDesconto: 'LEITURA',
        cartao,
      },
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tipoTransacao: 'CARTAO_CREDITO', statusPagamento: 'approved' });
    const [pedido] = await t.database.db.select().from(s.pedido).where(eq(s.pedido.id, res.json().idFatura));
    expect(pedido).toMatchObject({
      valorTotalCentavos: comDesconto,
      qtdParcelas: 3,
      valorEbooksCentavos: total,
    });
    expect((await get(`/api/ebook/busca-pdf-ebook?idEbook=${e.id}`, headers)).statusCode).toBe(200);
    const recibos = await t.database.db
      .select()
      .from(s.emailEnviado)
      .where(eq(s.emailEnviado.usuarioId, comprador.id));
    expect(recibos.map((m) => m.assunto)).toEqual(['Pagamento confirmado: seus e-books']);
    expect(recibos[0]!.texto).toContain(`E-book: ${e.nome}`);

    // Refunded: the ledger books it and the e-book is taken back.
    await t.app.paymentGateway.refund(pedido!.gatewayPaymentId!);
    await avisarPagamento(pedido!.gatewayPaymentId!);
    expect((await get(`/api/ebook/busca-pdf-ebook?idEbook=${e.id}`, headers)).statusCode).toBe(403);
    expect((await listar('/api/ebook/listar-ebooks-usuario', headers)).content).toEqual([]);
  });

  it('validates the purchase body in Portuguese', async () => {
    const vazio = await comprar({ metodoPagamento: 'PIX', idEbooks: [] });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().errors).toContainEqual({ campo: 'idEbooks', mensagem: MENSAGENS_EBOOK.ebooks });
    const repetido = await comprar({ metodoPagamento: 'PIX', idEbooks: [1, 1] });
    expect(repetido.json().errors).toContainEqual({ campo: 'idEbooks', mensagem: MENSAGENS_EBOOK.ebooks });
    const semCaptcha = await comprar({ metodoPagamento: 'PIX', idEbooks: [todos[0]!.id], captcha: null });
    expect(semCaptcha.statusCode).toBe(400);
    const inexistente = await comprar({ metodoPagamento: 'PIX', idEbooks: [999999] });
    expect(inexistente.statusCode).toBe(404);
    const anonimo = await t.app.inject({
      method: 'POST',
      url: '/api/assinatura/realizar-contratacao-ebook',
      headers: { 'x-tenant': 'aprovei' },
      payload: { chaveIdempotencia: randomUUID(), metodoPagamento: 'PIX', idEbooks: [1] },
    });
    expect(anonimo.statusCode).toBe(401);
    expect(MENSAGENS_CHECKOUT.chaveUsada).toBeTruthy();
  });
});

describe('one unpaid order per e-book', () => {
  const pedidosDe = (usuarioId: number) =>
    t.database.db.select().from(s.pedido).where(eq(s.pedido.usuarioId, usuarioId));

  it('refuses a second order of an e-book waiting for its Pix, answers a retry of that order, and sells it once the Pix expired', async () => {
    const comprador = await criarAluno(t);
    const { headers } = await comprador.login();
    const a = ebook('Farmacologia dos Anestésicos Locais');
    const b = ebook('Patologia Oral em Mapas Mentais');
    const chave = randomUUID();
    const primeira = await comprar(
      { metodoPagamento: 'PIX', idEbooks: [a.id], chaveIdempotencia: chave },
      headers,
    );
    expect(primeira.statusCode, primeira.body).toBe(200);
    const { idFatura, qrCode } = primeira.json();

    for (const idEbooks of [[a.id], [b.id, a.id]]) {
      const outra = await comprar({ metodoPagamento: 'PIX', idEbooks }, headers);
      expect([outra.statusCode, outra.json().mensagem], String(idEbooks)).toEqual([
        409,
        MENSAGENS_EBOOK.pedidoPendente,
      ]);
    }
    const porCartao = await comprar(
      {
        metodoPagamento: 'CARTAO_CREDITO',
        idEbooks: [a.id],
        qtdParcelas: 1,
        cartao: await cartaoNovo(comprador.cpf),
      },
      headers,
    );
    expect([porCartao.statusCode, porCartao.json().mensagem]).toEqual([409, MENSAGENS_EBOOK.pedidoPendente]);

    // The same order sent again (same key, a double click or a lost answer) is answered as it was.
    const deNovo = await comprar(
      { metodoPagamento: 'PIX', idEbooks: [a.id], chaveIdempotencia: chave },
      headers,
    );
    expect(deNovo.statusCode, deNovo.body).toBe(200);
    expect(deNovo.json()).toMatchObject({ idFatura, qrCode, statusPagamento: 'pending' });
    expect(await pedidosDe(comprador.id)).toHaveLength(1);

    // Another e-book, or another student, is not held by this order.
    expect((await comprar({ metodoPagamento: 'PIX', idEbooks: [b.id] }, headers)).statusCode).toBe(200);
    const outro = await (await criarAluno(t)).login();
    expect((await comprar({ metodoPagamento: 'PIX', idEbooks: [a.id] }, outro.headers)).statusCode).toBe(200);

    // Its Pix expired unpaid: the e-book may be ordered again.
    await t.database.db
      .update(s.pedido)
      .set({ pixExpiraEm: new Date(Date.now() - 1000) })
      .where(eq(s.pedido.id, idFatura));
    const nova = await comprar({ metodoPagamento: 'PIX', idEbooks: [a.id] }, headers);
    expect(nova.statusCode, nova.body).toBe(200);
    expect(nova.json().idFatura).not.toBe(idFatura);
  });

  it('holds the e-book while a card charge is pending, and sells it again once that charge was declined', async () => {
    const comprador = await criarAluno(t);
    const { headers } = await comprador.login();
    const e = ebook('Biossegurança no Consultório e no Hospital');
    const pendente = await comprar(
      {
        metodoPagamento: 'CARTAO_CREDITO',
        idEbooks: [e.id],
        qtdParcelas: 1,
        cartao: await cartaoNovo(comprador.cpf, '4000000000000077'),
      },
      headers,
    );
    expect(pendente.statusCode, pendente.body).toBe(200);
    expect(pendente.json().statusPagamento).toBe('pending');
    const pix = await comprar({ metodoPagamento: 'PIX', idEbooks: [e.id] }, headers);
    expect([pix.statusCode, pix.json().mensagem]).toEqual([409, MENSAGENS_EBOOK.pedidoPendente]);

    // The acquirer declines the charge and the gateway says so.
    const [pedido] = await pedidosDe(comprador.id);
    await t.database.db
      .update(s.pagamentoSandbox)
      .set({ status: 'declined', motivoRecusa: 'card_declined', liquidarEm: null, liquidarPara: null })
      .where(eq(s.pagamentoSandbox.id, pedido!.gatewayPaymentId!));
    await avisarPagamento(pedido!.gatewayPaymentId!);
    expect((await pedidosDe(comprador.id))[0]!.status).toBe('declined');
    const depois = await comprar({ metodoPagamento: 'PIX', idEbooks: [e.id] }, headers);
    expect(depois.statusCode, depois.body).toBe(200);
  });

  it('is not held by an order the gateway never took', async () => {
    const comprador = await criarAluno(t);
    const { headers } = await comprador.login();
    const e = ebook('SUS para Concursos: Leis e Princípios');
    const res = await comprar({ metodoPagamento: 'PIX', idEbooks: [e.id] }, headers);
    expect(res.statusCode, res.body).toBe(200);
    // As an order left by a gateway error: written, never charged. While recent it may still be under way.
    // The gateway must not know it either (a payment under its reference would be found and recorded).
    const [pedido] = await t.database.db.select().from(s.pedido).where(eq(s.pedido.id, res.json().idFatura));
    await t.database.db
      .update(s.pagamentoSandbox)
      .set({ chaveIdempotencia: `outro-${pedido!.gatewayPaymentId}`, status: 'expired' })
      .where(eq(s.pagamentoSandbox.id, pedido!.gatewayPaymentId!));
    await t.database.db
      .update(s.pedido)
      .set({ gatewayPaymentId: null, pixExpiraEm: null })
      .where(eq(s.pedido.id, res.json().idFatura));
    const logo = await comprar({ metodoPagamento: 'PIX', idEbooks: [e.id] }, headers);
    expect([logo.statusCode, logo.json().mensagem]).toEqual([409, MENSAGENS_EBOOK.pedidoPendente]);
    await t.database.db
      .update(s.pedido)
      .set({ criadoEm: new Date(Date.now() - 60 * 60_000) })
      .where(eq(s.pedido.id, res.json().idFatura));
    const depois = await comprar({ metodoPagamento: 'PIX', idEbooks: [e.id] }, headers);
    expect(depois.statusCode, depois.body).toBe(200);
  });
});

describe('adding an e-book (the back office)', () => {
  const capa = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
  async function pdfDe(paginas: number) {
    const doc = await PDFDocument.create();
    for (let i = 0; i < paginas; i++) doc.addPage([419, 595]);
    return doc.save();
  }

  it('stores the PDF, counts its pages and puts the book in the store; refuses what it cannot sell', async () => {
    const arquivos = createFileStorage(t.env);
    const service = ebookService(t.database.db, arquivos);
    const materiaId = todos[0]!.materia.id;
    const novo = {
      materiaId,
      nome: 'Guia de Revisão do Back Office',
      autor: 'Equipe de Teste',
      descricao: 'Um livro enviado pelo back office.',
      capa,
      valorCentavos: 12_90,
      paginasGratis: 9,
    };
    const erro = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => e,
      );

    expect(
      await erro(service.cadastrar('aprovei', novo, new TextEncoder().encode('não é um PDF'))),
    ).toMatchObject({ status: 415, message: MENSAGENS_EBOOK.arquivoNaoPdf });
    expect(
      await erro(service.cadastrar('aprovei', { ...novo, nome: ' ', capa: 'javascript:x' }, await pdfDe(1))),
    ).toMatchObject({
      status: 400,
      errors: [
        { campo: 'nome', mensagem: 'Informe o nome.' },
        { campo: 'capa', mensagem: 'A capa deve ser uma imagem.' },
      ],
    });
    expect(
      await erro(service.cadastrar('aprovei', { ...novo, materiaId: 2_000_000_000 }, await pdfDe(1))),
    ).toMatchObject({ status: 400, message: MENSAGENS_EBOOK.materiaNaoEncontrada });
    expect(
      await erro(service.cadastrar('aprovei', { ...novo, nome: todos[0]!.nome }, await pdfDe(1))),
    ).toMatchObject({ status: 409, message: MENSAGENS_EBOOK.nomeEmUso });

    const id = await service.cadastrar('aprovei', novo, await pdfDe(3));
    const loja = await listar(`/api/ebook/listar-ebook?nome=${encodeURIComponent('back office')}`);
    expect(loja.content).toEqual([
      expect.objectContaining({ id, nome: novo.nome, numPaginas: 3, paginasGratis: 3, valor: 12.9, capa }),
    ]);
    const gratis = await get(`/api/ebook/busca-paginas-gratis?idEbook=${id}`);
    expect(gratis.statusCode, gratis.body).toBe(200);
    const paginas = await PDFDocument.load(Buffer.from(gratis.json() as string, 'base64'));
    expect(paginas.getPageCount()).toBe(3);
    await arquivos.close();
  });
});
