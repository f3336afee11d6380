import {
  type PlataformaId,
  parsePlataforma,
  plataformaEfetiva,
} from '@aprovei/shared/plataforma/plataforma.rules';
import { dehydrate, type Query } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import sanitize from 'sanitize-html';
import { AppProvider } from './app/provider';
import { appRoutes } from './app/router';
import { definirEnderecoNoServidor, isMedical, ROUTER_BASENAME } from './config/env';
import { definirTransporte } from './lib/api-client';
import { definirPlataformaNoServidor, type EstadoDoServidor, ID_DO_ESTADO } from './lib/hidratacao';
import { createQueryClient } from './lib/query-client';
import {
  definirSanitizadorSemDom,
  IMAGEM_PROPRIA,
  isSafeHref,
  TAGS_DESCARTADAS,
  TAGS_PERMITIDAS,
} from './lib/sanitize-html';

/**
 * The server's render of a public page (issue 25 §1), run inside the API process from the bundle
 * `vite build --ssr` writes (apps/web/dist-ssr). It renders the page's own React tree, so the HTML a
 * crawler, a link preview or a phone before its JavaScript sees is the page the browser then hydrates.
 */

// The texts written in the back office, sanitised with the browser's allow-list (lib/sanitize-html.ts).
definirSanitizadorSemDom((html) =>
  sanitize(html, {
    allowedTags: [...TAGS_PERMITIDAS],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'loading'] },
    nonTextTags: TAGS_DESCARTADAS.map((tag) => tag.toLowerCase()),
    allowedSchemes: ['http', 'https'],
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !IMAGEM_PROPRIA.test(frame.attribs.src ?? '')) ||
      (frame.tag === 'a' && frame.attribs.href !== undefined && !isSafeHref(frame.attribs.href)),
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href?.trim();
        const externo = href !== undefined && /^https?:|^\/\//i.test(href);
        return {
          tagName,
          attribs: href ? { href, ...(externo ? { target: '_blank', rel: 'noopener noreferrer' } : {}) } : {},
        };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: { src: attribs.src ?? '', alt: attribs.alt ?? '', loading: 'lazy' },
      }),
    },
  }),
);

export interface PedidoDePagina {
  /** The page's whole address (its host chooses the product). */
  endereco: string;
  /** The `plataforma` cookie, when the visitor chose one. */
  plataforma: string | undefined;
  /** Answers the page's API calls (the API process answers them itself). */
  buscar: typeof fetch;
}

export interface PaginaRenderizada {
  /** The HTML inside `<div id="root">`. */
  html: string;
  /** The JSON block the hydration starts from. */
  estado: string;
}

async function paraTexto(arvore: ReactNode): Promise<string> {
  // One piece, no boundary outlined: React's completion scripts are inline, and the CSP runs none.
  const { prelude } = await prerender(arvore, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** Queries a render asked for and nobody fetched (the server renders without effects). */
function naoBuscadas(consultas: Query[]): Query[] {
  return consultas.filter(
    (q) =>
      q.state.status === 'pending' &&
      q.state.fetchStatus === 'idle' &&
      (q.options as { enabled?: unknown }).enabled !== false,
  );
}

/** The JSON inside a script element: no `</script>` nor `<!--` can close or bend it. */
const jsonNoHtml = (valor: unknown) => JSON.stringify(valor).replace(/</g, '\\u003c');

async function renderizarAgora({ endereco, plataforma, buscar }: PedidoDePagina) {
  definirEnderecoNoServidor(endereco);
  definirTransporte(buscar);
  const escolhida: PlataformaId = plataformaEfetiva(parsePlataforma(plataforma), isMedical());
  definirPlataformaNoServidor(escolhida);

  const handler = createStaticHandler(appRoutes(), { basename: ROUTER_BASENAME });
  const contexto = await handler.query(new Request(endereco));
  if (contexto instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, contexto);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  const arvore = (
    <AppProvider queryClient={queryClient}>
      <StaticRouterProvider router={router} context={contexto} hydrate={false} />
    </AppProvider>
  );
  // A render shows which queries the page reads; they are fetched and the page rendered again, until
  // nothing new is asked (a section that appears with its data may ask for more).
  let html = await paraTexto(arvore);
  for (let volta = 0; volta < 3; volta++) {
    const faltam = naoBuscadas(queryClient.getQueryCache().getAll());
    if (faltam.length === 0) break;
    await Promise.all(faltam.map((q) => q.fetch().catch(() => undefined)));
    html = await paraTexto(arvore);
  }
  const estado: EstadoDoServidor = {
    caminho: new URL(endereco).pathname,
    plataforma: escolhida,
    consultas: dehydrate(queryClient),
  };
  return { html, estado: jsonNoHtml(estado) };
}

// One page at a time: the address, the platform and the API transport are module state here.
let fila: Promise<unknown> = Promise.resolve();

/** The HTML of a public page and its hydration state; undefined when the address redirects. */
export function renderizarPagina(pedido: PedidoDePagina): Promise<PaginaRenderizada | undefined> {
  const vez = fila.then(() => renderizarAgora(pedido));
  fila = vez.catch(() => undefined);
  return vez;
}

export { ID_DO_ESTADO };
