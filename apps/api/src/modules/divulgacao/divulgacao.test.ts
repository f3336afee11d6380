import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAluno, criarDivulgacao } from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';
import { divulgacao, divulgacaoVista } from '../../db/schema/index.ts';
import { divulgacaoService, type NovaDivulgacao } from './divulgacao.service.ts';

let t: TestApp;

/** A new student of the main product, signed in. */
const novoAluno = async () => (await (await criarAluno(t)).login()).headers;

const carregar = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/divulgacao/carregar', headers });
const vista = (id: number | string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/divulgacao/cadastra-divulgacao-vista-usuario/${id}`, headers });

beforeAll(async () => {
  t = await buildTestApp();
});

describe('GET divulgacao/carregar and POST cadastra-divulgacao-vista-usuario/{id}', () => {
  it('shows the current popup until the user dismisses it, then {}; dismissing twice is harmless', async () => {
    const atual = await criarDivulgacao(t.database.db, {
      tenantId: 'aprovei',
      conteudoTexto: '<p>Acabamos de publicar <strong>três simulados inéditos</strong>.</p>',
    });
    const headers = await novoAluno();
    const res = await carregar(headers);
    expect(res.statusCode).toBe(200);
    const popup = res.json();
    expect(popup).toEqual({
      id: atual.id,
      tituloTexto: atual.tituloTexto,
      conteudoTexto: expect.stringContaining('<strong>três simulados inéditos</strong>'),
      imagemUrl: null,
      link: null,
    });
    const ok = await vista(popup.id, headers);
    expect(ok.statusCode).toBe(204);
    expect((await vista(popup.id, headers)).statusCode).toBe(204);
    expect((await carregar(headers)).json()).toEqual({});
    // Another user still sees it.
    expect((await carregar(await novoAluno())).json().id).toBe(popup.id);
  });

  it("answers each product's own popup; another product's id is a 404", async () => {
    const db = t.database.db;
    const med = await criarDivulgacao(db, { tenantId: 'aprovei-med' });
    const alunoMed = await criarAluno(t, { tenant: 'aprovei-med' });
    expect((await carregar((await alunoMed.login()).headers)).json().id).toBe(med.id);
    const headers = await novoAluno();
    expect((await carregar(headers)).json().id).not.toBe(med.id);
    const res = await vista(med.id, headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ codigo: 'NAO_ENCONTRADO', mensagem: 'Divulgação não encontrada.' });
    expect((await vista(999_999, headers)).statusCode).toBe(404);
    const bad = await vista('x', headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ campo: 'id', mensagem: 'Divulgação inválida.' });
    const vistas = await db.select().from(divulgacaoVista).where(eq(divulgacaoVista.divulgacaoId, med.id));
    expect(vistas).toEqual([]); // the refused dismissal wrote nothing
  });

  it('refuses anonymous callers', async () => {
    expect((await carregar(TENANT)).statusCode).toBe(401);
    expect((await vista(1, TENANT)).statusCode).toBe(401);
  });

  it('sanitises the HTML on write and on read, keeps only safe images, and respects period and active flag', async () => {
    const db = t.database.db;
    const service = divulgacaoService(db);
    const atual = await criarDivulgacao(db, { tenantId: 'aprovei' });
    const headers = await novoAluno();
    const agora = Date.now();
    // Inactive and out-of-period popups are never shown, even when newer.
    await service.criar({
      tenantId: 'aprovei',
      tituloTexto: 'Inativa',
      conteudoTexto: '<p>x</p>',
      ativo: false,
    });
    await service.criar({
      tenantId: 'aprovei',
      tituloTexto: 'Futura',
      conteudoTexto: '<p>x</p>',
      inicio: new Date(agora + 86_400_000),
    });
    await service.criar({
      tenantId: 'aprovei',
      tituloTexto: 'Vencida',
      conteudoTexto: '<p>x</p>',
      inicio: new Date(agora - 3 * 86_400_000),
      fim: new Date(agora - 86_400_000),
    });
    expect((await carregar(headers)).json().tituloTexto).toBe(atual.tituloTexto);

    const id = await service.criar({
      tenantId: 'aprovei',
      tituloTexto: 'Nova',
      conteudoTexto: '<p onclick="x()">Oi<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      imagemUrl: 'javascript:alert(1)',
    });
    const [row] = await db.select().from(divulgacao).where(eq(divulgacao.id, id));
    expect(row!.conteudoTexto).toBe('<p>Oi</p>');
    expect(row!.imagemUrl).toBeNull();
    for (const imagemUrl of [
      'https://cdn.example.com/x.png',
      '//evil.example/x.png',
      'data:image/png;base64,AA',
    ]) {
      const outra = await service.criar({
        tenantId: 'aprovei',
        tituloTexto: 'x',
        conteudoTexto: 'x',
        imagemUrl,
        ativo: false,
      });
      const [r] = await db.select().from(divulgacao).where(eq(divulgacao.id, outra));
      expect(r!.imagemUrl, imagemUrl).toBeNull();
    }
    // A row written by hand with unsafe HTML is sanitised on the way out too.
    await db
      .update(divulgacao)
      .set({ conteudoTexto: '<p>Ok</p><script>x</script>', imagemUrl: '/img/banner.webp' })
      .where(eq(divulgacao.id, id));
    expect((await carregar(headers)).json()).toEqual({
      id,
      tituloTexto: 'Nova',
      conteudoTexto: '<p>Ok</p>',
      imagemUrl: '/img/banner.webp',
      link: null,
    });
  });
});

describe('creating a popup (the back office)', () => {
  it('refuses an empty title and a period that ends before it starts, naming the fields', async () => {
    const criar = (d: Partial<NovaDivulgacao>) =>
      divulgacaoService(t.database.db)
        .criar({ tenantId: 'aprovei', tituloTexto: 'Título', conteudoTexto: '<p>x</p>', ...d })
        .catch((e: unknown) => e);
    expect(await criar({ tituloTexto: '  ' })).toMatchObject({
      status: 400,
      codigo: 'VALIDACAO',
      errors: [{ campo: 'tituloTexto', mensagem: 'Informe o título.' }],
    });
    expect(await criar({ inicio: new Date(Date.now() + 86_400_000), fim: new Date() })).toMatchObject({
      status: 400,
      errors: [{ campo: 'fim', mensagem: 'O fim deve ser depois do início.' }],
    });
  });
});
