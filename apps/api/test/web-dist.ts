import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A built web app as `npm run build` leaves it, in a temporary folder: index.html with the head block
 * the server fills per page (`<!-- cabecalho -->`) and `corpo` as its body, plus any other `arquivos`.
 */
export function webDist(corpo = '<div id="root"></div>', arquivos: Record<string, string> = {}): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-dist-'));
  const html =
    '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" />\n<!-- cabecalho -->\n<title>Aprovei</title>\n' +
    `<!-- /cabecalho -->\n</head><body>${corpo}</body></html>`;
  for (const [nome, conteudo] of Object.entries({ 'index.html': html, ...arquivos })) {
    fs.mkdirSync(path.dirname(path.join(dist, nome)), { recursive: true });
    fs.writeFileSync(path.join(dist, nome), conteudo);
  }
  return dist;
}
