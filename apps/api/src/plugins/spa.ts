import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestPath } from '../lib/request-path.ts';

export interface SpaOptions {
  /**
   * The head of a page (title, description, previews, structured data) for a path from the base path
   * on: written into index.html's `<!-- cabecalho -->` block on every page load.
   */
  cabecalhoDaPagina: (request: FastifyRequest, caminho: string) => Promise<string>;
  /**
   * A public page's content rendered on the server (inside `<div id="root">`) and the JSON state its
   * hydration starts from; undefined for a page the browser renders alone.
   */
  corpoDaPagina: (
    request: FastifyRequest,
    caminho: string,
  ) => Promise<{ html: string; estado: string; idDoEstado: string; estilos: string[] } | undefined>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The compression a request accepts, Brotli first; none when it accepts neither (or refuses with q=0). */
export function codificacaoAceita(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const aceitas = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((parte) => parte.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([nome]) => nome?.trim().toLowerCase()),
  );
  return aceitas.has('br') ? 'br' : aceitas.has('gzip') ? 'gzip' : undefined;
}

const AVISO_SEM_JAVASCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

/** The app's mount point in index.html, where a public page's server-rendered content goes. */
const RAIZ_VAZIA = '<div id="root"></div>';

/** Where index.html keeps the head the server replaces (Vite's build keeps comments). */
const BLOCO_CABECALHO = /<!-- cabecalho -->[\s\S]*?<!-- \/cabecalho -->/;

/**
 * Serves the built web app under BASE_PATH. History-mode fallback: a GET for a path without a file
 * extension outside /api answers index.html, with the page's own head; a missing asset or an unknown
 * /api path stays a JSON 404. Text files are sent as the Brotli or gzip copy the web build wrote beside
 * them (`.br`, `.gz`), as the request's Accept-Encoding allows, else as they are. Hashed assets are
 * cached for good; pages are revalidated on every load, so a new build or a new price shows at once.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, { cabecalhoDaPagina, corpoDaPagina }: SpaOptions) => {
    const root = path.resolve(app.env.WEB_DIST_DIR);
    const basePath = app.env.BASE_PATH;
    const indexPath = path.join(root, 'index.html');
    const hasBuild = fs.existsSync(indexPath);
    if (!hasBuild) app.log.warn({ root }, 'web app not built: only the API is served (run npm run build)');

    // index.html read again only when a new build replaced it.
    let modelo = { mtimeMs: -1, html: '' };
    const indexHtml = async () => {
      const { mtimeMs } = await fs.promises.stat(indexPath);
      if (mtimeMs !== modelo.mtimeMs)
        modelo = { mtimeMs, html: await fs.promises.readFile(indexPath, 'utf8') };
      if (!BLOCO_CABECALHO.test(modelo.html))
        throw new Error('index.html sem o bloco <!-- cabecalho -->: reconstrua o app web.');
      return modelo.html;
    };

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        prefix: basePath,
        // index.html is never sent as it is: the not-found handler below writes each page's head into it.
        index: false,
        wildcard: true,
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    const notFound = (url: string, method: string) => ({
      codigo: 'NAO_ENCONTRADO',
      mensagem: `Rota não encontrada: ${method} ${url}`,
    });

    /** index.html with the page's own head, compressed as the request accepts. */
    async function enviarPagina(request: FastifyRequest, reply: FastifyReply, url: string) {
      const caminho = `/${url.slice(basePath.length)}`;
      const [html, cabecalho, corpo] = await Promise.all([
        indexHtml(),
        cabecalhoDaPagina(request, caminho),
        corpoDaPagina(request, caminho),
      ]);
      let pagina = html.replace(BLOCO_CABECALHO, () => cabecalho);
      if (corpo) {
        const estilos = corpo.estilos
          .filter((href) => !pagina.includes(`href="${href}"`))
          .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
          .join('');
        pagina = pagina
          .replace('</head>', () => `${estilos}</head>`)
          // The page is readable without JavaScript: no notice asking for it.
          .replace(AVISO_SEM_JAVASCRIPT, '')
          .replace(
            RAIZ_VAZIA,
            () =>
              `<div id="root">${corpo.html}</div><script type="application/json" id="${corpo.idDoEstado}">${corpo.estado}</script>`,
          );
      }
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      // A page is written per request, so it is compressed here (quality 5: a few KB take well under 1 ms).
      const codificacao = codificacaoAceita(request.headers['accept-encoding']);
      if (codificacao === 'br') {
        const corpo = await brotli(pagina, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
        return reply.header('Content-Encoding', 'br').send(corpo);
      }
      if (codificacao === 'gzip') return reply.header('Content-Encoding', 'gzip').send(await gzip(pagina));
      return reply.send(pagina);
    }

    // The root is a page too; the static files' wildcard would answer it as a directory.
    if (hasBuild)
      app.get(basePath, { schema: { hide: true } }, (request, reply) =>
        enviarPagina(request, reply, basePath),
      );

    app.setNotFoundHandler(async (request, reply) => {
      // Decided on the decoded path, as the router would match it: `/%61pi/x` is an /api address.
      const url = requestPath(request.url);
      const isPage =
        hasBuild &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        url.startsWith(basePath) &&
        !url.startsWith('/api/') &&
        url !== '/api' &&
        !path.posix.basename(url).includes('.');
      if (isPage) return enviarPagina(request, reply, url);
      return reply.status(404).send(notFound(url, request.method));
    });
  },
);
