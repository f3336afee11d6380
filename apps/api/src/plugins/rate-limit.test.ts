import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/build-app.ts';
import { criarAdmin, criarAluno, criarQuestao, type UsuarioDeTeste } from '../../test/factories.ts';
import { TENANT } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';

/** Per-user limits key on the verified user; every limit is counted in the database, shared by processes. */
let t: TestApp;
let questao: Awaited<ReturnType<typeof criarQuestao>>;
let admin: UsuarioDeTeste;
let aluno: UsuarioDeTeste;
let estagiario: UsuarioDeTeste;
const RESPOSTAS = 4;

beforeAll(async () => {
  t = await buildTestApp({ RESPOSTAS_POR_MINUTO: String(RESPOSTAS) });
  admin = await criarAdmin(t);
  aluno = await criarAluno(t, { plano: 1 });
  estagiario = await criarAluno(t, { estagiario: true });
  questao = await criarQuestao(t.database.db, { plataformaId: 1, estagiario: true });
});

describe('per-user rate limits', () => {
  it('count the user, however the Authorization header is spelled', async () => {
    const { accessToken: access_token } = await aluno.login();
    const spellings = [`Bearer ${access_token}`, `bEaReR  ${access_token}`, `BEARER\t${access_token}`];
    const answer = (authorization: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/questoes/verifica-resposta',
        headers: { ...TENANT, authorization },
        payload: { idQuestao: questao.id, idAlternativa: questao.alternativas[0]!.id },
      });
    for (let i = 0; i < RESPOSTAS; i++) expect((await answer(spellings[0]!)).statusCode).toBe(200);
    for (const spelling of spellings) {
      const res = await answer(spelling);
      expect(res.statusCode, JSON.stringify(spelling)).toBe(429);
      expect(res.json().codigo).toBe('MUITAS_REQUISICOES');
    }
    // A new sign-in (a new token) is still the same user.
    const again = await aluno.login();
    expect((await answer(`Bearer ${again.accessToken}`)).statusCode).toBe(429);
    // Another user has an allowance of their own.
    const other = await admin.login();
    expect((await answer(`Bearer ${other.accessToken}`)).statusCode).toBe(200);
  });

  it('comments count per user too', async () => {
    const { accessToken: access_token } = await estagiario.login();
    const comment = (authorization: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/comentarios/criar',
        headers: { ...TENANT, authorization },
        payload: { comentario: 'limite', questaoVO: { id: questao.id } },
      });
    let last = 0;
    for (let i = 0; i < 30; i++) {
      // Each spelling of the header used to start a fresh allowance.
      last = (await comment(`${i % 2 ? 'bearer' : 'Bearer'}${' '.repeat(1 + (i % 3))}${access_token}`))
        .statusCode;
      expect(last).not.toBe(429);
    }
    expect((await comment(`bEaReR ${access_token}`)).statusCode).toBe(429);
  });
});

describe('the rate-limit store', () => {
  it('is shared by two applications on one database', async () => {
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: TEST_JWT_SECRET });
    const outra = await buildApp({ env, database: t.database, jwtSecret: TEST_JWT_SECRET });
    await outra.ready();
    try {
      // 20 a minute per address.
      const check = (app: typeof outra) =>
        app.inject({ url: '/api/conta/verifica-usuario-existe/52998224725', headers: TENANT });
      for (let i = 0; i < 10; i++) {
        expect((await check(t.app)).statusCode).toBe(200);
        expect((await check(outra)).statusCode).toBe(200);
      }
      expect((await check(t.app)).statusCode).toBe(429);
      const res = await check(outra);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);

      // A busy limit (reactions: 60 a minute) is taken in blocks: never more than the limit across both.
      const { headers } = await admin.login();
      const reagir = (app: typeof outra, i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/reacao/questao',
          headers,
          payload: { idEmoji: 1 + (i % 2), idQuestao: questao.id },
        });
      const codes: number[] = [];
      for (let i = 0; i < 70; i++) codes.push((await reagir(i % 2 ? outra : t.app, i)).statusCode);
      const aceitas = codes.filter((c) => c === 200).length;
      expect(aceitas).toBeLessThanOrEqual(60);
      // Each process may hold at most one unused block (60 / 20 = 3, so 2 unused each).
      expect(aceitas).toBeGreaterThanOrEqual(60 - 2 * 2);
      expect(codes.filter((c) => c !== 200 && c !== 429)).toEqual([]);
      expect(codes.slice(-5)).toEqual(Array(5).fill(429));
    } finally {
      await outra.close();
    }
  });
});
