import type { TQuestao } from '@aprovei/shared/questoes/questoes.schemas';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/build-app.ts';
import { DEMO, login, TENANT } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import { SENHA_DEMO } from '../../demo/usuarios.seed.ts';
import { currentUser } from '../../plugins/auth.ts';
import { acessoService } from '../acesso/acesso.service.ts';

/** An access token dies with its session: account deleted, sign-out, refresh-token reuse, password change. */
let t: TestApp;
let questao: TQuestao;

const bearer = (token: string, tenant = 'aprovei') => ({
  'x-tenant': tenant,
  authorization: `Bearer ${token}`,
});
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await login(t.app, 'admin');
  questao = (
    await t.app.inject({
      url: '/api/questoes/listar-questoes?idPlataforma=1&todasQuestoes=true&size=1',
      headers: bearer(admin.access_token),
    })
  ).json().content[0];
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
      idAlternativa: questao.listaAlternativas[0]!.id,
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
    const { access_token } = await login(t.app, 'admin');
    for (const [rota, res] of Object.entries(await usos(bearer(access_token)))) {
      expect(res.statusCode, `${rota} ${res.body}`).toBe(200);
    }
  });

  it('after the account is deleted: no comment, reaction or answer is written', async () => {
    const { access_token } = await login(t.app, 'aluno');
    const headers = bearer(access_token);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/conta/minha-conta',
      headers,
      payload: { senha: SENHA_DEMO },
    });
    expect(del.statusCode).toBe(204);
    await esperarRecusado(headers);
  });

  it('after sign-out', async () => {
    const tokens = await login(t.app, 'admin');
    expect((await post('/api/auth/logout', TENANT, { refresh_token: tokens.refresh_token })).statusCode).toBe(
      204,
    );
    await esperarRecusado(bearer(tokens.access_token));
  });

  it('after a reused refresh token revokes the family', async () => {
    const first = await login(t.app, 'admin');
    const rotated = await post('/api/auth/refresh', TENANT, { refresh_token: first.refresh_token });
    expect(rotated.statusCode).toBe(200);
    const headers = bearer(rotated.json().access_token);
    expect((await t.app.inject({ url: '/api/conta/exibir-dados', headers })).statusCode).toBe(200);
    expect((await post('/api/auth/refresh', TENANT, { refresh_token: first.refresh_token })).statusCode).toBe(
      401,
    );
    await esperarRecusado(headers);
  });

  it('after a new password ends the other sessions; the session that changed it goes on', async () => {
    const outra = await login(t.app, 'alunoMed');
    const esta = await login(t.app, 'alunoMed');
    const headers = bearer(esta.access_token, DEMO.alunoMed.tenant);
    const trocar = await t.app.inject({
      method: 'PUT',
      url: '/api/conta/atualizar-dados',
      headers,
      payload: {
        nome: 'Aluno Med',
        telefone: '41992345678',
        senhaAtual: SENHA_DEMO,
        senha: 'nova frase secreta',
        confirmarSenha: 'nova frase secreta',
      },
    });
    expect(trocar.statusCode).toBe(200);
    const velha = await t.app.inject({
      url: '/api/conta/exibir-dados',
      headers: bearer(outra.access_token, DEMO.alunoMed.tenant),
    });
    expect(velha.statusCode).toBe(401);
    expect(velha.json()).toEqual(EXPIRADA);
    expect((await t.app.inject({ url: '/api/conta/exibir-dados', headers })).statusCode).toBe(200);
  });

  it('refuses a correctly signed token that names no session', async () => {
    const semSessao = await new SignJWT({
      email: 'professor@aprovei.dev',
      cpf: '74185296355',
      preferred_username: '74185296355',
      name: 'P',
      tenant: 'aprovei',
      roles: ['PROFESSOR'],
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('4')
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
      const tokens = await login(app, 'admin');
      const headers = bearer(tokens.access_token);
      expect((await app.inject({ url: '/api/teste/le', headers })).json()).toBe(true);
      expect((await app.inject({ url: '/api/teste/nao-le', headers })).statusCode).toBe(500);
      await post('/api/auth/logout', TENANT, { refresh_token: tokens.refresh_token });
      const res = await app.inject({ url: '/api/teste/le', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(EXPIRADA);
    } finally {
      await app.close();
    }
  });
});
