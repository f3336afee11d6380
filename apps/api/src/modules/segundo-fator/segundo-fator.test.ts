import { MENSAGENS } from '@aprovei/shared/errors';
import { MENSAGENS_SEGUNDO_FATOR } from '@aprovei/shared/segundo-fator/segundo-fator.schemas';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAdmin, criarAluno, criarEditor, criarProfessor, entrar } from '../../../test/factories.ts';
import { auditoria, segundoFator } from '../../db/schema/index.ts';
import { deBase32, PASSO_SEGUNDOS, totp } from './totp.ts';

/** Two-factor sign-in (issue 23 §2), through the real routes. */
let t: TestApp;
const MAX = 4;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_FALHAS: String(MAX), LOGIN_POR_MINUTO: '1000' });
});

const TENANT = { 'x-tenant': 'aprovei' };
const comToken = (token: string) => ({ ...TENANT, authorization: `Bearer ${token}` });
const post = (url: string, payload: object, headers: Record<string, string> = TENANT) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const entrarComSenha = (login: string, senha: string) => post('/api/auth/login', { login, senha });
const segundoPasso = (desafio: string, codigo: string) =>
  post('/api/auth/segundo-fator', { desafio, codigo });
const eu = (token: string) => t.app.inject({ method: 'GET', url: '/api/admin/eu', headers: comToken(token) });
const codigoAgora = (segredo: Buffer, passos = 0) =>
  totp(segredo, Date.now() + passos * PASSO_SEGUNDOS * 1000);

/** A staff member without the second factor sets it up: answers her secret, codes and upgraded session. */
async function configurar(pessoa: { email: string; senha: string }) {
  const login = await entrarComSenha(pessoa.email, pessoa.senha);
  expect(login.statusCode).toBe(200);
  const { access_token, refresh_token } = login.json();
  const config = await post('/api/segundo-fator/configuracao', {}, comToken(access_token));
  expect(config.statusCode).toBe(200);
  const segredo = deBase32(config.json().segredo);
  const ativar = await post(
    '/api/segundo-fator/ativar',
    { codigo: codigoAgora(segredo) },
    comToken(access_token),
  );
  expect(ativar.statusCode, ativar.body).toBe(200);
  return { segredo, refreshAntigo: refresh_token, accessAntigo: access_token, ...ativar.json() };
}

describe('staff without the second factor', () => {
  it('signs in with the password, is refused by the back office, sets it up and goes on in the same session', async () => {
    const admin = await criarAdmin(t, { segundoFator: false });
    const login = await entrarComSenha(admin.email, admin.senha);
    expect(login.statusCode).toBe(200);
    const { access_token } = login.json();
    const recusa = await eu(access_token);
    expect(recusa.statusCode).toBe(403);
    expect(recusa.json()).toEqual({
      codigo: 'SEGUNDO_FATOR_NECESSARIO',
      mensagem: MENSAGENS.segundoFatorNecessario,
    });

    const situacao = await t.app.inject({
      method: 'GET',
      url: '/api/segundo-fator',
      headers: comToken(access_token),
    });
    expect(situacao.json()).toEqual({ ativo: false, obrigatorio: true, codigosRestantes: 0 });

    const config = await post('/api/segundo-fator/configuracao', {}, comToken(access_token));
    expect(config.statusCode).toBe(200);
    const { segredo, otpauth, qrSvg } = config.json();
    expect(segredo).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth).toBe(
      `otpauth://totp/Aprovei:${encodeURIComponent(admin.email)}?secret=${segredo}&issuer=Aprovei`,
    );
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    // At rest the secret is encrypted: neither its base32 nor its bytes are in the row.
    const [row] = await t.database.db.select().from(segundoFator).where(eq(segundoFator.usuarioId, admin.id));
    const bytes = deBase32(segredo);
    expect(row!.segredoCifrado).toMatch(/^v1\./);
    expect(row!.segredoCifrado).not.toContain(segredo);
    expect(row!.segredoCifrado).not.toContain(bytes.toString('base64url'));
    expect(row!.ativadoEm).toBeNull();

    // A wrong code does not enable it.
    const errado = await post(
      '/api/segundo-fator/ativar',
      { codigo: codigoAgora(bytes, 5) },
      comToken(access_token),
    );
    expect(errado.statusCode).toBe(400);
    expect(errado.json().errors).toEqual([
      { campo: 'codigo', mensagem: MENSAGENS_SEGUNDO_FATOR.codigoInvalido },
    ]);
    expect((await eu(access_token)).statusCode).toBe(403);

    const ativar = await post(
      '/api/segundo-fator/ativar',
      { codigo: codigoAgora(bytes) },
      comToken(access_token),
    );
    expect(ativar.statusCode).toBe(200);
    const { codigosRecuperacao, sessao } = ativar.json();
    expect(codigosRecuperacao).toHaveLength(10);
    expect(new Set(codigosRecuperacao).size).toBe(10);
    for (const c of codigosRecuperacao) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    // The upgraded session passes; the refresh keeps the second factor for the family.
    expect((await eu(sessao.access_token)).statusCode).toBe(200);
    const renovada = await post('/api/auth/refresh', { refresh_token: sessao.refresh_token });
    expect(renovada.statusCode).toBe(200);
    expect((await eu(renovada.json().access_token)).statusCode).toBe(200);
    // Staff cannot turn it off.
    const desligar = await post(
      '/api/segundo-fator/desativar',
      { codigo: codigosRecuperacao[0] },
      comToken(sessao.access_token),
    );
    expect(desligar.statusCode).toBe(403);
    // The refresh token of before the upgrade is spent (presenting it ends the session, as any reuse does).
    expect((await post('/api/auth/refresh', { refresh_token: login.json().refresh_token })).statusCode).toBe(
      401,
    );
  });

  it('a teacher without it cannot reach her correction queue', async () => {
    const professor = await criarProfessor(t, { segundoFator: false });
    const headers = await entrar(professor);
    const res = await t.app.inject({ method: 'GET', url: '/api/professor/correcoes', headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().codigo).toBe('SEGUNDO_FATOR_NECESSARIO');
    const com = await entrar(criarProfessor(t));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/professor/correcoes', headers: com })).statusCode,
    ).toBe(200);
  });
});

describe('the sign-in with the second factor on', () => {
  it('answers a challenge instead of tokens; the code gives the tokens; a reused code is refused', async () => {
    const editor = await criarEditor(t, { segundoFator: false });
    const { segredo } = await configurar(editor);

    const primeira = await entrarComSenha(editor.email, editor.senha);
    expect(primeira.statusCode).toBe(200);
    expect(primeira.json()).toEqual({ segundo_fator: 'TOTP', desafio: expect.any(String) });
    expect(primeira.json()).not.toHaveProperty('access_token');

    // The code of setup's step was spent by the setup: the next step's code is accepted (one step of drift).
    const codigo = codigoAgora(segredo, 1);
    const ok = await segundoPasso(primeira.json().desafio, codigo);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await eu(ok.json().access_token)).statusCode).toBe(200);
    // The challenge is spent.
    expect((await segundoPasso(primeira.json().desafio, codigo)).json()).toMatchObject({
      codigo: 'NAO_AUTENTICADO',
      mensagem: MENSAGENS_SEGUNDO_FATOR.desafioExpirado,
    });

    // The same code (and any earlier step's) on a new sign-in: refused.
    const segunda = await entrarComSenha(editor.email, editor.senha);
    for (const c of [codigo, codigoAgora(segredo), codigoAgora(segredo, -1)]) {
      const reuso = await segundoPasso(segunda.json().desafio, c);
      expect(reuso.statusCode).toBe(401);
      expect(reuso.json()).toEqual({
        codigo: 'CREDENCIAIS_INVALIDAS',
        mensagem: MENSAGENS_SEGUNDO_FATOR.codigoInvalido,
        errors: [{ campo: 'codigo', mensagem: MENSAGENS_SEGUNDO_FATOR.codigoInvalido }],
      });
    }
  });

  it('takes each recovery code once', async () => {
    const admin = await criarAdmin(t, { segundoFator: false });
    const { codigosRecuperacao } = await configurar(admin);
    const [primeiro, segundo] = codigosRecuperacao as string[];

    const a = await entrarComSenha(admin.email, admin.senha);
    // Case and hyphen free, as people type it.
    const ok = await segundoPasso(a.json().desafio, primeiro!.toLowerCase().replace('-', ' '));
    expect(ok.statusCode).toBe(200);
    expect((await eu(ok.json().access_token)).statusCode).toBe(200);

    const b = await entrarComSenha(admin.email, admin.senha);
    expect((await segundoPasso(b.json().desafio, primeiro!)).statusCode).toBe(401);
    expect((await segundoPasso(b.json().desafio, segundo!)).statusCode).toBe(200);

    const situacao = await t.app.inject({
      method: 'GET',
      url: '/api/segundo-fator',
      headers: comToken(ok.json().access_token),
    });
    expect(situacao.json()).toEqual({ ativo: true, obrigatorio: true, codigosRestantes: 8 });
  });

  it('refuses an expired challenge', async () => {
    const aluno = await criarAluno(t);
    const { segredo } = await configurar(aluno);
    const login = await entrarComSenha(aluno.email, aluno.senha);
    await t.database.db.execute(
      sql`update desafio_segundo_fator set expira_em = now() - interval '1 second' where usuario_id = ${aluno.id}`,
    );
    const res = await segundoPasso(login.json().desafio, codigoAgora(segredo, 1));
    expect(res.statusCode).toBe(401);
    expect(res.json().mensagem).toBe(MENSAGENS_SEGUNDO_FATOR.desafioExpirado);
  });

  it('counts wrong codes toward the account’s lockout, and the password does not forgive them', async () => {
    const aluno = await criarAluno(t);
    const { segredo } = await configurar(aluno);
    const login = await entrarComSenha(aluno.email, aluno.senha);
    for (let i = 0; i < MAX; i++)
      expect((await segundoPasso(login.json().desafio, '000000')).statusCode).toBe(401);
    // Past the limit even the right code is answered 429, and the right password does not forgive it: the
    // password sign-in asks for the human check.
    const certo = await segundoPasso(login.json().desafio, codigoAgora(segredo, 1));
    expect(certo.statusCode).toBe(429);
    const deNovo = await entrarComSenha(aluno.email, aluno.senha);
    expect(deNovo.statusCode).toBe(400);
    expect(deNovo.json().codigo).toBe('CAPTCHA_NECESSARIO');
  });
});

describe('a student’s optional second factor', () => {
  it('is off by default; on, it can be turned off with a valid code and codes regenerated', async () => {
    const aluno = await criarAluno(t);
    const headers = await entrar(aluno);
    const situacao = await t.app.inject({ method: 'GET', url: '/api/segundo-fator', headers });
    expect(situacao.json()).toEqual({ ativo: false, obrigatorio: false, codigosRestantes: 0 });

    const { segredo, sessao, codigosRecuperacao } = await configurar(aluno);
    const h = comToken(sessao.access_token);
    expect((await post('/api/segundo-fator/configuracao', {}, h)).statusCode).toBe(409);

    const novos = await post('/api/segundo-fator/codigos', { codigo: codigoAgora(segredo, 1) }, h);
    expect(novos.statusCode).toBe(200);
    expect(novos.json().codigosRecuperacao).toHaveLength(10);
    // The old codes stopped working.
    expect(
      (await post('/api/segundo-fator/desativar', { codigo: codigosRecuperacao[0] }, h)).statusCode,
    ).toBe(400);
    const desligar = await post(
      '/api/segundo-fator/desativar',
      { codigo: novos.json().codigosRecuperacao[0] },
      h,
    );
    expect(desligar.statusCode).toBe(204);
    // The next sign-in asks for the password only.
    const login = await entrarComSenha(aluno.email, aluno.senha);
    expect(login.json()).toHaveProperty('access_token');
  });
});

describe('the admin’s reset of a person’s second factor', () => {
  it('ends her sessions, is audited, and her next sign-in must set it up again', async () => {
    const admin = await entrar(criarAdmin(t));
    const editor = await criarEditor(t);
    const sessaoDela = await editor.login();
    expect((await eu(sessaoDela.accessToken)).statusCode).toBe(200);
    const antes = await t.app.inject({
      method: 'GET',
      url: `/api/admin/usuarios/${editor.id}/segundo-fator`,
      headers: admin,
    });
    expect(antes.json()).toEqual({ ativo: true });

    const res = await post(`/api/admin/usuarios/${editor.id}/segundo-fator/redefinicao`, {}, admin);
    expect(res.statusCode).toBe(204);
    expect((await eu(sessaoDela.accessToken)).statusCode).toBe(401);
    const [registro] = await t.database.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'redefinir-segundo-fator'));
    expect(registro).toMatchObject({ entidade: 'usuario', entidadeId: String(editor.id) });

    const login = await entrarComSenha(editor.email, editor.senha);
    expect(login.json()).toHaveProperty('access_token');
    expect((await eu(login.json().access_token)).json().codigo).toBe('SEGUNDO_FATOR_NECESSARIO');
  });
});
