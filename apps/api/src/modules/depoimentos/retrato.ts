/**
 * A small portrait drawn for the project (no photo of anyone): a coloured disc, shoulders, a face and
 * hair, and the initials on a badge. About 600 bytes of SVG.
 */
export function retratoSvg(iniciais: string, fundo: string, pele: string, cabelo: string, roupa: string) {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">',
    `<circle cx="48" cy="48" r="48" fill="${fundo}"/>`,
    `<path d="M14 88c4-18 18-26 34-26s30 8 34 26a48 48 0 0 1-68 0z" fill="${roupa}"/>`,
    `<rect x="42" y="52" width="12" height="12" rx="4" fill="${pele}"/>`,
    `<ellipse cx="48" cy="40" rx="16" ry="19" fill="${pele}"/>`,
    `<path d="M31 38c0-14 8-21 17-21s17 7 17 21c-4-7-10-10-17-10s-13 3-17 10z" fill="${cabelo}"/>`,
    '<circle cx="76" cy="76" r="14" fill="#ffffff"/>',
    `<text x="76" y="81" font-family="Arial,sans-serif" font-size="12" font-weight="700" text-anchor="middle" fill="#212529">${iniciais}</text>`,
    '</svg>',
  ].join('');
}

const PALETAS = [
  ['#c5f6fa', '#e0b08a', '#4a2c1a', '#0b7285'],
  ['#fff3bf', '#a86f4c', '#1b1b1b', '#2b8a3e'],
  ['#d3f9d8', '#f1c7a3', '#8c4a2f', '#f08c00'],
  ['#e5dbff', '#c68863', '#3b2417', '#5f3dc4'],
  ['#edf2ff', '#e8b894', '#2f1b12', '#4c3bcf'],
  ['#ffe8cc', '#8d5a3b', '#111111', '#e8590c'],
] as const;

/**
 * The portrait of a testimonial added in the back office: drawn from the name's initials (letters and
 * digits only, so nothing but text reaches the SVG), its colours picked by the name.
 */
export function retratoDoNome(nome: string): string {
  const partes = nome.split(/\s+/).filter(Boolean);
  const letras = [partes[0], partes.length > 1 ? partes.at(-1) : undefined]
    .map((p) => p?.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .join('')
    .toUpperCase();
  const soma = [...nome].reduce((s, c) => s + c.codePointAt(0)!, 0);
  const [fundo, pele, cabelo, roupa] = PALETAS[soma % PALETAS.length]!;
  return retratoSvg(letras, fundo, pele, cabelo, roupa);
}
