import { PLANO_ESTAGIARIO_ID, SITUACAO_CONTRATACAO } from '@aprovei/shared/assinatura/situacao';
import type { TPlano } from '@aprovei/shared/planos/planos.schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAluno, criarContratacao, criarPlano } from '../../../test/factories.ts';
import { plano } from '../../db/schema/index.ts';

let t: TestApp;
const aprovei = { 'x-tenant': 'aprovei' };
const med = { 'x-tenant': 'aprovei-med' };

beforeAll(async () => {
  t = await buildTestApp();
});

const get = (url: string, headers: Record<string, string> = aprovei) => t.app.inject({ url, headers });
const listar = async (query: string, headers: Record<string, string> = aprovei) => {
  const res = await get(`/api/planos/listar${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as TPlano[];
};

describe('GET planos/listar', () => {
  it('lists the active plans of the platform and those of every platform, by ordem', async () => {
    const inativo = await criarPlano(t.database.db, { plataforma: 1 });
    await t.database.db.update(plano).set({ ativo: false }).where(eq(plano.id, inativo.id));
    const planos = await listar('?seqPlataforma=1');
    const ids = planos.map((p) => p.id);
    expect(ids).toContain(PLANO_ESTAGIARIO_ID);
    expect(ids).not.toContain(inativo.id);
    expect(planos.every((p) => p.idPlataforma === 1 || p.idPlataforma === null)).toBe(true);
    const ordens = planos.map((p) => p.ordem);
    expect(ordens).toEqual([...ordens].sort((a, b) => a - b));
    // Another platform of the same product: its own plans.
    const concurso = await listar('?seqPlataforma=2');
    expect(concurso.filter((p) => p.idPlataforma !== null).every((p) => p.idPlataforma === 2)).toBe(true);
    expect(concurso.some((p) => p.ehDestaque)).toBe(true);
  });

  it('answers every plan of the product without a platform, and only its own', async () => {
    const todos = await listar('');
    expect(new Set(todos.map((p) => p.idPlataforma))).toEqual(new Set([1, 2, null]));
    const doMed = await listar('', med);
    expect(new Set(doMed.map((p) => p.idPlataforma))).toEqual(new Set([3, null]));
  });

  it('shows reais with two decimals, the discount and the instalments of the one rule', async () => {
    const p = await criarPlano(t.database.db, { plataforma: 2, valorCentavos: 100_00, parcelas: 3 });
    await t.database.db
      .update(plano)
      .set({ valorOriginalCentavos: 150_00, mensagemDesconto: 'Desconto de lançamento' })
      .where(eq(plano.id, p.id));
    const achado = (await listar('?seqPlataforma=2')).find((x) => x.id === p.id);
    expect(achado).toMatchObject({
      valorIntegralPlano: 100,
      valorIntegralPlanoOriginal: 150,
      valorPlanoComDesconto: 100,
      valorDesconto: 50,
      possuiDesconto: true,
      mensagemDesconto: 'Desconto de lançamento',
      tipoPlano: 'N',
      planoParcelado: [
        { qtdParcela: 1, valorParcelado: 100 },
        { qtdParcela: 2, valorParcelado: 50 },
        { qtdParcela: 3, valorParcelado: 33.33 },
      ],
    });
    const sem = (await listar('?seqPlataforma=1')).find((x) => x.id === PLANO_ESTAGIARIO_ID);
    expect(sem).toMatchObject({ valorIntegralPlano: 0, valorDesconto: 0, possuiDesconto: false });
  });

  it('carries the features of each plan', async () => {
    const p = await criarPlano(t.database.db, {
      plataforma: 1,
      funcionalidades: ['Simulados inéditos', 'Checklist de estudos'],
    });
    const achado = (await listar('?seqPlataforma=1')).find((x) => x.id === p.id);
    expect(achado?.funcionalidades.map((f) => f.funcionalidade.nome)).toEqual([
      'Simulados inéditos',
      'Checklist de estudos',
    ]);
    expect(achado?.funcionalidades[0]?.funcionalidade).toEqual({
      id: expect.any(Number),
      nome: 'Simulados inéditos',
      descricao: expect.any(String),
      icone: expect.any(String),
    });
  });

  it("filters for a signed-in user: no free plan, none they hold now, whatever 'login' says", async () => {
    const aluno = await criarAluno(t, { plataforma: 1, estagiario: true });
    const atual = await criarPlano(t.database.db, { plataforma: 1 });
    const vencido = await criarPlano(t.database.db, { plataforma: 1 });
    await criarContratacao(t.database.db, { usuarioId: aluno.id, planoId: atual.id });
    await criarContratacao(t.database.db, {
      usuarioId: aluno.id,
      planoId: vencido.id,
      validadeEmDias: -1,
    });
    const cancelado = await criarPlano(t.database.db, { plataforma: 1 });
    await criarContratacao(t.database.db, {
      usuarioId: aluno.id,
      planoId: cancelado.id,
      situacao: SITUACAO_CONTRATACAO.ENCERRADA,
    });
    const { headers } = await aluno.login();
    const ids = (
      await listar(`?seqPlataforma=1&login=${encodeURIComponent('outra@pessoa.dev')}`, headers)
    ).map((p) => p.id);
    expect(ids).not.toContain(PLANO_ESTAGIARIO_ID);
    expect(ids).not.toContain(atual.id);
    expect(ids).toContain(vencido.id);
    expect(ids).toContain(cancelado.id);
    // The same list for a visitor still has both.
    const publico = (await listar('?seqPlataforma=1')).map((p) => p.id);
    expect(publico).toEqual(expect.arrayContaining([PLANO_ESTAGIARIO_ID, atual.id]));
  });

  it('refuses a bad token with 401 (a token is checked when sent)', async () => {
    const res = await get('/api/planos/listar', { ...aprovei, authorization: 'Bearer abc.def.ghi' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 in Portuguese for a bad platform or login, 404 for a platform of another product', async () => {
    for (const q of ['?seqPlataforma=abc', '?seqPlataforma=0', '?seqPlataforma=99999999999999999999']) {
      const res = await get(`/api/planos/listar${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({ campo: 'seqPlataforma', mensagem: 'Plataforma inválida.' });
    }
    const nul = await get('/api/planos/listar?login=a%00b');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors[0].campo).toBe('login');
    const outro = await get('/api/planos/listar?seqPlataforma=3');
    expect(outro.statusCode).toBe(404);
    expect(outro.json()).toEqual({
      codigo: 'NAO_ENCONTRADO',
      mensagem: 'Plataforma não encontrada para este produto.',
    });
    expect((await get('/api/planos/listar', {})).statusCode).toBe(400); // no X-Tenant
  });
});

describe('GET planos/recuperar-plano-por-id/{id}', () => {
  it('answers one plan of the product, or of every product', async () => {
    const p = await criarPlano(t.database.db, { plataforma: 3, valorCentavos: 250_00, parcelas: 5 });
    const res = await get(`/api/planos/recuperar-plano-por-id/${p.id}`, med);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: p.id,
      nomePlano: p.nomePlano,
      valorIntegralPlano: 250,
      idPlataforma: 3,
      planoParcelado: expect.arrayContaining([{ qtdParcela: 5, valorParcelado: 50 }]),
    });
    const estagiario = await get(`/api/planos/recuperar-plano-por-id/${PLANO_ESTAGIARIO_ID}`, med);
    expect(estagiario.json()).toMatchObject({ id: PLANO_ESTAGIARIO_ID, valorIntegralPlano: 0 });
  });

  it("answers 404 for an unknown, inactive or other product's plan, 400 for a bad id", async () => {
    const doMed = await criarPlano(t.database.db, { plataforma: 3 });
    const inativo = await criarPlano(t.database.db, { plataforma: 1 });
    await t.database.db.update(plano).set({ ativo: false }).where(eq(plano.id, inativo.id));
    for (const id of [999_999, doMed.id, inativo.id]) {
      const res = await get(`/api/planos/recuperar-plano-por-id/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ codigo: 'NAO_ENCONTRADO', mensagem: 'Plano não encontrado.' });
    }
    for (const id of ['abc', '0', '1e3', '99999999999']) {
      const res = await get(`/api/planos/recuperar-plano-por-id/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({ campo: 'id', mensagem: 'Plano inválido.' });
    }
  });
});

describe('GET funcionalidades/listar', () => {
  it("lists the plans' features with name, description and icon", async () => {
    const res = await get('/api/funcionalidades/listar');
    expect(res.statusCode).toBe(200);
    const nomes = (res.json() as { nome: string }[]).map((f) => f.nome);
    expect(nomes).toEqual([
      'Simulados inéditos',
      'Métricas de resultados',
      'Calculadora de currículo',
      'Checklist de estudos',
      'Aulas na Aprovei Academy',
    ]);
    expect(res.json()[0]).toEqual({
      id: expect.any(Number),
      nome: 'Simulados inéditos',
      descricao: expect.any(String),
      icone: 'clipboard-check',
    });
  });
});
