import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, PUBLIC_API, type RouteValue, reply } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import RankingPanel from './ranking-panel';

const simulado = (id: number, nome: string) => ({ id, nome });
const entrada = (posicao: number, apelidoUsuario: string, pontuacao: number) => ({
  posicao,
  apelidoUsuario,
  pontuacao,
});
const destaque = {
  primeiroLugar: entrada(1, 'ana.r', 95),
  segundoLugar: entrada(2, 'bruno', 90),
  terceiroLugar: entrada(3, 'carla', 88),
  voce: entrada(42, 'maria', 61),
  totalParticipantes: 300,
};
const pagina = (page: number) => ({
  content: [entrada(4 + page * 10, page === 0 ? 'davi' : 'eva', 80 - page)],
  number: page,
  size: 10,
  totalPages: 30,
  totalElements: 297,
});

const api = (over: Record<string, RouteValue> = {}) =>
  mockApi({
    ...PUBLIC_API,
    'GET questoes/listar-simulados-enare-dashboard': [simulado(1, 'ENARE 1'), simulado(2, 'FUVEST 1')],
    'GET ranking/listar-usuario-destaque': ({ url }) =>
      reply(
        url.searchParams.get('idSimulado') === '2'
          ? {
              ...destaque,
              primeiroLugar: null,
              segundoLugar: null,
              terceiroLugar: null,
              voce: null,
              totalParticipantes: 0,
            }
          : destaque,
      ),
    'GET ranking/listar-simulado': ({ url }) => reply(pagina(Number(url.searchParams.get('page')))),
    ...over,
  });

describe('RankingPanel', () => {
  it('shows a tab per mock, the podium, the page from 4th place and the VOCÊ row, and pages', async () => {
    const mock = api();
    const { user } = renderUi(<RankingPanel />);
    expect(screen.getByTestId('ranking-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'ENARE 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'FUVEST 1' })).toBeInTheDocument();

    const primeiro = await screen.findByLabelText('1º lugar');
    expect(within(primeiro).getByText('ana.r')).toBeInTheDocument();
    expect(within(primeiro).getByText('95 pontos')).toBeInTheDocument();
    expect(within(screen.getByLabelText('3º lugar')).getByText('carla')).toBeInTheDocument();

    const tabela = screen.getByRole('table', { name: 'Classificação' });
    const voce = within(tabela).getByText('VOCÊ (maria)').closest('tr') as HTMLElement;
    expect(within(voce).getByText('42º')).toBeInTheDocument();
    expect(within(voce).getByText('61')).toBeInTheDocument();
    expect(within(tabela).getByText('4º')).toBeInTheDocument();
    expect(within(tabela).getByText('davi')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await within(tabela).findByText('eva')).toBeInTheDocument();
    expect(within(tabela).getByText('14º')).toBeInTheDocument();
    const paginas = mock.callsTo('GET', 'ranking/listar-simulado').map((c) => c.url.searchParams.get('page'));
    expect(paginas).toEqual(['0', '1']);
    expect(mock.callsTo('GET', 'ranking/listar-simulado')[0]?.url.searchParams.get('idSimulado')).toBe('1');

    // The podium belongs to the first page only (issue 19 §7).
    expect(screen.queryByLabelText('1º lugar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página 1' }));
    expect(await screen.findByLabelText('1º lugar')).toBeInTheDocument();
  });

  it('highlights the row of the student on the page that holds it, without repeating it', async () => {
    api({ 'GET ranking/listar-usuario-destaque': { ...destaque, voce: entrada(4, 'davi', 80) } });
    renderUi(<RankingPanel />);
    const tabela = await screen.findByRole('table', { name: 'Classificação' });
    const linhas = within(tabela).getAllByRole('row');
    expect(linhas).toHaveLength(2);
    expect(linhas[1]).toHaveTextContent('4º');
    expect(linhas[1]).toHaveTextContent('VOCÊ (davi)');
    expect(within(tabela).queryByText('davi')).not.toBeInTheDocument();
  });

  it('shows the empty state when nobody finished the mock', async () => {
    api();
    const { user } = renderUi(<RankingPanel />);
    await user.click(await screen.findByRole('tab', { name: 'FUVEST 1' }));
    expect(
      await screen.findByText('Ninguém finalizou este simulado ainda. Seja o primeiro!'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('1º lugar')).not.toBeInTheDocument();
  });

  it('shows nothing without mocks', async () => {
    const mock = api({ 'GET questoes/listar-simulados-enare-dashboard': [] });
    renderUi(<RankingPanel />);
    await vi.waitFor(() =>
      expect(mock.callsTo('GET', 'questoes/listar-simulados-enare-dashboard')).toHaveLength(1),
    );
    await vi.waitFor(() => expect(screen.queryByTestId('ranking-skeleton')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Ranking dos simulados' })).not.toBeInTheDocument();
  });

  it('shows the error text when the ranking fails', async () => {
    api({ 'GET ranking/listar-usuario-destaque': reply(undefined, 503) });
    renderUi(<RankingPanel />);
    const box = await screen.findByRole('dialog');
    expect(
      within(box).getByText('Erro ao carregar estatísticas. Tente novamente mais tarde.'),
    ).toBeInTheDocument();
  });
});
