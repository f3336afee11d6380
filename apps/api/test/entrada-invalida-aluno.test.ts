import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app.ts';
import { falhasComLixo, type RotaDoDocumento } from './entrada-invalida.ts';
import { criarAluno, type UsuarioDeTeste } from './factories.ts';

/**
 * Bad input to every route outside the back office (read from the OpenAPI document, never a hand list),
 * sent by a subscriber: junk ids, queries and bodies get a 4xx with a Portuguese message, never a 500.
 * Each route gets a fresh session, since some end the one they are called with.
 */
function rotasDoAluno(t: TestApp): RotaDoDocumento[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const rotas: RotaDoDocumento[] = [];
  for (const [caminho, metodos] of Object.entries(doc.paths)) {
    if (!caminho.startsWith('/api/') || caminho.startsWith('/api/admin/')) continue;
    for (const metodo of Object.keys(metodos))
      if (metodo !== 'head' && metodo !== 'options') rotas.push({ metodo: metodo.toUpperCase(), caminho });
  }
  return rotas;
}

describe('bad input to the student’s and the public routes', () => {
  let t: TestApp;
  let aluno: UsuarioDeTeste;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_POR_MINUTO: '100000' });
    aluno = await criarAluno(t, { plano: 1 });
  });

  it('answers every junk id, query and body with a 4xx in Portuguese, never a 500', async () => {
    const rotas = rotasDoAluno(t);
    expect(rotas.length).toBeGreaterThan(80);
    const falhas = await falhasComLixo(t, rotas, async () => (await aluno.login()).headers);
    expect(falhas).toEqual([]);
  }, 600_000);
});
