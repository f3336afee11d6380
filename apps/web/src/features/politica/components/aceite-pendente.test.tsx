import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_API } from '../../../testing/dashboard-api';
import { mockApi, PUBLIC_API } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';

const PENDENTE = {
  id: 7,
  tipo: 'TERMO_DE_USO',
  versao: 2,
  publicadaEm: '2026-11-20T13:00:00.000Z',
  resumo: 'Nova seção sobre trilhas de estudo.',
};

describe('acceptance of a new version of the legal texts', () => {
  it('blocks the signed-in screens until the person ticks and accepts; records the version', async () => {
    signInAs({ name: 'Maria Souza' });
    const api = mockApi({
      ...PUBLIC_API,
      ...DASHBOARD_API,
      'GET acesso/pode-acessar-home': true,
      'GET conta/verificar-premicao-academy': true,
      'GET politica/pendentes': { pendentes: [PENDENTE] },
      'POST politica/aceitar': { pendentes: [] },
    });
    const app = renderApp('/home');
    const modal = await screen.findByRole('dialog', { name: 'Atualizamos nossos Termos de Uso' });
    expect(within(modal).getByText(/versão 2, de 20\/11\/2026/)).toBeInTheDocument();
    expect(within(modal).getByText('O que mudou: Nova seção sobre trilhas de estudo.')).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute(
      'href',
      '/termos-de-uso',
    );
    // No close button, and Escape does not close it.
    expect(within(modal).queryByRole('button', { name: 'Fechar' })).toBeNull();
    await app.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Atualizamos nossos Termos de Uso' })).toBeInTheDocument();

    const aceitar = within(modal).getByRole('button', { name: 'Aceitar e continuar' });
    expect(aceitar).toBeDisabled();
    await app.user.click(within(modal).getByRole('checkbox', { name: 'Li e aceito os Termos de Uso.' }));
    await app.user.click(aceitar);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Atualizamos nossos Termos de Uso' })).toBeNull(),
    );
    expect(api.callsTo('POST', 'politica/aceitar')[0]?.body).toEqual({ versoes: [7] });
  });
});
