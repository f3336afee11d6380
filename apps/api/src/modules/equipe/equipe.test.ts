import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  criarAdmin,
  criarAluno,
  criarEditor,
  criarProfessor,
  entrar,
  type UsuarioDeTeste,
} from '../../../test/factories.ts';

describe('back office: who I am, people and roles, the audit log', () => {
  let t: TestApp;
  let admin: UsuarioDeTeste;
  let adminH: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await criarAdmin(t, { nome: 'Carla Administradora' });
    adminH = await entrar(admin);
  });

  it('GET /admin/eu answers the role and its areas to staff, 403 to a student', async () => {
    const editor = await entrar(criarEditor(t));
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/eu', headers: editor });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ papel: 'EDITOR', areas: ['conteudo'] });
    const prof = await t.app.inject({
      method: 'GET',
      url: '/api/admin/eu',
      headers: await entrar(criarProfessor(t)),
    });
    expect(prof.json().areas).toEqual(['correcao']);
    const adm = await t.app.inject({ method: 'GET', url: '/api/admin/eu', headers: adminH });
    expect(adm.json().areas).toEqual([
      'conteudo',
      'correcao',
      'pessoas',
      'auditoria',
      'financeiro',
      'negocio',
    ]);
    const aluno = await t.app.inject({
      method: 'GET',
      url: '/api/admin/eu',
      headers: await entrar(criarAluno(t)),
    });
    expect(aluno.statusCode).toBe(403);
    expect(aluno.json().mensagem).toBe('Você não tem permissão para esta área.');
  });

  it('finds people by name, e-mail or CPF with the CPF masked, and pages them', async () => {
    const aluna = await criarAluno(t, { nome: 'Joana Procurada da Silva' });
    const porNome = await t.app.inject({
      method: 'GET',
      url: '/api/admin/usuarios?busca=procurada&porPagina=10',
      headers: adminH,
    });
    expect(porNome.statusCode).toBe(200);
    expect(porNome.json()).toMatchObject({ total: 1, linhas: [{ id: aluna.id, papel: 'ALUNO' }] });
    expect(porNome.json().linhas[0].cpf).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    const porCpf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/usuarios?busca=${aluna.cpf.slice(3, 9)}`,
      headers: adminH,
    });
    expect(porCpf.json().linhas.map((u: { id: number }) => u.id)).toContain(aluna.id);
    const porEmail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/usuarios?busca=${encodeURIComponent(aluna.email)}`,
      headers: adminH,
    });
    expect(porEmail.json().total).toBe(1);
    const pagina = await t.app.inject({
      method: 'GET',
      url: '/api/admin/usuarios?porPagina=7',
      headers: adminH,
    });
    expect(pagina.statusCode).toBe(400);
    expect(pagina.json().mensagem).toContain('Linhas por página');
  });

  it('grants a role, which the guard sees at once, and records it in the audit log', async () => {
    // A student who turned the second factor on: her session may reach the back office once she is staff.
    const pessoa = await criarAluno(t, { segundoFator: true });
    const h = await entrar(pessoa);
    const antes = await t.app.inject({ method: 'GET', url: '/api/admin/auditoria', headers: h });
    expect(antes.statusCode).toBe(403);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/usuarios/${pessoa.id}/papel`,
      headers: adminH,
      payload: { papel: 'ADMIN' },
    });
    expect(res.statusCode).toBe(204);
    // Same token: the role is read from the database on each call.
    const depois = await t.app.inject({ method: 'GET', url: '/api/admin/auditoria', headers: h });
    expect(depois.statusCode).toBe(200);

    const log = await t.app.inject({
      method: 'GET',
      url: `/api/admin/auditoria?entidade=usuario&entidadeId=${pessoa.id}`,
      headers: adminH,
    });
    expect(log.json()).toMatchObject({
      total: 1,
      linhas: [
        {
          autorId: admin.id,
          autorNome: 'Carla Administradora',
          acao: 'mudar-papel',
          antes: { papel: 'ALUNO' },
          depois: { papel: 'ADMIN' },
        },
      ],
    });

    // Taken back: refused on the next call with the same token.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/usuarios/${pessoa.id}/papel`,
      headers: adminH,
      payload: { papel: 'ALUNO' },
    });
    const revogado = await t.app.inject({ method: 'GET', url: '/api/admin/auditoria', headers: h });
    expect(revogado.statusCode).toBe(403);
  });

  it('refuses an unknown role (400), an unknown person (404) and taking the last admin away (409)', async () => {
    const t2 = await buildTestApp();
    const unico = await criarAdmin(t2);
    const h = await entrar(unico);
    const papel = (id: number, p: string) =>
      t2.app.inject({
        method: 'PUT',
        url: `/api/admin/usuarios/${id}/papel`,
        headers: h,
        payload: { papel: p },
      });
    expect((await papel(unico.id, 'DONO')).statusCode).toBe(400);
    expect((await papel(999_999, 'EDITOR')).statusCode).toBe(404);
    const ultimo = await papel(unico.id, 'EDITOR');
    expect(ultimo.statusCode).toBe(409);
    expect(ultimo.json().mensagem).toBe('A plataforma precisa de pelo menos um administrador.');
  });

  it('filters the audit log by period (days in São Paulo) and refuses a bad date', async () => {
    const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/admin/auditoria?de=${hoje}&ate=${hoje}`,
      headers: adminH,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().total).toBeGreaterThan(0);
    const amanha = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    const vazio = await t.app.inject({
      method: 'GET',
      url: `/api/admin/auditoria?de=${amanha}`,
      headers: adminH,
    });
    expect(vazio.json().total).toBe(0);
    const ruim = await t.app.inject({ method: 'GET', url: '/api/admin/auditoria?de=ontem', headers: adminH });
    expect(ruim.statusCode).toBe(400);
  });
});
