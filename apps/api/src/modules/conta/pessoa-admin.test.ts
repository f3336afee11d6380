import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAdmin, criarAluno, entrar, type UsuarioDeTeste } from '../../../test/factories.ts';
import { TENANT } from '../../../test/helpers.ts';

const MAX = 3;

describe("a person's page: unlocking the sign-in and giving extra open-question sends", () => {
  let t: TestApp;
  let adminH: Record<string, string>;
  let aluna: UsuarioDeTeste;

  const pessoa = async () =>
    (await t.app.inject({ url: `/api/admin/usuarios/${aluna.id}`, headers: adminH })).json();
  const entrarComo = (senha: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: TENANT,
      payload: { login: aluna.email, senha },
      remoteAddress: '10.77.0.1',
    });
  const auditoria = async () =>
    (
      await t.app.inject({
        url: `/api/admin/auditoria?entidade=usuario&entidadeId=${aluna.id}`,
        headers: adminH,
      })
    ).json().linhas as Array<Record<string, unknown>>;

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_MAX_FALHAS: String(MAX) });
    adminH = await entrar(criarAdmin(t));
    aluna = await criarAluno(t, { nome: 'Joana Bloqueada' });
  });

  it('shows a locked account and unlocks it: the owner then signs in without the human check', async () => {
    expect(await pessoa()).toMatchObject({ bloqueada: false, enviosExtras: 0 });
    for (let i = 0; i < MAX; i++) expect((await entrarComo('errada')).statusCode).toBe(401);
    expect((await pessoa()).bloqueada).toBe(true);
    expect((await entrarComo(aluna.senha)).json().codigo).toBe('CAPTCHA_NECESSARIO');

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/usuarios/${aluna.id}/desbloqueio`,
      headers: adminH,
    });
    expect(res.statusCode).toBe(204);
    expect((await pessoa()).bloqueada).toBe(false);
    expect((await entrarComo(aluna.senha)).statusCode).toBe(200);
    expect((await auditoria()).map((a) => a.acao)).toContain('desbloquear');
  });

  it('gives extra sends that the student can use, with a reason in the audit; refuses bad input in Portuguese', async () => {
    const alunaH = await entrar(aluna);
    const contador = async () =>
      (
        await t.app.inject({ url: '/api/questao-aberta/contador/respondidas-disponiveis', headers: alunaH })
      ).json();
    const antes = await contador();

    const ruim = await t.app.inject({
      method: 'POST',
      url: `/api/admin/usuarios/${aluna.id}/envios`,
      headers: adminH,
      payload: { quantidade: 0, motivo: '' },
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().errors).toEqual(
      expect.arrayContaining([
        { campo: 'quantidade', mensagem: 'Informe de 1 a 100 envios.' },
        { campo: 'motivo', mensagem: 'Informe o motivo.' },
      ]),
    );
    const ninguem = await t.app.inject({
      method: 'POST',
      url: '/api/admin/usuarios/999999/envios',
      headers: adminH,
      payload: { quantidade: 2, motivo: 'Compensação' },
    });
    expect(ninguem.statusCode).toBe(404);

    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/admin/usuarios/${aluna.id}/envios`,
      headers: adminH,
      payload: { quantidade: 4, motivo: 'Compensação pela correção atrasada' },
    });
    expect(ok.statusCode).toBe(204);
    expect((await pessoa()).enviosExtras).toBe(4);
    expect(await contador()).toEqual({ respondidas: antes.respondidas, disponiveis: antes.disponiveis + 4 });
    expect(await auditoria()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ acao: 'conceder-envios', motivo: 'Compensação pela correção atrasada' }),
      ]),
    );
  });
});
