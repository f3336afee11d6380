import './theme/fonts.css';
import './theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { mostrarErroDaConsulta } from './components/error-dialog';
import { existenciaUsuarioQueryOptions } from './features/conta/api/conta.api';
import { parametrosQueryOptions } from './features/parametro/api/parametro.api';
import { cursosQueryOptions } from './features/questoes/api/filtros.api';
import { startProactiveRefresh } from './lib/api-client';
import { getPlataforma } from './lib/plataforma';
import { aoFalharConsulta, queryClient } from './lib/query-client';
import { getSession } from './lib/session';

aoFalharConsulta(mostrarErroDaConsulta);
const router = createAppRouter();
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

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html.');

// The service worker once the page has loaded (its code is not part of the first download).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./lib/pwa').then((m) => m.registrarServiceWorker()), {
    once: true,
  });
}

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
