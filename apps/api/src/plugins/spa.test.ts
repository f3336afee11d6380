import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

// A built web app as the web build leaves it: text files with their Brotli and gzip twins.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-dist-'));
const script = `console.log(${JSON.stringify('Aprovei '.repeat(400))});`;
const html = `<!doctype html><html lang="pt-BR"><head><!-- cabecalho --><title>Aprovei</title><!-- /cabecalho -->${'<meta name="x" content="y">'.repeat(60)}</head></html>`;
const files: Record<string, string> = { 'index.html': html, 'assets/app-123.js': script };

let t: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dist, name);
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  }
  // Too small to be worth compressing: the build writes no twins.
  fs.writeFileSync(path.join(dist, 'assets', 'tiny-123.css'), 'a{color:red}');
  t = await buildTestApp({ WEB_DIST_DIR: dist });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('precompressed web app files', () => {
  it('sends a hashed asset as Brotli, gzip or as it is, per Accept-Encoding, cached for good', async () => {
    const file = path.join(dist, 'assets/app-123.js');
    const cases = [
      { accept: 'br', encoding: 'br', bytes: fs.readFileSync(`${file}.br`) },
      { accept: 'gzip', encoding: 'gzip', bytes: fs.readFileSync(`${file}.gz`) },
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', bytes: fs.readFileSync(`${file}.br`) },
      { accept: undefined, encoding: undefined, bytes: fs.readFileSync(file) },
      { accept: 'identity', encoding: undefined, bytes: fs.readFileSync(file) },
    ];
    for (const { accept, encoding, bytes } of cases) {
      const res = await get('/assets/app-123.js', accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/^application\/javascript/);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(bytes), accept).toBe(true);
    }
    expect(zlib.brotliDecompressSync((await get('/assets/app-123.js', 'br')).rawPayload).toString()).toBe(
      script,
    );
  });

  it('sends each page as index.html with its own head, compressed per request, revalidated on every load', async () => {
    const titulos = {
      '/': 'Questões, simulados e materiais de estudo · Aprovei',
      '/login': 'Aprovei',
      '/configuracoes/editar-perfil': 'Aprovei',
    };
    for (const [url, titulo] of Object.entries(titulos)) {
      const br = await get(url, 'br');
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toMatch(/^text\/html/);
      expect(br.headers['cache-control'], url).toBe('no-cache');
      const pagina = zlib.brotliDecompressSync(br.rawPayload).toString();
      expect(pagina, url).toContain(`<title>${titulo}</title>`);
      expect(pagina, url).not.toContain('<!-- cabecalho -->');
      expect(pagina, url).toContain('<meta name="x" content="y">'.repeat(60));

      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString(), url).toBe(pagina);

      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(pagina);
    }
  });

  it('falls back to the file as it is when the build wrote no compressed copy', async () => {
    const res = await get('/assets/tiny-123.css', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.body).toBe('a{color:red}');
  });
});
