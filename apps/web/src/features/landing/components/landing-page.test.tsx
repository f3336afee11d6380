import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEDICAL_URL, setPageUrl } from '../../../testing/environment';
import { mockApi, PUBLIC_API, reply } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';

describe('landing', () => {
  it("invites a visitor in with 'Já Sou Aluno' and has the plans section and legal links", async () => {
    mockApi(PUBLIC_API);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aprovei' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Já Sou Aluno' })).toHaveAttribute('href', '/login');
    const planos = screen.getByRole('heading', { name: 'Nossos Planos' }).closest('section');
    expect(planos).toHaveAttribute('id', 'planos');
    expect(screen.getAllByRole('link', { name: 'Termos de Uso' })[0]).toHaveAttribute(
      'href',
      '/termos-de-uso',
    );
    expect(screen.getAllByRole('link', { name: 'Política de Privacidade' })[0]).toHaveAttribute(
      'href',
      '/politica-de-privacidade',
    );
  });

  it('greets a signed-in student and leads to their platform', async () => {
    window.localStorage.setItem('plataforma', '2');
    signInAs({ name: 'Carla Dias' });
    mockApi(PUBLIC_API);
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Olá Carla, acessar área do Aluno' })).toHaveAttribute(
      'href',
      '/plataforma/2',
    );
  });

  it("shows 'Aprovei Med' on the medical address", async () => {
    setPageUrl(MEDICAL_URL);
    mockApi(PUBLIC_API);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aprovei Med' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/· Aprovei Med$/));
  });

  it('shows the cookie notice until it is accepted', async () => {
    mockApi(PUBLIC_API);
    const app = renderApp('/');
    const notice = await screen.findByRole('region', { name: 'Aviso de privacidade' });
    expect(notice).toHaveTextContent('Usamos cookies para melhorar sua experiência.');
    await app.user.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(window.localStorage.getItem('termos')).toBe('aceitou');
    expect(screen.queryByRole('region', { name: 'Aviso de privacidade' })).not.toBeInTheDocument();
    app.unmount();

    renderApp('/');
    await screen.findByRole('link', { name: 'Já Sou Aluno' });
    expect(screen.queryByRole('region', { name: 'Aviso de privacidade' })).not.toBeInTheDocument();
  });

  it('falls back to a default notice when the parameters cannot be loaded', async () => {
    mockApi({ 'GET parametro/listar': reply({ codigo: 'ERRO_INTERNO', mensagem: 'x' }, 500) });
    renderApp('/');
    expect(await screen.findByRole('region', { name: 'Aviso de privacidade' })).toHaveTextContent(/cookies/);
  });
});
