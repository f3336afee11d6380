import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hardNavigate } from '../../lib/navigation';
import { DASHBOARD_API, PRIMEIRO_DIA } from '../../testing/dashboard-api';
import { MEDICAL_URL, setPageUrl } from '../../testing/environment';
import { mockApi, PUBLIC_API, type RouteValue, reply } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render';
import { signInAs } from '../../testing/tokens';

vi.mock('../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/navigation')>()),
  hardNavigate: vi.fn(),
}));

const api = (podeAcessar: RouteValue) =>
  mockApi({
    ...PUBLIC_API,
    ...DASHBOARD_API,
    'GET acesso/pode-acessar-home': podeAcessar,
    'GET conta/verificar-premicao-academy': false,
  });

describe('/plataforma/:idPlataforma', () => {
  it('stores platform 2 and goes to /home-concurso, reloading the theme', async () => {
    signInAs();
    const mock = api(true);
    const app = renderApp('/plataforma/2');
    expect(await screen.findByRole('heading', { name: 'Olá Maria' })).toBeInTheDocument();
    expect(app.location()).toBe('/home-concurso');
    expect(window.localStorage.getItem('plataforma')).toBe('2');
    await waitFor(() => expect(mock.callsTo('GET', 'plataforma/buscar-plataforma/2')).toHaveLength(1));
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('stores platform 1 for other ids and 3 on the medical address', async () => {
    signInAs();
    api(true);
    const main = renderApp('/plataforma/7');
    await screen.findByRole('heading', { name: 'Olá Maria' });
    expect(main.location()).toBe('/home');
    expect(window.localStorage.getItem('plataforma')).toBe('1');
    main.unmount();

    setPageUrl(MEDICAL_URL);
    signInAs();
    api(true);
    const med = renderApp('/plataforma/2');
    await screen.findByRole('heading', { name: 'Olá Maria' });
    expect(med.location()).toBe('/home');
    expect(window.localStorage.getItem('plataforma')).toBe('3');
  });
});

describe('/home entry guard', () => {
  beforeEach(() => {
    vi.mocked(hardNavigate).mockReset();
  });

  it('greets the user by first name when the answer is true', async () => {
    signInAs({ name: 'José Carlos Lima' });
    api(true);
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Olá José' })).toBeInTheDocument();
    expect(screen.getByText('Bons estudos!')).toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('Início · Aprovei'));
    expect(screen.queryByText('Parabéns, seu plano foi ativado com sucesso!')).not.toBeInTheDocument();
  });

  it("shows a trainee the free plan's limits and the way to the plans; a subscriber does not see it", async () => {
    signInAs({ name: 'José Carlos Lima' });
    mockApi({
      ...PUBLIC_API,
      ...DASHBOARD_API,
      'GET acesso/pode-acessar-home': true,
      'GET conta/verificar-premicao-academy': false,
      'GET assinatura/is-assinatura-acesso-completo-2': false,
      'GET conta/verifica-usuario-admin': false,
    });
    const { unmount } = renderApp('/home');
    const banner = await screen.findByRole('region', { name: 'Você está no plano Estagiário' });
    expect(banner).toHaveTextContent('Conhecer os planos');
    unmount();

    mockApi({
      ...PUBLIC_API,
      ...DASHBOARD_API,
      'GET acesso/pode-acessar-home': true,
      'GET conta/verificar-premicao-academy': false,
      'GET assinatura/is-assinatura-acesso-completo-2': true,
      'GET conta/verifica-usuario-admin': false,
    });
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Olá José' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Melhor matéria' });
    expect(screen.queryByRole('region', { name: 'Você está no plano Estagiário' })).not.toBeInTheDocument();
  });

  it('takes a student whose renewal failed to the account screen, whose banner opens the card form in one click', async () => {
    signInAs({ name: 'José Carlos Lima' });
    mockApi({
      ...PUBLIC_API,
      'GET acesso/pode-acessar-home': false,
      'GET conta/verificar-premicao-academy': false,
      'GET assinatura/recuperar-ultima-assinatura-usuario': {
        id: 10,
        planoAtual: { id: 1, nomePlano: 'Residência Anual', descricao: 'Acesso completo por 12 meses.' },
        dataInicio: '2026-01-15T13:00:00.000Z',
        situacaoContratacao: { codigo: 3, descricao: 'Falha na cobrança' },
        dataValidadeAssinatura: '2026-11-20T13:00:00.000Z',
        metodoPagamento: 'CARTAO_CREDITO',
        renovacaoAutomatica: true,
        permiteRenovacao: true,
        ativo: false,
        possuiAcessoCompleto: false,
        canceladaEm: null,
        contratacaoPlanoEnare: null,
      },
      'GET conta/exibir-dados': {
        nome: 'José Carlos Lima',
        email: 'jose@exemplo.com.br',
        telefone: '11987654321',
        cpf: '52998224725',
        apelido: 'José',
        possuiMeiosPagamento: true,
        loginSocial: false,
      },
      'GET assinatura/recuperar-contratacoes-usuario': [],
      'GET cartao-credito/listar': [],
      'GET bandeira-cartao/listar': [],
    });
    const app = renderApp('/home');
    await waitFor(() => expect(app.location()).toBe('/configuracoes'));
    expect(hardNavigate).not.toHaveBeenCalled();
    const banner = await screen.findByRole('alert', { name: 'Falha na cobrança do plano' });
    await app.user.click(within(banner).getByRole('link', { name: 'Atualizar cartão' }));
    expect(await screen.findByRole('dialog', { name: 'Adicionar cartão' })).toBeInTheDocument();
  });

  it('congratulates on the activated plan with ?signed=true', async () => {
    signInAs();
    api(true);
    renderApp('/home?signed=true');
    expect(await screen.findByText('Parabéns, seu plano foi ativado com sucesso!')).toBeInTheDocument();
  });

  it('shows the dashboard cards and the ranking panel, hiding the ranking on the medical variant', async () => {
    signInAs();
    api(true);
    const main = renderApp('/home');
    expect(await screen.findByRole('region', { name: 'Acertos e erros' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Ranking dos simulados' })).toBeInTheDocument();
    main.unmount();

    setPageUrl(MEDICAL_URL);
    signInAs();
    // A choice stored by the main product on this browser does not lead the medical home astray.
    window.localStorage.setItem('plataforma', '2');
    const mock = api(true);
    renderApp('/home');
    expect(await screen.findByRole('region', { name: 'Acertos e erros' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ranking dos simulados' })).not.toBeInTheDocument();
    expect(mock.callsTo('GET', 'questoes/listar-simulados-enare-dashboard')).toHaveLength(0);
    const estatisticas = mock.calls.filter((c) => c.path.startsWith('estatisticas/'));
    expect(estatisticas).toHaveLength(7);
    for (const c of estatisticas) expect(c.url.searchParams.get('idPlataforma')).toBe('3');
  });

  it('invites a student on the first day to the question search of her platform', async () => {
    signInAs();
    mockApi({
      ...PUBLIC_API,
      ...DASHBOARD_API,
      'GET acesso/pode-acessar-home': true,
      'GET conta/verificar-premicao-academy': false,
      ...PRIMEIRO_DIA,
    });
    window.localStorage.setItem('plataforma', '2');
    renderApp('/home-concurso');
    expect(await screen.findByText('Seu primeiro dia por aqui!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pesquisar questões' })).toHaveAttribute(
      'href',
      '/QuestoesAproveiConcurso',
    );
    expect(screen.queryByRole('region', { name: 'Acertos e erros' })).not.toBeInTheDocument();
  });

  it.each([
    ['false', false],
    ['not a boolean', 'sim'],
    ['an error', reply({ codigo: 'ERRO_INTERNO', mensagem: 'Ocorreu algum erro no servidor.' }, 500)],
  ])('sends the browser to the plans section when the answer is %s', async (_label, answer) => {
    signInAs();
    api(answer);
    renderApp('/home-concurso');
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/#planos'));
    expect(screen.queryByRole('heading', { name: /Olá/ })).not.toBeInTheDocument();
  });
});
