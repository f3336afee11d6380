import { MENSAGENS_CONTEUDO_PUBLICO as M } from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAdmin, criarAluno, criarEditor, entrar } from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';

let t: TestApp;
let admin: Record<string, string>;
let adminMed: Record<string, string>;

const MED = { 'x-tenant': 'aprovei-med' } as const;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await entrar(criarAdmin(t));
  adminMed = await entrar(criarAdmin(t, { tenant: 'aprovei-med' }));
});

type Headers = Record<string, string>;
const chamar = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const landing = async (headers: Headers = TENANT) => {
  const res = await chamar('GET', '/conteudo-publico/landing', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function auditoria(entidade: string, entidadeId: number | string, headers = admin) {
  const res = await chamar('GET', `/admin/auditoria?entidade=${entidade}&entidadeId=${entidadeId}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().linhas as { acao: string; antes: unknown; depois: unknown }[];
}

const CONTADOR = {
  rotulo: 'alunos aprovados',
  inicio: 0,
  fim: 500,
  passo: 5,
  intervaloMs: 20,
  prefixo: '+',
  agrupar: true,
};

describe('back office: the landing blocks (features, approved students, counters)', () => {
  it('creates, edits, hides, reorders and deletes; the public landing follows; every write audited', async () => {
    const criar = (tipo: string, dados: unknown, headers = admin) =>
      chamar('POST', '/admin/conteudo-publico/itens', headers, { tipo, dados });
    const a = await criar('CONTADOR', CONTADOR);
    expect(a.statusCode, a.body).toBe(201);
    const b = await criar('CONTADOR', { ...CONTADOR, rotulo: 'simulados', fim: 40 });
    const contadorA = a.json();
    expect(contadorA).toMatchObject({ tipo: 'CONTADOR', visivel: true, ordem: 1, dados: CONTADOR });
    expect(b.json().ordem).toBe(2);
    expect((await landing()).contadores).toEqual([
      { ...CONTADOR, id: contadorA.id },
      expect.objectContaining({ rotulo: 'simulados', id: b.json().id }),
    ]);
    // The other product's landing does not show them.
    expect((await landing(MED)).contadores).toEqual([]);

    const destaque = await criar('DESTAQUE', {
      titulo: 'Simulados',
      texto: 'Com ranking.',
      icone: 'simulados',
    });
    const aprovado = await criar('APROVADO', { nome: 'Ana Lima', aprovacao: 'Residência — HU', ano: 2025 });
    expect(destaque.statusCode).toBe(201);
    expect(aprovado.statusCode).toBe(201);
    expect(await landing()).toMatchObject({
      destaques: [{ titulo: 'Simulados', texto: 'Com ranking.', icone: 'simulados' }],
      aprovados: [{ nome: 'Ana Lima', aprovacao: 'Residência — HU', ano: 2025 }],
    });

    // Edit: a new final value, then hide.
    const editado = await chamar('PUT', `/admin/conteudo-publico/itens/${contadorA.id}`, admin, {
      tipo: 'CONTADOR',
      dados: { ...CONTADOR, fim: 900 },
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect((await landing()).contadores[0]).toMatchObject({ id: contadorA.id, fim: 900 });
    const oculto = await chamar('PUT', `/admin/conteudo-publico/itens/${contadorA.id}`, admin, {
      tipo: 'CONTADOR',
      dados: { ...CONTADOR, fim: 900 },
      visivel: false,
    });
    expect(oculto.json().visivel).toBe(false);
    expect((await landing()).contadores.map((c: { id: number }) => c.id)).toEqual([b.json().id]);
    // The back office still lists it.
    const lista = await chamar('GET', '/admin/conteudo-publico/itens?tipo=CONTADOR', admin);
    expect(lista.json().map((i: { id: number }) => i.id)).toEqual([contadorA.id, b.json().id]);

    // Show again and reorder.
    await chamar('PUT', `/admin/conteudo-publico/itens/${contadorA.id}`, admin, {
      tipo: 'CONTADOR',
      dados: { ...CONTADOR, fim: 900 },
      visivel: true,
    });
    const ordem = await chamar('PUT', '/admin/conteudo-publico/ordem', admin, {
      tipo: 'CONTADOR',
      ids: [b.json().id, contadorA.id],
    });
    expect(ordem.statusCode, ordem.body).toBe(200);
    expect(ordem.json().map((i: { id: number; ordem: number }) => [i.id, i.ordem])).toEqual([
      [b.json().id, 1],
      [contadorA.id, 2],
    ]);
    expect((await landing()).contadores.map((c: { id: number }) => c.id)).toEqual([
      b.json().id,
      contadorA.id,
    ]);

    // Delete.
    const excluido = await chamar('DELETE', `/admin/conteudo-publico/itens/${contadorA.id}`, admin);
    expect(excluido.statusCode).toBe(204);
    expect((await landing()).contadores.map((c: { id: number }) => c.id)).toEqual([b.json().id]);
    expect((await chamar('DELETE', `/admin/conteudo-publico/itens/${contadorA.id}`, admin)).statusCode).toBe(
      404,
    );

    expect((await auditoria('item_landing', contadorA.id)).map((l) => l.acao)).toEqual([
      'excluir',
      'mostrar',
      'ocultar',
      'editar',
      'criar',
    ]);
    const [, , , edicao] = await auditoria('item_landing', contadorA.id);
    expect(edicao).toMatchObject({ antes: { dados: { fim: 500 } }, depois: { dados: { fim: 900 } } });
    expect(await auditoria('item_landing', 'CONTADOR')).toEqual([
      expect.objectContaining({
        acao: 'reordenar',
        antes: { ids: [contadorA.id, b.json().id] },
        depois: { ids: [b.json().id, contadorA.id] },
      }),
    ]);
  });

  it('refuses bad input with Portuguese messages naming the fields, and another product’s item', async () => {
    const criar = (corpo: unknown) => chamar('POST', '/admin/conteudo-publico/itens', admin, corpo);
    const invertido = await criar({ tipo: 'CONTADOR', dados: { ...CONTADOR, inicio: 10, fim: 5 } });
    expect(invertido.statusCode).toBe(400);
    expect(invertido.json().errors).toEqual([{ campo: 'dados.fim', mensagem: M.contadorInvertido }]);
    const semTitulo = await criar({ tipo: 'DESTAQUE', dados: { titulo: ' ', texto: 'x', icone: 'foguete' } });
    expect(semTitulo.statusCode).toBe(400);
    expect(semTitulo.json().errors).toEqual(
      expect.arrayContaining([
        { campo: 'dados.titulo', mensagem: 'Informe o título.' },
        { campo: 'dados.icone', mensagem: 'Ícone inválido.' },
      ]),
    );
    const tipo = await criar({ tipo: 'BANNER', dados: {} });
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().errors[0].mensagem).toBe(M.tipoInvalido);
    const ano = await criar({ tipo: 'APROVADO', dados: { nome: 'X', aprovacao: 'Y', ano: 1200 } });
    expect(ano.json().errors).toEqual([{ campo: 'dados.ano', mensagem: 'Ano inválido: de 1950 a 2100.' }]);

    const med = await chamar('POST', '/admin/conteudo-publico/itens', adminMed, {
      tipo: 'APROVADO',
      dados: { nome: 'Caio', aprovacao: 'Clínica Médica', ano: 2025 },
    });
    expect(med.statusCode, med.body).toBe(201);
    expect((await landing(MED)).aprovados).toEqual([expect.objectContaining({ nome: 'Caio' })]);
    // The main product's admin cannot touch it: 404, nothing changed.
    const alheio = await chamar('PUT', `/admin/conteudo-publico/itens/${med.json().id}`, admin, {
      tipo: 'APROVADO',
      dados: { nome: 'Outro', aprovacao: 'x', ano: 2025 },
    });
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json().mensagem).toBe(M.itemNaoEncontrado);
    // The kind never changes.
    const mudaTipo = await chamar('PUT', `/admin/conteudo-publico/itens/${med.json().id}`, adminMed, {
      tipo: 'DESTAQUE',
      dados: { titulo: 'x', texto: 'y', icone: 'questoes' },
    });
    expect(mudaTipo.statusCode).toBe(400);
    expect(mudaTipo.json().errors).toEqual([{ campo: 'tipo', mensagem: M.tipoNaoMuda }]);
    // A new order must list every item once.
    const incompleta = await chamar('PUT', '/admin/conteudo-publico/ordem', adminMed, {
      tipo: 'APROVADO',
      ids: [med.json().id, med.json().id],
    });
    expect(incompleta.statusCode).toBe(400);
    expect(incompleta.json().errors).toEqual([{ campo: 'ids', mensagem: M.ordemIncompleta }]);
  });

  it('is the admin’s: an editor and a student are refused', async () => {
    const editor = await entrar(criarEditor(t));
    const aluno = await entrar(criarAluno(t));
    for (const headers of [editor, aluno]) {
      const res = await chamar('POST', '/admin/conteudo-publico/itens', headers, {
        tipo: 'CONTADOR',
        dados: CONTADOR,
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('back office: testimonials', () => {
  const DEPOIMENTO = { nome: 'Paula Souza', cargo: 'Aprovada no TRT', depoimento: 'Estudei pelo celular.' };
  const publicos = async (headers: Headers = TENANT) =>
    (await chamar('GET', '/depoimentos/listar', headers)).json() as { id: number; nome: string }[];

  it('creates with a drawn portrait, edits, hides, reorders and deletes; the landing follows; audited', async () => {
    const res = await chamar('POST', '/admin/depoimentos', admin, DEPOIMENTO);
    expect(res.statusCode, res.body).toBe(201);
    const novo = res.json();
    expect(novo).toMatchObject({ ...DEPOIMENTO, visivel: true, todosOsProdutos: false });
    const svg = Buffer.from(novo.imagem, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[\s\S]*>PS<\/text><\/svg>$/);
    expect((await publicos()).at(-1)).toMatchObject({ id: novo.id, nome: 'Paula Souza' });
    expect((await publicos(MED)).some((d) => d.id === novo.id)).toBe(false);

    const outro = (await chamar('POST', '/admin/depoimentos', admin, { ...DEPOIMENTO, nome: 'Rui' })).json();
    const editado = await chamar('PUT', `/admin/depoimentos/${novo.id}`, admin, {
      ...DEPOIMENTO,
      depoimento: 'Estudei no ônibus <b>todo dia</b>.',
      todosOsProdutos: true,
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect((await publicos(MED)).find((d) => d.id === novo.id)).toMatchObject({
      depoimento: 'Estudei no ônibus <b>todo dia</b>.', // plain text: the landing prints it as text
    });
    const oculto = await chamar('PUT', `/admin/depoimentos/${novo.id}`, admin, {
      ...DEPOIMENTO,
      visivel: false,
    });
    expect(oculto.json().visivel).toBe(false);
    expect((await publicos()).some((d) => d.id === novo.id)).toBe(false);

    const todos = (await chamar('GET', '/admin/depoimentos', admin)).json() as { id: number }[];
    const ids = todos.map((d) => d.id);
    expect(ids).toContain(novo.id);
    const invertidos = [...ids].reverse();
    const ordem = await chamar('PUT', '/admin/depoimentos/ordem', admin, { ids: invertidos });
    expect(ordem.statusCode, ordem.body).toBe(200);
    expect(ordem.json().map((d: { id: number }) => d.id)).toEqual(invertidos);
    expect((await publicos())[0]!.id).toBe(outro.id);
    const incompleta = await chamar('PUT', '/admin/depoimentos/ordem', admin, { ids: [novo.id] });
    expect(incompleta.statusCode).toBe(400);

    expect((await chamar('DELETE', `/admin/depoimentos/${novo.id}`, admin)).statusCode).toBe(204);
    expect(
      (await chamar('GET', '/admin/depoimentos', admin)).json().some((d: { id: number }) => d.id === novo.id),
    ).toBe(false);
    expect((await auditoria('depoimento', novo.id)).map((l) => l.acao)).toEqual([
      'excluir',
      'ocultar',
      'editar',
      'criar',
    ]);
    expect((await auditoria('depoimento', 'aprovei'))[0]).toMatchObject({ acao: 'reordenar' });
  });

  it('refuses bad input in Portuguese, and a testimonial of another product', async () => {
    const vazio = await chamar('POST', '/admin/depoimentos', admin, {
      nome: '',
      cargo: 'x',
      depoimento: 'y'.repeat(1001),
    });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().errors).toEqual(
      expect.arrayContaining([
        { campo: 'nome', mensagem: 'Informe o nome.' },
        { campo: 'depoimento', mensagem: 'Depoimento muito longo.' },
      ]),
    );
    const med = (await chamar('POST', '/admin/depoimentos', adminMed, DEPOIMENTO)).json();
    const alheio = await chamar('PUT', `/admin/depoimentos/${med.id}`, admin, DEPOIMENTO);
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json().mensagem).toBe(M.depoimentoNaoEncontrado);
  });
});

describe('back office: promotional popups', () => {
  const agora = Date.now();
  const POPUP = {
    tituloTexto: 'Black Friday',
    conteudoTexto: '<p>Planos com <strong>30% off</strong></p><script>alert(1)</script>',
    imagemUrl: '/api/imagens/00000000-0000-4000-8000-000000000000.png',
    link: '/planos',
    plataformaId: 2,
    inicio: new Date(agora - 60_000).toISOString(),
    fim: new Date(agora + 86_400_000).toISOString(),
    ativo: true,
  };
  const carregar = (headers: Headers, plataforma?: number) =>
    chamar('GET', `/divulgacao/carregar${plataforma ? `?plataforma=${plataforma}` : ''}`, headers);

  it('creates per platform, sanitised; the student of that platform sees it; edits and switches off; audited', async () => {
    const res = await chamar('POST', '/admin/divulgacoes', admin, POPUP);
    expect(res.statusCode, res.body).toBe(201);
    const popup = res.json();
    expect(popup).toMatchObject({
      ...POPUP,
      conteudoTexto: '<p>Planos com <strong>30% off</strong></p>',
      vistas: 0,
    });

    const aluno = await entrar(criarAluno(t));
    expect((await carregar(aluno, 2)).json()).toEqual({
      id: popup.id,
      tituloTexto: 'Black Friday',
      conteudoTexto: '<p>Planos com <strong>30% off</strong></p>',
      imagemUrl: POPUP.imagemUrl,
      link: '/planos',
    });
    // On the residency platform it is not shown.
    expect((await carregar(aluno, 1)).json().id).not.toBe(popup.id);

    const editado = await chamar('PUT', `/admin/divulgacoes/${popup.id}`, admin, {
      ...POPUP,
      tituloTexto: 'Semana do estudante',
      plataformaId: null,
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect((await carregar(aluno, 1)).json()).toMatchObject({
      id: popup.id,
      tituloTexto: 'Semana do estudante',
    });

    const desligado = await chamar('PUT', `/admin/divulgacoes/${popup.id}`, admin, {
      ...POPUP,
      ativo: false,
    });
    expect(desligado.json().ativo).toBe(false);
    expect((await carregar(aluno, 2)).json().id).not.toBe(popup.id);
    const lista = (await chamar('GET', '/admin/divulgacoes', admin)).json() as { id: number }[];
    expect(lista.map((d) => d.id)).toContain(popup.id);
    expect((await chamar('GET', `/admin/divulgacoes/${popup.id}`, adminMed)).statusCode).toBe(404);

    expect((await chamar('DELETE', `/admin/divulgacoes/${popup.id}`, admin)).statusCode).toBe(204);
    expect((await chamar('GET', `/admin/divulgacoes/${popup.id}`, admin)).statusCode).toBe(404);
    const acoes = await auditoria('divulgacao', popup.id);
    expect(acoes.map((l) => l.acao)).toEqual(['excluir', 'desativar', 'editar', 'criar']);
    expect(acoes[2]).toMatchObject({
      antes: { tituloTexto: 'Black Friday' },
      depois: { tituloTexto: 'Semana do estudante' },
    });
  });

  it('refuses bad input with Portuguese messages naming the fields', async () => {
    const criar = (d: Record<string, unknown>, headers = admin) =>
      chamar('POST', '/admin/divulgacoes', headers, { ...POPUP, ...d });
    const casos: [Record<string, unknown>, string, string][] = [
      [{ tituloTexto: ' ' }, 'tituloTexto', 'Informe o título.'],
      [{ imagemUrl: 'https://evil.example/x.png' }, 'imagemUrl', M.imagemInvalida],
      [{ link: 'javascript:alert(1)' }, 'link', M.linkInvalido],
      [{ fim: new Date(agora - 120_000).toISOString() }, 'fim', M.fimAntesDoInicio],
      [{ inicio: 'amanhã' }, 'inicio', 'Data de início inválida.'],
      [{ plataformaId: 3 }, 'plataformaId', M.plataformaNaoEncontrada],
    ];
    for (const [d, campo, mensagem] of casos) {
      const res = await criar(d);
      expect(res.statusCode, JSON.stringify(d)).toBe(400);
      expect(res.json().errors, JSON.stringify(d)).toEqual([{ campo, mensagem }]);
    }
    // The medical product's platform is 3.
    expect((await criar({ plataformaId: 3 }, adminMed)).statusCode).toBe(201);
  });
});
