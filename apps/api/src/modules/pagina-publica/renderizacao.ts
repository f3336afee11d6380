import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the web's server bundle (apps/web/src/entry-server.tsx, built into `<WEB_DIST_DIR>-ssr`) exports. */
interface PaginaRenderizada {
  html: string;
  estado: string;
}

/** Each public route's stylesheets, as the web build lists them (apps/web/scripts/vite/route-preloads.ts). */
const ROTAS_DO_BUILD = '.vite/rotas-publicas.json';
type RotasDoBuild = [padrao: string, estilos: string[]][];
interface BundleDoServidor {
  ID_DO_ESTADO: string;
  renderizarPagina(pedido: {
    endereco: string;
    plataforma: string | undefined;
    buscar: typeof fetch;
  }): Promise<PaginaRenderizada | undefined>;
}

/** A rendered page is reused for a minute at most, and until the back office changes anything. */
const VALIDADE_MS = 60_000;
const MAXIMO_NO_CACHE = 64;

/** The `plataforma` cookie the web sets when the visitor picks a platform (src/lib/plataforma.ts). */
function cookieDaPlataforma(request: FastifyRequest): string | undefined {
  return /(?:^|;\s*)plataforma=(\d+)/.exec(request.headers.cookie ?? '')?.[1];
}

/**
 * The public pages' content rendered on the server (issue 25 §1), by the web's own React tree from its
 * server bundle; the page's API calls are answered inside this process (`app.inject`, as the visitor
 * would call them: no session). Pages are kept per product, path and platform for a minute and
 * forgotten at once when any back-office write succeeds, so a new price or testimonial shows on the next
 * load. Without the bundle (web not built) or when a render fails, the page goes out as the plain app,
 * which renders in the browser as before.
 */
export function renderizadorDePaginas(app: FastifyInstance) {
  const dist = path.resolve(app.env.WEB_DIST_DIR);
  const arquivo = path.join(`${dist}-ssr`, 'entry-server.js');
  let bundle: Promise<BundleDoServidor | undefined> | undefined;
  let rotas: Promise<RotasDoBuild> | undefined;

  /**
   * The route's stylesheets, linked in the head: the HTML paints before the route's code runs, and
   * without them a server-rendered page would paint unstyled, then move.
   */
  async function estilosDa(caminho: string): Promise<string[]> {
    rotas ??= fs.promises
      .readFile(path.join(dist, ROTAS_DO_BUILD), 'utf8')
      .then((texto) => JSON.parse(texto) as RotasDoBuild)
      .catch(() => []);
    const rota = (await rotas).find(([padrao]) => new RegExp(padrao, 'i').test(caminho));
    return (rota?.[1] ?? []).map((arquivo) => `${app.env.BASE_PATH}${arquivo}`);
  }
  const cache = new Map<string, { expira: number; pagina: PaginaRenderizada }>();

  const carregar = () => {
    bundle ??= fs.existsSync(arquivo)
      ? (import(pathToFileURL(arquivo).href) as Promise<BundleDoServidor>)
      : Promise.resolve(
          app.log.warn({ arquivo }, 'web server bundle missing: public pages render in the browser only'),
        ).then(() => undefined);
    return bundle;
  };

  // Loaded when the server starts, not on the first visitor's page.
  app.addHook('onReady', async () => {
    await carregar();
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      if (request.url.startsWith('/api/admin')) cache.clear();
    }
  });

  /** The page's API calls, answered by this app as the anonymous visitor on the page's address. */
  const buscarPara =
    (request: FastifyRequest): typeof fetch =>
    async (entrada, init) => {
      const cabecalhos = Object.fromEntries(new Headers(init?.headers).entries());
      const resposta = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(entrada),
        headers: { ...cabecalhos, host: request.host },
        payload: typeof init?.body === 'string' ? init.body : undefined,
      });
      return new Response(resposta.statusCode === 204 ? null : resposta.rawPayload, {
        status: resposta.statusCode,
        headers: { 'content-type': String(resposta.headers['content-type'] ?? 'application/json') },
      });
    };

  return {
    /** The page's HTML inside #root and its hydration state; undefined to send the plain app. */
    async renderizar(
      request: FastifyRequest,
      chave: string,
      caminho: string,
    ): Promise<(PaginaRenderizada & { idDoEstado: string; estilos: string[] }) | undefined> {
      const servidor = await carregar();
      if (!servidor) return undefined;
      const plataforma = cookieDaPlataforma(request);
      const chaveCompleta = `${chave}|${plataforma ?? ''}`;
      const agora = Date.now();
      const guardada = cache.get(chaveCompleta);
      const extras = { idDoEstado: servidor.ID_DO_ESTADO, estilos: await estilosDa(caminho) };
      if (guardada && guardada.expira > agora) return { ...guardada.pagina, ...extras };
      try {
        const endereco = `${request.protocol}://${request.host}${request.url}`;
        const pagina = await servidor.renderizarPagina({ endereco, plataforma, buscar: buscarPara(request) });
        if (!pagina) return undefined;
        if (cache.size >= MAXIMO_NO_CACHE) cache.clear();
        cache.set(chaveCompleta, { expira: agora + VALIDADE_MS, pagina });
        return { ...pagina, ...extras };
      } catch (erro) {
        request.log.error({ err: erro }, 'server render of a public page failed: sending the plain app');
        return undefined;
      }
    },
  };
}
