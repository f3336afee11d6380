import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '../app/provider';
import { appRoutes, connectRouter, descobrirRotas } from '../app/router';
import { errorDialogQueryCache } from '../components/error-dialog';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: errorDialogQueryCache(),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders the whole app (real route tree, providers, lazy screens) at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: descobrirRotas,
  });
  const disconnect = connectRouter(router);
  const queryClient = testQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, queryClient, user, location, disconnect };
}

/**
 * Renders one component with the app's providers and a router (for links), outside the route tree;
 * `basename` serves it under a base path (BASE_PATH), `path` then starting with it.
 */
export function renderUi(ui: ReactNode, path = '/', basename?: string) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path], basename });
  const queryClient = testQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient, user };
}
