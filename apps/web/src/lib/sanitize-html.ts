/**
 * A small allow-list HTML sanitiser for texts written by the platform (policies, cookie notice).
 * Keeps h2, h3, p, ul, ol, li, strong, em, br, a[href] (http, https or relative only) and the images
 * uploaded in the back office (img[src=/api/imagens/…], with their alt) with no other attribute; unwraps any other element (its text stays) and drops scripts, styles, embedded
 * content, forms and comments entirely. Built on the browser's DOMParser, which never runs scripts
 * or loads resources of the parsed document.
 */

const ALLOWED = new Set(['H2', 'H3', 'P', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'A', 'BR', 'IMG']);

/** The only images kept: those uploaded in the back office (the API's allow-list, lib/html.ts there). */
export const IMAGEM_PROPRIA = /^\/api\/imagens\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;

/** Elements removed together with their content. */
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'FRAME',
  'FRAMESET',
  'OBJECT',
  'EMBED',
  'APPLET',
  'SVG',
  'MATH',
  'CANVAS',
  'VIDEO',
  'AUDIO',
  'PICTURE',
  'SOURCE',
  'TRACK',
  'FORM',
  'INPUT',
  'BUTTON',
  'SELECT',
  'OPTION',
  'TEXTAREA',
  'LINK',
  'META',
  'BASE',
  'TITLE',
  'HEAD',
  'XMP',
  'PLAINTEXT',
  'NOEMBED',
  'NOFRAMES',
]);

/** Characters browsers ignore or strip inside a URL scheme (controls, whitespace). */
function stripIgnorable(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code > 0x20 && code !== 0x7f) out += ch;
  }
  return out;
}

/** http, https or relative URLs only; everything else (javascript:, data:, vbscript:…) is refused. */
export function isSafeHref(href: string): boolean {
  const cleaned = stripIgnorable(href);
  if (cleaned === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  if (scheme) return /^https?$/i.test(scheme[1] ?? '');
  // No scheme: relative ('/x', 'x', '#x', '?x', '//host' which inherits http/https). A ':' before any
  // '/', '?' or '#' would make a browser read a scheme, so refuse it.
  const firstDelimiter = cleaned.search(/[/?#]/);
  const head = firstDelimiter === -1 ? cleaned : cleaned.slice(0, firstDelimiter);
  return !head.includes(':');
}

function cleanChildren(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED.has(tag)) continue;
    if (!ALLOWED.has(tag)) {
      cleanChildren(element, target, doc); // unwrap: keep the text, lose the element
      continue;
    }
    if (tag === 'IMG') {
      const src = element.getAttribute('src') ?? '';
      if (!IMAGEM_PROPRIA.test(src)) continue;
      const img = doc.createElement('img');
      img.setAttribute('src', src);
      img.setAttribute('alt', element.getAttribute('alt') ?? '');
      img.setAttribute('loading', 'lazy');
      target.appendChild(img);
      continue;
    }
    const copy = doc.createElement(tag.toLowerCase());
    if (tag === 'A') {
      const href = element.getAttribute('href');
      if (href !== null && isSafeHref(href)) {
        copy.setAttribute('href', href.trim());
        if (/^\s*https?:|^\s*\/\//i.test(href)) {
          copy.setAttribute('target', '_blank');
          copy.setAttribute('rel', 'noopener noreferrer');
        }
      }
    }
    if (tag !== 'BR') cleanChildren(element, copy, doc);
    target.appendChild(copy);
  }
}

let semDom: ((html: string) => string) | undefined;

/** The server's render (no DOMParser there) sanitises with the same allow-list through an HTML parser. */
export function definirSanitizadorSemDom(sanitizar: (html: string) => string): void {
  semDom = sanitizar;
}

/** The tags kept and the tags dropped with their content, for the sanitiser without a DOM. */
export const TAGS_PERMITIDAS: readonly string[] = [...ALLOWED].map((tag) => tag.toLowerCase());
export const TAGS_DESCARTADAS: readonly string[] = [...DROPPED];

export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') {
    if (!semDom) throw new Error('sanitizeHtml sem DOM: defina o sanitizador do servidor.');
    return semDom(html);
  }
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  cleanChildren(parsed.body, container, out);
  return container.innerHTML;
}
