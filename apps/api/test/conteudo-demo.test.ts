import type { TContratacaoProdutos } from '@aprovei/shared/assinatura/assinatura.schemas';
import type { TPaginaEbooks } from '@aprovei/shared/ebook/ebook.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { EBOOKS_DO_ALUNO_DEMO } from '../src/demo/conteudo/ebooks.ts';
import { SENHA_DEMO } from '../src/demo/usuarios.seed.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import { authHeaders } from './helpers.ts';
import { textoDoPdf } from './pdf.ts';

/**
 * What the demo content gives its accounts, checked through the API: the only API tests that sign in
 * as demo accounts (every other test builds its data with test/factories.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { conteudo: 'demo' });
});

describe('the demo popups', () => {
  it('start dismissed for the demo accounts other journeys use', async () => {
    const carregar = async (who: 'aluno' | 'alunoMed') =>
      (
        await t.app.inject({ url: '/api/divulgacao/carregar', headers: await authHeaders(t.app, who) })
      ).json();
    expect(await carregar('aluno')).toEqual({});
    expect(await carregar('alunoMed')).toEqual({});
  });
});

describe('the demo add-on products', () => {
  it('let the demo subscriber download the PDF she bought', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-tenant': 'aprovei' },
      payload: { login: 'assinante@aprovei.dev', senha: SENHA_DEMO },
    });
    const headers = { 'x-tenant': 'aprovei', authorization: `Bearer ${login.json().access_token}` };
    const get = (url: string) => t.app.inject({ url, headers });
    const res = await get('/api/assinatura/recuperar-contratacoes-usuario');
    const produtos = (res.json() as TContratacaoProdutos[]).flatMap((c) => c.produtoComprado);
    const arquivo = produtos.find((p) => p.entrega.tipo === 'ARQUIVO');
    expect(arquivo?.entrega).toMatchObject({ disponivel: true });
    expect(produtos.find((p) => p.entrega.tipo === 'SERVICO')?.nomeProduto).toBe(
      'Mentoria de estudos (3 encontros on-line)',
    );
    const pdfDemo = await get(`/api/produtos/baixar-arquivo/${arquivo!.id}`);
    expect(pdfDemo.statusCode).toBe(200);
    expect((await textoDoPdf(pdfDemo.rawPayload)).texto).toContain('Revisão final');
  });
});

describe('the demo e-books', () => {
  it('have the demo student owning two e-books she can read', async () => {
    const headers = await authHeaders(t.app, 'aluno');
    const meus = (
      await t.app.inject({ url: '/api/ebook/listar-ebooks-usuario', headers })
    ).json() as TPaginaEbooks;
    expect(meus.content.map((e) => e.nome).sort()).toEqual([...EBOOKS_DO_ALUNO_DEMO].sort());
    const res = await t.app.inject({
      url: `/api/ebook/busca-pdf-ebook?idEbook=${meus.content[0]!.id}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the demo reconciliation divergence', () => {
  it('is open for an operator to resolve: the Pix order the sandbox says was paid R$ 10,00 less', async () => {
    const headers = await authHeaders(t.app, 'admin');
    const abertas = (
      await t.app.inject({ url: '/api/admin/financeiro/divergencias?situacao=ABERTAS', headers })
    ).json().linhas as { pedidoId: number; lancado: number; esperado: number; statusGateway: string }[];
    expect(abertas).toHaveLength(1);
    const [d] = abertas;
    expect(d!.lancado - d!.esperado).toBeCloseTo(10, 2);
    expect(d!.statusGateway).toBe('approved');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/financeiro/divergencias/${d!.pedidoId}/resolucao`,
      headers,
      payload: { decisao: 'Taxa do gateway lançada à parte.' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(
      (await t.app.inject({ url: '/api/admin/financeiro/divergencias?situacao=ABERTAS', headers })).json()
        .linhas,
    ).toEqual([]);
  });
});
