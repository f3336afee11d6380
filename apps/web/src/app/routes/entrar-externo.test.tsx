import { MENSAGENS_IDENTIDADE_EXTERNA as M } from '@aprovei/shared/identidade-externa/identidade-externa.schemas';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, PUBLIC_API, reply } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render';

const PENDENTE = 'aprovei:entrada-externa:google';

afterEach(() => window.sessionStorage.clear());

describe('Entrar com Google e Facebook', () => {
  it('shows a button per configured provider on the sign-in page, and none without settings', async () => {
    mockApi({ ...PUBLIC_API, 'GET auth/externo/provedores': { provedores: ['google', 'facebook'] } });
    const { unmount } = renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Entrar com Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar com Facebook' })).toBeInTheDocument();
    unmount();

    mockApi({ ...PUBLIC_API, 'GET auth/externo/provedores': { provedores: [] } });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Entrar com/ })).not.toBeInTheDocument();
  });

  it('sends the query and the tab’s key back, and asks a newcomer to register with the e-mail locked', async () => {
    window.sessionStorage.setItem(
      PENDENTE,
      JSON.stringify({ chave: 'chave-da-aba', intencao: 'entrar', retorno: null }),
    );
    const mock = mockApi({
      ...PUBLIC_API,
      'POST auth/externo/google/retorno': {
        resultado: 'cadastro',
        provedor: 'google',
        ticket: 't',
        nome: 'Ana Google',
        email: 'ana@exemplo.com.br',
      },
      'GET pergunta-usuario/listar-perguntas-raiz': [],
    });
    renderApp('/entrar/externo/google?code=abc&state=xyz');
    expect(await screen.findByRole('heading', { name: 'Cadastro de Usuário' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Ana Google');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ana@exemplo.com.br');
    expect(screen.getByLabelText(/^E-mail/)).toBeDisabled();
    expect(screen.queryByLabelText(/^Senha/)).not.toBeInTheDocument();
    const retorno = mock.calls.find((c) => c.path === 'auth/externo/google/retorno');
    expect(retorno?.body).toEqual({ parametros: '?code=abc&state=xyz', chave: 'chave-da-aba' });
    // The key is used once.
    expect(window.sessionStorage.getItem(PENDENTE)).toBeNull();
  });

  it('asks for the password of the account that has the e-mail before linking', async () => {
    const mock = mockApi({
      ...PUBLIC_API,
      'POST auth/externo/google/retorno': {
        resultado: 'confirmar',
        provedor: 'google',
        ticket: 'tk',
        emailMascarado: 'an***@exemplo.com.br',
      },
      'POST auth/externo/confirmar': reply(
        {
          codigo: 'VALIDACAO',
          mensagem: M.senhaNaoConfere,
          errors: [{ campo: 'senha', mensagem: M.senhaNaoConfere }],
        },
        400,
      ),
    });
    const { user } = renderApp('/entrar/externo/google?code=abc&state=xyz');
    expect(await screen.findByText('an***@exemplo.com.br')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Senha da conta/), 'errada');
    await user.click(screen.getByRole('button', { name: 'Vincular e entrar' }));
    expect(await screen.findByText(M.senhaNaoConfere)).toBeInTheDocument();
    expect(mock.calls.find((c) => c.path === 'auth/externo/confirmar')?.body).toEqual({
      ticket: 'tk',
      senha: 'errada',
    });
  });

  it('shows the API’s refusal with a way back', async () => {
    mockApi({
      ...PUBLIC_API,
      'POST auth/externo/google/retorno': reply({ codigo: 'VALIDACAO', mensagem: M.entradaInvalida }, 400),
    });
    renderApp('/entrar/externo/google?code=abc&state=xyz');
    expect(await screen.findByText(M.entradaInvalida)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Voltar para o login' })).toBeInTheDocument(),
    );
  });
});
