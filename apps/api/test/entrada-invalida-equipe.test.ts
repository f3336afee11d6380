import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app.ts';
import { falhasComLixo } from './entrada-invalida.ts';
import { criarAdmin, entrar } from './factories.ts';
import { rotasDaEquipe } from './rotas-equipe.ts';

/**
 * Bad input to every back-office route (read from the OpenAPI document, never a hand list), sent by an
 * admin who passes every guard: junk ids, queries and bodies get a 4xx with a Portuguese message, never a
 * 500. A route added later is covered without touching this file.
 */
describe('bad input to the back office', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    headers = await entrar(criarAdmin(t));
  });

  it('answers every junk id, query and body of every /api/admin route with a 4xx in Portuguese, never a 500', async () => {
    const { rotas } = rotasDaEquipe(t);
    expect(rotas.length).toBeGreaterThan(50);
    const falhas = await falhasComLixo(t, rotas, async () => headers);
    expect(falhas).toEqual([]);
    // Thousands of requests: minutes on a loaded machine.
  }, 300_000);
});
