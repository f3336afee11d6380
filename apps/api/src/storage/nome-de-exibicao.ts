/**
 * The display name of a file: its base name without control or format characters (a NUL, a
 * right-to-left override) nor quotes, at most 120 characters, ending in the extension of the type its
 * bytes have, whatever the name claimed: `pwned\0.pdf\0.exe` of a PDF is `pwned.pdf`.
 */
export function nomeDeExibicao(original: string, extensao: string): string {
  const limpo = (original.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}"]/gu, '').trim();
  const sufixo = extensao ? `.${extensao}` : '';
  let base = sufixo ? limpo.replace(/\.[^.]*$/, '') : limpo;
  if (sufixo && base.toLowerCase().endsWith(sufixo)) base = base.slice(0, -sufixo.length);
  base = base
    .slice(0, 120 - sufixo.length)
    .replace(/[.\s]+$/, '')
    .trim();
  return `${base || 'arquivo'}${sufixo}`;
}
