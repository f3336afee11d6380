import { nomeExibidoPlano } from '@aprovei/shared/planos/planos.rules';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_PORT, medUrl } from './support';

// Issue 25 §1: the public pages come from the server with their content, then hydrate.

const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

interface Plano {
  nomePlano: string;
  valorPlanoComDesconto: number;
}

const PRODUTOS = [
  { host: `localhost:${E2E_PORT}`, tenant: 'aprovei', plataformas: [1, 2] },
  { host: `med.localhost:${E2E_PORT}`, tenant: 'aprovei-med', plataformas: [3] },
] as const;

/** A page as a crawler gets it: no JavaScript, the product chosen by the address. */
async function html(request: APIRequestContext, host: string, caminho: string, cookie?: string) {
  const res = await request.get(caminho, { headers: { host, ...(cookie ? { cookie } : {}) } });
  expect(res.status(), caminho).toBe(200);
  return res.text();
}

async function planosAVenda(request: APIRequestContext, tenant: string, plataforma: number) {
  const res = await request.get(`/api/planos/listar?seqPlataforma=${plataforma}`, {
    headers: { 'x-tenant': tenant },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Plano[];
}

/** The page's text as a person reads it (React separates adjacent texts with comments). */
const texto = (pagina: string) => pagina.replace(/<!-- -->/g, '');

function temOsPlanos(pagina: string, planos: Plano[], onde: string) {
  expect(planos.length, onde).toBeGreaterThan(0);
  for (const plano of planos) {
    expect(texto(pagina), `${onde}: ${plano.nomePlano}`).toContain(`>${nomeExibidoPlano(plano.nomePlano)}<`);
    if (plano.valorPlanoComDesconto > 0)
      expect(texto(pagina), `${onde}: preço de ${plano.nomePlano}`).toContain(
        reais.format(plano.valorPlanoComDesconto),
      );
  }
}

test.describe('public pages rendered on the server (issue 25 §1)', () => {
  test('without JavaScript each public page of each product has its content, plans and prices', async ({
    request,
  }) => {
    for (const { host, tenant, plataformas } of PRODUTOS) {
      const [primeira] = plataformas;
      const inicio = await html(request, host, '/');
      temOsPlanos(inicio, await planosAVenda(request, tenant, primeira), `${host}/`);
      // The hydration's data, the structured data, and no notice asking for JavaScript.
      expect(inicio).toContain('<script type="application/json" id="estado-do-servidor">');
      expect(inicio).toContain('"@type":"Offer"');
      expect(inicio).not.toContain('<noscript>');
      // The counters at their final values, the testimonials and the approved students.
      expect(texto(inicio)).toMatch(/data-testid="contador-\d+">\+?[\d.]+</);
      const depoimentos = (await (
        await request.get('/api/depoimentos/listar', { headers: { 'x-tenant': tenant } })
      ).json()) as { depoimento: string }[];
      const { aprovados } = (await (
        await request.get('/api/conteudo-publico/landing', { headers: { 'x-tenant': tenant } })
      ).json()) as { aprovados: { nome: string }[] };
      expect(depoimentos.length + aprovados.length).toBeGreaterThan(0);
      for (const { depoimento } of depoimentos) expect(texto(inicio)).toContain(depoimento);
      for (const { nome } of aprovados) expect(texto(inicio)).toContain(nome);

      for (const plataforma of plataformas) {
        const planos = await planosAVenda(request, tenant, plataforma);
        temOsPlanos(
          await html(request, host, `/planos/${plataforma}`),
          planos,
          `${host}/planos/${plataforma}`,
        );
      }
      temOsPlanos(await html(request, host, '/planos'), await planosAVenda(request, tenant, primeira), host);

      for (const [caminho, titulo] of [
        ['/termos-de-uso', 'Termos de Uso'],
        ['/politica-de-privacidade', 'Política de Privacidade'],
      ] as const) {
        const pagina = texto(await html(request, host, caminho));
        expect(pagina, caminho).toContain(`>${titulo}</h1>`);
        expect(pagina, caminho).toMatch(/Versão \d+, em vigor desde \d{2}\/\d{2}\/\d{4}/);
      }
    }
  });

  test('the landing shows the platform the visitor chose before (its cookie)', async ({ request }) => {
    const host = `localhost:${E2E_PORT}`;
    const concursos = await planosAVenda(request, 'aprovei', 2);
    temOsPlanos(await html(request, host, '/', 'plataforma=2'), concursos, 'cookie plataforma=2');
  });

  test('a page that is not public comes as the app alone', async ({ request }) => {
    const pagina = await html(request, `localhost:${E2E_PORT}`, '/login');
    expect(pagina).toContain('<div id="root"></div>');
    expect(pagina).not.toContain('estado-do-servidor');
  });

  for (const [nome, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    test(`on a ${nome}, the pages hydrate without errors, without moving and without fetching again`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const erros = registrarErros(page);
      const pedidosDeConteudo: string[] = [];
      page.on('request', (r) => {
        if (/\/api\/(planos\/listar|conteudo-publico|depoimentos|politicas?|funcionalidades)/.test(r.url()))
          pedidosDeConteudo.push(r.url());
      });
      await medirDeslocamentos(page);

      for (const url of ['/', '/planos', '/termos-de-uso', medUrl('/')]) {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        expect(await deslocamento(page), `${url}: layout shift`).toBeLessThan(0.01);
      }
      expect(pedidosDeConteudo, 'data the server already sent, fetched again').toEqual([]);

      // Interactive, even for a tap made as soon as the page shows (before the app has loaded: the tap is
      // held, then done): the platform switch shows the other platform's plans.
      await page.goto('/planos', { waitUntil: 'commit' });
      await page.getByText('Concursos', { exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Concurso Anual' })).toBeVisible();
      expect(erros).toEqual([]);
      await context.close();
    });
  }
});

function registrarErros(page: Page): string[] {
  const erros: string[] = [];
  page.on('pageerror', (e) => erros.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') erros.push(m.text());
  });
  return erros;
}

/** Sums the page's layout shifts (as CLS counts them: not those right after an input). */
async function medirDeslocamentos(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { deslocamento: number };
    w.deslocamento = 0;
    new PerformanceObserver((lista) => {
      for (const e of lista.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.deslocamento += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const deslocamento = (page: Page) =>
  page.evaluate(() => (window as unknown as { deslocamento: number }).deslocamento);
