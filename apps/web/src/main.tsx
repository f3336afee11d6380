import './theme/fonts.css';
import './theme/global.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { appRoutes, carregarRotasDoEndereco, createAppRouter } from './app/router';
import { mostrarErroDaConsulta } from './components/error-dialog';
import { existenciaUsuarioQueryOptions } from './features/conta/api/conta.api';
import { parametrosQueryOptions } from './features/parametro/api/parametro.api';
import { cursosQueryOptions } from './features/questoes/api/filtros.api';
import { startProactiveRefresh } from './lib/api-client';
import { lerEstadoDoServidor, repetirCliquesDaCarga } from './lib/hidratacao';
import { getPlataforma } from './lib/plataforma';
import { aoFalharConsulta, queryClient } from './lib/query-client';
import { getSession } from './lib/session';

aoFalharConsulta(mostrarErroDaConsulta);

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html.');

// The service worker once the page has loaded (its code is not part of the first download).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./lib/pwa').then((m) => m.registrarServiceWorker()), {
    once: true,
  });
}

/** Renders nothing; once the hydration has committed, does the taps held while the app loaded. */
function AposHidratar() {
  useEffect(repetirCliquesDaCarga, []);
  return null;
}

/** Starts the app; a public page the server rendered (issue 25 §1) is hydrated, any other page rendered. */
async function iniciar(container: HTMLElement) {
  // The server's page comes with the data it showed: its queries start filled (nothing fetched twice)
  // and its screen's code loads before the first render, which must match the HTML.
  let doServidor = lerEstadoDoServidor();
  const routes = appRoutes();
  if (doServidor) {
    hydrate(queryClient, doServidor.consultas);
    // Offline with the screen's code never downloaded: rendered instead, the router says why.
    doServidor = await carregarRotasDoEndereco(routes, window.location.pathname).then(
      () => doServidor,
      () => undefined,
    );
  }
  const router = createAppRouter(routes);
  startProactiveRefresh();

  // The router renders once the route's lazy code has loaded; the calls the first render then makes
  // start now instead, alongside that code: the parameters of the privacy notice and of the shell
  // (root layout, every page) and, on a signed-in route, the guard's account check (RequireAuth); on
  // the question and exercise searches, the course list (the filter card's first field shows with it:
  // arriving after the first render, it pushed the other fields down).
  void queryClient.prefetchQuery(parametrosQueryOptions());
  const session = getSession();
  const routeIds = new Set(router.state.matches.map((match) => match.route.id));
  if (session && routeIds.has('auth')) {
    void queryClient.prefetchQuery(existenciaUsuarioQueryOptions(session.claims.email, session.claims.cpf));
    if (['simulados', 'questoesConcurso', 'exerciciosFixacao'].some((id) => routeIds.has(id))) {
      void queryClient.prefetchQuery(cursosQueryOptions(getPlataforma()));
    }
  }

  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
        {doServidor && <AposHidratar />}
      </AppProvider>
    </StrictMode>
  );
  // As a transition the hydration yields to the browser between pieces (no long task for a tap to wait on).
  if (doServidor) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

// Not awaited at the top: the screens' chunks import this entry, and a top-level await here would wait
// for them while they wait for it.
void iniciar(root);
