import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPlataforma } from '../../../lib/plataforma';
import { mockApi } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { PedidoConfirmado } from './pedido-confirmado';

const PEDIDO = {
  idFatura: 41,
  criadoEm: '2026-11-27T13:05:00.000Z',
  statusPagamento: 'approved',
  metodoPagamento: 'CARTAO_CREDITO',
  qtdParcelas: 3,
  valorParcela: 193.93,
  plano: { id: 2, nomePlano: 'Concurso Anual', idPlataforma: 2, valor: 597 },
  produtos: [{ id: 3, nome: 'Revisão final: resumos em PDF' }],
  valorProdutos: 97,
  ebooks: [],
  valorEbooks: 0,
  cupom: 'DEZ POR CENTO',
  valorDesconto: 59.7,
  valorTotal: 634.3,
  pixExpiraEm: null,
};

describe('the confirmation of a purchase', () => {
  it("summarises the paid order and leads into the plan's platform", async () => {
    signInAs();
    mockApi({ 'GET assinatura/pedido/41': PEDIDO });
    renderUi(<PedidoConfirmado idFatura={41} plataforma={1} medica={false} />);
    expect(await screen.findByRole('heading', { name: 'Sua compra foi concluída' })).toBeInTheDocument();
    const resumo = within(screen.getByLabelText('Resumo do pedido'));
    expect(resumo.getByText('#41')).toBeInTheDocument();
    expect(resumo.getByText('27/11/2026 às 10:05')).toBeInTheDocument();
    expect(resumo.getByText('Concurso Anual')).toBeInTheDocument();
    expect(resumo.getByText('+ Revisão final: resumos em PDF')).toBeInTheDocument();
    expect(resumo.getByText('Desconto (cupom DEZ POR CENTO)')).toBeInTheDocument();
    expect(resumo.getByText(/^R\$\s634,30$/)).toBeInTheDocument();
    expect(resumo.getByText(/^Cartão de crédito em 3x de R\$\s193,93 sem juros$/)).toBeInTheDocument();
    expect(screen.getByText('O recibo da compra foi enviado para o seu e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar na plataforma' })).toHaveAttribute(
      'href',
      '/plataforma/2',
    );
  });

  it('welcomes the buyer who registered in this purchase, then leads into the platform', async () => {
    signInAs();
    mockApi({ 'GET assinatura/pedido/41': PEDIDO });
    renderUi(<PedidoConfirmado idFatura={41} plataforma={1} medica={false} cadastroNovo />);
    expect(await screen.findByRole('heading', { name: 'Seu cadastro foi realizado' })).toBeInTheDocument();
    expect(screen.getByText(/Seja bem-vindo\(a\)!/)).toBeInTheDocument();
    expect(screen.getByLabelText('Resumo do pedido')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar na plataforma' })).toHaveAttribute(
      'href',
      '/plataforma/2',
    );
    expect(getPlataforma()).toBe(2);
  });

  it('says a Pix order is still awaited; an e-book order leads to my e-books', async () => {
    signInAs();
    mockApi({
      'GET assinatura/pedido/42': {
        ...PEDIDO,
        idFatura: 42,
        statusPagamento: 'pending',
        metodoPagamento: 'PIX',
        qtdParcelas: 1,
        plano: null,
        produtos: [],
        ebooks: [{ id: 1, nome: 'Anatomia Descomplicada' }],
        cupom: null,
        valorDesconto: 0,
        valorTotal: 39.9,
      },
    });
    renderUi(<PedidoConfirmado idFatura={42} plataforma={1} medica={false} />);
    expect(await screen.findByRole('heading', { name: 'Pagamento em análise' })).toBeInTheDocument();
    expect(screen.getByText('Anatomia Descomplicada')).toBeInTheDocument();
    expect(screen.getByText('PIX')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Meus e-books' })).toHaveAttribute(
      'href',
      '/meus-ebooks',
    );
  });
});
