import {
  CAMINHOS_ABERTOS,
  COR_DO_PRODUTO,
  caminhoDosPlanos,
  DESCRICAO_DO_PRODUTO,
  MARCA,
  PAGINAS_INDEXAVEIS,
} from '@aprovei/shared/pagina-publica/pagina-publica';
import { PLATAFORMAS_DO_TENANT, type Tenant } from '@aprovei/shared/plataforma/plataforma.rules';

/** A product's files (icons, preview image) under the base path: /marca/aprovei/, /marca/aprovei-med/. */
export const pastaDaMarca = (basePath: string, tenant: Tenant) => `${basePath}marca/${tenant}/`;

/** Every public page of the product, as paths from the root (no base path). */
export const caminhosPublicos = (tenant: Tenant): string[] => [
  PAGINAS_INDEXAVEIS.landing.caminho,
  PAGINAS_INDEXAVEIS.planos.caminho,
  ...PLATAFORMAS_DO_TENANT[tenant].map(caminhoDosPlanos),
  PAGINAS_INDEXAVEIS.termosDeUso.caminho,
  PAGINAS_INDEXAVEIS.politicaPrivacidade.caminho,
];

/** An address of the product: its public origin and base path (`base` ends with /) plus a root path. */
export const enderecoDe = (base: string, caminho: string) => `${base}${caminho.replace(/^\//, '')}`;

/** robots.txt: the public pages and static files open, everything else closed, and the sitemap. */
export function robotsTxt(base: string, basePath: string): string {
  const abertos = CAMINHOS_ABERTOS.map((c) => `Allow: ${basePath}${c.replace(/^\//, '')}`);
  return [
    'User-agent: *',
    ...abertos,
    `Disallow: ${basePath}`,
    '',
    `Sitemap: ${enderecoDe(base, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** sitemap.xml of the product's public pages. */
export function sitemapXml(base: string, tenant: Tenant): string {
  const urls = caminhosPublicos(tenant).map((c) => `  <url><loc>${enderecoDe(base, c)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The web app manifest of the product (installable app, issue 25 §2). */
export function manifesto(tenant: Tenant, basePath: string) {
  const marca = pastaDaMarca(basePath, tenant);
  return {
    id: basePath,
    name: MARCA[tenant],
    short_name: MARCA[tenant],
    description: DESCRICAO_DO_PRODUTO[tenant],
    lang: 'pt-BR',
    start_url: basePath,
    scope: basePath,
    display: 'standalone',
    theme_color: COR_DO_PRODUTO[tenant].tema,
    background_color: COR_DO_PRODUTO[tenant].fundo,
    icons: [
      { src: `${marca}icone-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${marca}icone-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${marca}icone-mascaravel-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
