import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_API } from '../../../testing/dashboard-api';
import { mockApi, PUBLIC_API, type RouteValue, reply } from '../../../testing/fetch-mock';
import { renderApp, renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { PromoPopup } from './promo-popup';

const POPUP = {
  id: 7,
  tituloTexto: 'Novos simulados no formato ENARE!',
  conteudoTexto: '<p>Chegaram <strong>três simulados</strong>.</p><script>alert(1)</script>',
  imagemUrl: '/img/simulados.webp',
};

function api(carregar: RouteValue, extra: Record<string, RouteValue> = {}) {
  return mockApi({
    ...PUBLIC_API,
    ...DASHBOARD_API,
    'GET acesso/pode-acessar-home': true,
    'GET conta/verificar-premicao-academy': false,
    'GET divulgacao/carregar': carregar,
    ...extra,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('promotional popup', () => {
  it('shows title, sanitised HTML and the image; closing with the box ticked records it as seen', async () => {
    signInAs();
    const mock = api(POPUP, { 'POST divulgacao/cadastra-divulgacao-vista-usuario/7': reply(undefined, 204) });
    const app = renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: POPUP.tituloTexto });
    expect(within(dialog).getByText('três simulados')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByRole('img', { name: POPUP.tituloTexto })).toHaveAttribute(
      'src',
      POPUP.imagemUrl,
    );
    const box = within(dialog).getByRole('checkbox', { name: 'Não mostrar novamente.' });
    expect(box).not.toBeChecked();
    await app.user.click(box);
    await app.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.callsTo('POST', 'divulgacao/cadastra-divulgacao-vista-usuario/7')).toHaveLength(1);
  });

  it('closing without the box only hides it for now (no call)', async () => {
    signInAs();
    const mock = api(POPUP);
    const app = renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: POPUP.tituloTexto });
    await app.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.callsTo('POST', 'divulgacao/cadastra-divulgacao-vista-usuario/7')).toHaveLength(0);
  });

  it("shows 'Erro ao salvar popup como visto.' when recording fails", async () => {
    signInAs();
    api(POPUP, {
      'POST divulgacao/cadastra-divulgacao-vista-usuario/7': () => new Response(null, { status: 502 }),
    });
    const app = renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: POPUP.tituloTexto });
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Não mostrar novamente.' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    const erro = await screen.findByRole('dialog', { name: 'Erro' });
    expect(within(erro).getByText('Erro ao salvar popup como visto.')).toBeInTheDocument();
  });

  it("shows nothing for {}, and a quiet 'Erro ao carregar divulgação.' notice for a failed load", async () => {
    signInAs();
    api({});
    const { unmount } = renderApp('/home');
    await screen.findByRole('heading', { name: 'Olá Maria' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    api(() => new Response(null, { status: 500 }));
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Olá Maria' });
    expect(await screen.findByText('Erro ao carregar divulgação.')).toBeInTheDocument();
    // A notice, not a dialog: the home stays usable.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is hidden on the payment route', async () => {
    api(POPUP);
    signInAs();
    // Beside a visible popup reading the same query: once that one has opened, the answer and the
    // modal's code have reached the hidden one too, which must still show nothing.
    renderUi(
      <>
        <PromoPopup hidden />
        <PromoPopup />
      </>,
    );
    expect(await screen.findByRole('dialog', { name: POPUP.tituloTexto })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
