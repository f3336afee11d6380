import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app.ts';
import { criarAdmin, entrar } from './factories.ts';
import { rotasDaEquipe } from './rotas-equipe.ts';

/**
 * Bad input to every back-office route (read from the OpenAPI document, never a hand list), sent by an
 * admin who passes every guard: junk ids, queries and bodies get a 4xx with a Portuguese message, never a
 * 500. A route added later is covered without touching this file.
 */
const IDS = ['abc', '-1', '0', '99999999999', '12345678901234567890', '1.5', '1%00'];
const QUERIES = [
  '?pagina=-1&porPagina=7&direcao=lado&ordem=%27%3B--',
  '?de=2026-13-45&ate=ontem&agrupar=ano&formato=xls',
  `?busca=${'x'.repeat(5_000)}`,
  '?busca=a%00b&tema=%00',
];
const CORPOS: unknown[] = [
  null,
  [],
  'texto',
  42,
  { quantidade: 'muitos', valor: -1, motivo: 5, validaAte: 'amanhã', planoId: 1e20, papel: 'REI' },
  { nome: { a: 1 }, codigo: ['x'], alternativas: 'A', situacao: 'SUMIDA', ids: [-3, 'x'] },
  { nome: 'a\u0000b', motivo: 'x'.repeat(1_000_000), texto: 'ok\u0000', quantidade: 1.2345678901234567e19 },
];

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
    const falhas: string[] = [];
    const conferir = async (metodo: string, url: string, corpo?: unknown) => {
      const res = await t.app.inject({
        method: metodo as 'GET',
        url,
        headers: corpo === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        payload: corpo === undefined ? undefined : JSON.stringify(corpo),
      });
      if (res.statusCode >= 500) falhas.push(`${metodo} ${url} ${JSON.stringify(corpo)} → ${res.statusCode}`);
      else if (res.statusCode >= 400) {
        const mensagem = res.json<{ mensagem?: string }>().mensagem ?? '';
        if (!/[a-zà-ú]{3}/i.test(mensagem) || /^(body|querystring|params)\b/i.test(mensagem))
          falhas.push(`${metodo} ${url} → ${res.statusCode} sem mensagem em português: ${mensagem}`);
      }
    };
    for (const rota of rotas) {
      const temId = /\{[^}]+\}/.test(rota.caminho);
      const urls = temId ? IDS.map((id) => rota.caminho.replace(/\{[^}]+\}/g, id)) : [rota.caminho];
      for (const url of urls) await conferir(rota.metodo, url);
      const base = rota.caminho.replace(/\{[^}]+\}/g, '1');
      if (rota.metodo === 'GET') for (const q of QUERIES) await conferir('GET', base + q);
      else for (const corpo of CORPOS) await conferir(rota.metodo, base, corpo);
    }
    expect(falhas).toEqual([]);
    // Thousands of requests: minutes on a loaded machine.
  }, 300_000);
});
