import { MENSAGENS_CONTA } from '@aprovei/shared/conta/conta.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { login, TENANT } from '../../../test/helpers.ts';
import { SENHA_DEMO } from '../../seed/usuarios.seed.ts';

/** The sign-in lockout: failures counted per account, atomically, also by a wrong current password. */
let t: TestApp;
const MAX = 3;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_FALHAS: String(MAX) });
});

const entrar = (login: string, senha: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers: TENANT, payload: { login, senha } });

describe('the sign-in lockout', () => {
  it('counts per account: failures by e-mail lock the CPF too, even with the right password', async () => {
    for (let i = 0; i < MAX; i++)
      expect((await entrar('assinante@aprovei.dev', 'errada')).statusCode).toBe(401);
    for (const l of ['246.813.579-28', '24681357928', 'ASSINANTE@aprovei.dev']) {
      const res = await entrar(l, SENHA_DEMO);
      expect(res.statusCode, l).toBe(429);
      expect(res.json().codigo).toBe('MUITAS_REQUISICOES');
    }
  });

  it('evaluates at most the allowed number of concurrent wrong tries', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => entrar(i % 2 ? 'novato@aprovei.dev' : '13579246828', 'x')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(MAX);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - MAX);
  });

  it('locks an unknown login after as many failures (the lockout does not tell accounts apart)', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= MAX; i++) codes.push((await entrar('ninguem.mais@aprovei.dev', 'x')).statusCode);
    expect(codes).toEqual([...Array(MAX).fill(401), 429]);
  });
});

describe('a wrong current password on PUT /api/conta/atualizar-dados', () => {
  it('counts toward the same lockout as the sign-in', async () => {
    const tokens = await login(t.app, 'professor');
    const headers = { ...TENANT, authorization: `Bearer ${tokens.access_token}` };
    const trocar = (senhaAtual: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/conta/atualizar-dados',
        headers,
        payload: {
          nome: 'Daniel Costa',
          telefone: '41992345678',
          senhaAtual,
          senha: 'nova frase secreta',
          confirmarSenha: 'nova frase secreta',
        },
      });
    for (let i = 0; i < MAX; i++) {
      const res = await trocar('não é esta');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { campo: 'senhaAtual', mensagem: MENSAGENS_CONTA.senhaAtualErrada },
      ]);
    }
    // Locked: neither the right current password nor a sign-in is evaluated now.
    expect((await trocar(SENHA_DEMO)).statusCode).toBe(429);
    expect((await entrar('professor@aprovei.dev', SENHA_DEMO)).statusCode).toBe(429);
  });

  it('is limited per user, not per address', async () => {
    const put = async (who: 'admin' | 'estagiario', n: number) => {
      const { access_token } = await login(t.app, who);
      const codes: number[] = [];
      for (let i = 0; i < n; i++) {
        codes.push(
          (
            await t.app.inject({
              method: 'PUT',
              url: '/api/conta/atualizar-dados',
              headers: { ...TENANT, authorization: `Bearer ${access_token}` },
              payload: { nome: `Nome ${i} Teste`, telefone: '41992345678' },
            })
          ).statusCode,
        );
      }
      return codes;
    };
    const admin = await put('admin', 21);
    expect(admin.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(admin[20]).toBe(429);
    // Same address, another user: an allowance of their own.
    expect(await put('estagiario', 1)).toEqual([200]);
  });
});
