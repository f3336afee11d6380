import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDICAL_URL, setPageUrl } from '../testing/environment';
import { mockApi, reply } from '../testing/fetch-mock';
import { makeTokenResponse, signInAs } from '../testing/tokens';
import { ApiError, api, needsRefresh, startProactiveRefresh } from './api-client';
import { registerNavigator } from './navigation';
import { getSession } from './session';

describe('needsRefresh', () => {
  const now = 1_700_000_000_000;
  const exp = (secondsLeft: number) => now / 1000 + secondsLeft;

  it.each([
    [600, false],
    [66, false],
    [65.001, false],
    [65, true], // 60 s threshold + 5 s skew
    [60, true],
    [1, true],
    [0, true],
    [-30, true],
  ])('with %s s left → %s', (secondsLeft, expected) => {
    expect(needsRefresh(exp(secondsLeft), now)).toBe(expected);
  });

  it('takes threshold and skew as parameters', () => {
    expect(needsRefresh(exp(95), now, 90, 5)).toBe(true);
    expect(needsRefresh(exp(95), now, 90, 0)).toBe(false);
    expect(needsRefresh(exp(30), now, 30, 0)).toBe(true);
  });
});

describe('api client', () => {
  let navigations: string[];
  let disconnect: () => void;

  beforeEach(() => {
    navigations = [];
    disconnect = registerNavigator({
      navigate: (to) => navigations.push(to),
      currentPath: () => '/simulados?pagina=2',
    });
  });
  afterEach(() => disconnect());

  it('sends X-Tenant on every call, and the JSON content type with a body', async () => {
    const mock = mockApi({ 'GET parametro/listar': [], 'POST auth/login': reply(makeTokenResponse()) });
    await api.get('parametro/listar');
    await api.post('auth/login', { login: 'a', senha: 'b' });
    const [get, post] = mock.calls;
    expect(get?.url.pathname).toBe('/api/parametro/listar');
    expect(get?.headers.get('X-Tenant')).toBe('aprovei');
    expect(get?.headers.get('Authorization')).toBeNull();
    expect(post?.headers.get('Content-Type')).toBe('application/json');
    expect(post?.body).toEqual({ login: 'a', senha: 'b' });
  });

  it('uses the medical tenant on the medical address', async () => {
    setPageUrl(MEDICAL_URL);
    const mock = mockApi({ 'GET parametro/listar': [] });
    await api.get('parametro/listar');
    expect(mock.calls[0]?.headers.get('X-Tenant')).toBe('aprovei-med');
  });

  it('adds the bearer token when signed in and encodes the query', async () => {
    const session = signInAs();
    const mock = mockApi({ 'GET assinatura/is-assinatura-acesso-completo-2': true });
    await expect(
      api.get('assinatura/is-assinatura-acesso-completo-2', { idPlataforma: 2, vazio: undefined }),
    ).resolves.toBe(true);
    expect(mock.calls[0]?.headers.get('Authorization')).toBe(`Bearer ${session.access_token}`);
    expect(mock.calls[0]?.url.search).toBe('?idPlataforma=2');
  });

  it('throws ApiError with status and body', async () => {
    const body = { codigo: 'CREDENCIAIS_INVALIDAS', mensagem: 'CPF, e-mail ou senha incorretos.' };
    mockApi({ 'POST auth/login': reply(body, 401) });
    const error = await api.post('auth/login', { login: 'x', senha: 'y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, body, codigo: 'CREDENCIAIS_INVALIDAS' });
  });

  it('refreshes first when the token expires within 60 s, once for concurrent calls', async () => {
    const old = signInAs({ exp: Math.floor(Date.now() / 1000) + 30 }, { ageMs: 60_000 });
    const fresh = makeTokenResponse();
    let refreshes = 0;
    const mock = mockApi({
      'POST auth/refresh': async (call) => {
        refreshes += 1;
        expect(call.body).toEqual({ refresh_token: old.refresh_token });
        await new Promise((r) => setTimeout(r, 10));
        return reply(fresh);
      },
      'GET conta/verifica-usuario-admin': false,
      'GET conta/verificar-premicao-academy': true,
    });
    await Promise.all([api.get('conta/verifica-usuario-admin'), api.get('conta/verificar-premicao-academy')]);
    expect(refreshes).toBe(1);
    expect(getSession()?.refresh_token).toBe(fresh.refresh_token);
    for (const call of mock.calls.filter((c) => c.path.startsWith('conta/'))) {
      expect(call.headers.get('Authorization')).toBe(`Bearer ${fresh.access_token}`);
    }
  });

  it('refreshes once and retries after a 401', async () => {
    signInAs();
    const fresh = makeTokenResponse();
    let first = true;
    const mock = mockApi({
      'POST auth/refresh': reply(fresh),
      'GET acesso/pode-acessar-home': (call) => {
        if (first) {
          first = false;
          return reply(
            { codigo: 'NAO_AUTENTICADO', mensagem: 'Você precisa entrar na sua conta para continuar.' },
            401,
          );
        }
        expect(call.headers.get('Authorization')).toBe(`Bearer ${fresh.access_token}`);
        return reply(true);
      },
    });
    await expect(api.get('acesso/pode-acessar-home')).resolves.toBe(true);
    expect(mock.callsTo('POST', 'auth/refresh')).toHaveLength(1);
  });

  it('does not refresh for a 401 that means "not entitled"', async () => {
    signInAs();
    const mock = mockApi({ 'GET questoes/x': reply({ codigo: 'SEM_ACESSO', mensagem: 'Sem acesso.' }, 401) });
    await expect(api.get('questoes/x')).rejects.toMatchObject({ status: 401 });
    expect(mock.callsTo('POST', 'auth/refresh')).toHaveLength(0);
  });

  it('ends the session and goes to /login?redirect= when the refresh is refused', async () => {
    signInAs({ exp: Math.floor(Date.now() / 1000) + 10 }, { ageMs: 60_000 });
    const mock = mockApi({
      'POST auth/refresh': reply({ codigo: 'NAO_AUTENTICADO', mensagem: 'Sessão expirada.' }, 401),
    });
    await expect(api.get('conta/exibir-dados')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(navigations).toEqual(['/login?redirect=%2Fsimulados%3Fpagina%3D2']);
    expect(mock.callsTo('GET', 'conta/exibir-dados')).toHaveLength(0);
  });

  it('keeps the session when the refresh fails for lack of network', async () => {
    signInAs({ exp: Math.floor(Date.now() / 1000) + 10 }, { ageMs: 60_000 });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('conta/exibir-dados')).rejects.toBeInstanceOf(TypeError);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1); // the refresh attempt only
    expect(getSession()).not.toBeNull();
    expect(navigations).toEqual([]);
  });

  it('does not refresh a pair that just arrived, even a short-lived one', async () => {
    signInAs({ exp: Math.floor(Date.now() / 1000) + 30 });
    const mock = mockApi({ 'GET conta/exibir-dados': {} });
    await api.get('conta/exibir-dados');
    expect(mock.callsTo('POST', 'auth/refresh')).toHaveLength(0);
  });

  it('parses 204 as undefined and a JSON string as a string', async () => {
    signInAs();
    mockApi({
      'POST auth/logout': reply(undefined, 204),
      'GET conta/redireciona-acesso-academy': 'https://academy.aprovei.dev/entrar?t=1',
    });
    await expect(api.post('auth/logout', { refresh_token: 'r' })).resolves.toBeUndefined();
    await expect(api.get('conta/redireciona-acesso-academy')).resolves.toBe(
      'https://academy.aprovei.dev/entrar?t=1',
    );
  });
});

describe('startProactiveRefresh', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes about a minute before expiry while the app is open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    signInAs();
    let fresh = '';
    const mock = mockApi({
      'POST auth/refresh': () => {
        const tokens = makeTokenResponse();
        fresh = tokens.access_token;
        return reply(tokens);
      },
    });
    const stop = startProactiveRefresh({ jitterMs: 0 });

    await vi.advanceTimersByTimeAsync((15 * 60 - 70) * 1000);
    expect(mock.callsTo('POST', 'auth/refresh')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(mock.callsTo('POST', 'auth/refresh')).toHaveLength(1);
    expect(getSession()?.access_token).toBe(fresh);
    // and again a minute before the new pair expires, not sooner
    await vi.advanceTimersByTimeAsync((15 * 60 - 70) * 1000);
    expect(mock.callsTo('POST', 'auth/refresh')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(mock.callsTo('POST', 'auth/refresh')).toHaveLength(2);
    stop();
  });

  it('follows the server clock when the client clock is wrong', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const serverNow = Math.floor(Date.now() / 1000) - 20 * 60; // client clock 20 min ahead
    const mock = mockApi({
      'POST auth/refresh': () => reply(makeTokenResponse({ iat: serverNow, exp: serverNow + 900 })),
      'GET conta/exibir-dados': {},
    });
    signInAs({ iat: serverNow, exp: serverNow + 900 });
    const stop = startProactiveRefresh({ jitterMs: 0 });
    await api.get('conta/exibir-dados');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(mock.callsTo('POST', 'auth/refresh')).toHaveLength(0);
    stop();
  });
});
