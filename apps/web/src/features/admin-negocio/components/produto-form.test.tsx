import { MENSAGENS_NEGOCIO, type TProdutoAdmin } from '@aprovei/shared/negocio/negocio-admin.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, PUBLIC_API, reply } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';

const mapas: TProdutoAdmin = {
  id: 9,
  nomeProduto: 'Mapas mentais',
  descricao: 'Os mapas de toda a prova.',
  valorCentavos: 39_00,
  duracaoMeses: 12,
  ativo: true,
  tipoEntrega: 'ARQUIVO',
  enviosQuestaoAberta: null,
  instrucoes: '',
  arquivoNome: 'mapas.pdf',
  idsPlanos: [],
  vendas: 2,
};
const PDF = new File(['%PDF-1.4 mapas'], 'mapas v2.pdf', { type: 'application/pdf' });

const api = () =>
  mockApi({
    ...PUBLIC_API,
    'GET admin/eu': { id: 1, nome: 'Ana Administradora', papel: 'ADMIN', areas: ['negocio'] },
    'GET admin/produtos': { linhas: [mapas], total: 1 },
    'GET admin/planos': { linhas: [], total: 0 },
    'POST admin/produtos/com-arquivo': (call) => {
      const dados = JSON.parse(String((call.body as FormData).get('dados')));
      return reply({ ...mapas, ...dados, id: 10, arquivoNome: 'mapas v2.pdf' }, 201);
    },
    'PUT admin/produtos/9': (call) => reply({ ...mapas, ...(call.body as object) }),
    'PUT admin/produtos/9/arquivo': reply({ ...mapas, arquivoNome: 'mapas v2.pdf' }),
  });

const escolherArquivo = (arquivo: File) =>
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [arquivo] } });

describe('/admin/produtos: a file product', () => {
  it('is created with its PDF in one multipart request, and a missing PDF is said before sending', async () => {
    signInAs({ roles: ['ADMIN'] });
    const mock = api();
    const user = userEvent.setup();
    renderApp('/admin/produtos');
    await user.click(await screen.findByRole('button', { name: 'Novo produto' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo produto' });
    await user.click(within(modal).getByLabelText('Entrega', { selector: 'input:not([type="hidden"])' }));
    await user.click(await screen.findByRole('option', { name: 'Arquivo PDF' }));
    await user.type(within(modal).getByRole('textbox', { name: /^Nome do produto/ }), 'Mapas mentais 2');
    await user.type(within(modal).getByRole('textbox', { name: /^Preço/ }), '45');

    await user.click(within(modal).getByRole('button', { name: 'Cadastrar produto' }));
    expect(await within(modal).findByText(MENSAGENS_NEGOCIO.arquivoObrigatorio)).toBeInTheDocument();
    expect(mock.callsTo('POST', 'admin/produtos/com-arquivo')).toHaveLength(0);

    escolherArquivo(PDF);
    await user.click(within(modal).getByRole('button', { name: 'Cadastrar produto' }));
    await waitFor(() => expect(mock.callsTo('POST', 'admin/produtos/com-arquivo')).toHaveLength(1));
    const corpo = mock.callsTo('POST', 'admin/produtos/com-arquivo')[0]!.body as FormData;
    expect(JSON.parse(String(corpo.get('dados')))).toMatchObject({
      tipoEntrega: 'ARQUIVO',
      nomeProduto: 'Mapas mentais 2',
      valorCentavos: 45_00,
    });
    expect((corpo.get('arquivo') as File).name).toBe('mapas v2.pdf');
    expect(mock.callsTo('POST', 'admin/produtos')).toHaveLength(0);
    expect(await screen.findByText(MENSAGENS_NEGOCIO.produtoCriado)).toBeInTheDocument();
  });

  it('keeps its file when edited without one, and has it replaced when a new PDF is chosen', async () => {
    signInAs({ roles: ['ADMIN'] });
    const mock = api();
    const user = userEvent.setup();
    renderApp('/admin/produtos');
    await user.click(await screen.findByText('Mapas mentais'));
    const modal = await screen.findByRole('dialog', { name: 'Editar produto' });
    expect(within(modal).getByText(/Atual: mapas\.pdf/)).toBeInTheDocument();
    escolherArquivo(PDF);
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(mock.callsTo('PUT', 'admin/produtos/9/arquivo')).toHaveLength(1));
    expect(mock.callsTo('PUT', 'admin/produtos/9')[0]!.body).toMatchObject({ tipoEntrega: 'ARQUIVO' });
    const corpo = mock.callsTo('PUT', 'admin/produtos/9/arquivo')[0]!.body as FormData;
    expect((corpo.get('arquivo') as File).name).toBe('mapas v2.pdf');
    expect(corpo.get('dados')).toBeNull();
  });
});
