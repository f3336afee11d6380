import type { TProjecao } from '@aprovei/shared/projecao/projecao.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { authHeaders, type Headers } from '../../test/helpers.ts';

/** The demo student's projected scores (issue 24 §3): the home's card shows both types on the demo. */
let t: TestApp;
let aluno: Headers;

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { conteudo: 'demo' });
  aluno = await authHeaders(t.app, 'aluno');
});

describe('the demo student’s projection', () => {
  it('projects both types with a band and a percentile', async () => {
    const res = await t.app.inject({ url: '/api/projecao?idPlataforma=1', headers: aluno });
    expect(res.statusCode, res.body).toBe(200);
    for (const p of (res.json() as TProjecao).tipos) {
      expect(p).toMatchObject({ situacao: 'PROJETADA', mensagem: null });
      expect(p.respostas).toBeGreaterThanOrEqual(30);
      expect(p.faixaMinima!).toBeLessThan(p.nota!);
      expect(p.faixaMaxima!).toBeGreaterThan(p.nota!);
      expect(p.percentil).not.toBeNull();
    }
  });
});
