import type { PDFFont } from 'pdf-lib';

/**
 * Text for PDFs drawn with pdf-lib's standard fonts, which encode only WinAnsi (Windows-1252): that
 * covers Portuguese; `paraWinAnsi` keeps anything else from reaching the encoder (it would throw).
 */

// Windows-1252 code points 0x80–0x9F that map to Unicode characters (the rest of 0x20–0xFF is Latin-1).
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((c) => c.codePointAt(0) as number));
const SUBSTITUTOS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2032': "'",
  '\u2033': '"',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u2007': ' ',
  '\u200b': '',
  '\ufeff': '',
  '\t': ' ',
};

function cabeEmWinAnsi(code: number): boolean {
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(code);
}

/**
 * Keeps what WinAnsi encodes (all Portuguese letters, quotes, dashes, €, •); replaces a few common
 * symbols by ASCII, strips accents the encoding lacks ('ő' → 'o'), and writes '?' for anything else
 * (emoji, other scripts). Line breaks are kept for the layout.
 */
export function paraWinAnsi(texto: string): string {
  let out = '';
  for (const ch of texto.normalize('NFC')) {
    if (ch === '\n') {
      out += ch;
      continue;
    }
    const sub = SUBSTITUTOS[ch];
    if (sub !== undefined) {
      out += sub;
      continue;
    }
    const code = ch.codePointAt(0) as number;
    if (cabeEmWinAnsi(code)) {
      out += ch;
      continue;
    }
    if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) continue; // controls
    const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    const kept = [...base].filter((c) => cabeEmWinAnsi(c.codePointAt(0) as number)).join('');
    out += kept.length > 0 ? kept : '?';
  }
  return out;
}

/** Breaks a text into lines that fit `largura` points (long words are cut). */
export function quebrarLinhas(texto: string, font: PDFFont, tamanho: number, largura: number): string[] {
  const linhas: string[] = [];
  for (const paragrafo of texto.split('\n')) {
    let atual = '';
    for (const palavra of paragrafo.split(/ +/).filter(Boolean)) {
      const tentativa = atual ? `${atual} ${palavra}` : palavra;
      if (font.widthOfTextAtSize(tentativa, tamanho) <= largura) {
        atual = tentativa;
        continue;
      }
      if (atual) linhas.push(atual);
      let resto = palavra;
      while (font.widthOfTextAtSize(resto, tamanho) > largura) {
        let corte = resto.length - 1;
        while (corte > 1 && font.widthOfTextAtSize(resto.slice(0, corte), tamanho) > largura) corte--;
        linhas.push(resto.slice(0, corte));
        resto = resto.slice(corte);
      }
      atual = resto;
    }
    linhas.push(atual);
  }
  return linhas;
}
