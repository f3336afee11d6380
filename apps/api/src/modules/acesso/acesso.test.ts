import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { authHeaders, DEMO, TENANT } from '../../../test/helpers.ts';

let t: TestApp;
const headers: Record<keyof typeof DEMO, Record<string, string>> = {} as never;
beforeAll(async () => {
  t = await buildTestApp({ ACADEMY_URL: 'https://academy.exemplo.dev/entrar' });
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) headers[who] = await authHeaders(t.app, who);
});

const ask = async (url: string, who: keyof typeof DEMO) => {
  const res = await t.app.inject({ url, headers: headers[who] });
  expect(res.statusCode, `${who} ${url}`).toBe(200);
  return res.json();
};

const BOOLEAN_ROUTES = [
  '/api/acesso/pode-acessar-home',
  '/api/assinatura/is-assinatura-ativa-usuario',
  '/api/assinatura/is-assinatura-acesso-completo-2?idPlataforma=1',
  '/api/conta/verifica-usuario-admin',
  '/api/conta/verifica-usuario-enare',
  '/api/conta/verifica-se-usaurio-tem-contratacao',
  '/api/conta/verificar-premicao-academy',
];

describe('entitlement checks', () => {
  it.each([
    // who, home, active, full@1, full@2, admin, enare, contract, academy
    ['aluno', true, true, true, true, false, false, true, true],
    ['estagiario', true, false, false, false, false, false, true, false],
    ['admin', true, false, false, false, true, false, false, false],
    ['professor', true, false, false, false, false, false, false, false],
  ] as const)('%s', async (who, home, ativa, completo1, completo2, admin, enare, contrato, academy) => {
    expect(await ask('/api/acesso/pode-acessar-home', who)).toBe(home);
    expect(await ask('/api/assinatura/is-assinatura-ativa-usuario', who)).toBe(ativa);
    expect(await ask('/api/assinatura/is-assinatura-acesso-completo-2?idPlataforma=1', who)).toBe(completo1);
    expect(await ask('/api/assinatura/is-assinatura-acesso-completo-2?idPlataforma=2', who)).toBe(completo2);
    expect(await ask('/api/conta/verifica-usuario-admin', who)).toBe(admin);
    expect(await ask('/api/conta/verifica-usuario-enare', who)).toBe(enare);
    expect(await ask('/api/conta/verifica-se-usaurio-tem-contratacao', who)).toBe(contrato);
    expect(await ask('/api/conta/verificar-premicao-academy', who)).toBe(academy);
  });

  it('gives the medical student full access on platform 3 only, and never platforms of another tenant', async () => {
    expect(await ask('/api/assinatura/is-assinatura-acesso-completo-2?idPlataforma=3', 'alunoMed')).toBe(
      true,
    );
    expect(await ask('/api/assinatura/is-assinatura-acesso-completo-2?idPlataforma=1', 'alunoMed')).toBe(
      false,
    );
    expect(await ask('/api/assinatura/is-assinatura-acesso-completo-2?idPlataforma=3', 'aluno')).toBe(false);
  });

  it.each([
    ['aluno', [1, 2], [1, 2]],
    ['estagiario', [1, 2], []],
    ['admin', [1, 2], [1, 2]],
    ['professor', [1, 2], []],
    ['alunoMed', [3], [3]],
  ] as const)(
    'lists the platforms of the product and those %s holds in full',
    async (who, plataformas, completas) => {
      expect(await ask('/api/acesso/plataformas', who)).toEqual({ plataformas, completas });
    },
  );

  it('refuses anonymous callers with 401 on every check', async () => {
    for (const url of [
      ...BOOLEAN_ROUTES,
      '/api/acesso/plataformas',
      '/api/conta/redireciona-acesso-academy',
    ]) {
      const res = await t.app.inject({ url, headers: TENANT });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().codigo).toBe('NAO_AUTENTICADO');
    }
  });

  it('validates idPlataforma', async () => {
    const res = await t.app.inject({
      url: '/api/assinatura/is-assinatura-acesso-completo-2',
      headers: headers.aluno,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ campo: 'idPlataforma', mensagem: 'Plataforma inválida.' });
  });
});

describe('GET /api/conta/redireciona-acesso-academy', () => {
  it('answers the configured URL to an entitled student and 403 to others', async () => {
    expect(await ask('/api/conta/redireciona-acesso-academy', 'aluno')).toBe(
      'https://academy.exemplo.dev/entrar',
    );
    const res = await t.app.inject({
      url: '/api/conta/redireciona-acesso-academy',
      headers: headers.estagiario,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().mensagem).toBe('Seu plano não inclui acesso à Aprovei Academy.');
  });
});

describe('GET /api/conta/verifica-existencia-usuario', () => {
  it('answers true for the caller’s own e-mail and CPF', async () => {
    const url = '/api/conta/verifica-existencia-usuario?email=ALUNO@aprovei.dev&cpf=529.982.247-25';
    expect(await ask(url, 'aluno')).toBe(true);
  });

  it('refuses to answer about somebody else (403) and validates the query (400)', async () => {
    const other = await t.app.inject({
      url: '/api/conta/verifica-existencia-usuario?email=admin@aprovei.dev&cpf=39053344705',
      headers: headers.aluno,
    });
    expect(other.statusCode).toBe(403);
    const missing = await t.app.inject({
      url: '/api/conta/verifica-existencia-usuario?email=a@b.c',
      headers: headers.aluno,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].campo).toBe('cpf');
  });
});
