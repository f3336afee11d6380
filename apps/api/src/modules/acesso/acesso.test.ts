import { formatCpf } from '@aprovei/shared/conta/cpf.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  criarAdmin,
  criarAluno,
  criarContratacao,
  criarProfessor,
  type UsuarioDeTeste,
} from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';

type Perfil = 'aluno' | 'estagiario' | 'admin' | 'professor' | 'alunoMed';
let t: TestApp;
let aluno: UsuarioDeTeste;
const headers: Record<Perfil, Record<string, string>> = {} as never;
beforeAll(async () => {
  t = await buildTestApp({ ACADEMY_URL: 'https://academy.exemplo.dev/entrar' });
  // Full access with the Academy on platform 1 (plan 1) and full access on platform 2 (plan 3).
  aluno = await criarAluno(t, { plano: 1 });
  await criarContratacao(t.database.db, { usuarioId: aluno.id, planoId: 3 });
  const perfis: Record<Perfil, UsuarioDeTeste> = {
    aluno,
    estagiario: await criarAluno(t, { estagiario: true }),
    admin: await criarAdmin(t),
    professor: await criarProfessor(t),
    alunoMed: await criarAluno(t, { tenant: 'aprovei-med', plano: 6 }),
  };
  for (const [perfil, u] of Object.entries(perfis)) headers[perfil as Perfil] = (await u.login()).headers;
});

const ask = async (url: string, who: Perfil) => {
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
    const url = `/api/conta/verifica-existencia-usuario?email=${aluno.email.toUpperCase()}&cpf=${formatCpf(aluno.cpf)}`;
    expect(await ask(url, 'aluno')).toBe(true);
  });

  it('refuses to answer about somebody else (403) and validates the query (400)', async () => {
    const admin = await criarAdmin(t);
    const other = await t.app.inject({
      url: `/api/conta/verifica-existencia-usuario?email=${admin.email}&cpf=${admin.cpf}`,
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
