/// <reference lib="webworker" />
/**
 * The service worker (issue 25 §2), built by vite-plugin-pwa from this source. It keeps the app
 * working on a weak connection without keeping anyone's data:
 * - the first page's code, its stylesheet, font and icons and the offline page are stored on install;
 * - the other hashed files (each screen's code) are stored the first time they load, and served from
 *   the device from then on (their names change with every build, so they never go stale);
 * - a page asks the network first (its head comes from the server with today's prices) and, after 4 s or
 *   offline, uses the last copy of a page seen, which is the same app; failing that, the offline page;
 * - the API is never touched: answers, sessions and personal data never go into a cache.
 * A new version waits until the person accepts it (the page shows 'Nova versão disponível').
 * It also shows the server's push notifications (the daily review, a corrected open question) and opens
 * their page when tapped.
 */

import type { AvisoPush } from '@aprovei/shared/notificacoes-push/notificacoes-push.rules';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { MENSAGEM_ATUALIZAR, PAGINA_OFFLINE } from './lib/pwa-mensagens';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const BASE = import.meta.env.BASE_URL;
const PAGINAS = 'aprovei-paginas';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const mesmaOrigem = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ url }) => mesmaOrigem(url) && url.pathname.startsWith(`${BASE}assets/`),
  new CacheFirst({
    cacheName: 'aprovei-arquivos',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && mesmaOrigem(url) && !url.pathname.startsWith('/api/'),
  new NetworkFirst({
    cacheName: PAGINAS,
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 20 })],
  }),
);

// A page never seen offline: any page kept is the same app (the router shows the right screen).
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const guardadas = await caches.open(PAGINAS);
  const [qualquer] = await guardadas.keys();
  return (
    (qualquer && (await guardadas.match(qualquer))) ||
    (await matchPrecache(`${BASE}${PAGINA_OFFLINE}`)) ||
    Response.error()
  );
});

self.addEventListener('message', (event) => {
  if (event.data === MENSAGEM_ATUALIZAR) void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const aviso = event.data?.json() as AvisoPush | undefined;
  if (!aviso) return;
  const marca = `${BASE}marca/${aviso.tenant}/`;
  event.waitUntil(
    self.registration.showNotification(aviso.titulo, {
      body: aviso.corpo,
      icon: `${marca}icone-192.png`,
      badge: `${marca}icone-192.png`,
      tag: aviso.tag,
      lang: 'pt-BR',
      data: { url: new URL(`${BASE}${aviso.caminho}`, self.location.origin).href },
    }),
  );
});

// A tap focuses a window of the app already on that page, or opens it.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? `${self.location.origin}${BASE}`;
  event.waitUntil(
    (async () => {
      const janelas = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const aberta =
        janelas.find((j) => j.url === url) ??
        janelas.find((j) => new URL(j.url).origin === self.location.origin);
      if (aberta) {
        await aberta.focus();
        if (aberta.url !== url) await aberta.navigate(url);
      } else await self.clients.openWindow(url);
    })(),
  );
});
