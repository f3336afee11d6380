import type { TPaginaPedidos, TPedidoResumo } from '@aprovei/shared/checkout/pedidos.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { MeusPedidosCard } from './meus-pedidos-card';

function pedido(over: Partial<TPedidoResumo> = {}): TPedidoResumo {
  return {
    idFatura: 41,
    data: '2026-11-20T15:30:00.000Z',
    tipo: 'COMPRA',
    itens: [
      { tipo: 'PLANO', nome: 'Residência Anual' },
      { tipo: 'PRODUTO', nome: 'Revisão final: resumos em PDF' },
    ],
    metodoPagamento: 'CARTAO_CREDITO',
    qtdParcelas: 3,
    desconto: 0,
    valorTotal: 694,
    status: { codigo: 'approved', descricao: 'Pago' },
    possuiRecibo: true,
    ...over,
  };
}

const pagina = (content: TPedidoResumo[], over: Partial<TPaginaPedidos> = {}): TPaginaPedidos => ({
  content,
  number: 0,
  size: 5,
  totalPages: content.length ? 1 : 0,
  totalElements: content.length,
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = async () =>
  (await screen.findByRole('heading', { name: 'Meus pedidos' })).closest('section') as HTMLElement;

describe('MeusPedidosCard', () => {
  it('shows each order with date, items, method, instalments, amount and status', async () => {
    signInAs();
    mockApi({
      'GET assinatura/meus-pedidos': pagina([
        pedido({
          idFatura: 42,
          data: '2026-11-25T12:00:00.000Z',
          itens: [{ tipo: 'EBOOK', nome: 'Cardiologia Essencial' }],
          metodoPagamento: 'PIX',
          qtdParcelas: 1,
          valorTotal: 49.9,
          status: { codigo: 'pending', descricao: 'Aguardando pagamento' },
          possuiRecibo: false,
        }),
        pedido({ desconto: 59.7 }),
      ]),
    });
    renderUi(<MeusPedidosCard />);
    const secao = await card();
    const pix = await within(secao).findByRole('listitem', { name: 'Pedido nº 42' });
    expect(within(pix).getByText('25/11/2026')).toBeInTheDocument();
    expect(within(pix).getByText('E-book: Cardiologia Essencial')).toBeInTheDocument();
    expect(within(pix).getByText('PIX')).toBeInTheDocument();
    expect(within(pix).getByText('Total: R$ 49,90')).toBeInTheDocument();
    expect(within(pix).getByText('Aguardando pagamento')).toBeInTheDocument();
    expect(within(pix).queryByRole('button', { name: /Recibo/ })).not.toBeInTheDocument();

    const cartao = within(secao).getByRole('listitem', { name: 'Pedido nº 41' });
    expect(within(cartao).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(cartao).getByText('Plano: Residência Anual')).toBeInTheDocument();
    expect(within(cartao).getByText('Produto: Revisão final: resumos em PDF')).toBeInTheDocument();
    expect(within(cartao).getByText('Cartão de crédito em 3x de R$ 231,33 sem juros')).toBeInTheDocument();
    expect(within(cartao).getByText('Desconto: R$ 59,70')).toBeInTheDocument();
    expect(within(cartao).getByText('Total: R$ 694,00')).toBeInTheDocument();
    expect(within(cartao).getByText('Pago')).toBeInTheDocument();
    expect(within(cartao).getByRole('button', { name: 'Recibo (PDF) do pedido nº 41' })).toBeInTheDocument();
  });

  it('opens the receipt PDF of an order in a new window', async () => {
    signInAs();
    const mock = mockApi({
      'GET assinatura/meus-pedidos': pagina([pedido()]),
      'GET assinatura/pedido/41/recibo': () =>
        new Response(new Blob(['%PDF-1.7 recibo'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:recibo-41');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const janela = {
      opener: {},
      closed: false,
      document: { title: '', body: {} },
      location: { href: '' },
      close: vi.fn(),
    };
    vi.spyOn(window, 'open').mockReturnValue(janela as unknown as Window);
    const ui = renderUi(<MeusPedidosCard />);
    await ui.user.click(await screen.findByRole('button', { name: 'Recibo (PDF) do pedido nº 41' }));
    await waitFor(() => expect(janela.location.href).toBe('blob:recibo-41'));
    expect(mock.callsTo('GET', 'assinatura/pedido/41/recibo')).toHaveLength(1);
  });

  it('pages through the orders, and says so when there are none or the list fails', async () => {
    signInAs();
    const mock = mockApi({
      'GET assinatura/meus-pedidos': (call) => {
        const page = Number(call.url.searchParams.get('page'));
        return {
          body: pagina([pedido({ idFatura: page === 0 ? 50 : 45 })], {
            number: page,
            totalPages: 2,
            totalElements: 6,
          }),
        };
      },
    });
    const ui = renderUi(<MeusPedidosCard />);
    expect(await screen.findByRole('listitem', { name: 'Pedido nº 50' })).toBeInTheDocument();
    await ui.user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByRole('listitem', { name: 'Pedido nº 45' })).toBeInTheDocument();
    expect(mock.callsTo('GET', 'assinatura/meus-pedidos').map((c) => c.url.searchParams.get('page'))).toEqual(
      ['0', '1'],
    );
    ui.unmount();

    mockApi({ 'GET assinatura/meus-pedidos': pagina([]) });
    const vazio = renderUi(<MeusPedidosCard />);
    expect(await screen.findByText('Você ainda não fez nenhum pedido.')).toBeInTheDocument();
    vazio.unmount();

    mockApi({ 'GET assinatura/meus-pedidos': () => new Response(null, { status: 502 }) });
    renderUi(<MeusPedidosCard />);
    expect(await screen.findByText('Não foi possível carregar seus pedidos agora.')).toBeInTheDocument();
  });
});
