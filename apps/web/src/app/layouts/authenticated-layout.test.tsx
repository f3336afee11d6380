import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hardNavigate } from '../../lib/navigation';
import { getSession } from '../../lib/session';
import { DASHBOARD_API } from '../../testing/dashboard-api';
import { MEDICAL_URL, setPageUrl, setViewportWidth } from '../../testing/environment';
import { mockApi, PUBLIC_API, type RouteValue, reply } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render';
import { signInAs } from '../../testing/tokens';

vi.mock('../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/navigation')>()),
  hardNavigate: vi.fn(),
}));

const SUPORTE = 'Suporte: contato@aprovei.dev · (11) 4002-8922';

function shellApi(overrides: Record<string, RouteValue> = {}) {
  return mockApi({
    ...PUBLIC_API,
    ...DASHBOARD_API,
    'GET acesso/pode-acessar-home': true,
    'GET conta/verificar-premicao-academy': true,
    ...overrides,
  });
}

/**
 * The permanent navbar. It is `visibleFrom="md"`: jsdom applies Mantine's `display: none` but not the
 * media query that lifts it from 1131px, so it counts as hidden here and is read by structure; the
 * interactions go through the drawer, which is what phones use.
 */
async function navbarMenu(): Promise<HTMLElement> {
  return waitFor(() => {
    const navbar = document.querySelector<HTMLElement>('nav.mantine-AppShell-navbar');
    expect(navbar).toHaveAttribute('aria-label', 'Menu principal');
    return navbar as HTMLElement;
  });
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('listitem', { hidden: true })
    .map((el) => el.textContent)
    .filter(Boolean); // the social links are icon-only list items

/** Opens the small-screen drawer and returns it. */
async function openDrawer(app: ReturnType<typeof renderApp>): Promise<HTMLElement> {
  await app.user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
  return screen.findByRole('dialog');
}

describe('signed-in shell', () => {
  beforeEach(() => {
    vi.mocked(hardNavigate).mockReset();
  });

  it('shows the platform-1 menu with the academy link, the social links and the credit', async () => {
    signInAs({ name: 'Maria Souza' });
    shellApi();
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Olá Maria' })).toBeInTheDocument();
    const menu = await navbarMenu();
    await waitFor(() =>
      expect(itemNames(menu)).toEqual([
        'Início',
        'Questões',
        'Simulados',
        'Exercícios de Fixação',
        'Questões abertas',
        'Revisões de hoje',
        'Meu Currículo',
        'Ebook',
        'Meus e-books',
        'Planos de assinatura',
        'Métricas de questões',
        'Acessar Aprovei Academy',
        'Configurações',
        'Checklist',
        'Contato',
        'Sair',
      ]),
    );
    const inicio = within(menu).getByText('Início').closest('a');
    expect(inicio).toHaveAttribute('href', '/plataforma/1');
    expect(inicio).toHaveAttribute('aria-current', 'page');
    expect(menu.querySelector('a[aria-label="Aprovei no Instagram (abre em nova aba)"]')).toHaveAttribute(
      'href',
      'https://instagram.com/aprovei',
    );
    expect(menu.querySelector('a[aria-label="Aprovei no YouTube (abre em nova aba)"]')).toBeInTheDocument();
    expect(within(menu).getByText('Desenvolvido por Equipe Aprovei')).toBeInTheDocument();
    expect(screen.queryByText(SUPORTE)).not.toBeInTheDocument(); // only in the small-screen drawer
  });

  it('hides the academy link on the medical variant without asking', async () => {
    setPageUrl(MEDICAL_URL);
    window.localStorage.setItem('plataforma', '3');
    signInAs({ tenant: 'aprovei-med' });
    const mock = shellApi();
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Olá Maria' })).toBeInTheDocument();
    const menu = await navbarMenu();
    expect(itemNames(menu)).toEqual([
      'Início',
      'Questões',
      'Exercícios de Fixação',
      'Questões abertas',
      'Revisões de hoje',
      'Meu Currículo',
      'Configurações',
      'Contato',
      'Sair',
    ]);
    expect(within(menu).getByText('Início').closest('a')).toHaveAttribute('href', '/plataforma/3');
    expect(within(menu).getByText('Questões').closest('a')).toHaveAttribute('href', '/simulados');
    expect(screen.getAllByText('Aprovei Med').length).toBeGreaterThan(0);
    expect(mock.callsTo('GET', 'conta/verificar-premicao-academy')).toHaveLength(0);
    expect(mock.calls.every((c) => c.headers.get('X-Tenant') === 'aprovei-med')).toBe(true);
  });

  it('hides the academy link when the permission call fails', async () => {
    signInAs();
    shellApi({
      'GET conta/verificar-premicao-academy': reply({ codigo: 'ERRO_INTERNO', mensagem: 'x' }, 500),
    });
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Olá Maria' });
    const menu = await navbarMenu();
    await waitFor(() =>
      expect(itemNames(menu)).toEqual([
        'Início',
        'Questões',
        'Simulados',
        'Exercícios de Fixação',
        'Questões abertas',
        'Revisões de hoje',
        'Meu Currículo',
        'Ebook',
        'Meus e-books',
        'Planos de assinatura',
        'Métricas de questões',
        'Configurações',
        'Checklist',
        'Contato',
        'Sair',
      ]),
    );
  });

  it('opens the drawer from the burger on small screens, with the support line', async () => {
    setViewportWidth(360);
    signInAs();
    shellApi();
    const app = renderApp('/home');
    await screen.findByRole('heading', { name: 'Olá Maria' });
    const burger = screen.getByRole('button', { name: 'Abrir menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(burger);

    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(SUPORTE)).toBeInTheDocument();
    expect(within(drawer).getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/plataforma/1');
    expect(
      within(drawer).getByRole('link', { name: 'Aprovei no Instagram (abre em nova aba)' }),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('Desenvolvido por Equipe Aprovei')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fechar menu', expanded: true })).toBeInTheDocument();

    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("'Sair' revokes the session on the server, forgets it and goes home", async () => {
    setViewportWidth(360);
    const session = signInAs();
    const mock = shellApi({ 'POST auth/logout': reply(undefined, 204) });
    const app = renderApp('/home');
    await screen.findByRole('heading', { name: 'Olá Maria' });
    await app.user.click(within(await openDrawer(app)).getByRole('button', { name: 'Sair' }));

    expect(await screen.findByRole('link', { name: 'Já Sou Aluno' })).toHaveAttribute('href', '/login');
    expect(app.location()).toBe('/');
    expect(getSession()).toBeNull();
    const [logout] = mock.callsTo('POST', 'auth/logout');
    expect(logout?.body).toEqual({ refresh_token: session.refresh_token });
  });

  it('opens the Academy at the URL the API returns, in a new tab', async () => {
    setViewportWidth(360);
    signInAs();
    shellApi({ 'GET conta/redireciona-acesso-academy': 'https://academy.aprovei.dev/sso?t=abc' });
    const app = renderApp('/home');
    await screen.findByRole('heading', { name: 'Olá Maria' });
    const drawer = await openDrawer(app);
    const aba = { opener: {}, closed: false, document: { body: {} }, location: { href: '' } };
    const abrir = vi.spyOn(window, 'open').mockReturnValue(aba as unknown as Window);
    await app.user.click(await within(drawer).findByRole('button', { name: 'Acessar Aprovei Academy' }));
    // In a new tab, opened inside the click; the platform stays where it was.
    expect(abrir).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(aba.location.href).toBe('https://academy.aprovei.dev/sso?t=abc'));
    expect(aba.opener).toBeNull();
    expect(hardNavigate).not.toHaveBeenCalled();
    abrir.mockRestore();
  });

  it('shows no menu on the payment route', async () => {
    setViewportWidth(360);
    signInAs();
    shellApi({
      'GET planos/recuperar-plano-por-id/3': reply(
        { codigo: 'NAO_ENCONTRADO', mensagem: 'Plano não encontrado.' },
        404,
      ),
    });
    renderApp('/assinatura-plano/3');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(document.querySelector('nav.mantine-AppShell-navbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aviso de privacidade' })).not.toBeInTheDocument();
  });
});

describe('the platform follows the person (issue 19 §1)', () => {
  it('lets a student with both platforms switch in the shell, through /plataforma/:id', async () => {
    setViewportWidth(360);
    signInAs();
    shellApi({ 'GET acesso/plataformas': { plataformas: [1, 2], completas: [1, 2] } });
    const app = renderApp('/home');
    const drawer = await openDrawer(app);
    const troca = await within(drawer).findByRole('group', { name: 'Plataforma' });
    expect(within(troca).getByRole('link', { name: 'Residência' })).toHaveAttribute('aria-current', 'true');
    await app.user.click(within(troca).getByRole('link', { name: 'Concursos' }));
    await waitFor(() => expect(app.location()).toBe('/home-concurso'));
    expect(window.localStorage.getItem('plataforma')).toBe('2');
    const menu = await navbarMenu();
    expect(itemNames(menu)).toContain('Questões concurso');
  });

  it('offers no switcher on the medical variant, which has one platform', async () => {
    setViewportWidth(360);
    setPageUrl(MEDICAL_URL);
    signInAs({ tenant: 'aprovei-med' });
    const mock = shellApi({ 'GET acesso/plataformas': { plataformas: [3], completas: [3] } });
    const app = renderApp('/home');
    const drawer = await openDrawer(app);
    await waitFor(() => expect(mock.callsTo('GET', 'acesso/plataformas')).toHaveLength(1));
    expect(within(drawer).queryByRole('group', { name: 'Plataforma' })).not.toBeInTheDocument();
  });

  it('does not open by its address a screen the menu hides: the statistics on the medical variant', async () => {
    setPageUrl(MEDICAL_URL);
    signInAs({ tenant: 'aprovei-med' });
    shellApi();
    const app = renderApp('/menu-estatisticas');
    await waitFor(() => expect(app.location()).toBe('/home'));
  });
});
