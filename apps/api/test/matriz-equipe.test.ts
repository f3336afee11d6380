import { AREAS_EQUIPE, type Papel } from '@aprovei/shared/equipe/papeis';
import { MENSAGENS } from '@aprovei/shared/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app.ts';
import { criarAdmin, criarAluno, criarEditor, criarFinanceiro, criarProfessor, entrar } from './factories.ts';
import { rotasDaEquipe } from './rotas-equipe.ts';

/**
 * The back office's authorisation matrix, generated from the OpenAPI document (never a hand list): every
 * route under /api/admin declares its area by its tag `equipe:<area>`, and every caller whose role is not
 * of that area is refused — anonymous 401, the others 403 — before the request is even validated. Staff
 * whose session did not pass the second factor are refused on every route, whatever their role, with
 * 403 SEGUNDO_FATOR_NECESSARIO (issue 23 §2).
 */
describe('back-office authorisation matrix', () => {
  let t: TestApp;
  let chamadores: { nome: string; papel: Papel | null; headers: Record<string, string> }[];
  beforeAll(async () => {
    t = await buildTestApp();
    chamadores = [
      { nome: 'anônimo', papel: null, headers: { 'x-tenant': 'aprovei' } },
      { nome: 'aluno', papel: 'ALUNO', headers: await entrar(criarAluno(t, { plano: 1 })) },
      { nome: 'professor', papel: 'PROFESSOR', headers: await entrar(criarProfessor(t)) },
      { nome: 'editor', papel: 'EDITOR', headers: await entrar(criarEditor(t)) },
    ];
  });

  it('every /api/admin route declares its area', () => {
    const { rotas, semArea } = rotasDaEquipe(t);
    expect(semArea).toEqual([]);
    expect(rotas.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses every caller outside the route’s area: anonymous 401, the others 403', async () => {
    const { rotas } = rotasDaEquipe(t);
    const falhas: string[] = [];
    for (const rota of rotas) {
      const url = rota.caminho.replace(/\{[^}]+\}/g, '1');
      for (const c of chamadores) {
        if (c.papel && (AREAS_EQUIPE[rota.area] as readonly string[]).includes(c.papel)) continue;
        const esperado = c.papel === null ? 401 : 403;
        const res = await t.app.inject({
          method: rota.metodo as 'GET',
          url,
          headers: c.headers,
          ...(rota.metodo === 'GET' || rota.metodo === 'DELETE' ? {} : { payload: {} }),
        });
        if (res.statusCode !== esperado)
          falhas.push(`${rota.metodo} ${url} como ${c.nome}: ${res.statusCode}`);
      }
    }
    expect(falhas).toEqual([]);
  });

  it('refuses staff without the second factor on every back-office route: 403 SEGUNDO_FATOR_NECESSARIO', async () => {
    const { rotas } = rotasDaEquipe(t);
    const semSegundoFator = { segundoFator: false };
    const equipe = [
      { nome: 'admin', headers: await entrar(criarAdmin(t, semSegundoFator)) },
      { nome: 'editor', headers: await entrar(criarEditor(t, semSegundoFator)) },
      { nome: 'professor', headers: await entrar(criarProfessor(t, semSegundoFator)) },
      { nome: 'financeiro', headers: await entrar(criarFinanceiro(t, semSegundoFator)) },
    ];
    // The teacher's correction queue lives outside /api/admin; the who-am-I route of the back office too.
    const extras = [
      { metodo: 'GET', caminho: '/api/admin/eu' },
      { metodo: 'GET', caminho: '/api/professor/correcoes' },
      { metodo: 'GET', caminho: '/api/professor/correcoes/corrigidas' },
      { metodo: 'GET', caminho: '/api/professor/correcoes/{id}/arquivo' },
      { metodo: 'PUT', caminho: '/api/professor/correcoes/{id}' },
    ];
    const falhas: string[] = [];
    for (const rota of [...rotas, ...extras]) {
      const url = rota.caminho.replace(/\{[^}]+\}/g, '1');
      for (const c of equipe) {
        const res = await t.app.inject({
          method: rota.metodo as 'GET',
          url,
          headers: c.headers,
          ...(rota.metodo === 'GET' || rota.metodo === 'DELETE' ? {} : { payload: {} }),
        });
        const body = res.json() as { codigo?: string; mensagem?: string };
        if (
          res.statusCode !== 403 ||
          body.codigo !== 'SEGUNDO_FATOR_NECESSARIO' ||
          body.mensagem !== MENSAGENS.segundoFatorNecessario
        )
          falhas.push(
            `${rota.metodo} ${url} como ${c.nome} sem segundo fator: ${res.statusCode} ${body.codigo}`,
          );
      }
    }
    expect(rotas.length).toBeGreaterThan(50);
    expect(falhas).toEqual([]);
  });

  it('an admin passes the guard of every area', async () => {
    const admin = await entrar(criarAdmin(t));
    const { rotas } = rotasDaEquipe(t);
    for (const rota of rotas.filter((r) => r.metodo === 'GET')) {
      const res = await t.app.inject({
        method: 'GET',
        url: rota.caminho.replace(/\{[^}]+\}/g, '1'),
        headers: admin,
      });
      expect([200, 400, 404], `${rota.caminho}: ${res.body}`).toContain(res.statusCode);
    }
  });
});
