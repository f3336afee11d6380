import type { TContratacaoProdutos } from '@aprovei/shared/assinatura/assinatura.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { MeusProdutosCard } from './meus-produtos-card';

const datas = { dataInicio: '2026-01-15T13:00:00.000Z', dataValidadeAssinatura: '2027-01-15T13:00:00.000Z' };

const contratacoes = (disponivel = true): TContratacaoProdutos[] => [
  {
    idContratacao: 10,
    situacaoContratacao: { codigo: 1, descricao: 'Ativa' },
    produtoComprado: [
      {
        id: 11,
        nomeProduto: 'Revisão final: resumos em PDF',
        ...datas,
        entrega: { tipo: 'ARQUIVO', arquivoNome: 'revisao-final-resumos.pdf', disponivel },
      },
      {
        id: 12,
        nomeProduto: 'Pacote de 10 envios de questão aberta',
        ...datas,
        entrega: { tipo: 'ENVIOS_QUESTAO_ABERTA', enviosQuestaoAberta: 10 },
      },
      {
        id: 13,
        nomeProduto: 'Mentoria de estudos',
        ...datas,
        entrega: { tipo: 'SERVICO', instrucoes: 'Responda a este e-mail com três horários.' },
      },
    ],
  },
];

afterEach(() => vi.restoreAllMocks());

describe('MeusProdutosCard', () => {
  it('shows how each product is delivered: a download, the sends with their link, the e-mailed instructions', async () => {
    signInAs();
    mockApi({ 'GET assinatura/recuperar-contratacoes-usuario': contratacoes() });
    renderUi(<MeusProdutosCard />);
    const pdf = await screen.findByRole('listitem', { name: 'Revisão final: resumos em PDF' });
    expect(
      within(pdf).getByRole('button', { name: 'Baixar PDF: Revisão final: resumos em PDF' }),
    ).toHaveTextContent('Baixar PDF');
    const envios = screen.getByRole('listitem', { name: 'Pacote de 10 envios de questão aberta' });
    expect(within(envios).getByText(/10 envios extras de questão aberta/)).toBeInTheDocument();
    expect(within(envios).getByRole('link', { name: 'Ir para Questões abertas' })).toHaveAttribute(
      'href',
      '/questao-aberta',
    );
    const mentoria = screen.getByRole('listitem', { name: 'Mentoria de estudos' });
    expect(within(mentoria).getByText('Instruções enviadas por e-mail')).toBeInTheDocument();
    expect(within(mentoria).getByText('Responda a este e-mail com três horários.')).toBeInTheDocument();
    expect(within(mentoria).queryByRole('button')).not.toBeInTheDocument();
  });

  it('downloads the file of the product into a new window', async () => {
    signInAs();
    const api = mockApi({
      'GET assinatura/recuperar-contratacoes-usuario': contratacoes(),
      'GET produtos/baixar-arquivo/11': new Response(new Blob(['%PDF-1.7 resumos']), {
        headers: { 'Content-Type': 'application/pdf' },
      }),
    });
    const janela = {
      opener: {},
      closed: false,
      document: { title: '', body: {} },
      location: { href: '' },
      close: vi.fn(),
    };
    vi.spyOn(window, 'open').mockReturnValue(janela as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:resumos');
    const { user } = renderUi(<MeusProdutosCard />);
    await user.click(
      await screen.findByRole('button', { name: 'Baixar PDF: Revisão final: resumos em PDF' }),
    );
    await waitFor(() => expect(janela.location.href).toBe('blob:resumos'));
    expect(api.callsTo('GET', 'produtos/baixar-arquivo/11')).toHaveLength(1);
  });

  it('offers no download once the order was refunded', async () => {
    signInAs();
    mockApi({ 'GET assinatura/recuperar-contratacoes-usuario': contratacoes(false) });
    renderUi(<MeusProdutosCard />);
    const pdf = await screen.findByRole('listitem', { name: 'Revisão final: resumos em PDF' });
    expect(
      within(pdf).getByText('Download indisponível: o pedido deste produto foi estornado.'),
    ).toBeInTheDocument();
    expect(within(pdf).queryByRole('button')).not.toBeInTheDocument();
  });
});
