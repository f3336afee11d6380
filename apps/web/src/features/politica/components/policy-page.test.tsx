import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, PUBLIC_API, reply } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';

describe('policy pages', () => {
  it('renders the terms sanitised, with a sidebar to the privacy policy', async () => {
    mockApi({
      ...PUBLIC_API,
      'GET politica/termo-de-uso': {
        textoPolitica:
          '<h2>1. Aceite</h2><p onclick="x()">Ao usar a plataforma <strong>você concorda</strong>.</p><script>window.pwned = true</script><img src=x onerror="window.pwned = true">',
        versao: 3,
        publicadaEm: '2026-11-20T13:00:00.000Z',
      },
    });
    const app = renderApp('/termos-de-uso');
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '1. Aceite' })).toBeInTheDocument();
    expect(screen.getByText('você concorda')).toBeInTheDocument();
    expect(screen.getByText('Versão 3, em vigor desde 20/11/2026')).toBeInTheDocument();
    expect(document.querySelector('script, img, [onclick]')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Termos de Uso · Aprovei'));
    // The footer names the company as the server is configured.
    expect(
      await within(screen.getByRole('contentinfo')).findByText(
        `© ${new Date().getFullYear()} Aprovei Educação Ltda. · CNPJ 12.345.678/0001-95 · Avenida Paulista, 1000, São Paulo - SP`,
      ),
    ).toBeInTheDocument();

    const sidebar = screen.getByRole('navigation', { name: 'Documentos' });
    expect(within(sidebar).getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await app.user.click(within(sidebar).getByRole('link', { name: 'Política de Privacidade' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/politica-de-privacidade');
  });

  it('shows the error dialog with the fallback text when the policy cannot be loaded', async () => {
    mockApi({ ...PUBLIC_API, 'GET politica/politica-privacidade': reply(undefined, 503) });
    renderApp('/politica-de-privacidade');
    const box = await screen.findByRole('dialog');
    expect(
      within(box).getByText('Erro ao buscar politica de privacidade. Tente novamente mais tarde.'),
    ).toBeInTheDocument();
  });
});
