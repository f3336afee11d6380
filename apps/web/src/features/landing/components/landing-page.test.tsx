import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDICAL_URL, setPageUrl } from '../../../testing/environment';
import { mockApi, PUBLIC_API, reply } from '../../../testing/fetch-mock';
import { planoExemplo } from '../../../testing/planos';
import { renderApp } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';

const CONTEUDO = {
  ...PUBLIC_API,
  'GET planos/listar': [
    planoExemplo({ id: 2, nomePlano: 'Residência Semestral', ordem: 2 }),
    planoExemplo({ id: 1, nomePlano: 'Residência Anual', ordem: 1, ehDestaque: true }),
  ],
  'GET funcionalidades/listar': [
    {
      id: 1,
      nome: 'Simulados inéditos',
      descricao: 'Simulados no formato das provas.',
      icone: 'clipboard-check',
    },
    { id: 2, nome: 'Métricas de resultados', descricao: 'Painéis de desempenho.', icone: 'chart-donut' },
  ],
  'GET conteudo-publico/landing': {
    destaques: [
      { id: 7, icone: 'questoes', titulo: 'Questões comentadas', texto: 'Provas anteriores comentadas.' },
      { id: 8, icone: 'simulados', titulo: 'Simulados com ranking', texto: 'No formato das provas.' },
    ],
    aprovados: [
      { id: 4, nome: 'Mariana Albuquerque', aprovacao: 'Residência — Hospital Universitário', ano: 2024 },
      { id: 5, nome: 'Rafael Tavares', aprovacao: 'Residência — Hospital das Clínicas', ano: 2023 },
    ],
    contadores: [
      {
        id: 1,
        inicio: 0,
        fim: 11_000,
        passo: 50,
        intervaloMs: 10,
        prefixo: '+',
        agrupar: true,
        rotulo: 'questões comentadas',
      },
      {
        id: 2,
        inicio: 0,
        fim: 22_000,
        passo: 100,
        intervaloMs: 15,
        prefixo: '+',
        agrupar: true,
        rotulo: 'exercícios de fixação',
      },
      {
        id: 3,
        inicio: 2021,
        fim: 2024,
        passo: 1,
        intervaloMs: 1000,
        prefixo: '',
        agrupar: false,
        rotulo: 'provas atualizadas até este ano',
      },
    ],
  },
  'GET depoimentos/listar': [1, 2, 3].map((id) => ({
    id,
    imagem: btoa('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    nome: `Aluna ${id}`,
    cargo: 'Residente',
    depoimento: `Depoimento ${id}.`,
  })),
};

/** An IntersectionObserver whose elements come into view when `mostrar()` is called. */
function observadorControlado() {
  const callbacks: IntersectionObserverCallback[] = [];
  class Observador {
    constructor(cb: IntersectionObserverCallback) {
      callbacks.push(cb);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observador);
  return {
    mostrar: () =>
      act(() => {
        for (const cb of callbacks)
          cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

function preferirMenosMovimento() {
  const original = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({
    ...original(query),
    matches: query.includes('prefers-reduced-motion: reduce') || original(query).matches,
  }));
}

// The dialogs' host and the sections below the fold are loaded on first use; their first import (transformed
// here) takes seconds on a loaded machine, longer than a findBy waits, and the tests are about what they
// show once loaded.
beforeAll(
  () => Promise.all([import('../../../components/modals-host'), import('./secoes-dinamicas')]),
  60_000,
);

afterEach(() => {
  vi.useRealTimers();
});

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

  it("says 'Erro ao listar texto de políticas de privacidade.' and falls back to a default notice when the parameters cannot be loaded", async () => {
    // The rest of the page loads: no other failure's dialog queues ahead of this one.
    mockApi({ ...CONTEUDO, 'GET parametro/listar': reply(undefined, 503) });
    const app = renderApp('/');
    // The landing is a large page: find the text, then its dialog.
    // The whole landing renders in jsdom (every section, each its first import): 7–9 s on a quiet machine.
    const texto = await screen.findByText('Erro ao listar texto de políticas de privacidade.', undefined, {
      timeout: 25_000,
    });
    const erro = texto.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(erro).getByText('Erro')).toBeInTheDocument();
    await app.user.click(within(erro).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('region', { name: 'Aviso de privacidade' })).toHaveTextContent(/cookies/);
    // Longer than the wait for the text above, so that a slow page fails that wait, not the whole test.
  }, 40_000);

  it('folds the section links into a menu on a phone, closed again once a link is chosen', async () => {
    mockApi(CONTEUDO);
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Navegação da página' });
    const menu = nav.querySelector('details')!;
    expect(menu).not.toHaveAttribute('open');
    expect(within(menu).getByLabelText('Menu da página').tagName).toBe('SUMMARY');
    menu.setAttribute('open', '');
    // jsdom applies no media query: the phone-only block counts as hidden here.
    const planos = within(menu).getByRole('link', { name: 'Planos', hidden: true });
    expect(planos).toHaveAttribute('href', '#planos');
    fireEvent.click(planos);
    expect(menu).not.toHaveAttribute('open');
  });

  it('has the top navigation, the plans grid, the carousels and the subjects', async () => {
    const api = mockApi(CONTEUDO);
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Navegação da página' });
    expect(within(nav).getByRole('link', { name: 'Sobre' })).toHaveAttribute('href', '#sobre');
    expect(within(nav).getByRole('link', { name: 'Planos' })).toHaveAttribute('href', '#planos');
    expect(within(nav).getByRole('link', { name: 'Nossos Aprovados' })).toHaveAttribute('href', '#aprovados');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Nossos Aprovados' }).closest('section'),
    ).toHaveAttribute('id', 'aprovados');
    expect(screen.getByRole('heading', { level: 2, name: 'Sobre a Aprovei' })).toBeInTheDocument();
    // The plans grid, the highlighted plan first.
    const destaque = await screen.findByTestId('planos-destaque');
    expect(within(destaque).getByRole('heading', { name: 'Residência Anual' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'planos/listar')[0]?.url.searchParams.get('seqPlataforma')).toBe('1');
    expect(await screen.findByRole('region', { name: 'Funcionalidades dos planos' })).toHaveTextContent(
      'Simulados inéditos',
    );
    expect(await screen.findByRole('region', { name: 'Alunos aprovados' })).toBeInTheDocument();
    expect(screen.getByText('Cirurgia e Traumatologia Bucomaxilofacial')).toBeInTheDocument();
  });

  it('shows the testimonials two per slide on wide screens, with labelled controls', async () => {
    mockApi(CONTEUDO);
    const app = renderApp('/');
    const carrossel = await screen.findByRole('region', { name: 'Depoimentos de alunos' });
    expect(within(carrossel).getByRole('group', { name: '1 de 2' })).toBeInTheDocument();
    expect(within(carrossel).getByText(/Depoimento 1\./)).toBeInTheDocument();
    expect(within(carrossel).getByText(/Depoimento 2\./)).toBeInTheDocument();
    expect(within(carrossel).getByRole('img', { name: 'Retrato de Aluna 1' })).toBeInTheDocument();
    await app.user.click(within(carrossel).getByRole('button', { name: 'Próximo slide' }));
    expect(within(carrossel).getByText(/Depoimento 3\./)).toBeInTheDocument();
    expect(within(carrossel).queryByText(/Depoimento 1\./)).toBeNull();
    expect(within(carrossel).getByRole('button', { name: 'Ir para o slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it("says 'Erro ao carregar depoimentos' when they cannot be loaded", async () => {
    mockApi({ ...CONTEUDO, 'GET depoimentos/listar': reply({ codigo: 'ERRO_INTERNO', mensagem: 'x' }, 500) });
    renderApp('/');
    expect(
      await screen.findByText('Erro ao carregar depoimentos. Tente novamente mais tarde.'),
    ).toBeInTheDocument();
  });

  it('shows the counters at their final values under prefers-reduced-motion', async () => {
    const observador = observadorControlado();
    preferirMenosMovimento();
    mockApi(CONTEUDO);
    renderApp('/');
    await screen.findByRole('heading', { name: 'Nossos Aprovados' });
    expect(screen.queryByTestId('contador-1')).toBeNull(); // loads when scrolled near
    observador.mostrar();
    expect(await screen.findByTestId('contador-1')).toHaveTextContent('+11.000');
    expect(screen.getByTestId('contador-2')).toHaveTextContent('+22.000');
    expect(screen.getByTestId('contador-3')).toHaveTextContent('2024');
  });

  it('animates the counters once the block comes into view: 50 per 10 ms, 100 per 15 ms, a year per second', async () => {
    const observador = observadorControlado();
    mockApi(CONTEUDO);
    renderApp('/');
    await screen.findByRole('heading', { name: 'Nossos Aprovados' });
    observador.mostrar(); // the block's place nears the screen: it loads
    // The block's chunk is transformed on its first import: seconds on a loaded CI machine.
    const questoes = await screen.findByTestId('contador-1', {}, { timeout: 12_000 });
    expect(screen.getByText('+11.000 questões comentadas')).toHaveClass('visually-hidden');
    vi.useFakeTimers();
    act(() => vi.advanceTimersByTime(500));
    expect(questoes).toHaveTextContent('+0'); // not in view yet
    observador.mostrar();
    act(() => vi.advanceTimersByTime(100));
    expect(questoes).toHaveTextContent('+500');
    expect(screen.getByTestId('contador-2')).toHaveTextContent('+600');
    expect(screen.getByTestId('contador-3')).toHaveTextContent('2021');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('contador-3')).toHaveTextContent('2022');
    act(() => vi.advanceTimersByTime(5000));
    expect(questoes).toHaveTextContent('+11.000');
    expect(screen.getByTestId('contador-2')).toHaveTextContent('+22.000');
    expect(screen.getByTestId('contador-3')).toHaveTextContent('2024');
  });

  it('keeps the campaign parameters of the address', async () => {
    mockApi(CONTEUDO);
    renderApp('/?utm_source=instagram&utm_campaign=residencia2026&outro=x');
    await screen.findByRole('link', { name: 'Já Sou Aluno' });
    expect(JSON.parse(window.localStorage.getItem('aprovei:utm') ?? 'null')).toEqual({
      utm_source: 'instagram',
      utm_campaign: 'residencia2026',
    });
  });
});
