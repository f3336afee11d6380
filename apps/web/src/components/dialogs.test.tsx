import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { mockApi, PUBLIC_API } from '../testing/fetch-mock';
import { renderApp } from '../testing/render';
import { confirm, showApiError, showError, showSuccess, showWarning } from './dialogs';

async function dialog(): Promise<HTMLElement> {
  return screen.findByRole('dialog');
}

describe('error dialog', () => {
  it("lists the server's items, each prefixed '- '", async () => {
    mockApi(PUBLIC_API);
    // A light public page as the host (the landing loads its whole content in jsdom).
    const app = renderApp('/pagina-que-nao-existe');
    await screen.findByRole('heading', { name: 'Página não encontrada' });
    const error = new ApiError(400, {
      codigo: 'VALIDACAO',
      mensagem: 'Verifique os campos informados.',
      errors: [
        { campo: 'cpf', mensagem: 'CPF inválido.' },
        { campo: 'email', mensagem: 'E-mail inválido.' },
      ],
    });
    void showApiError(error, 'Erro ao salvar usuário! Tente novamente mais tarde.');
    const box = await dialog();
    expect(within(box).getByText('Erro')).toBeInTheDocument();
    expect(within(box).getByText('- CPF inválido.')).toBeInTheDocument();
    expect(within(box).getByText('- E-mail inválido.')).toBeInTheDocument();
    await app.user.click(within(box).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows codigo '500' as information and goes home", async () => {
    mockApi(PUBLIC_API);
    const app = renderApp('/pagina-que-nao-existe');
    await screen.findByRole('heading', { name: 'Página não encontrada' });
    void showApiError(
      new ApiError(400, { codigo: '500', mensagem: 'Sessão reiniciada pelo servidor.', errors: [] }),
    );
    const box = await dialog();
    expect(within(box).getByText('Atenção')).toBeInTheDocument();
    expect(within(box).getByText('Sessão reiniciada pelo servidor.')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('uses the fallback for a network failure and the body message otherwise', async () => {
    mockApi(PUBLIC_API);
    renderApp('/');
    void showApiError(new TypeError('Failed to fetch'), 'Erro ao buscar cartões...');
    expect(within(await dialog()).getByText('Erro ao buscar cartões...')).toBeInTheDocument();
  });

  it('has the default texts and titles', async () => {
    mockApi(PUBLIC_API);
    const app = renderApp('/');
    void showError();
    let box = await dialog();
    expect(
      within(box).getByText('Erro! Tente novamente mais tarde. Se o erro persistir, contate o suporte.'),
    ).toBeInTheDocument();
    await app.user.click(within(box).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    void showWarning();
    box = await dialog();
    expect(within(box).getByText('Atenção')).toBeInTheDocument();
    expect(
      within(box).getByText('Atenção! Tente novamente mais tarde. Se o alerta persistir, contate o suporte.'),
    ).toBeInTheDocument();
    await app.user.click(within(box).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    void showSuccess();
    box = await dialog();
    expect(within(box).getByText('Sucesso')).toBeInTheDocument();
    expect(within(box).getByText('Operação realizada com sucesos')).toBeInTheDocument();
  });

  it('confirm resolves true on SIM and false on NÃO', async () => {
    mockApi(PUBLIC_API);
    const app = renderApp('/');
    const yes = confirm('Tem certeza que deseja excluir este cartão da sua lista de cartões cadastrados?', {
      title: 'Exclusão de cartão',
    });
    let box = await dialog();
    expect(within(box).getByText('Exclusão de cartão')).toBeInTheDocument();
    await app.user.click(within(box).getByRole('button', { name: 'SIM' }));
    await expect(yes).resolves.toBe(true);

    const no = confirm('Deseja realmente realizar o cancelamento da sua assinatura?');
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    box = await dialog();
    await app.user.click(within(box).getByRole('button', { name: 'NÃO' }));
    await expect(no).resolves.toBe(false);
  });
});
