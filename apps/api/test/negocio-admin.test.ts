import { randomUUID } from 'node:crypto';
import type { TContratacaoProdutos } from '@aprovei/shared/assinatura/assinatura.schemas';
import { MENSAGENS_CUPOM } from '@aprovei/shared/assinatura/cupom.rules';
import type { TCupomForm, TPlanoForm, TProdutoForm } from '@aprovei/shared/negocio/negocio-admin.schemas';
import { MENSAGENS_NEGOCIO } from '@aprovei/shared/negocio/negocio-admin.schemas';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema/index.ts';
import { cartaoCreditoService } from '../src/modules/cartao-credito/cartao-credito.service.ts';
import { renovacaoService } from '../src/modules/checkout/renovacao.service.ts';
import { consultaCepDoAmbiente } from '../src/modules/consulta-cep/consulta-cep.service.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import { solvedCaptcha } from './captcha-solver.ts';
import {
  criarAdmin,
  criarAluno,
  criarContratacao,
  entrar,
  salvarCartaoTeste,
  type UsuarioDeTeste,
} from './factories.ts';
import { type ArquivoMultipart, multipart, multipartComArquivos } from './multipart.ts';
import { textoDoPdf } from './pdf.ts';

/**
 * The back office's business (issue 22 §1–§2): plans, add-on products and coupons written by an admin,
 * each write audited, and what they change where students buy — a retired plan leaves the shop but
 * still renews, a coupon's limits hold at checkout, a send pack bought grants its sends.
 */
let t: TestApp;
let admin: Record<string, string>;
const DIA = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp({ SANDBOX_LIQUIDACAO_SEGUNDOS: '86400' });
  admin = await entrar(criarAdmin(t, { nome: 'Ana Administradora' }));
});

const chamar = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function auditoria(entidade: string, id: number) {
  const res = await chamar('GET', `/api/admin/auditoria?entidade=${entidade}&entidadeId=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().linhas as { acao: string; autorNome: string; antes: unknown; depois: unknown }[];
}

const planoForm = (over: Partial<TPlanoForm> = {}): TPlanoForm => ({
  plataformaId: 1,
  nomePlano: `Plano do back office ${randomUUID().slice(0, 6)}`,
  descricao: 'Um ano de estudo para a residência.',
  descricaoDetalhada: '',
  valorIntegralCentavos: 240_00,
  valorOriginalCentavos: 300_00,
  mensagemDesconto: 'Promoção de lançamento',
  maxParcelas: 4,
  duracaoMeses: 1,
  funcionalidadesIds: [],
  ordem: 50,
  ehDestaque: false,
  tipoPlano: 'N',
  planoEnare: false,
  acessoCompleto: true,
  enviosQuestaoAberta: 3,
  ativo: true,
  ...over,
});

async function novoPlano(over: Partial<TPlanoForm> = {}) {
  const res = await chamar('POST', '/api/admin/planos', planoForm(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number } & TPlanoForm;
}

const cupomForm = (over: Partial<TCupomForm> = {}): TCupomForm => ({
  codigo: `CUPOM ${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)
    .toUpperCase()}`,
  tipo: 'PERCENTUAL',
  pontosBase: 2500,
  valorCentavos: null,
  escopo: 'AMBOS',
  idsPlanos: [],
  validoDe: new Date(Date.now() - DIA).toISOString(),
  validoAte: null,
  limiteUsos: null,
  limiteUsosPorCpf: null,
  ...over,
});

async function novoCupom(over: Partial<TCupomForm> = {}) {
  const res = await chamar('POST', '/api/admin/cupons', cupomForm(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; codigo: string };
}

/**
 * A student (a new one unless given) buys `idPlano` — by Pix unless `pagamento` says otherwise: the order
 * then waits for its payment, and counts as a coupon use.
 */
async function comprarPorPix(
  idPlano: number,
  pagamento: Record<string, unknown> = {},
  quem?: UsuarioDeTeste,
) {
  const aluno = quem ?? (await criarAluno(t));
  const sessao = await aluno.login();
  const compra = { idPlano, aceiteContrato: true, metodoPagamento: 'PIX', ...pagamento };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/assinatura/realizar-assinatura-plano',
    headers: sessao.headers,
    payload: { ...compra, chaveIdempotencia: randomUUID(), captcha: await solvedCaptcha(t.app) },
  });
  return { aluno, sessao, res };
}

describe('plans', () => {
  it('creates a plan with its instalments and features, sold at once on the plan cards, audited', async () => {
    const funcs = (await chamar('GET', '/api/admin/planos/opcoes')).json().funcionalidades as {
      id: number;
    }[];
    const plano = await novoPlano({ funcionalidadesIds: [funcs[0]!.id, funcs[1]!.id], ehDestaque: true });
    expect(plano).toMatchObject({ maxParcelas: 4, tipoPlano: 'N', ativo: true });
    const cards = await chamar('GET', '/api/planos/listar?seqPlataforma=1', undefined, {
      'x-tenant': 'aprovei',
    });
    expect(cards.statusCode, cards.body).toBe(200);
    const card = (cards.json() as { id: number }[]).find((p) => p.id === plano.id) as Record<string, unknown>;
    expect(card).toMatchObject({
      valorIntegralPlano: 240,
      valorIntegralPlanoOriginal: 300,
      ehDestaque: true,
      planoParcelado: [
        { qtdParcela: 1, valorParcelado: 240 },
        { qtdParcela: 2, valorParcelado: 120 },
        { qtdParcela: 3, valorParcelado: 80 },
        { qtdParcela: 4, valorParcelado: 60 },
      ],
    });
    expect(card.funcionalidades).toHaveLength(2);
    const [registro] = await auditoria('plano', plano.id);
    expect(registro).toMatchObject({ acao: 'criar', autorNome: 'Ana Administradora' });
    expect(registro!.depois).toMatchObject({ nomePlano: plano.nomePlano, valorIntegralCentavos: 240_00 });

    const lista = await chamar(
      'GET',
      '/api/admin/planos?plataformaId=1&porPagina=100&ordem=ordem&direcao=asc',
    );
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().linhas.map((l: { id: number }) => l.id)).toContain(plano.id);
  });

  it('edits price and type P, recomputing the instalments; the edit is audited with before and after', async () => {
    const plano = await novoPlano();
    const res = await chamar(
      'PUT',
      `/api/admin/planos/${plano.id}`,
      planoForm({
        nomePlano: plano.nomePlano,
        valorIntegralCentavos: 100_00,
        maxParcelas: 2,
        tipoPlano: 'P',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ valorIntegralCentavos: 100_00, maxParcelas: 2, tipoPlano: 'P' });
    const parcelas = await t.database.db
      .select()
      .from(s.planoParcela)
      .where(eq(s.planoParcela.planoId, plano.id));
    expect(parcelas.map((p) => [p.qtdParcela, p.valorParceladoCentavos])).toEqual([
      [1, 100_00],
      [2, 50_00],
    ]);
    const [editar] = await auditoria('plano', plano.id);
    expect(editar).toMatchObject({ acao: 'editar' });
    expect(editar!.antes).toMatchObject({ valorIntegralCentavos: 240_00, tipoPlano: 'N' });
    expect(editar!.depois).toMatchObject({ valorIntegralCentavos: 100_00, tipoPlano: 'P' });
  });

  it('refuses bad input in Portuguese, with a 400 and no write', async () => {
    const casos: [Partial<TPlanoForm>, string][] = [
      [{ nomePlano: '  ' }, 'Informe o nome do plano (até 80 caracteres).'],
      [{ valorOriginalCentavos: 100_00 }, MENSAGENS_NEGOCIO.valorOriginalMenor],
      [{ maxParcelas: 25 }, 'Parcelas: de 1 a 24.'],
      [{ plataformaId: 3 }, MENSAGENS_NEGOCIO.plataformaNaoEncontrada],
      [{ funcionalidadesIds: [999_999] }, MENSAGENS_NEGOCIO.funcionalidadeNaoEncontrada],
    ];
    for (const [over, mensagem] of casos) {
      const res = await chamar(
        'POST',
        '/api/admin/planos',
        planoForm({ nomePlano: 'Plano recusado', ...over }),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(mensagem);
    }
    const recusados = await t.database.db
      .select()
      .from(s.plano)
      .where(eq(s.plano.nomePlano, 'Plano recusado'));
    expect(recusados).toEqual([]);
    expect((await chamar('PUT', '/api/admin/planos/999999', planoForm())).statusCode).toBe(404);
  });

  it('a retired plan leaves the shop and the checkout but still renews for its holder', async () => {
    const plano = await novoPlano({ valorIntegralCentavos: 89_90, valorOriginalCentavos: 89_90 });
    const aluno = await criarAluno(t);
    const sessao = await aluno.login();
    await salvarCartaoTeste(t, sessao.headers, '4111111111111111');
    const { id: contratoId } = await criarContratacao(t.database.db, {
      usuarioId: aluno.id,
      planoId: plano.id,
      inicioHaDias: 30,
      validadeEmDias: 0.5,
    });

    const retirar = await chamar('PUT', `/api/admin/planos/${plano.id}`, {
      ...planoForm({ valorIntegralCentavos: 89_90, valorOriginalCentavos: 89_90 }),
      nomePlano: plano.nomePlano,
      ativo: false,
    });
    expect(retirar.statusCode, retirar.body).toBe(200);
    expect((await auditoria('plano', plano.id))[0]).toMatchObject({ acao: 'retirar' });

    const cards = await chamar('GET', '/api/planos/listar?seqPlataforma=1', undefined, {
      'x-tenant': 'aprovei',
    });
    expect((cards.json() as { id: number }[]).map((p) => p.id)).not.toContain(plano.id);
    const compra = await comprarPorPix(plano.id);
    expect(compra.res.statusCode).toBe(404);

    const { db } = t.database;
    const cartoes = cartaoCreditoService(db, t.app.paymentGateway, consultaCepDoAmbiente(db, t.env));
    const renovacao = renovacaoService({ db, gateway: t.app.paymentGateway, cartoes, log: t.app.log });
    expect(await renovacao.renovar(contratoId)).toBe('renovada');
    const [contrato] = await db.select().from(s.contratacao).where(eq(s.contratacao.id, contratoId));
    expect(contrato!.dataValidadeAssinatura.getTime()).toBeGreaterThan(Date.now() + 20 * DIA);
    const acesso = await t.app.inject({
      method: 'GET',
      url: '/api/assinatura/is-assinatura-ativa-usuario',
      headers: sessao.headers,
    });
    expect(acesso.json()).toBe(true);
  });
});

describe('coupons', () => {
  it('creates a coupon with the code normalised, audited; a duplicate code is a 409', async () => {
    const res = await chamar('POST', '/api/admin/cupons', cupomForm({ codigo: '  volta   as aulas ' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      codigo: 'VOLTA AS AULAS',
      escopo: 'AMBOS',
      usos: 0,
      pontosBase: 2500,
    });
    const [registro] = await auditoria('cupom', res.json().id);
    expect(registro).toMatchObject({
      acao: 'criar',
      depois: expect.objectContaining({ codigo: 'VOLTA AS AULAS' }),
    });
    const dup = await chamar('POST', '/api/admin/cupons', cupomForm({ codigo: 'Volta as Aulas' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().mensagem).toBe(MENSAGENS_NEGOCIO.cupomDuplicado);
  });

  it('refuses bad input in Portuguese', async () => {
    const casos: [Partial<TCupomForm>, string][] = [
      [{ codigo: 'DEZ10' }, MENSAGENS_CUPOM.codigoInvalido],
      [{ codigo: 'A'.repeat(26) }, MENSAGENS_CUPOM.codigoInvalido],
      [{ codigo: '   ' }, MENSAGENS_CUPOM.codigoAusente],
      [{ tipo: 'VALOR_FIXO', valorCentavos: 0 }, MENSAGENS_NEGOCIO.valorFixoObrigatorio],
      [{ pontosBase: 10_001 }, MENSAGENS_NEGOCIO.percentualObrigatorio],
      [{ escopo: 'PLANOS', idsPlanos: [] }, MENSAGENS_NEGOCIO.planosObrigatorios],
      [{ escopo: 'PLANOS', idsPlanos: [999_999] }, MENSAGENS_NEGOCIO.planoNaoEncontrado],
      [
        { validoDe: new Date().toISOString(), validoAte: new Date(Date.now() - DIA).toISOString() },
        MENSAGENS_NEGOCIO.validadeInvertida,
      ],
      [{ limiteUsos: 0 }, 'Limite de usos: de 1 a 1.000.000, ou sem limite.'],
    ];
    for (const [over, mensagem] of casos) {
      const res = await chamar('POST', '/api/admin/cupons', cupomForm(over));
      expect(res.statusCode, `${JSON.stringify(over)} ${res.body}`).toBe(400);
      expect(JSON.stringify(res.json())).toContain(mensagem);
    }
  });

  it('holds its global limit at checkout, and lists each use with the CPF masked', async () => {
    const plano = await novoPlano({ valorIntegralCentavos: 200_00, valorOriginalCentavos: 200_00 });
    const cupom = await novoCupom({
      tipo: 'VALOR_FIXO',
      valorCentavos: 50_00,
      pontosBase: null,
      escopo: 'PLANOS',
      idsPlanos: [plano.id],
      limiteUsos: 1,
    });
    const primeira = await comprarPorPix(plano.id, { cupomDesconto: cupom.codigo });
    expect(primeira.res.statusCode, primeira.res.body).toBe(200);
    const segunda = await comprarPorPix(plano.id, { cupomDesconto: cupom.codigo });
    expect(segunda.res.statusCode).toBe(400);
    expect(segunda.res.json().mensagem).toBe(MENSAGENS_CUPOM.esgotado);

    const usos = await chamar('GET', `/api/admin/cupons/${cupom.id}/usos`);
    expect(usos.statusCode, usos.body).toBe(200);
    const cpf = primeira.aluno.cpf;
    expect(usos.json()).toEqual({
      total: 1,
      linhas: [
        expect.objectContaining({
          comprador: primeira.aluno.nome,
          cpf: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
          status: 'pending',
          plano: plano.nomePlano,
          descontoCentavos: 50_00,
          valorTotalCentavos: 150_00,
        }),
      ],
    });
    const lista = await chamar('GET', `/api/admin/cupons?busca=${encodeURIComponent(cupom.codigo)}`);
    expect(lista.json().linhas[0]).toMatchObject({ id: cupom.id, usos: 1, escopo: 'PLANOS' });
  });

  it('holds its per-CPF limit, and its scope: a coupon for one plan is refused on another', async () => {
    const plano = await novoPlano();
    const outro = await novoPlano();
    const cupom = await novoCupom({ escopo: 'PLANOS', idsPlanos: [plano.id], limiteUsosPorCpf: 1 });
    const compra = await comprarPorPix(plano.id, { cupomDesconto: cupom.codigo });
    expect(compra.res.statusCode, compra.res.body).toBe(200);
    const aplicar = (idPlano: number) =>
      chamar(
        'GET',
        `/api/assinatura/aplicar-desconto-cupom?cupom=${encodeURIComponent(cupom.codigo)}&idPlano=${idPlano}&cpf=${compra.aluno.cpf}`,
        undefined,
        { 'x-tenant': 'aprovei' },
      );
    expect((await aplicar(plano.id)).json().mensagem).toBe(MENSAGENS_CUPOM.limiteCpf);
    expect((await aplicar(outro.id)).json().mensagem).toBe(MENSAGENS_CUPOM.naoAplicavel);
    const outroAluno = await comprarPorPix(plano.id, { cupomDesconto: cupom.codigo });
    expect(outroAluno.res.statusCode, outroAluno.res.body).toBe(200);
  });

  it('edits a coupon (now expired: refused at checkout), audited with before and after', async () => {
    const plano = await novoPlano();
    const cupom = await novoCupom();
    const form = cupomForm({
      codigo: cupom.codigo,
      validoDe: new Date(Date.now() - 3 * DIA).toISOString(),
      validoAte: new Date(Date.now() - DIA).toISOString(),
    });
    const res = await chamar('PUT', `/api/admin/cupons/${cupom.id}`, form);
    expect(res.statusCode, res.body).toBe(200);
    const [registro] = await auditoria('cupom', cupom.id);
    expect(registro).toMatchObject({ acao: 'editar', antes: expect.objectContaining({ validoAte: null }) });
    const compra = await comprarPorPix(plano.id, { cupomDesconto: cupom.codigo });
    expect(compra.res.json().mensagem).toBe(MENSAGENS_CUPOM.expirado);
  });
});

describe('products: open-question send packs', () => {
  const pacote = (over: Partial<TProdutoForm> = {}): TProdutoForm => ({
    nomeProduto: `Pacote de 5 envios ${randomUUID().slice(0, 6)}`,
    descricao: 'Mais cinco respostas corrigidas por um professor.',
    valorCentavos: 25_00,
    duracaoMeses: 12,
    ativo: true,
    tipoEntrega: 'ENVIOS_QUESTAO_ABERTA',
    enviosQuestaoAberta: 5,
    instrucoes: '',
    ...over,
  });

  it('a pack created in the back office is offered at checkout and its purchase grants the sends', async () => {
    const criado = await chamar('POST', '/api/admin/produtos', pacote());
    expect(criado.statusCode, criado.body).toBe(201);
    const produto = criado.json() as { id: number; nomeProduto: string };
    expect((await auditoria('produto', produto.id))[0]).toMatchObject({ acao: 'criar' });
    const plano = await novoPlano({ valorIntegralCentavos: 100_00, valorOriginalCentavos: 100_00 });
    const oferta = await chamar(
      'GET',
      `/api/produtos/recuperar-produtos-por-plano-checkout/${plano.id}`,
      undefined,
      {
        'x-tenant': 'aprovei',
      },
    );
    expect(oferta.json()).toContainEqual(
      expect.objectContaining({
        id: produto.id,
        descricaoEntrega: 'Entrega: 5 envios extras de questão aberta liberados na hora.',
      }),
    );

    const aluno = await criarAluno(t);
    const { idCartao } = await salvarCartaoTeste(t, (await aluno.login()).headers);
    const { sessao, res: compra } = await comprarPorPix(
      plano.id,
      { metodoPagamento: 'CARTAO_CREDITO', idCartao, qtdParcelas: 1, produtosForaDoPlano: [produto.id] },
      aluno,
    );
    const contador = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/questao-aberta/contador/respondidas-disponiveis',
          headers: sessao.headers,
        })
      ).json() as { disponiveis: number };
    expect(compra.statusCode, compra.body).toBe(200);
    expect(compra.json()).toMatchObject({ statusPagamento: 'approved' });
    // The plan's own 3 sends plus the pack's 5.
    expect((await contador()).disponiveis).toBe(8);
    const pacotes = await t.database.db
      .select()
      .from(s.pacoteQuestaoAberta)
      .where(eq(s.pacoteQuestaoAberta.usuarioId, aluno.id));
    expect(pacotes).toEqual([expect.objectContaining({ quantidade: 5, origem: 'COMPRA' })]);
  });

  it('a retired product is no longer offered; its delivery type cannot change; bad input is a 400', async () => {
    const criado = (await chamar('POST', '/api/admin/produtos', pacote())).json() as { id: number };
    const plano = await novoPlano();
    const retirado = await chamar('PUT', `/api/admin/produtos/${criado.id}`, pacote({ ativo: false }));
    expect(retirado.statusCode, retirado.body).toBe(200);
    const [editar] = await auditoria('produto', criado.id);
    expect(editar).toMatchObject({ acao: 'editar', antes: expect.objectContaining({ ativo: true }) });
    const oferta = await chamar(
      'GET',
      `/api/produtos/recuperar-produtos-por-plano-checkout/${plano.id}`,
      undefined,
      {
        'x-tenant': 'aprovei',
      },
    );
    expect((oferta.json() as { id: number }[]).map((p) => p.id)).not.toContain(criado.id);

    const mudarTipo = await chamar(
      'PUT',
      `/api/admin/produtos/${criado.id}`,
      pacote({ tipoEntrega: 'SERVICO', enviosQuestaoAberta: null }),
    );
    expect(mudarTipo.statusCode).toBe(400);
    expect(mudarTipo.json().mensagem).toBe(MENSAGENS_NEGOCIO.tipoEntregaFixo);
    const semEnvios = await chamar('POST', '/api/admin/produtos', pacote({ enviosQuestaoAberta: 0 }));
    expect(semEnvios.statusCode).toBe(400);
    expect(JSON.stringify(semEnvios.json())).toContain(MENSAGENS_NEGOCIO.enviosObrigatorio);
    // A file product comes with its file (POST /api/admin/produtos/com-arquivo), never without one.
    const arquivo = await chamar('POST', '/api/admin/produtos', pacote({ tipoEntrega: 'ARQUIVO' }));
    expect(arquivo.statusCode).toBe(400);
    expect(arquivo.json().mensagem).toBe(MENSAGENS_NEGOCIO.arquivoObrigatorio);
  });
});

describe('products: files to download', () => {
  const produtoArquivo = (over: Partial<TProdutoForm> = {}): TProdutoForm => ({
    nomeProduto: `Mapas mentais ${randomUUID().slice(0, 6)}`,
    descricao: 'Os mapas mentais de toda a prova, em PDF.',
    valorCentavos: 39_00,
    duracaoMeses: 12,
    ativo: true,
    tipoEntrega: 'ARQUIVO',
    enviosQuestaoAberta: null,
    instrucoes: '',
    ...over,
  });
  async function pdfCom(texto: string, nome = 'mapas mentais.pdf'): Promise<ArquivoMultipart> {
    const doc = await PDFDocument.create();
    const fonte = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([419, 595]).drawText(texto, { x: 40, y: 500, size: 12, font: fonte });
    return { nome, tipo: 'application/pdf', bytes: Buffer.from(await doc.save()) };
  }
  const enviar = (method: 'POST' | 'PUT', url: string, corpo: ReturnType<typeof multipart>) =>
    t.app.inject({
      method,
      url,
      headers: { ...admin, 'content-type': corpo.contentType },
      payload: corpo.payload,
    });
  const criarComArquivo = (form: TProdutoForm, arquivo?: ArquivoMultipart) =>
    enviar('POST', '/api/admin/produtos/com-arquivo', multipart({ dados: JSON.stringify(form) }, arquivo));
  const trocarArquivo = (id: number, arquivo?: ArquivoMultipart) =>
    enviar('PUT', `/api/admin/produtos/${id}/arquivo`, multipart({}, arquivo));

  it('is created with its PDF, bought with a plan, downloaded by its buyer; a new file is what they then get', async () => {
    const plano = await novoPlano({ valorIntegralCentavos: 100_00, valorOriginalCentavos: 100_00 });
    const primeiro = await pdfCom('Mapa mental: primeira versão');
    const criado = await criarComArquivo(produtoArquivo({ idsPlanos: [plano.id] }), primeiro);
    expect(criado.statusCode, criado.body).toBe(201);
    const produto = criado.json() as { id: number; arquivoNome: string; tipoEntrega: string };
    expect(produto).toMatchObject({ tipoEntrega: 'ARQUIVO', arquivoNome: 'mapas mentais.pdf' });
    const [criar] = await auditoria('produto', produto.id);
    expect(criar).toMatchObject({
      acao: 'criar',
      depois: expect.objectContaining({ arquivoNome: 'mapas mentais.pdf', idsPlanos: [plano.id] }),
    });
    // The audit keeps the file's name, never its bytes nor its storage key.
    expect(JSON.stringify(criar)).not.toContain('%PDF');
    expect(JSON.stringify(criar)).not.toContain('produtos/');

    const oferta = await chamar(
      'GET',
      `/api/produtos/recuperar-produtos-por-plano-checkout/${plano.id}`,
      undefined,
      { 'x-tenant': 'aprovei' },
    );
    expect(oferta.json()).toContainEqual(
      expect.objectContaining({
        id: produto.id,
        descricaoEntrega: 'Entrega: arquivo PDF para baixar em Meus produtos.',
      }),
    );

    const aluno = await criarAluno(t);
    const { idCartao } = await salvarCartaoTeste(t, (await aluno.login()).headers);
    const { sessao, res: compra } = await comprarPorPix(
      plano.id,
      { metodoPagamento: 'CARTAO_CREDITO', idCartao, qtdParcelas: 1, produtosForaDoPlano: [produto.id] },
      aluno,
    );
    expect(compra.statusCode, compra.body).toBe(200);
    expect(compra.json()).toMatchObject({ statusPagamento: 'approved' });
    const contratacoes = await t.app.inject({
      method: 'GET',
      url: '/api/assinatura/recuperar-contratacoes-usuario',
      headers: sessao.headers,
    });
    const comprados = (contratacoes.json() as TContratacaoProdutos[]).flatMap((c) => c.produtoComprado);
    const comprado = comprados.find((c) => c.entrega.tipo === 'ARQUIVO');
    expect(comprado?.entrega).toEqual({
      tipo: 'ARQUIVO',
      arquivoNome: 'mapas mentais.pdf',
      disponivel: true,
    });
    const baixar = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/produtos/baixar-arquivo/${comprado!.id}`,
        headers: sessao.headers,
      });
    const baixado = await baixar();
    expect(baixado.statusCode, baixado.body).toBe(200);
    expect(baixado.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(baixado.rawPayload, primeiro.bytes)).toBe(0);

    const segundo = await pdfCom('Mapa mental: segunda versão', 'mapas mentais v2.pdf');
    const trocado = await trocarArquivo(produto.id, segundo);
    expect(trocado.statusCode, trocado.body).toBe(200);
    expect(trocado.json()).toMatchObject({ arquivoNome: 'mapas mentais v2.pdf' });
    const [troca] = await auditoria('produto', produto.id);
    expect(troca).toMatchObject({
      acao: 'trocar-arquivo',
      antes: { arquivoNome: 'mapas mentais.pdf' },
      depois: { arquivoNome: 'mapas mentais v2.pdf' },
    });
    const novo = await baixar();
    expect(novo.statusCode).toBe(200);
    expect(novo.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('mapas mentais v2.pdf')}`,
    );
    expect(Buffer.compare(novo.rawPayload, segundo.bytes)).toBe(0);
    expect((await textoDoPdf(novo.rawPayload)).texto).toContain('segunda versão');
  });

  it('refuses a file that is not a PDF, a missing file and a file on another kind of product, in Portuguese', async () => {
    const png: ArquivoMultipart = {
      nome: 'mapas.pdf',
      tipo: 'application/pdf',
      bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
    };
    const zip: ArquivoMultipart = {
      nome: 'mapas.zip',
      tipo: 'application/zip',
      bytes: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64)]),
    };
    const antes = (await chamar('GET', '/api/admin/produtos?porPagina=100')).json().total as number;
    for (const arquivo of [png, zip]) {
      const recusado = await criarComArquivo(produtoArquivo(), arquivo);
      expect(recusado.statusCode, recusado.body).toBe(415);
      expect(recusado.json().mensagem).toBe(MENSAGENS_NEGOCIO.arquivoTipo);
    }
    const semArquivo = await criarComArquivo(produtoArquivo());
    expect(semArquivo.statusCode).toBe(400);
    expect(semArquivo.json().mensagem).toBe(MENSAGENS_NEGOCIO.arquivoObrigatorio);
    const servico = await criarComArquivo(
      produtoArquivo({ tipoEntrega: 'SERVICO', instrucoes: 'Agende pelo e-mail.' }),
      await pdfCom('Um serviço não tem arquivo'),
    );
    expect(servico.statusCode).toBe(400);
    expect(servico.json().mensagem).toBe(MENSAGENS_NEGOCIO.arquivoSoDeArquivo);
    const semDados = await enviar(
      'POST',
      '/api/admin/produtos/com-arquivo',
      multipart({ dados: '{nao e json' }, await pdfCom('x')),
    );
    expect(semDados.statusCode).toBe(400);
    expect(semDados.json().mensagem).toBe(MENSAGENS_NEGOCIO.dadosInvalidos);
    const json = await chamar('POST', '/api/admin/produtos/com-arquivo', produtoArquivo());
    expect(json.statusCode).toBe(415);
    expect(json.json().mensagem).toBe(MENSAGENS_NEGOCIO.arquivoNaoMultipart);
    const campoErrado = await enviar(
      'POST',
      '/api/admin/produtos/com-arquivo',
      multipartComArquivos({ dados: JSON.stringify(produtoArquivo()) }, { pdf: await pdfCom('x') }),
    );
    expect(campoErrado.statusCode).toBe(400);
    expect((await chamar('GET', '/api/admin/produtos?porPagina=100')).json().total).toBe(antes);

    const pdf = await pdfCom('Mapa');
    const criado = (await criarComArquivo(produtoArquivo(), pdf)).json() as { id: number };
    const trocaPng = await trocarArquivo(criado.id, png);
    expect(trocaPng.statusCode).toBe(415);
    expect(trocaPng.json().mensagem).toBe(MENSAGENS_NEGOCIO.arquivoTipo);
    const trocaVazia = await trocarArquivo(criado.id);
    expect(trocaVazia.statusCode).toBe(400);
    expect(trocaVazia.json().mensagem).toBe(MENSAGENS_NEGOCIO.arquivoObrigatorio);
    expect((await chamar('GET', `/api/admin/produtos/${criado.id}`)).json()).toMatchObject({
      arquivoNome: 'mapas mentais.pdf',
    });
    expect((await auditoria('produto', criado.id)).map((a) => a.acao)).toEqual(['criar']);
    // Its other fields are edited as JSON, and the file stays.
    const editado = await chamar(
      'PUT',
      `/api/admin/produtos/${criado.id}`,
      produtoArquivo({ valorCentavos: 45_00 }),
    );
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json()).toMatchObject({ valorCentavos: 45_00, arquivoNome: 'mapas mentais.pdf' });

    const pacote = await chamar('POST', '/api/admin/produtos', {
      ...produtoArquivo({ tipoEntrega: 'ENVIOS_QUESTAO_ABERTA', enviosQuestaoAberta: 2 }),
    });
    const trocaPacote = await trocarArquivo((pacote.json() as { id: number }).id, pdf);
    expect(trocaPacote.statusCode).toBe(400);
    expect(trocaPacote.json().mensagem).toBe(MENSAGENS_NEGOCIO.arquivoSoDeArquivo);
    expect((await trocarArquivo(99_999_999, pdf)).statusCode).toBe(404);
  });
});
