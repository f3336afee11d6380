import { MENSAGEM_CAPTCHA } from '@aprovei/shared/captcha/captcha.schemas';
import { MENSAGENS_CONTA } from '@aprovei/shared/conta/conta.schemas';
import { formatCpf } from '@aprovei/shared/conta/cpf.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { solvedCaptcha } from '../../../test/captcha-solver.ts';
import { criarAdmin, criarAluno, criarProfessor, type UsuarioDeTeste } from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';

/**
 * The sign-in's failure limit: failures counted per account, atomically, also by a wrong current password;
 * past the limit the sign-in asks for the human check instead of refusing the owner.
 */
let t: TestApp;
const MAX = 3;
const POR_MINUTO = 8;
let assinante: UsuarioDeTeste;
let novato: UsuarioDeTeste;
let professor: UsuarioDeTeste;
let admin: UsuarioDeTeste;
let estagiario: UsuarioDeTeste;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_FALHAS: String(MAX), LOGIN_POR_MINUTO: String(POR_MINUTO) });
  assinante = await criarAluno(t);
  novato = await criarAluno(t);
  professor = await criarProfessor(t);
  admin = await criarAdmin(t);
  estagiario = await criarAluno(t, { estagiario: true });
});

// Each try from another address, as a stranger rotating addresses would (the per-address limit never
// applies to them).
let enderecos = 0;
const outroEndereco = () => {
  enderecos++;
  return `10.9.${enderecos >> 8}.${enderecos & 255}`;
};
const entrar = (login: string, senha: string, captcha?: string, remoteAddress = outroEndereco()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: TENANT,
    payload: captcha === undefined ? { login, senha } : { login, senha, captcha },
    remoteAddress,
  });

const PEDE_CAPTCHA = {
  codigo: 'CAPTCHA_NECESSARIO',
  mensagem: MENSAGEM_CAPTCHA,
  errors: [{ campo: 'captcha', mensagem: MENSAGEM_CAPTCHA }],
};

describe('the sign-in past the failure limit', () => {
  it('asks for the human check on every identifier of the account, and lets the owner in with it', async () => {
    for (let i = 0; i < MAX; i++) expect((await entrar(assinante.email, 'errada')).statusCode).toBe(401);
    for (const l of [formatCpf(assinante.cpf), assinante.cpf, assinante.email.toUpperCase()]) {
      const res = await entrar(l, assinante.senha);
      expect(res.statusCode, l).toBe(400);
      expect(res.json()).toEqual(PEDE_CAPTCHA);
    }
    // A forged check and a check already spent are refused the same way, before the password is looked at.
    const forjado = Buffer.from(JSON.stringify({ challenge: { signature: 'x' }, solution: {} })).toString(
      'base64',
    );
    expect((await entrar(assinante.email, assinante.senha, forjado)).json()).toEqual(PEDE_CAPTCHA);
    const captcha = await solvedCaptcha(t.app);
    // A wrong password with a valid check: the generic refusal, and the account stays guarded.
    expect((await entrar(assinante.email, 'errada', captcha)).statusCode).toBe(401);
    expect((await entrar(assinante.email, assinante.senha, captcha)).json()).toEqual(PEDE_CAPTCHA);

    const ok = await entrar(assinante.cpf, assinante.senha, await solvedCaptcha(t.app));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token_type).toBe('Bearer');
    // The right password forgave the failures: no check is asked any more.
    expect((await entrar(assinante.email, assinante.senha)).statusCode).toBe(200);
  });

  it('keeps the owner able to sign in while strangers from rotating addresses keep failing', async () => {
    const estranhos = Array.from({ length: 3 * MAX }, () => entrar(novato.email, 'chute'));
    const codes = (await Promise.all(estranhos)).map((r) => r.statusCode);
    // At most MAX passwords were evaluated; the others were asked for the check.
    expect(codes.filter((c) => c === 401)).toHaveLength(MAX);
    expect(codes.filter((c) => c === 400)).toHaveLength(2 * MAX);
    const dono = await entrar(novato.email, novato.senha, await solvedCaptcha(t.app));
    expect(dono.statusCode).toBe(200);
  });

  it('guards an unknown login the same way (the limit does not tell accounts apart)', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= MAX; i++) codes.push((await entrar('ninguem.mais@aprovei.dev', 'x')).statusCode);
    expect(codes).toEqual([...Array(MAX).fill(401), 400]);
    const res = await entrar('ninguem.mais@aprovei.dev', 'x', await solvedCaptcha(t.app));
    expect(res.statusCode).toBe(401);
    expect(res.json().codigo).toBe('CREDENCIAIS_INVALIDAS');
  });

  it('keeps the per-address limit (LOGIN_POR_MINUTO)', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= POR_MINUTO; i++)
      codes.push((await entrar(`endereco${i}@aprovei.dev`, 'x', undefined, '10.8.0.1')).statusCode);
    expect(codes).toEqual([...Array(POR_MINUTO).fill(401), 429]);
  });
});

describe('a wrong current password on PUT /api/conta/atualizar-dados', () => {
  it('counts toward the same lockout as the sign-in', async () => {
    const { headers } = await professor.login();
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
    // Past the limit: the right current password is not evaluated now, a sign-in needs the human check.
    expect((await trocar(professor.senha)).statusCode).toBe(429);
    expect((await entrar(professor.email, professor.senha)).json()).toEqual(PEDE_CAPTCHA);
    expect((await entrar(professor.email, professor.senha, await solvedCaptcha(t.app))).statusCode).toBe(200);
  });

  it('is limited per user, not per address', async () => {
    const put = async (quem: UsuarioDeTeste, n: number) => {
      const { headers } = await quem.login();
      const codes: number[] = [];
      for (let i = 0; i < n; i++) {
        codes.push(
          (
            await t.app.inject({
              method: 'PUT',
              url: '/api/conta/atualizar-dados',
              headers,
              payload: { nome: `Nome ${i} Teste`, telefone: '41992345678' },
            })
          ).statusCode,
        );
      }
      return codes;
    };
    const doAdmin = await put(admin, 21);
    expect(doAdmin.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(doAdmin[20]).toBe(429);
    // Same address, another user: an allowance of their own.
    expect(await put(estagiario, 1)).toEqual([200]);
  });
});
