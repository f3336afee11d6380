import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarAdmin, entrar } from '../../../test/factories.ts';
import { webDist } from '../../../test/web-dist.ts';

// The web's server bundle as `npm run build` leaves it beside dist (dist-ssr/entry-server.js), here a
// stand-in that renders what the page's own API calls answer, through the transport the API gives it.
const dist = webDist('<noscript>Ative o JavaScript.</noscript><div id="root"></div>', {
  '.vite/rotas-publicas.json': JSON.stringify([['^/planos(?:/[^/]+)?/?$', ['assets/planos-1.css']]]),
});
fs.mkdirSync(`${dist}-ssr`);
fs.writeFileSync(
  `${dist}-ssr/entry-server.js`,
  `let renders = 0;
export const ID_DO_ESTADO = 'estado-do-servidor';
export async function renderizarPagina({ endereco, plataforma, buscar }) {
  if (endereco.includes('quebrar')) throw new Error('falha no render');
  renders += 1;
  const tenant = endereco.includes('//med.') ? 'aprovei-med' : 'aprovei';
  const res = await buscar('/api/depoimentos/listar', { headers: { 'X-Tenant': tenant } });
  const depoimentos = await res.json();
  const nomes = depoimentos.map((d) => '<li>' + d.nome + '</li>').join('');
  return {
    html: '<main data-render="' + renders + '" data-plataforma="' + (plataforma ?? '') + '"><ul>' + nomes + '</ul></main>',
    estado: JSON.stringify({ status: res.status, depoimentos: depoimentos.length }).replace(/</g, '\\\\u003c'),
  };
}
`,
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://aprovei.com.br' });
});

const pagina = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers: { host: 'localhost', ...headers } });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
const render = (html: string) => Number(/data-render="(\d+)"/.exec(html)?.[1]);
const novoDepoimento = async (nome: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/depoimentos',
    headers: await entrar(criarAdmin(t)),
    payload: { nome, cargo: 'Aprovada', depoimento: 'Estudei todos os dias.', visivel: true },
  });
  expect(res.statusCode, res.body).toBe(201);
};

describe('public pages rendered on the server (issue 25 §1)', () => {
  it('puts the rendered content and its state in the page, with the route stylesheets and no JavaScript notice', async () => {
    const html = await pagina('/planos');
    expect(html).toMatch(/<div id="root"><main data-render="\d+" data-plataforma=""><ul>/);
    expect(html).toContain('<script type="application/json" id="estado-do-servidor">{"status":200,');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/planos-1.css"></head>');
    expect(html).not.toContain('<noscript>');
  });

  it("answers the page's API calls inside the process, as an anonymous visitor of the address's product", async () => {
    await novoDepoimento('Beatriz Renderizada no Servidor');
    expect(await pagina('/')).toContain('<li>Beatriz Renderizada no Servidor</li>');
    expect(await pagina('/', { host: 'med.localhost' })).not.toContain('Beatriz Renderizada no Servidor');
  });

  it('reuses a page until a back-office write succeeds, then renders it again with the change', async () => {
    const primeira = render(await pagina('/termos-de-uso'));
    expect(render(await pagina('/termos-de-uso'))).toBe(primeira);
    await novoDepoimento('Carla Depois da Mudança');
    const depois = await pagina('/termos-de-uso');
    expect(render(depois)).toBeGreaterThan(primeira);
    expect(depois).toContain('<li>Carla Depois da Mudança</li>');
    // A refused write changes nothing and keeps the page.
    const recusada = await t.app.inject({
      method: 'POST',
      url: '/api/admin/depoimentos',
      payload: { nome: 'Sem sessão', cargo: 'Aprovada', depoimento: 'Texto.', visivel: true },
    });
    expect(recusada.statusCode).toBeGreaterThanOrEqual(400);
    expect(render(await pagina('/termos-de-uso'))).toBe(render(depois));
  });

  it('renders with the platform the visitor chose (its cookie), a page per platform', async () => {
    expect(await pagina('/politica-de-privacidade', { cookie: 'tema=x; plataforma=2' })).toContain(
      'data-plataforma="2"',
    );
    expect(await pagina('/politica-de-privacidade')).toContain('data-plataforma=""');
  });

  it('sends any other page, and a page whose render fails, as the plain app', async () => {
    for (const url of ['/login', '/home', '/planos/99']) {
      const html = await pagina(url);
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toContain('<noscript>');
    }
    const falhou = await pagina('/planos?quebrar=1');
    expect(falhou).toContain('<div id="root"></div>');
    expect(falhou).not.toContain('estado-do-servidor');
  });
});
