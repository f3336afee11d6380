import sanitize from 'sanitize-html';

/** The address of an image uploaded to the back office (POST /api/admin/imagens): the only images allowed. */
export const IMAGEM_PROPRIA = /^\/api\/imagens\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;

/**
 * The allow-list for question statements and other rich texts: text structure only, no scripts,
 * styles, event handlers, iframes or images from elsewhere (an `<img>` only with the address of one of
 * our uploaded images). Applied on every write; the web sanitises again on render.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    img: ['src', 'alt'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGEM_PROPRIA.test(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
};

export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
