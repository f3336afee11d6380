import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session';
import { type Handler, mockApi, PUBLIC_API, reply } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';
import { makeTokenResponse } from '../../../testing/tokens';

// Only the widget is replaced (it needs Web Workers and Web Crypto; the Playwright journey solves the
// real one): a button that "passes" the check with a fresh payload each time.
let solved = 0;
vi.mock('../../../components/captcha', () => ({
  Captcha: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onChange(`payload-${++solved}`)}>
      Não sou um robô
    </button>
  ),
}));

const PEDE_CAPTCHA = {
  codigo: 'CAPTCHA_NECESSARIO',
  mensagem: 'Confirme que você não é um robô.',
  errors: [{ campo: 'captcha', mensagem: 'Confirme que você não é um robô.' }],
};

const INVALID = { codigo: 'CREDENCIAIS_INVALIDAS', mensagem: 'CPF, e-mail ou senha incorretos.' };

async function fill(app: ReturnType<typeof renderApp>, login: string, senha: string) {
  await app.user.type(await screen.findByLabelText('CPF ou e-mail'), login);
  await app.user.type(screen.getByLabelText('Senha'), senha);
  await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login', () => {
  it('has the labelled fields, the title and the links', async () => {
    mockApi(PUBLIC_API);
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByLabelText('CPF ou e-mail')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/conta/gerar-codigo-recuperar-senha',
    );
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/usuario/cadastro');
  });

  it("posts the credentials and shows the server's generic message on a 401", async () => {
    const mock = mockApi({ ...PUBLIC_API, 'POST auth/login': reply(INVALID, 401) });
    const app = renderApp('/login');
    await fill(app, '529.982.247-25', 'senha-errada');

    expect(await screen.findByRole('alert')).toHaveTextContent('CPF, e-mail ou senha incorretos.');
    const [call] = mock.callsTo('POST', 'auth/login');
    expect(call?.body).toEqual({ login: '529.982.247-25', senha: 'senha-errada' });
    expect(call?.headers.get('X-Tenant')).toBe('aprovei');
    expect(getSession()).toBeNull();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('shows the server text when rate-limited', async () => {
    const body = {
      codigo: 'MUITAS_REQUISICOES',
      mensagem: 'Muitas tentativas em pouco tempo. Aguarde um instante e tente novamente.',
    };
    mockApi({ ...PUBLIC_API, 'POST auth/login': reply(body, 429) });
    const app = renderApp('/login');
    await fill(app, 'maria@exemplo.com.br', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(body.mensagem);
  });

  it('validates empty fields without calling the API', async () => {
    const mock = mockApi(PUBLIC_API);
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe o CPF ou e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha.')).toBeInTheDocument();
    expect(mock.callsTo('POST', 'auth/login')).toHaveLength(0);
  });

  it('disables the button while signing in, then returns to the redirect', async () => {
    let release: () => void = () => {};
    const login: Handler = () =>
      new Promise((resolve) => {
        release = () => resolve(reply(makeTokenResponse({ name: 'Maria Souza' })));
      });
    mockApi({ ...PUBLIC_API, 'POST auth/login': login, 'GET conta/verificar-premicao-academy': false });
    const app = renderApp('/login?redirect=%2Fchecklist%3Faba%3D1');
    await fill(app, 'maria@exemplo.com.br', 'certa');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled());
    release();
    expect(await screen.findByRole('heading', { name: 'Guia de Estudos' })).toBeInTheDocument();
    expect(app.location()).toBe('/checklist?aba=1');
    expect(getSession()?.claims.name).toBe('Maria Souza');
  });

  it('goes to the stored platform without a redirect, and ignores foreign redirects', async () => {
    window.localStorage.setItem('plataforma', '2');
    mockApi({
      ...PUBLIC_API,
      'POST auth/login': () => reply(makeTokenResponse()),
      'GET acesso/pode-acessar-home': true,
      'GET conta/verificar-premicao-academy': false,
    });
    const app = renderApp('/login?redirect=%2F%2Fevil.example');
    await fill(app, 'maria@exemplo.com.br', 'certa');
    expect(await screen.findByRole('heading', { name: 'Olá Maria' })).toBeInTheDocument();
    expect(app.location()).toBe('/home-concurso');
  });

  it('enters the platform the plan covers: a public-service buyer lands in Concursos', async () => {
    window.localStorage.setItem('plataforma', '1');
    mockApi({
      ...PUBLIC_API,
      'POST auth/login': () => reply(makeTokenResponse()),
      'GET acesso/plataformas': { plataformas: [1, 2], completas: [2] },
      'GET acesso/pode-acessar-home': true,
      'GET conta/verificar-premicao-academy': false,
    });
    const app = renderApp('/login');
    await fill(app, 'maria@exemplo.com.br', 'certa');
    await waitFor(() => expect(app.location()).toBe('/home-concurso'));
    expect(window.localStorage.getItem('plataforma')).toBe('2');
  });

  it('takes a teacher to the correction queue, their home', async () => {
    mockApi({
      ...PUBLIC_API,
      'POST auth/login': () => reply(makeTokenResponse({ roles: ['PROFESSOR'] })),
      'GET professor/correcoes': [],
      'GET conta/verificar-premicao-academy': false,
    });
    const app = renderApp('/login');
    await fill(app, 'professor@exemplo.com.br', 'certa');
    expect(await screen.findByRole('heading', { name: 'Correções' })).toBeInTheDocument();
    expect(app.location()).toBe('/correcoes');
    expect(await screen.findByText('Nenhuma resposta aguardando correção.')).toBeInTheDocument();
  });

  it('shows the human check when the server asks for it and sends a new solution with each try', async () => {
    const answers = [
      reply(PEDE_CAPTCHA, 400),
      reply(INVALID, 401),
      reply(makeTokenResponse({ name: 'Maria Souza' })),
    ];
    const mock = mockApi({
      ...PUBLIC_API,
      'POST auth/login': () => answers.shift()!,
      'GET conta/verificar-premicao-academy': false,
    });
    const app = renderApp('/login?redirect=%2Fchecklist');
    expect(screen.queryByText('Verificação de segurança')).not.toBeInTheDocument();
    await fill(app, 'maria@exemplo.com.br', 'certa');

    // Asked: the check appears with the server's words, and no try goes out without it.
    expect(await screen.findByText('Verificação de segurança')).toBeInTheDocument();
    expect(screen.getByText('Confirme que você não é um robô.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(mock.callsTo('POST', 'auth/login')).toHaveLength(1);
    expect(screen.getByText('Confirme que você não é um robô.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    expect(screen.queryByText('Confirme que você não é um robô.')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('CPF, e-mail ou senha incorretos.');
    const primeira = mock.callsTo('POST', 'auth/login')[1]?.body as { captcha?: string };
    expect(primeira).toEqual({
      login: 'maria@exemplo.com.br',
      senha: 'certa',
      captcha: expect.stringMatching(/^payload-/),
    });

    // The solution was spent: a new check is needed for the next try.
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(mock.callsTo('POST', 'auth/login')).toHaveLength(2);
    await app.user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Guia de Estudos' })).toBeInTheDocument();
    const segunda = mock.callsTo('POST', 'auth/login')[2]?.body as { captcha?: string };
    expect(segunda.captcha).toMatch(/^payload-/);
    expect(segunda.captcha).not.toBe(primeira.captcha);
    expect(getSession()?.claims.name).toBe('Maria Souza');
  });
});
