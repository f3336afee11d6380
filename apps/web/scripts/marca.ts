/**
 * Draws each product's icons and link preview into public/marca/<tenant>/ (issue 25): the SVG favicon,
 * PNG icons for phones and the app manifest (180, 192, 512, and a maskable 512 whose mark stays in the
 * safe circle), and the 1200×630 preview that Open Graph and Twitter cards show. The PNGs are drawn by
 * Debian's Chromium from the same SVG and committed; run again after changing a colour or the mark:
 *   npx node apps/web/scripts/marca.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COR_DO_PRODUTO, DESCRICAO_DO_PRODUTO, MARCA } from '@aprovei/shared/pagina-publica/pagina-publica';
import { TENANTS, type Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { chromium } from '@playwright/test';

const web = fileURLToPath(new URL('..', import.meta.url));
const fontes = path.resolve(web, '../../node_modules/@fontsource/inter/files');
// A page set from a string may not read files: the fonts go in as data.
const fonte = (peso: number) =>
  `data:font/woff2;base64,${fs.readFileSync(path.join(fontes, `inter-latin-${peso}-normal.woff2`)).toString('base64')}`;
const ACENTO: Record<Tenant, string> = { aprovei: '#f08c00', 'aprovei-med': '#e8590c' };

/** The mark: a tick (approved) in white with the accent's dot, on the product's colour. */
function icone(tenant: Tenant, { mascaravel = false } = {}): string {
  const cor = COR_DO_PRODUTO[tenant].tema;
  // A maskable icon fills its square and keeps the mark inside the middle 80 % circle.
  const fundo = mascaravel
    ? `<rect width="512" height="512" fill="${cor}"/>`
    : `<rect width="512" height="512" rx="112" fill="${cor}"/>`;
  const escala = mascaravel ? 'translate(76.8 76.8) scale(0.7)' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" role="img"><title>${MARCA[tenant]}</title>${fundo}<g transform="${escala}"><path d="M132 268l86 86 166-190" fill="none" stroke="#fff" stroke-width="60" stroke-linecap="round" stroke-linejoin="round"/><circle cx="384" cy="368" r="34" fill="${ACENTO[tenant]}"/></g></svg>`;
}

function previa(tenant: Tenant): string {
  const cor = COR_DO_PRODUTO[tenant].tema;
  const svg = `data:image/svg+xml;base64,${Buffer.from(icone(tenant)).toString('base64')}`;
  return `<!doctype html><html><head><style>
    @font-face { font-family: Inter; font-weight: 400; src: url(${fonte(400)}); }
    @font-face { font-family: Inter; font-weight: 800; src: url(${fonte(800)}); }
    html, body { margin: 0; width: 1200px; height: 630px; }
    body { background: ${cor}; color: #fff; font-family: Inter; display: flex; align-items: center; gap: 56px; padding: 0 96px; box-sizing: border-box; }
    img { width: 220px; height: 220px; border-radius: 48px; box-shadow: 0 0 0 6px rgba(255,255,255,.35); }
    h1 { font-size: 104px; font-weight: 800; letter-spacing: -0.03em; margin: 0 0 24px; }
    p { font-size: 34px; line-height: 1.35; margin: 0; max-width: 720px; }
    b { display: block; width: 120px; height: 10px; border-radius: 5px; background: ${ACENTO[tenant]}; margin-bottom: 28px; }
  </style></head><body><img src="${svg}" alt=""><div><b></b><h1>${MARCA[tenant]}</h1><p>${DESCRICAO_DO_PRODUTO[tenant]}</p></div></body></html>`;
}

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(executablePath))
  throw new Error('Chromium não encontrado (apt-get install chromium, ou CHROMIUM_PATH).');
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
try {
  for (const tenant of TENANTS) {
    const pasta = path.join(web, 'public/marca', tenant);
    fs.mkdirSync(pasta, { recursive: true });
    fs.writeFileSync(path.join(pasta, 'icone.svg'), `${icone(tenant)}\n`);
    const desenhos: [string, number, number, string][] = [
      ['icone-180.png', 180, 180, icone(tenant)],
      ['icone-192.png', 192, 192, icone(tenant)],
      ['icone-512.png', 512, 512, icone(tenant)],
      ['icone-mascaravel-512.png', 512, 512, icone(tenant, { mascaravel: true })],
    ];
    const page = await browser.newPage();
    for (const [nome, largura, altura, svg] of desenhos) {
      await page.setViewportSize({ width: largura, height: altura });
      await page.setContent(
        `<html><body style="margin:0"><img style="display:block;width:${largura}px;height:${altura}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`,
      );
      await page.screenshot({ path: path.join(pasta, nome), omitBackground: true });
    }
    await page.setViewportSize({ width: 1200, height: 630 });
    await page.setContent(previa(tenant), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(pasta, 'previa.png') });
    await page.close();
    console.log(`${tenant}: ${fs.readdirSync(pasta).join(', ')}`);
  }
} finally {
  await browser.close();
}
