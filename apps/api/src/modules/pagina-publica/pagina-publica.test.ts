import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { criarPlano } from '../../../test/factories.ts';
import { webDist } from '../../../test/web-dist.ts';
import { plano } from '../../db/schema/index.ts';

// index.html as the web build leaves it: the default head between the markers the server replaces.
const dist = webDist();

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://aprovei.com.br' });
});

const APROVEI = 'localhost';
const MED = 'med.localhost';
const pagina = async (url: string, host = APROVEI) => {
  const res = await t.app.inject({ url, headers: { host } });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/^text\/html/);
  return res.body;
};

/** The head as a crawler reads it: meta tags by name or property, the canonical link, the JSON-LD. */
function lerCabecalho(html: string) {
  const meta = new Map<string, string>();
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g))
    meta.set(m[1] as string, m[2] as string);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] as string) as Record<string, unknown> & { offers?: Record<string, unknown> },
  );
  return {
    titulo: /<title>(.*?)<\/title>/.exec(html)?.[1],
    canonica: /<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1],
    manifesto: /<link rel="manifest" href="([^"]+)" \/>/.exec(html)?.[1],
    icone: /<link rel="icon" href="([^"]+)"/.exec(html)?.[1],
    meta,
    jsonLd,
    produtos: jsonLd.filter((d) => d['@type'] === 'Product'),
  };
}

describe('the head of the public pages, without JavaScript', () => {
  it('gives the landing its title, description, canonical address, previews and the plans on sale', async () => {
    const p = await criarPlano(t.database.db, {
      plataforma: 1,
      nomePlano: 'Residência Total da página inicial',
      valorCentavos: 1_234_56,
    });
    const h = lerCabecalho(await pagina('/'));
    expect(h.titulo).toBe('Questões, simulados e materiais de estudo · Aprovei');
    expect(h.meta.get('description')).toMatch(/residências odontológicas/);
    expect(h.canonica).toBe('https://aprovei.com.br/');
    expect(h.meta.get('og:url')).toBe('https://aprovei.com.br/');
    expect(h.meta.get('og:title')).toBe(h.titulo);
    expect(h.meta.get('og:image')).toBe('https://aprovei.com.br/marca/aprovei/previa.png');
    expect(h.meta.get('og:locale')).toBe('pt_BR');
    expect(h.meta.get('twitter:card')).toBe('summary_large_image');
    expect(h.meta.get('twitter:image')).toBe(h.meta.get('og:image'));
    expect(h.meta.get('robots')).toBeUndefined();
    expect(h.icone).toBe('/marca/aprovei/icone.svg');
    expect(h.manifesto).toBe('/manifest.webmanifest');
    expect(h.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Aprovei',
    });
    const produto = h.produtos.find((d) => d.name === 'Residência Total da página inicial');
    expect(produto?.offers).toMatchObject({ '@type': 'Offer', price: '1234.56', priceCurrency: 'BRL' });
    expect(h.produtos.length).toBeGreaterThan(1);
    await t.database.db.update(plano).set({ ativo: false }).where(eq(plano.id, p.id));
  });

  it('shows a price changed in the back office on the next load', async () => {
    const p = await criarPlano(t.database.db, {
      plataforma: 2,
      nomePlano: 'Concurso Anual da página de planos',
      valorCentavos: 300_00,
    });
    const antes = lerCabecalho(await pagina('/planos/2')).produtos.find(
      (d) => d.name === 'Concurso Anual da página de planos',
    );
    expect(antes?.offers?.price).toBe('300.00');
    await t.database.db.update(plano).set({ valorIntegralCentavos: 249_90 }).where(eq(plano.id, p.id));
    const depois = lerCabecalho(await pagina('/planos/2')).produtos.find(
      (d) => d.name === 'Concurso Anual da página de planos',
    );
    expect(depois?.offers?.price).toBe('249.90');
    await t.database.db.update(plano).set({ ativo: false }).where(eq(plano.id, p.id));
  });

  it('gives each plan page its platform and the medical product its own name, image and plans', async () => {
    const concurso = lerCabecalho(await pagina('/planos/2'));
    expect(concurso.titulo).toBe('Planos para concursos · Aprovei');
    expect(concurso.canonica).toBe('https://aprovei.com.br/planos/2');

    await criarPlano(t.database.db, { plataforma: 3, nomePlano: 'Med Intensivo da página de planos' });
    const med = lerCabecalho(await pagina('/planos', MED));
    expect(med.titulo).toBe('Nossos Planos · Aprovei Med');
    expect(med.canonica).toBe('https://med.aprovei.com.br/planos');
    expect(med.meta.get('og:image')).toBe('https://med.aprovei.com.br/marca/aprovei-med/previa.png');
    expect(med.produtos.map((d) => d.name)).toContain('Med Intensivo da página de planos');
    expect(lerCabecalho(await pagina('/planos')).produtos.map((d) => d.name)).not.toContain(
      'Med Intensivo da página de planos',
    );

    const legais = [
      ['/termos-de-uso', 'Termos de Uso · Aprovei Med'],
      ['/politica-de-privacidade', 'Política de Privacidade · Aprovei Med'],
    ];
    for (const [url, titulo] of legais) {
      const h = lerCabecalho(await pagina(url as string, MED));
      expect(h.titulo).toBe(titulo);
      expect(h.canonica).toBe(`https://med.aprovei.com.br${url}`);
      expect(h.produtos).toEqual([]);
    }
  });

  it('keeps other pages out of the index: no canonical, no previews, noindex', async () => {
    for (const url of ['/home', '/login', '/planos/3', '/SimuladoEnare/1', '/admin/planos']) {
      const h = lerCabecalho(await pagina(url));
      expect(h.titulo, url).toBe('Aprovei');
      expect(h.meta.get('robots'), url).toBe('noindex');
      expect(h.canonica, url).toBeUndefined();
      expect(h.jsonLd, url).toEqual([]);
    }
  });

  it('writes a plan name as text: nothing in it can close the structured data or add a tag', async () => {
    const p = await criarPlano(t.database.db, {
      plataforma: 1,
      nomePlano: 'Plano </script><script>alert(1)</script>',
    });
    const html = await pagina('/planos/1');
    expect(html).not.toContain('<script>alert(1)');
    expect(lerCabecalho(html).produtos.map((d) => d.name)).toContain(
      'Plano </script><script>alert(1)</script>',
    );
    await t.database.db.update(plano).set({ ativo: false }).where(eq(plano.id, p.id));
  });

  it('compresses the page as the request accepts', async () => {
    const br = await t.app.inject({
      url: '/planos',
      headers: { host: APROVEI, 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain(
      '<title>Nossos Planos · Aprovei</title>',
    );
    const gz = await t.app.inject({
      url: '/planos',
      headers: { host: APROVEI, 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('<title>Nossos Planos · Aprovei</title>');
  });
});

describe('robots.txt, sitemap.xml and the manifest, per product', () => {
  it('opens the public pages and static files to crawlers and closes the rest', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: MED } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const linhas = res.body.split('\n');
    for (const aberto of ['/$', '/planos', '/termos-de-uso', '/politica-de-privacidade', '/assets/'])
      expect(linhas).toContain(`Allow: ${aberto}`);
    expect(linhas).toContain('Disallow: /');
    expect(linhas).toContain('Sitemap: https://med.aprovei.com.br/sitemap.xml');
  });

  it('lists exactly the public pages of the product in its sitemap', async () => {
    const enderecos = async (host: string) => {
      const res = await t.app.inject({ url: '/sitemap.xml', headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(res.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      return [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    };
    const site = 'https://aprovei.com.br';
    expect(await enderecos(APROVEI)).toEqual(
      ['/', '/planos', '/planos/1', '/planos/2', '/termos-de-uso', '/politica-de-privacidade'].map((c) =>
        c === '/' ? `${site}/` : `${site}${c}`,
      ),
    );
    const med = 'https://med.aprovei.com.br';
    expect(await enderecos(MED)).toEqual([
      `${med}/`,
      `${med}/planos`,
      `${med}/planos/3`,
      `${med}/termos-de-uso`,
      `${med}/politica-de-privacidade`,
    ]);
    // Every page the sitemap lists is indexable, with itself as canonical address.
    for (const url of await enderecos(APROVEI)) {
      const caminho = new URL(url as string).pathname;
      expect(lerCabecalho(await pagina(caminho)).canonica, caminho).toBe(url);
    }
  });

  it('gives each product its installable app manifest, with icons that exist in the web build', async () => {
    for (const [host, nome, cor] of [
      [APROVEI, 'Aprovei', '#0b7285'],
      [MED, 'Aprovei Med', '#4c3bcf'],
    ] as const) {
      const res = await t.app.inject({ url: '/manifest.webmanifest', headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      const m = res.json() as {
        name: string;
        display: string;
        theme_color: string;
        start_url: string;
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(m).toMatchObject({
        name: nome,
        display: 'standalone',
        theme_color: cor,
        start_url: '/',
        lang: 'pt-BR',
      });
      expect(m.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
      expect(m.icons.some((i) => i.purpose === 'maskable')).toBe(true);
      const publico = path.resolve(import.meta.dirname, '../../../../web/public');
      for (const i of m.icons) expect(fs.existsSync(path.join(publico, i.src)), i.src).toBe(true);
    }
  });
});
