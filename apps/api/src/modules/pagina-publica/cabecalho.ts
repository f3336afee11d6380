import type { Thing } from 'schema-dts';

/**
 * The head of a page's HTML (issue 25 §1): title, description, canonical address, Open Graph and
 * Twitter card, the product's icons and manifest, and its structured data. Pure: the service gives it
 * what to say.
 */
export interface Metadados {
  titulo: string;
  descricao: string;
  /** The page's own address; null on a page search engines must not index (signed-in area, steps). */
  canonica: string | null;
  /** Where the product's files are (`/marca/aprovei/`), under the base path. */
  marca: string;
  nomeProduto: string;
  corTema: string;
  /** The preview image's full address (Open Graph and Twitter card). */
  imagem: string;
  base: string;
  /** schema.org objects, each written as its own JSON-LD script. */
  dadosEstruturados: Thing[];
}

const escapar = (texto: string) =>
  texto.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** JSON inside a script element: `<` escaped so that no text can close the element. */
const jsonNoHtml = (valor: Thing) => JSON.stringify(valor).replace(/</g, '\\u003c');

const meta = (atributo: 'name' | 'property', nome: string, conteudo: string) =>
  `<meta ${atributo}="${nome}" content="${escapar(conteudo)}" />`;

export function cabecalhoHtml(m: Metadados): string {
  const linhas = [
    `<title>${escapar(m.titulo)}</title>`,
    meta('name', 'description', m.descricao),
    meta('name', 'theme-color', m.corTema),
    `<link rel="icon" href="${m.marca}icone.svg" type="image/svg+xml" />`,
    `<link rel="apple-touch-icon" href="${m.marca}icone-180.png" />`,
    `<link rel="manifest" href="${m.base}manifest.webmanifest" />`,
  ];
  if (m.canonica === null) {
    linhas.push(meta('name', 'robots', 'noindex'));
  } else {
    linhas.push(
      `<link rel="canonical" href="${escapar(m.canonica)}" />`,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:locale', 'pt_BR'),
      meta('property', 'og:site_name', m.nomeProduto),
      meta('property', 'og:title', m.titulo),
      meta('property', 'og:description', m.descricao),
      meta('property', 'og:url', m.canonica),
      meta('property', 'og:image', m.imagem),
      meta('property', 'og:image:width', '1200'),
      meta('property', 'og:image:height', '630'),
      meta('property', 'og:image:alt', m.nomeProduto),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', m.titulo),
      meta('name', 'twitter:description', m.descricao),
      meta('name', 'twitter:image', m.imagem),
      ...m.dadosEstruturados.map((d) => `<script type="application/ld+json">${jsonNoHtml(d)}</script>`),
    );
  }
  return linhas.join('\n    ');
}
