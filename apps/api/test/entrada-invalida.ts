import type { TestApp } from './build-app.ts';

/** Junk ids, queries and bodies: what a broken client, a fuzzer or a curious person sends. */
export const IDS = ['abc', '-1', '0', '99999999999', '12345678901234567890', '1.5', '1%00'];
export const QUERIES = [
  '?pagina=-1&porPagina=7&direcao=lado&ordem=%27%3B--',
  '?de=2026-13-45&ate=ontem&agrupar=ano&formato=xls',
  `?busca=${'x'.repeat(5_000)}`,
  '?busca=a%00b&tema=%00',
];
export const CORPOS: unknown[] = [
  null,
  [],
  'texto',
  42,
  { quantidade: 'muitos', valor: -1, motivo: 5, validaAte: 'amanhã', planoId: 1e20, papel: 'REI' },
  { nome: { a: 1 }, codigo: ['x'], alternativas: 'A', situacao: 'SUMIDA', ids: [-3, 'x'] },
  { nome: 'a\u0000b', motivo: 'x'.repeat(1_000_000), texto: 'ok\u0000', quantidade: 1.2345678901234567e19 },
];

export interface RotaDoDocumento {
  metodo: string;
  caminho: string;
}

/**
 * Sends every junk id, query and body to each route and returns what went wrong: a 5xx, or a 4xx whose
 * message is not Portuguese prose (a raw validator message such as "body must be object").
 * `headers` is read once per route, so the caller may start a fresh session for each (a route may end one).
 */
export async function falhasComLixo(
  t: TestApp,
  rotas: RotaDoDocumento[],
  headers: () => Promise<Record<string, string>>,
): Promise<string[]> {
  const falhas: string[] = [];
  let sessao: Record<string, string> = {};
  const conferir = async (metodo: string, url: string, corpo?: unknown) => {
    const res = await t.app.inject({
      method: metodo as 'GET',
      url,
      headers: corpo === undefined ? sessao : { ...sessao, 'content-type': 'application/json' },
      payload: corpo === undefined ? undefined : JSON.stringify(corpo),
    });
    if (res.statusCode >= 500) falhas.push(`${metodo} ${url} ${JSON.stringify(corpo)} → ${res.statusCode}`);
    else if (res.statusCode >= 400) {
      if (!String(res.headers['content-type']).includes('json')) {
        falhas.push(`${metodo} ${url} → ${res.statusCode} sem corpo JSON`);
        return;
      }
      const mensagem = res.json<{ mensagem?: string }>().mensagem ?? '';
      if (!/[a-zà-ú]{3}/i.test(mensagem) || /^(body|querystring|params)\b/i.test(mensagem))
        falhas.push(`${metodo} ${url} → ${res.statusCode} sem mensagem em português: ${mensagem}`);
    }
  };
  for (const rota of rotas) {
    sessao = await headers();
    const temId = /\{[^}]+\}/.test(rota.caminho);
    const urls = temId ? IDS.map((id) => rota.caminho.replace(/\{[^}]+\}/g, id)) : [rota.caminho];
    for (const url of urls) await conferir(rota.metodo, url);
    const base = rota.caminho.replace(/\{[^}]+\}/g, '1');
    if (rota.metodo === 'GET') for (const q of QUERIES) await conferir('GET', base + q);
    else for (const corpo of CORPOS) await conferir(rota.metodo, base, corpo);
  }
  return falhas;
}
