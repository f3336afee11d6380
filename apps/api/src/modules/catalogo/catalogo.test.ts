import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAluno } from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';

let t: TestApp;
let aluno: Record<string, string>;
let alunoMed: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  // Signed-in users of each product: the catalogue asks for a session, not for a plan.
  aluno = (await (await criarAluno(t)).login()).headers;
  alunoMed = (await (await criarAluno(t, { tenant: 'aprovei-med' })).login()).headers;
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

describe('GET /api/listar/{ENTIDADE}', () => {
  it('answers ANO, INSTITUICAO and TEMA_QUESTAO_ABERTA to a signed-in user only', async () => {
    for (const entidade of ['ANO', 'INSTITUICAO', 'TEMA_QUESTAO_ABERTA']) {
      expect((await get(`/api/listar/${entidade}`, TENANT)).statusCode, entidade).toBe(401);
      const res = await get(`/api/listar/${entidade}`, aluno);
      expect(res.statusCode, entidade).toBe(200);
      expect(res.json().length).toBeGreaterThan(3);
    }
    const anos = (await get('/api/listar/ANO', aluno)).json();
    expect(anos[0]).toEqual({ id: expect.any(Number), ano: 2015 });
  });

  it('answers the 27 states and the street types without sign-in', async () => {
    const ufs = (await get('/api/listar/UF', TENANT)).json();
    expect(ufs).toHaveLength(27);
    expect(ufs).toContainEqual({ id: 35, sigla: 'SP', nome: 'São Paulo' });
    const tipos = (await get('/api/listar/TIPO_LOGRADOURO', TENANT)).json();
    expect(tipos.map((x: { nome: string }) => x.nome)).toEqual(expect.arrayContaining(['Rua', 'Avenida']));
  });

  it('answers 404 with a message for an unknown entity', async () => {
    const res = await get('/api/listar/PLANETA', aluno);
    expect(res.statusCode).toBe(404);
    expect(res.json().mensagem).toMatch(/^Entidade desconhecida: PLANETA/);
  });
});

describe('GET /api/listar-com-filtro/...', () => {
  it('lists all 5,571 IBGE municipalities by state, offline', async () => {
    let total = 0;
    for (const uf of (await get('/api/listar/UF', TENANT)).json()) {
      const res = await get(`/api/listar-com-filtro/MUNICIPIO/uf.sigla/${uf.sigla}`, TENANT);
      expect(res.statusCode).toBe(200);
      total += res.json().length;
    }
    expect(total).toBe(5571);
    const sp = (await get('/api/listar-com-filtro/MUNICIPIO/uf.sigla/sp', TENANT)).json();
    expect(sp).toContainEqual({
      id: 3550308,
      nome: 'São Paulo',
      uf: { id: 35, sigla: 'SP', nome: 'São Paulo' },
    });
    expect((await get('/api/listar-com-filtro/MUNICIPIO/uf.sigla/XX', TENANT)).statusCode).toBe(404);
  });

  it('lists the contents of a subject of the tenant, refusing other tenants and anonymous users', async () => {
    const cursos = (await get('/api/cursos/plataformas/1', aluno)).json();
    const materias = (await get(`/api/materias/cursos/${cursos[0].id}`, aluno)).json();
    const materia = materias[0];
    const res = await get(`/api/listar-com-filtro/CONTEUDO/materia.id/${materia.id}`, aluno);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({ id: expect.any(Number), nome: expect.any(String), materia });
    expect((await get(`/api/listar-com-filtro/CONTEUDO/materia.id/${materia.id}`, TENANT)).statusCode).toBe(
      401,
    );
    expect((await get(`/api/listar-com-filtro/CONTEUDO/materia.id/${materia.id}`, alunoMed)).statusCode).toBe(
      404,
    );
    expect((await get('/api/listar-com-filtro/CONTEUDO/materia.id/abc', aluno)).statusCode).toBe(400);
    expect((await get('/api/listar-com-filtro/ALUNO/id/1', aluno)).statusCode).toBe(404);
  });
});

describe('courses, subjects, bancas and sub-contents', () => {
  it('lists the courses of a platform of the tenant', async () => {
    const res = await get('/api/cursos/plataformas/2', aluno);
    expect(res.json()).toEqual([
      { id: expect.any(Number), nome: 'Concursos em Odontologia', idPlataforma: 2 },
    ]);
    expect((await get('/api/cursos/plataformas/1', aluno)).json()).toHaveLength(2);
    expect((await get('/api/cursos/plataformas/3', aluno)).statusCode).toBe(404);
    expect((await get('/api/cursos/plataformas/3', alunoMed)).json()).toHaveLength(1);
    expect((await get('/api/cursos/plataformas/1', TENANT)).statusCode).toBe(401);
    expect((await get('/api/cursos/plataformas/x', aluno)).statusCode).toBe(400);
  });

  it('lists subjects of a course and sub-contents of a content (platform 2)', async () => {
    const [curso] = (await get('/api/cursos/plataformas/2', aluno)).json();
    const materias = (await get(`/api/materias/cursos/${curso.id}`, aluno)).json();
    expect(materias.map((m: { nome: string }) => m.nome)).toContain('Saúde Pública e SUS');
    expect((await get(`/api/materias/cursos/${curso.id}`, alunoMed)).statusCode).toBe(404);
    const sus = materias.find((m: { nome: string }) => m.nome === 'Saúde Pública e SUS');
    const conteudos = (await get(`/api/listar-com-filtro/CONTEUDO/materia.id/${sus.id}`, aluno)).json();
    const principios = conteudos.find((c: { nome: string }) => c.nome === 'Princípios e diretrizes do SUS');
    const subs = (await get(`/api/SubConteudo/listarSubConteudo/${principios.id}`, aluno)).json();
    expect(subs.map((s: { nome: string }) => s.nome)).toEqual([
      'Equidade',
      'Integralidade',
      'Universalidade',
    ]);
    expect((await get(`/api/SubConteudo/listarSubConteudo/${principios.id}`, alunoMed)).statusCode).toBe(404);
    expect((await get(`/api/SubConteudo/listarSubConteudo/${principios.id}`, TENANT)).statusCode).toBe(401);
  });

  it('lists the bancas to a signed-in user', async () => {
    const res = await get('/api/banca/listarBanca', aluno);
    expect(res.json().map((b: { nome: string }) => b.nome)).toContain('CEBRASPE');
    expect((await get('/api/banca/listarBanca', TENANT)).statusCode).toBe(401);
  });
});
