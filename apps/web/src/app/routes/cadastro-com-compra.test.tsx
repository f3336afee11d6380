import { TEXTO_CONTA_EXISTENTE } from '@aprovei/shared/checkout/checkout.schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, PUBLIC_API } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render';
import { signInAs } from '../../testing/tokens';

describe('/CadastroComCompra (anonymous checkout)', () => {
  it('asks a CPF that has an account to sign in, loading none of its data', async () => {
    const mock = mockApi({
      ...PUBLIC_API,
      'GET conta/verifica-usuario-existe/52998224725': { existe: true },
    });
    const { user } = renderApp('/CadastroComCompra/2');
    await user.type(await screen.findByLabelText(/CPF/), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(TEXTO_CONTA_EXISTENTE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/assinatura-plano/2')}`,
    );
    expect(screen.queryByLabelText(/Senha/)).not.toBeInTheDocument();
    expect(mock.calls.map((c) => c.path)).not.toContain('conta/exibir-dados');
  });

  it('goes on to the registration form, with the CPF typed, when no account has it', async () => {
    mockApi({
      ...PUBLIC_API,
      'GET conta/verifica-usuario-existe/52998224725': { existe: false },
      'GET pergunta-usuario/listar-perguntas-raiz': [],
    });
    const { user } = renderApp('/CadastroComCompra/2');
    await user.type(await screen.findByLabelText(/CPF/), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByLabelText(/^Nome/)).toBeInTheDocument());
    expect(screen.getByLabelText(/CPF/)).toHaveValue('529.982.247-25');
  });

  it('sends a signed-in visitor to the signed-in checkout', async () => {
    signInAs();
    mockApi({ ...PUBLIC_API, 'GET acesso/pode-acessar-home': true });
    const { location } = renderApp('/CadastroComCompra/2');
    await waitFor(() => expect(location()).toBe('/assinatura-plano/2'));
  });
});
