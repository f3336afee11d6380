import { MENSAGENS_CUPOM } from '@aprovei/shared/assinatura/cupom.rules';
import { MENSAGENS_EBOOK } from '@aprovei/shared/ebook/ebook.rules';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { PIX_POLL_MS } from '../api/assinatura.api';
import { Checkout, CheckoutPlano } from './checkout-plano';

vi.mock('../../../components/captcha', () => ({
  Captcha: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onChange('payload-captcha')}>
      Não sou um robô
    </button>
  ),
}));

const PLANO = {
  id: 7,
  nomePlano: 'Residência Anual',
  descricao: 'Acesso por 12 meses.',
  descricaoDetalhada: '',
  valorIntegralPlano: 300,
  valorIntegralPlanoOriginal: 400,
  valorPlanoComDesconto: 300,
  valorDesconto: 100,
  possuiDesconto: true,
  mensagemDesconto: null,
  planoParcelado: [
    { qtdParcela: 1, valorParcelado: 300 },
    { qtdParcela: 3, valorParcelado: 100 },
  ],
  ehDestaque: true,
  ordem: 1,
  tipoPlano: 'N',
  idPlataforma: 1,
  planoEnare: false,
  duracaoMeses: 12,
  funcionalidades: [],
};
const PRODUTO = { id: 3, nome: 'Mentoria', descricao: 'Três encontros.', valor: 45.5 };
const PIX = {
  tipoTransacao: 'PIX',
  statusPagamento: 'pending',
  idFatura: 91,
  imageQrCodeBase64: 'iVBORw0KGgo=',
  qrCode:
    '00020101021226800014br.gov.bcb.pix2558pix.exemplo/qr/v2/abc5204000053039865406300.005802BR5907APROVEI6009SAO PAULO62070503***6304ABCD',
  pixExpiraEm: '2030-01-01T00:00:00.000Z',
};

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  signInAs({ cpf: '52998224725' });
  const onPago = vi.fn();
  const mock = mockApi({
    'GET planos/recuperar-plano-por-id/7': PLANO,
    'GET produtos/recuperar-produtos-por-plano-checkout/7': [PRODUTO],
    ...extra,
  });
  const view = renderUi(<CheckoutPlano idPlano={7} cpf="52998224725" onPago={onPago} />);
  return { ...view, mock, onPago };
}

const finalizar = () => screen.getByRole('button', { name: 'Finalizar' });

afterEach(() => vi.useRealTimers());

describe('plan checkout', () => {
  it('shows the summary, products and the struck-through price; Finalizar waits for contract and captcha', async () => {
    const { user } = setup();
    expect(await screen.findByText('Pagamento do plano')).toBeInTheDocument();
    expect(screen.getAllByText('Residência Anual').length).toBeGreaterThan(0);
    expect(screen.getByText('Oportunidade, aproveite e leve também!')).toBeInTheDocument();
    expect(screen.getByLabelText(/Preço sem desconto/)).toHaveTextContent('400,00');
    expect(screen.getByTestId('total')).toHaveTextContent('300,00');
    await user.click(screen.getByLabelText('Adicionar produto'));
    expect(screen.getByTestId('total')).toHaveTextContent('345,50');
    await user.click(screen.getByLabelText('PIX'));
    expect(finalizar()).toBeDisabled();
    await user.click(screen.getByLabelText('Li e aceito os termos do contrato'));
    expect(finalizar()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    expect(finalizar()).toBeEnabled();
  });

  it('applies a coupon, hides its field and recomputes the price', async () => {
    const { user, mock } = setup({
      'GET assinatura/aplicar-desconto-cupom': {
        cupom: 'DEZ POR CENTO',
        valorIntegralPlano: 300,
        valorDesconto: 30,
        valorPlanoComDesconto: 270,
        planoParcelado: [{ qtdParcela: 1, valorParcelado: 270 }],
      },
    });
    await user.type(await screen.findByLabelText('Cupom Desconto'), 'dez por cento');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('total')).toHaveTextContent('270,00'));
    expect(screen.queryByLabelText('Cupom Desconto')).not.toBeInTheDocument();
    expect(mock.callsTo('GET', 'assinatura/aplicar-desconto-cupom')[0]!.url.searchParams.get('cupom')).toBe(
      'DEZ POR CENTO',
    );
  });

  it('shows the coupon refusal and reloads the plan', async () => {
    const { user, mock } = setup({
      'GET assinatura/aplicar-desconto-cupom': reply(
        { codigo: 'VALIDACAO', mensagem: MENSAGENS_CUPOM.expirado },
        400,
      ),
    });
    await user.type(await screen.findByLabelText('Cupom Desconto'), 'VENCIDO');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MENSAGENS_CUPOM.expirado)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mock.callsTo('GET', 'planos/recuperar-plano-por-id/7').length).toBe(2));
  });

  it('pays by Pix once for a double click, shows the QR and moves on when the poll says paid', async () => {
    // Fake clocks from the start (advancing with real time), so the 7 s poll can be jumped over.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let pago = false;
    const { user, mock, onPago } = setup({
      'POST assinatura/realizar-assinatura-plano': PIX,
      'GET assinatura/is-pagamento-pix-processado': () => reply(pago),
    });
    await user.click(await screen.findByLabelText('PIX'));
    await user.click(screen.getByLabelText('Li e aceito os termos do contrato'));
    await user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    await user.dblClick(finalizar());
    expect(await screen.findByText('Pedido recebido!')).toBeInTheDocument();
    expect(mock.callsTo('POST', 'assinatura/realizar-assinatura-plano')).toHaveLength(1);
    expect(mock.callsTo('POST', 'assinatura/realizar-assinatura-plano')[0]!.body).toMatchObject({
      idPlano: 7,
      metodoPagamento: 'PIX',
      qtdParcelas: 1,
      aceiteContrato: true,
      captcha: 'payload-captcha',
      chaveIdempotencia: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(screen.getByAltText('QR code do PIX')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar código PIX' })).toBeInTheDocument();
    await waitFor(() =>
      expect(mock.callsTo('GET', 'assinatura/is-pagamento-pix-processado')).toHaveLength(1),
    );
    expect(onPago).not.toHaveBeenCalled();
    pago = true;
    await act(() => vi.advanceTimersByTimeAsync(PIX_POLL_MS - 1000));
    expect(mock.callsTo('GET', 'assinatura/is-pagamento-pix-processado')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(onPago).toHaveBeenCalledWith({ idFatura: 91, metodo: 'PIX' }));
  });

  it('charges the main saved card by default, in the chosen instalments; the new-card option shows the form', async () => {
    const { user, mock, onPago } = setup({
      'GET cartao-credito/listar-cartoes-salvos': [
        {
          idCartao: 12,
          apelido: 'Compras',
          bandeira: 'VISA',
          ultimosQuatroDigitos: '1111',
          mesValidade: '12',
          anoValidade: '2035',
          nome: 'MARIA SILVA',
          principal: true,
          secundario: false,
          endereco: {
            cep: '01310100',
            logradouro: 'Avenida Paulista',
            numeroLogradouro: '1000',
            bairro: 'Bela Vista',
            complemento: null,
            municipio: { id: 3550308, nome: 'São Paulo' },
            siglaEstado: 'SP',
          },
        },
      ],
      'GET bandeira-cartao/listar': [],
      'GET planos/recupera-parcela-plano-mais-produto/7/300.00/-/-': [
        { qtdParcela: 1, valorParcelado: 300 },
        { qtdParcela: 2, valorParcelado: 150 },
        { qtdParcela: 3, valorParcelado: 100 },
      ],
      'POST assinatura/realizar-assinatura-plano': {
        ...PIX,
        tipoTransacao: 'CARTAO_CREDITO',
        statusPagamento: 'approved',
        imageQrCodeBase64: null,
        qrCode: null,
      },
    });
    await user.click(await screen.findByLabelText('Cartão de crédito'));
    expect(await screen.findByLabelText('VISA FINAL: 1111 (Compras)')).toBeChecked();
    expect(screen.queryByLabelText(/Número do Cartão/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Novo cartão'));
    expect(await screen.findByLabelText(/Número do Cartão/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('VISA FINAL: 1111 (Compras)'));
    await user.click(screen.getByLabelText(/^Parcelas/));
    await user.click(await screen.findByRole('option', { name: /^3x de R\$\s100,00 sem juros$/ }));
    await user.click(screen.getByLabelText('Li e aceito os termos do contrato'));
    await user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    await user.click(finalizar());
    await waitFor(() => expect(onPago).toHaveBeenCalledWith({ idFatura: 91, metodo: 'CARTAO_CREDITO' }));
    expect(mock.callsTo('POST', 'assinatura/realizar-assinatura-plano')[0]!.body).toMatchObject({
      metodoPagamento: 'CARTAO_CREDITO',
      idCartao: 12,
      cartao: null,
      qtdParcelas: 3,
    });
  });

  it('says so when the Pix code expired', async () => {
    const { user } = setup({
      'POST assinatura/realizar-assinatura-plano': PIX,
      'GET assinatura/is-pagamento-pix-processado': reply(
        {
          codigo: 'CONFLITO',
          mensagem: 'O prazo para pagar este PIX terminou. Faça um novo pedido para gerar outro código.',
        },
        409,
      ),
    });
    await user.click(await screen.findByLabelText('PIX'));
    await user.click(screen.getByLabelText('Li e aceito os termos do contrato'));
    await user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    await user.click(finalizar());
    expect(await screen.findByText(/O prazo para pagar este PIX terminou/)).toBeInTheDocument();
  });
});

const EBOOK = (id: number, nome: string, valor: number, adquirido = false) => ({
  id,
  nome,
  autor: 'Dra. Helena Prado',
  capa: 'data:image/svg+xml;base64,PHN2Zy8+',
  valor,
  numPaginas: 7,
  paginasGratis: 2,
  descricao: 'Um roteiro de estudo.',
  materia: { id: 1, nome: 'Patologia Oral' },
  adquirido,
});

describe('e-book checkout', () => {
  function setupEbooks(extra: Parameters<typeof mockApi>[0] = {}, adquirido = false) {
    signInAs({ cpf: '52998224725' });
    const onPago = vi.fn();
    const mock = mockApi({
      'GET ebook/listar-ebook': {
        content: [EBOOK(1, 'Anatomia Descomplicada', 39.9), EBOOK(2, 'Patologia em Mapas', 60.11, adquirido)],
        number: 0,
        size: 50,
        totalPages: 1,
        totalElements: 2,
      },
      ...extra,
    });
    const view = renderUi(
      <Checkout compra={{ tipo: 'ebooks', idEbooks: [1, 2] }} cpf="52998224725" onPago={onPago} />,
    );
    return { ...view, mock, onPago };
  }

  it('prices the e-books from the server, with no contract nor products; Finalizar waits only for the captcha', async () => {
    const { user, mock } = setupEbooks();
    expect(await screen.findByText('Pagamento do(s) eBook(s)')).toBeInTheDocument();
    expect(mock.callsTo('GET', 'ebook/listar-ebook')[0]!.url.searchParams.get('idEbooks')).toBe('1,2');
    expect(screen.getByTestId('total')).toHaveTextContent('100,01');
    expect(screen.queryByLabelText('Li e aceito os termos do contrato')).not.toBeInTheDocument();
    expect(screen.queryByText('Oportunidade, aproveite e leve também!')).not.toBeInTheDocument();
    expect(mock.callsTo('GET', 'produtos/recuperar-produtos-por-plano-checkout/0')).toHaveLength(0);
    await user.click(screen.getByLabelText('PIX'));
    expect(finalizar()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    expect(finalizar()).toBeEnabled();
  });

  it('offers 1..N instalments of the server count, the leftover cents on the first parcel', async () => {
    const { user, mock, onPago } = setupEbooks({
      'GET ebook/busca-parcelas-ebook': 3,
      'GET bandeira-cartao/listar': [],
      'GET cartao-credito/listar-cartoes-salvos': [
        {
          idCartao: 12,
          apelido: 'Compras',
          bandeira: 'VISA',
          ultimosQuatroDigitos: '1111',
          mesValidade: '12',
          anoValidade: '2035',
          nome: 'MARIA SILVA',
          principal: true,
          secundario: false,
          endereco: {
            cep: '01310100',
            logradouro: 'Avenida Paulista',
            numeroLogradouro: '1000',
            bairro: 'Bela Vista',
            complemento: null,
            municipio: { id: 3550308, nome: 'São Paulo' },
            siglaEstado: 'SP',
          },
        },
      ],
      'POST assinatura/realizar-contratacao-ebook': {
        ...PIX,
        tipoTransacao: 'CARTAO_CREDITO',
        statusPagamento: 'approved',
        imageQrCodeBase64: null,
        qrCode: null,
      },
    });
    await user.click(await screen.findByLabelText('Cartão de crédito'));
    await user.click(await screen.findByLabelText(/^Parcelas/));
    const opcoes = (await screen.findAllByRole('option')).map((o) => o.textContent?.replace(/\s/g, ' '));
    // 100,01 in 3: 33,35 + 33,33 + 33,33 (the regular parcel is shown).
    expect(opcoes).toEqual([
      '1x de R$ 100,01 sem juros',
      '2x de R$ 50,00 sem juros',
      '3x de R$ 33,33 sem juros',
    ]);
    expect(
      mock.callsTo('GET', 'ebook/busca-parcelas-ebook')[0]!.url.searchParams.get('valorTotalEbooks'),
    ).toBe('100.01');
    await user.click(screen.getByRole('option', { name: /^3x de R\$\s33,33 sem juros$/ }));
    await user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    await user.click(finalizar());
    await waitFor(() => expect(onPago).toHaveBeenCalledWith({ idFatura: 91, metodo: 'CARTAO_CREDITO' }));
    const body = mock.callsTo('POST', 'assinatura/realizar-contratacao-ebook')[0]!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      idEbooks: [1, 2],
      metodoPagamento: 'CARTAO_CREDITO',
      idCartao: 12,
      qtdParcelas: 3,
    });
    expect(body).not.toHaveProperty('aceiteContrato');
    expect(body).not.toHaveProperty('idPlano');
  });

  it('applies the e-book coupon', async () => {
    const { user, mock } = setupEbooks({
      'GET assinatura/aplicar-desconto-cupom-ebook': {
        cupom: 'LEITURA',
        valorTotalEbooks: 100.01,
        valorDesconto: 15,
        valorTotalComDesconto: 85.01,
        qtdMaximaParcelas: 6,
      },
    });
    await user.type(await screen.findByLabelText('Cupom Desconto'), 'leitura');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('total')).toHaveTextContent('85,01'));
    const call = mock.callsTo('GET', 'assinatura/aplicar-desconto-cupom-ebook')[0]!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      cupom: 'LEITURA',
      idEbooks: '1,2',
      cpf: '52998224725',
    });
  });

  it('says when an e-book is owned already and does not let it be bought', async () => {
    const { user } = setupEbooks({}, true);
    expect(await screen.findByText(MENSAGENS_EBOOK.jaAdquirido)).toBeInTheDocument();
    await user.click(screen.getByLabelText('PIX'));
    await user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    expect(finalizar()).toBeDisabled();
  });
});
