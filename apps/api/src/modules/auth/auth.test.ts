import { formatCpf } from '@aprovei/shared/conta/cpf.rules';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/build-app.ts';
import { criarAdmin, criarAluno, criarProfessor, type UsuarioDeTeste } from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';

let t: TestApp;
let aluno: UsuarioDeTeste;
let admin: UsuarioDeTeste;
let professor: UsuarioDeTeste;
let alunoMed: UsuarioDeTeste;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_FALHAS: '3' });
  aluno = await criarAluno(t, { nome: 'Ana Beatriz Souza' });
  admin = await criarAdmin(t);
  professor = await criarProfessor(t);
  alunoMed = await criarAluno(t, { tenant: 'aprovei-med' });
});

const post = (url: string, payload: unknown, headers: Record<string, string> = TENANT) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

function claimsOf(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

describe('POST /api/auth/login', () => {
  it('signs in with the e-mail and answers a Bearer pair with the spec claims', async () => {
    const res = await post('/api/auth/login', { login: aluno.email, senha: aluno.senha });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(body.refresh_token).toMatch(/^[\w-]{40,}$/);
    const claims = claimsOf(body.access_token);
    expect(claims).toMatchObject({
      email: aluno.email,
      cpf: aluno.cpf,
      preferred_username: aluno.cpf,
      tenant: 'aprovei',
      roles: ['ALUNO'],
      name: 'Ana Beatriz Souza',
    });
    expect(claims.exp - claims.iat).toBe(900);
  });

  it('signs in with the CPF, masked or not, and with an upper-case e-mail', async () => {
    for (const l of [formatCpf(aluno.cpf), aluno.cpf, aluno.email.toUpperCase()]) {
      const res = await post('/api/auth/login', { login: l, senha: aluno.senha });
      expect(res.statusCode, l).toBe(200);
    }
  });

  it('gives one generic message for a wrong password and for an unknown account', async () => {
    const wrong = await post('/api/auth/login', { login: admin.email, senha: 'errada123' });
    const unknown = await post('/api/auth/login', { login: 'ninguem@aprovei.dev', senha: 'errada123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      codigo: 'CREDENCIAIS_INVALIDAS',
      mensagem: 'CPF, e-mail ou senha incorretos.',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an account of the other tenant with the same generic message', async () => {
    const res = await post('/api/auth/login', { login: alunoMed.email, senha: alunoMed.senha });
    expect(res.statusCode).toBe(401);
    expect(res.json().mensagem).toBe('CPF, e-mail ou senha incorretos.');
    const med = await post(
      '/api/auth/login',
      { login: alunoMed.email, senha: alunoMed.senha },
      { 'x-tenant': 'aprovei-med' },
    );
    expect(med.statusCode).toBe(200);
  });

  it('asks for the human check after repeated failures for one login, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/auth/login', { login: professor.email, senha: 'tentativa' })).statusCode).toBe(
        401,
      );
    }
    const guarded = await post('/api/auth/login', { login: professor.email, senha: professor.senha });
    expect(guarded.statusCode).toBe(400);
    expect(guarded.json().codigo).toBe('CAPTCHA_NECESSARIO');
    // Other accounts are not affected.
    expect((await post('/api/auth/login', { login: admin.email, senha: admin.senha })).statusCode).toBe(200);
  });

  it('validates the body in Portuguese, one item per field', async () => {
    const res = await post('/api/auth/login', { login: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.codigo).toBe('VALIDACAO');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { campo: 'login', mensagem: 'Informe o CPF ou e-mail.' },
        { campo: 'senha', mensagem: expect.stringMatching(/string|texto|senha/i) },
      ]),
    );
  });

  it('answers 400 in Portuguese for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...TENANT, 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe('O corpo da requisição não é um JSON válido.');
  });

  it('requires a known X-Tenant', async () => {
    const missing = await post('/api/auth/login', { login: 'a', senha: 'b' }, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      codigo: 'TENANT_INVALIDO',
      mensagem: 'Informe o cabeçalho X-Tenant com o produto (aprovei ou aprovei-med).',
    });
    const unknown = await post('/api/auth/login', { login: 'a', senha: 'b' }, { 'x-tenant': 'outro' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().codigo).toBe('TENANT_INVALIDO');
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token and revokes the whole family when a used one comes back', async () => {
    const first = await aluno.login();
    const second = await post('/api/auth/refresh', { refresh_token: first.refreshToken });
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refreshToken);
    expect(claimsOf(rotated.access_token).sub).toBe(claimsOf(first.accessToken).sub);

    const reuse = await post('/api/auth/refresh', { refresh_token: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    // The thief's reuse also kills the legitimate latest token of that family.
    const afterReuse = await post('/api/auth/refresh', { refresh_token: rotated.refresh_token });
    expect(afterReuse.statusCode).toBe(401);
    expect(afterReuse.json()).toEqual({
      codigo: 'NAO_AUTENTICADO',
      mensagem: 'Sua sessão expirou. Entre novamente.',
    });
  });

  it('refuses an unknown token, a token of the other tenant and a malformed body', async () => {
    expect((await post('/api/auth/refresh', { refresh_token: 'nao-existe' })).statusCode).toBe(401);
    const med = await alunoMed.login();
    expect((await post('/api/auth/refresh', { refresh_token: med.refreshToken })).statusCode).toBe(401);
    const bad = await post('/api/auth/refresh', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].campo).toBe('refresh_token');
  });

  it('does not rotate the same token twice under concurrent use', async () => {
    const { refreshToken } = await admin.login();
    const results = await Promise.all([
      post('/api/auth/refresh', { refresh_token: refreshToken }),
      post('/api/auth/refresh', { refresh_token: refreshToken }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: its refresh token no longer works; repeating is harmless', async () => {
    const { refreshToken } = await aluno.login();
    const out = await post('/api/auth/logout', { refresh_token: refreshToken });
    expect(out.statusCode).toBe(204);
    expect((await post('/api/auth/refresh', { refresh_token: refreshToken })).statusCode).toBe(401);
    expect((await post('/api/auth/logout', { refresh_token: refreshToken })).statusCode).toBe(204);
  });
});

describe('access tokens on authenticated routes', () => {
  const url = '/api/conta/verifica-usuario-admin';

  it('refuses a missing, malformed, expired or forged token with 401', async () => {
    expect((await t.app.inject({ url, headers: TENANT })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url, headers: { ...TENANT, authorization: 'Bearer abc' } })).statusCode,
    ).toBe(401);
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const base = {
      email: 'a@b.c',
      cpf: '52998224725',
      preferred_username: '52998224725',
      name: 'A',
      tenant: 'aprovei',
      roles: ['ADMIN'],
    };
    const expired = await new SignJWT(base)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('aprovei')
      .setAudience('aprovei')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 1000)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    const res = await t.app.inject({ url, headers: { ...TENANT, authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().mensagem).toBe('Sua sessão expirou. Entre novamente.');
    const forged = await new SignJWT(base)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('aprovei')
      .setAudience('aprovei')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('outra-chave-qualquer-com-32-caracteres!!'));
    expect(
      (await t.app.inject({ url, headers: { ...TENANT, authorization: `Bearer ${forged}` } })).statusCode,
    ).toBe(401);
  });

  it('refuses a token of one tenant on the other', async () => {
    const { headers } = await alunoMed.login();
    const res = await t.app.inject({ url, headers: { ...headers, 'x-tenant': 'aprovei' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().mensagem).toBe('Esta sessão pertence a outro produto. Entre novamente.');
  });
});
