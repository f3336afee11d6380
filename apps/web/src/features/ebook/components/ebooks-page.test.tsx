import { MENSAGENS_EBOOK } from '@aprovei/shared/ebook/ebook.rules';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../../testing/environment';
import { type ApiCall, mockApi, reply } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { EbooksPage } from './ebooks-page';

const EBOOK = (id: number, nome: string, valor: number, adquirido = false) => ({
  id,
  nome,
  autor: `Autor ${id}`,
  capa: 'data:image/svg+xml;base64,PHN2Zy8+',
  valor,
  numPaginas: 7 + id,
  paginasGratis: 2,
  descricao: `Descrição do e-book ${id}.`,
  materia: { id: 10 + id, nome: `Matéria ${id}` },
  adquirido,
});

const pagina = (content: unknown[], number = 0, totalPages = 1) => ({
  content,
  number,
  size: 9,
  totalPages,
  totalElements: content.length,
});

const LOJA = [
  EBOOK(1, 'Anatomia Descomplicada', 39.9),
  EBOOK(2, 'Farmacologia', 29.9),
  EBOOK(3, 'SUS', 34.9, true),
];

function setup(modo: 'loja' | 'meus', routes: Parameters<typeof mockApi>[0] = {}) {
  signInAs();
  const mock = mockApi({
    'GET ebook/listar-ebook': (c: ApiCall) =>
      reply(c.url.searchParams.get('nome') === 'nada' ? pagina([]) : pagina(LOJA, 0, 2)),
    'GET ebook/listar-materias-ebooks': [{ id: 11, nome: 'Matéria 1' }],
    'GET ebook/listar-ebooks-usuario': pagina([EBOOK(3, 'SUS', 34.9, true)]),
    'GET ebook/listar-materias-meus-ebooks': [{ id: 13, nome: 'Matéria 3' }],
    ...routes,
  });
  const view = renderUi(<EbooksPage modo={modo} />, modo === 'loja' ? '/ebook' : '/meus-ebooks');
  return { ...view, mock };
}

afterEach(() => window.localStorage.clear());

describe('e-book store', () => {
  it('lists cards with cover, name, author and price; owned ones say so; pages by 9 sorted A-Z', async () => {
    const { mock, user } = setup('loja');
    const card = await screen.findByRole('article', { name: 'Anatomia Descomplicada' });
    expect(
      within(card).getByRole('img', { name: 'Capa do e-book Anatomia Descomplicada' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Autor 1')).toBeInTheDocument();
    expect(within(card).getByText(/39,90/)).toBeInTheDocument();
    const sus = screen.getByRole('article', { name: 'SUS' });
    expect(within(sus).getByText('Você já possui este e-book')).toBeInTheDocument();
    expect(within(sus).queryByRole('button', { name: /Comprar agora/ })).not.toBeInTheDocument();
    const primeira = mock.callsTo('GET', 'ebook/listar-ebook')[0]!.url.searchParams;
    expect(Object.fromEntries(primeira)).toEqual({ page: '0', sort: 'nome,asc' });

    await user.click(screen.getByLabelText('Ordenar por', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Título Z-A' }));
    await waitFor(() =>
      expect(mock.callsTo('GET', 'ebook/listar-ebook').at(-1)!.url.searchParams.get('sort')).toBe(
        'nome,desc',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() =>
      expect(mock.callsTo('GET', 'ebook/listar-ebook').at(-1)!.url.searchParams.get('page')).toBe('1'),
    );
  });

  it('searches by name and filters by subject; an empty result says so', async () => {
    const { mock, user } = setup('loja');
    await user.click(await screen.findByLabelText('Matéria', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Matéria 1' }));
    await waitFor(() =>
      expect(mock.callsTo('GET', 'ebook/listar-ebook').at(-1)!.url.searchParams.get('idMateria')).toBe('11'),
    );
    await user.type(screen.getByLabelText('Nome do e-book'), 'nada');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(MENSAGENS_EBOOK.nenhum)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByRole('article', { name: 'Farmacologia' })).toBeInTheDocument();
    expect(Object.fromEntries(mock.callsTo('GET', 'ebook/listar-ebook').at(-1)!.url.searchParams)).toEqual({
      page: '0',
      sort: 'nome,asc',
    });
    expect(screen.getByLabelText('Nome do e-book')).toHaveValue('');
  });

  it('adds and removes by name with the spec messages, keeps the cart across a reload, and Adquirir goes to checkout', async () => {
    const { user, unmount } = setup('loja');
    await user.click(
      await screen.findByRole('button', { name: 'Adicionar ao carrinho: Anatomia Descomplicada' }),
    );
    expect(await screen.findByText('Ebook adicionado ao carrinho com sucesso!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar ao carrinho: Farmacologia' }));
    await user.click(screen.getByRole('button', { name: 'Remover do carrinho: Farmacologia' }));
    expect(await screen.findByText('Ebook removido do carrinho!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar ao carrinho: Farmacologia' }));
    unmount();

    // A reload: the cart is still there.
    const again = setup('loja');
    await again.user.click(await screen.findByRole('button', { name: 'Carrinho (2)' }));
    expect(await screen.findByTestId('total-carrinho')).toHaveTextContent('69,80');
    await again.user.click(screen.getByRole('button', { name: 'Adquirir' }));
    const destino = again.router.state.location.pathname;
    expect(destino.startsWith('/assinatura-plano/null/')).toBe(true);
    expect(JSON.parse(decodeURIComponent(destino.slice('/assinatura-plano/null/'.length)))).toEqual([
      { id: 1, nome: 'Anatomia Descomplicada', preco: 39.9 },
      { id: 2, nome: 'Farmacologia', preco: 29.9 },
    ]);
  });

  it('buys one now, and Ver mais shows pages, description, price and free pages', async () => {
    const { user, router } = setup('loja');
    await user.click(await screen.findByRole('button', { name: 'Ver mais: Farmacologia' }));
    const modal = await screen.findByRole('dialog', { name: 'Farmacologia' });
    expect(within(modal).getByText('Descrição do e-book 2.')).toBeInTheDocument();
    expect(within(modal).getByText('Páginas:').parentElement).toHaveTextContent('Páginas: 9');
    expect(within(modal).getByText('Páginas grátis:').parentElement).toHaveTextContent('Páginas grátis: 2');
    expect(within(modal).getByRole('button', { name: 'Ler páginas grátis' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Comprar agora: Farmacologia' }));
    expect(decodeURIComponent(router.state.location.pathname)).toBe(
      '/assinatura-plano/null/[{"id":2,"nome":"Farmacologia","preco":29.9}]',
    );
  });
});

describe('my e-books', () => {
  it('lists the owned e-books with Ler ebook, which opens the PDF in a new window', async () => {
    const janela = {
      opener: 1,
      closed: false,
      document: { title: '', body: {} },
      location: { href: '' },
      close: vi.fn(),
    };
    vi.spyOn(window, 'open').mockReturnValue(janela as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:ebook');
    const { mock, user } = setup('meus', { 'GET ebook/busca-pdf-ebook': btoa('%PDF-1.7') });
    await user.click(await screen.findByRole('button', { name: 'Ler ebook: SUS' }));
    await waitFor(() => expect(janela.location.href).toBe('blob:ebook'));
    expect(mock.callsTo('GET', 'ebook/busca-pdf-ebook')[0]!.url.searchParams.get('idEbook')).toBe('3');
    expect(screen.queryByRole('button', { name: /Carrinho/ })).not.toBeInTheDocument();
    expect(mock.callsTo('GET', 'ebook/listar-materias-meus-ebooks')).toHaveLength(1);
  });

  it('shows the server refusal of the PDF in the error dialog', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = setup('meus', {
      'GET ebook/busca-pdf-ebook': reply({ codigo: 'PROIBIDO', mensagem: MENSAGENS_EBOOK.naoAdquirido }, 403),
    });
    await user.click(await screen.findByRole('button', { name: 'Ler ebook: SUS' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MENSAGENS_EBOOK.naoAdquirido)).toBeInTheDocument();
  });
});

describe('the filters', () => {
  it('sit in a card titled Filtros on larger screens', async () => {
    setup('loja');
    expect(await screen.findByRole('heading', { name: 'Filtros' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filtros' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nome do e-book')).toBeVisible();
  });

  it('fold into a closed Filtros accordion on phones, which closes again after a search', async () => {
    setViewportWidth(360);
    const { mock, user } = setup('meus');
    const filtros = await screen.findByRole('button', { name: 'Filtros' });
    expect(filtros).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Filtros' })).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'SUS' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome do e-book')).not.toBeVisible();

    await user.click(filtros);
    expect(filtros).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByLabelText('Nome do e-book')).toBeVisible());
    await user.type(screen.getByLabelText('Nome do e-book'), 'SUS');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(mock.callsTo('GET', 'ebook/listar-ebooks-usuario').at(-1)!.url.searchParams.get('nome')).toBe(
        'SUS',
      ),
    );
    expect(filtros).toHaveAttribute('aria-expanded', 'false');
  });
});
