import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/build-app.ts';
import { criarAdmin, criarAluno, criarQuestao, type UsuarioDeTeste } from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import { currentUser } from '../../plugins/auth.ts';
import { acessoService } from '../acesso/acesso.service.ts';

/** An access token dies with its session: account deleted, sign-out, refresh-token reuse, password change. */
let t: TestApp;
let questao: Awaited<ReturnType<typeof criarQuestao>>;
let admin: UsuarioDeTeste;
let aluno: UsuarioDeTeste;
let alunoMed: UsuarioDeTeste;

const bearer = (token: string) => ({
  ...TENANT,
  authorization: `Bearer ${token}`,
});
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await criarAdmin(t);
  aluno = await criarAluno(t);
  alunoMed = await criarAluno(t, { tenant: 'aprovei-med' });
  questao = await criarQuestao(t.database.db, { plataformaId: 1 });
});

const EXPIRADA = { codigo: 'NAO_AUTENTICADO', mensagem: 'Sua sessão expirou. Entre novamente.' };

/** Every kind of authenticated route: writes, the answer and search paths, and plain reads (as admin or a subscriber). */
async function usos(headers: Record<string, string>) {
  return {
    comentario: await post('/api/comentarios/criar', headers, {
      comentario: 'depois do fim da sessão',
      questaoVO: { id: questao.id },
    }),
    reacao: await post('/api/reacao/questao', headers, { idEmoji: 1, idQuestao: questao.id }),
    resposta: await post('/api/questoes/verifica-resposta', headers, {
      idQuestao: questao.id,
      idAlternativa: questao.alternativas[0]!.id,
    }),
    busca: await t.app.inject({
      url: '/api/questoes/listar-questoes?idPlataforma=1&todasQuestoes=true&size=1',
      headers,
    }),
    perfil: await t.app.inject({ url: '/api/conta/exibir-dados', headers }),
    home: await t.app.inject({ url: '/api/acesso/pode-acessar-home', headers }),
  };
}

async function esperarRecusado(headers: Record<string, string>) {
  for (const [rota, res] of Object.entries(await usos(headers))) {
    expect(res.statusCode, rota).toBe(401);
    expect(res.json(), rota).toEqual(EXPIRADA);
  }
}

describe('an access token whose session ended is refused at once', () => {
  it('works while the session lives (the control case)', async () => {
    const { headers } = await admin.login();
    for (const [rota, res] of Object.entries(await usos(headers))) {
      expect(res.statusCode, `${rota} ${res.body}`).toBe(200);
    }
  });

  it('after the account is deleted: no comment, reaction or answer is written', async () => {
    const { headers } = await aluno.login();
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/conta/minha-conta',
      headers,
      payload: { senha: aluno.senha },
    });
    expect(del.statusCode).toBe(204);
    await esperarRecusado(headers);
  });

  it('after sign-out', async () => {
    const { headers, refreshToken } = await admin.login();
    expect((await post('/api/auth/logout', TENANT, { refresh_token: refreshToken })).statusCode).toBe(204);
    await esperarRecusado(headers);
  });

  it('after a reused refresh token revokes the family', async () => {
    const first = await admin.login();
    const rotated = await post('/api/auth/refresh', TENANT, { refresh_token: first.refreshToken });
    expect(rotated.statusCode).toBe(200);
    const headers = bearer(rotated.json().access_token);
    expect((await t.app.inject({ url: '/api/conta/exibir-dados', headers })).statusCode).toBe(200);
    expect((await post('/api/auth/refresh', TENANT, { refresh_token: first.refreshToken })).statusCode).toBe(
      401,
    );
    await esperarRecusado(headers);
  });

  it('after a new password ends the other sessions; the session that changed it goes on', async () => {
    const outra = await alunoMed.login();
    const { headers } = await alunoMed.login();
    const trocar = await t.app.inject({
      method: 'PUT',
      url: '/api/conta/atualizar-dados',
      headers,
      payload: {
        nome: 'Aluno Med',
        telefone: '41992345678',
        senhaAtual: alunoMed.senha,
        senha: 'nova frase secreta',
        confirmarSenha: 'nova frase secreta',
      },
    });
    expect(trocar.statusCode).toBe(200);
    const velha = await t.app.inject({ url: '/api/conta/exibir-dados', headers: outra.headers });
    expect(velha.statusCode).toBe(401);
    expect(velha.json()).toEqual(EXPIRADA);
    expect((await t.app.inject({ url: '/api/conta/exibir-dados', headers })).statusCode).toBe(200);
  });

  it('refuses a correctly signed token that names no session', async () => {
    const semSessao = await new SignJWT({
      email: admin.email,
      cpf: admin.cpf,
      preferred_username: admin.cpf,
      name: 'P',
      tenant: 'aprovei',
      roles: ['ADMIN'],
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(admin.id))
      .setIssuer('aprovei')
      .setAudience('aprovei')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await t.app.inject({ url: '/api/conta/exibir-dados', headers: bearer(semSessao) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRADA);
  });
});

describe('routes that leave the session check to the entitlements read (sessaoNaLeitura)', () => {
  it('are checked by that read, and fail if the handler never reads', async () => {
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: TEST_JWT_SECRET });
    const app = await buildApp({ env, database: t.database, jwtSecret: TEST_JWT_SECRET });
    const acesso = acessoService(t.database.db);
    const config = { sessaoNaLeitura: true };
    app.get('/api/teste/le', { preHandler: app.requireAuth, config }, async (r) =>
      acesso.forUser(currentUser(r).id, r.tenant).then((a) => a.admin),
    );
    app.get('/api/teste/nao-le', { preHandler: app.requireAuth, config }, async () => true);
    await app.ready();
    try {
      const { headers, refreshToken } = await admin.login();
      expect((await app.inject({ url: '/api/teste/le', headers })).json()).toBe(true);
      expect((await app.inject({ url: '/api/teste/nao-le', headers })).statusCode).toBe(500);
      await post('/api/auth/logout', TENANT, { refresh_token: refreshToken });
      const res = await app.inject({ url: '/api/teste/le', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(EXPIRADA);
    } finally {
      await app.close();
    }
  });
});
