/** What the page and the service worker (src/sw.ts) say to each other. */
export const MENSAGEM_ATUALIZAR = 'aprovei:atualizar';
/** The page shown offline when no page was kept yet (public/offline.html). */
export const PAGINA_OFFLINE = 'offline.html';
