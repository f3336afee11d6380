import { screen, waitFor } from '@testing-library/react';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pathPattern, screenModules } from '../../scripts/vite/route-preloads';
import { ROUTE_KEYS, ROUTES } from '../config/paths';
import { mockApi, PUBLIC_API } from '../testing/fetch-mock';
import { renderApp } from '../testing/render';
import { signInAs } from '../testing/tokens';
import { comingSoon, SCREENS } from './router';
import routerSource from './router.tsx?raw';

describe('route table and screens', () => {
  it('points exactly the routes without a screen at the shared placeholder', () => {
    for (const key of ROUTE_KEYS) {
      expect(SCREENS[key] === comingSoon, key).toBe(!ROUTES[key].implemented);
    }
  });
});

describe('route preloads (scripts/vite/route-preloads.ts)', () => {
  it('reads from this file the module each route really loads', async () => {
    const modules = screenModules(routerSource);
    for (const key of ROUTE_KEYS) {
      const name = modules[key];
      if (key === 'landing') {
        expect(name, 'the landing is in the entry chunk').toBeUndefined();
        continue;
      }
      expect(name, key).toBeDefined();
      expect(await SCREENS[key](), key).toBe(await import(`./routes/${name}.tsx`));
    }
  });

  it('matches a path as React Router does, case aside', () => {
    const cases: [string, string][] = [
      ['/simulados', '/simulados'],
      ['/simulados', '/simulados/'],
      ['/planos/:seqPlataforma?', '/planos'],
      ['/planos/:seqPlataforma?', '/planos/2'],
      ['/SimuladoEnare/:idSimulado', '/SimuladoEnare/14'],
      ['/SimuladoEnare/:idSimulado', '/SimuladoEnare'],
      ['/assinatura-plano/:idPlano?/:arryEbook?', '/assinatura-plano/3/%5B%5D'],
      ['/login', '/login/x'],
      ['/usuario/cadastro', '/usuario-cadastro'],
    ];
    for (const [pattern, path] of cases) {
      const routerMatches = matchPath({ path: pattern, caseSensitive: false }, path) !== null;
      expect(new RegExp(pathPattern(pattern), 'i').test(path), `${pattern} ~ ${path}`).toBe(routerMatches);
    }
  });
});

describe('route guard', () => {
  it('sends an anonymous visitor to /login?redirect=<path+query>', async () => {
    const mock = mockApi(PUBLIC_API);
    const app = renderApp('/simulados?pagina=2');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(app.location()).toBe('/login?redirect=%2Fsimulados%3Fpagina%3D2');
    expect(mock.callsTo('GET', 'acesso/pode-acessar-home')).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Entrar · Aprovei'));
  });

  it('lets a signed-in user in, with a per-route title', async () => {
    signInAs();
    mockApi({ ...PUBLIC_API, 'GET conta/verificar-premicao-academy': false });
    const app = renderApp('/suporte');
    expect(await screen.findByRole('heading', { name: 'Contato' })).toBeInTheDocument();
    expect(app.location()).toBe('/suporte');
    await waitFor(() => expect(document.title).toBe('Contato · Aprovei'));
  });

  it('remembers a positive registration check; a negative one still leads to /usuario/cadastro', async () => {
    const session = signInAs();
    const remembered = `aprovei:cadastro-confirmado:${session.claims.sub}`;
    mockApi({ ...PUBLIC_API, 'GET conta/verificar-premicao-academy': false });
    const first = renderApp('/suporte');
    expect(await screen.findByRole('heading', { name: 'Contato' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(remembered)).toBe('1'));
    first.unmount();

    // A later load shows the page at once, while the check runs again; its 'no' still counts.
    const mock = mockApi({
      ...PUBLIC_API,
      'GET conta/verificar-premicao-academy': false,
      'GET conta/verifica-existencia-usuario': false,
    });
    const app = renderApp('/suporte');
    await waitFor(() => expect(app.location()).toBe('/usuario/cadastro'));
    expect(mock.callsTo('GET', 'conta/verifica-existencia-usuario')).toHaveLength(1);
    expect(window.localStorage.getItem(remembered)).toBeNull();
  });

  it("answers unknown paths with 'Página não encontrada' and a link home", async () => {
    mockApi(PUBLIC_API);
    renderApp('/nao-existe/mesmo');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Página não encontrada · Aprovei'));
  });
});
