import { MENSAGENS_COMPRA } from '@aprovei/shared/assinatura/assinatura.schemas';
import { MENSAGENS_CHECKOUT } from '@aprovei/shared/checkout/checkout.schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, reply } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { checkoutInicial, checkoutReducer } from '../hooks/checkout-estado';
import { CheckoutPlano } from './checkout-plano';

vi.mock('../../../components/captcha', () => ({
  Captcha: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onChange('payload-captcha')}>
      Não sou um robô
    </button>
  ),
}));

// The issue's own figures: R$ 597,00 or 3x R$ 199,00; 10 % off makes R$ 537,30 or 3x R$ 179,10.
const PLANO = {
  id: 7,
  nomePlano: 'Residência Anual',
  descricao: 'Acesso por 12 meses.',
  descricaoDetalhada: '',
  valorIntegralPlano: 597,
  valorIntegralPlanoOriginal: 597,
  valorPlanoComDesconto: 597,
  valorDesconto: 0,
  possuiDesconto: false,
  mensagemDesconto: null,
  planoParcelado: [
    { qtdParcela: 1, valorParcelado: 597 },
    { qtdParcela: 2, valorParcelado: 298.5 },
    { qtdParcela: 3, valorParcelado: 199 },
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
const PIX = (idFatura: number, expiraEmMs = 30 * 60_000) => ({
  tipoTransacao: 'PIX',
  statusPagamento: 'pending',
  idFatura,
  imageQrCodeBase64: 'iVBORw0KGgo=',
  qrCode: `00020101021226800014br.gov.bcb.pix-pedido-${idFatura}`,
  pixExpiraEm: new Date(Date.now() + expiraEmMs).toISOString(),
});
const APROVADO = {
  tipoTransacao: 'CARTAO_CREDITO',
  statusPagamento: 'approved',
  idFatura: 95,
  imageQrCodeBase64: null,
  qrCode: null,
  pixExpiraEm: null,
};
const SALVO = {
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
};
const PARCELAS = (total: number) =>
  [1, 2, 3].map((n) => ({ qtdParcela: n, valorParcelado: Math.floor(Math.round(total * 100) / n) / 100 }));

function setup(extra: Parameters<typeof mockApi>[0] = {}, props: { anonimo?: boolean } = {}) {
  signInAs({ cpf: '52998224725' });
  const onPago = vi.fn();
  const mock = mockApi({
    'GET planos/recuperar-plano-por-id/7': PLANO,
    'GET produtos/recuperar-produtos-por-plano-checkout/7': [PRODUTO],
    'GET bandeira-cartao/listar': [],
    'GET cartao-credito/listar-cartoes-salvos': [SALVO],
    'GET planos/recupera-parcela-plano-mais-produto/7/597.00/-/-': PARCELAS(597),
    'GET planos/recupera-parcela-plano-mais-produto/7/642.50/-/-': PARCELAS(642.5),
    ...extra,
  });
  const ui = () => <CheckoutPlano idPlano={7} cpf="52998224725" onPago={onPago} {...props} />;
  const view = renderUi(ui());
  return { ...view, mock, onPago, ui };
}

const finalizar = () => screen.getByRole('button', { name: 'Finalizar' });
const compras = (mock: { callsTo: (m: string, p: string) => ApiCall[] }) =>
  mock.callsTo('POST', 'assinatura/realizar-assinatura-plano');
const chaveDe = (call: ApiCall | undefined) =>
  (call?.body as { chaveIdempotencia?: string } | undefined)?.chaveIdempotencia;

async function pronto(user: ReturnType<typeof setup>['user'], metodo: 'PIX' | 'Cartão de crédito') {
  await user.click(await screen.findByLabelText(metodo));
  await user.click(screen.getByLabelText('Li e aceito os termos do contrato'));
  // The buyer who registered in this purchase passed the check on registering: none here.
  const robo = screen.queryByRole('button', { name: 'Não sou um robô' });
  if (robo) await user.click(robo);
}

async function fecharDialogo(user: ReturnType<typeof setup>['user'], texto: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(texto)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the idempotency key of a cart (issue 18 §1)', () => {
  it('keeps the key after an error: the retry of the same cart is the same order', async () => {
    let vez = 0;
    const { user, mock } = setup({
      'POST assinatura/realizar-assinatura-plano': () =>
        ++vez === 1
          ? reply({ codigo: 'INDISPONIVEL', mensagem: MENSAGENS_CHECKOUT.operadoraIndisponivel }, 503)
          : reply(PIX(91)),
    });
    await pronto(user, 'PIX');
    await user.click(finalizar());
    await fecharDialogo(user, MENSAGENS_CHECKOUT.operadoraIndisponivel);
    // A new attempt needs a new human check, and the plan is reloaded (spec doc 2 §4).
    expect(finalizar()).toBeDisabled();
    await waitFor(() => expect(mock.callsTo('GET', 'planos/recuperar-plano-por-id/7')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    await user.click(finalizar());
    expect(await screen.findByText('Pedido recebido!')).toBeInTheDocument();
    expect(compras(mock)).toHaveLength(2);
    expect(chaveDe(compras(mock)[1])).toBe(chaveDe(compras(mock)[0]));
  });

  it('makes a new key after a declined payment: trying the same cart again is a new order', async () => {
    let vez = 0;
    const { user, mock } = setup({
      'POST assinatura/realizar-assinatura-plano': () =>
        ++vez === 1
          ? reply(
              { codigo: 'PAGAMENTO_RECUSADO', mensagem: 'Pagamento recusado pelo emissor do cartão.' },
              400,
            )
          : reply(PIX(92)),
    });
    await pronto(user, 'PIX');
    await user.click(finalizar());
    await fecharDialogo(user, 'Pagamento recusado pelo emissor do cartão.');
    await user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    await user.click(finalizar());
    expect(await screen.findByText('Pedido recebido!')).toBeInTheDocument();
    expect(compras(mock)).toHaveLength(2);
    expect(chaveDe(compras(mock)[1])).not.toBe(chaveDe(compras(mock)[0]));
  });

  it('keeps the key across a remount (a reload, a second tab) and makes a new one for a changed cart', async () => {
    const { user, mock, unmount } = setup({
      'POST assinatura/realizar-assinatura-plano': reply(
        { codigo: 'INDISPONIVEL', mensagem: MENSAGENS_CHECKOUT.operadoraIndisponivel },
        503,
      ),
    });
    await pronto(user, 'PIX');
    await user.click(finalizar());
    await fecharDialogo(user, MENSAGENS_CHECKOUT.operadoraIndisponivel);
    const primeira = chaveDe(compras(mock)[0]);
    unmount();

    const outra = setup({
      'POST assinatura/realizar-assinatura-plano': reply(
        { codigo: 'INDISPONIVEL', mensagem: MENSAGENS_CHECKOUT.operadoraIndisponivel },
        503,
      ),
    });
    await pronto(outra.user, 'PIX');
    await outra.user.click(finalizar());
    await fecharDialogo(outra.user, MENSAGENS_CHECKOUT.operadoraIndisponivel);
    expect(chaveDe(compras(outra.mock)[0])).toBe(primeira);

    // The add-on product changes the cart: another order, another key.
    await outra.user.click(screen.getByLabelText('Adicionar produto'));
    await outra.user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    await outra.user.click(finalizar());
    await fecharDialogo(outra.user, MENSAGENS_CHECKOUT.operadoraIndisponivel);
    const terceira = chaveDe(compras(outra.mock)[1]);
    expect(terceira).not.toBe(primeira);
    expect(terceira).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('forgets the key once the order is paid: the same cart bought again is a new order', async () => {
    const { user, mock, onPago, unmount, ui } = setup({
      'POST assinatura/realizar-assinatura-plano': APROVADO,
    });
    await pronto(user, 'Cartão de crédito');
    await user.click(screen.getByLabelText(/^Parcelas/));
    await user.click(await screen.findByRole('option', { name: /^3x de R\$\s199,00 sem juros$/ }));
    await user.click(finalizar());
    await waitFor(() => expect(onPago).toHaveBeenCalledWith({ idFatura: 95, metodo: 'CARTAO_CREDITO' }));
    expect(compras(mock)[0]!.body).toMatchObject({ idCartao: 12, qtdParcelas: 3 });
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('aprovei:checkout:'))).toEqual([]);
    unmount();

    const again = renderUi(ui());
    await pronto(again.user, 'Cartão de crédito');
    await again.user.click(screen.getByLabelText(/^Parcelas/));
    await again.user.click(await screen.findByRole('option', { name: /^3x de R\$\s199,00 sem juros$/ }));
    await again.user.click(finalizar());
    await waitFor(() => expect(compras(mock)).toHaveLength(2));
    expect(chaveDe(compras(mock)[1])).not.toBe(chaveDe(compras(mock)[0]));
  });
});

describe('the saved cards', () => {
  it('shows no new-card form until they are known, then offers the main one (the form never vanishes mid-typing)', async () => {
    let entregar: ((cartoes: unknown[]) => void) | undefined;
    const { user } = setup({
      'GET cartao-credito/listar-cartoes-salvos': () =>
        new Promise((resolve) => {
          entregar = (cartoes) => resolve(reply(cartoes));
        }),
    });
    await user.click(await screen.findByLabelText('Cartão de crédito'));
    await waitFor(() => expect(entregar).not.toBe(undefined));
    expect(screen.queryByLabelText(/Número do Cartão/)).not.toBeInTheDocument();
    act(() => entregar?.([SALVO]));
    expect(await screen.findByLabelText('VISA FINAL: 1111 (Compras)')).toBeChecked();
    expect(screen.queryByLabelText(/Número do Cartão/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Novo cartão'));
    expect(await screen.findByLabelText(/Número do Cartão/)).toBeInTheDocument();
  });
});

describe('errors on their fields, the first one focused (issue 18 §4)', () => {
  it('an instalment not chosen: its message under Parcelas, the field focused; nothing is sent', async () => {
    const { user, mock } = setup();
    await pronto(user, 'Cartão de crédito');
    await screen.findByLabelText('VISA FINAL: 1111 (Compras)');
    await user.click(finalizar());
    expect(await screen.findByText(MENSAGENS_COMPRA.parcelas)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Parcelas/)).toHaveFocus());
    expect(compras(mock)).toHaveLength(0);
  });

  it('no payment method: its message under the choice, the first option focused', async () => {
    const { user, mock } = setup();
    await user.click(await screen.findByLabelText('Li e aceito os termos do contrato'));
    await user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    await user.click(finalizar());
    expect(await screen.findByText(MENSAGENS_COMPRA.metodoPagamento)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Cartão de crédito')).toHaveFocus());
    expect(compras(mock)).toHaveLength(0);
  });

  it("the anonymous buyer's Pix without an address: the CEP says so and takes the focus", async () => {
    const { user, mock } = setup({}, { anonimo: true });
    await pronto(user, 'PIX');
    await user.click(finalizar());
    await waitFor(() => expect(screen.getByLabelText(/^CEP/)).toHaveFocus());
    expect(screen.getByLabelText(/^CEP/)).toHaveAttribute('aria-invalid', 'true');
    expect(mock.callsTo('POST', 'conta/cadastra-endereco-usuario')).toHaveLength(0);
  });

  it("the server's field errors land on their fields (no dialog), the first one focused", async () => {
    const { user, mock } = setup({
      'POST assinatura/realizar-assinatura-plano': reply(
        {
          codigo: 'VALIDACAO',
          mensagem: 'Dados inválidos.',
          errors: [{ campo: 'qtdParcelas', mensagem: MENSAGENS_CHECKOUT.parcelasIndisponiveis }],
        },
        400,
      ),
    });
    await pronto(user, 'Cartão de crédito');
    await user.click(screen.getByLabelText(/^Parcelas/));
    await user.click(await screen.findByRole('option', { name: /^3x de R\$\s199,00 sem juros$/ }));
    await user.click(finalizar());
    expect(await screen.findByText(MENSAGENS_CHECKOUT.parcelasIndisponiveis)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Parcelas/)).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(compras(mock)).toHaveLength(1);
  });

  it('asks the buyer who registered in this purchase no second check; the server may still ask one', async () => {
    const { user } = setup({}, { anonimo: true });
    await user.click(await screen.findByLabelText('PIX'));
    await user.click(screen.getByLabelText('Li e aceito os termos do contrato'));
    expect(screen.queryByRole('button', { name: 'Não sou um robô' })).not.toBeInTheDocument();
    expect(finalizar()).toBeEnabled();
    const dispensado = { ...checkoutInicial, captchaDispensado: true };
    const recusado = checkoutReducer(dispensado, { tipo: 'falhou', foco: false, erroCaptcha: 'Confirme.' });
    expect(recusado.captchaDispensado).toBe(false);
    expect(
      checkoutReducer(dispensado, { tipo: 'falhou', foco: true, erroCaptcha: null }).captchaDispensado,
    ).toBe(true);
  });

  it("a refusal of the anonymous buyer's address goes under the address field", async () => {
    const { user } = setup(
      {
        'GET consulta-cep/cep/01310100': {
          cep: '01310100',
          tipoLogradouro: null,
          logradouro: 'Avenida Paulista',
          bairro: 'Bela Vista',
          complemento: '',
          municipio: { id: 3550308, nome: 'São Paulo' },
          uf: { id: 35, sigla: 'SP' },
        },
        'GET listar/TIPO_LOGRADOURO': [],
        'POST conta/cadastra-endereco-usuario': reply(
          {
            codigo: 'VALIDACAO',
            mensagem: 'Dados inválidos.',
            errors: [{ campo: 'numeroLogradouro', mensagem: 'Número inválido.' }],
          },
          400,
        ),
      },
      { anonimo: true },
    );
    await pronto(user, 'PIX');
    await user.type(screen.getByLabelText(/^CEP/), '01310100');
    await waitFor(() => expect(screen.getByLabelText(/^Município/)).toHaveValue('São Paulo'));
    await user.type(screen.getByLabelText(/^Número/), '1000');
    await user.click(finalizar());
    expect(await screen.findByText('Número inválido.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Número/)).toHaveFocus());
  });
});

describe('the coupon changes the summary and the instalments (issue 18 §5)', () => {
  it("reads '3x de R$ 179,10 ou R$ 537,30 à vista' and offers the discounted instalments", async () => {
    const { user, mock } = setup({
      'GET assinatura/aplicar-desconto-cupom': {
        cupom: 'DEZ POR CENTO',
        valorIntegralPlano: 597,
        valorDesconto: 59.7,
        valorPlanoComDesconto: 537.3,
        planoParcelado: PARCELAS(537.3),
      },
      'GET planos/recupera-parcela-plano-mais-produto/7/537.30/DEZ%20POR%20CENTO/52998224725':
        PARCELAS(537.3),
    });
    expect(await screen.findByTestId('resumo-preco')).toHaveTextContent(
      /^3x de R\$\s199,00 sem juros ou R\$\s597,00 à vista$/,
    );
    await user.type(screen.getByLabelText('Cupom Desconto'), 'dez por cento');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('total')).toHaveTextContent('537,30'));
    expect(screen.getByTestId('resumo-preco')).toHaveTextContent(
      /^3x de R\$\s179,10 sem juros ou R\$\s537,30 à vista$/,
    );
    await user.click(screen.getByLabelText('Cartão de crédito'));
    await user.click(screen.getByLabelText(/^Parcelas/));
    const opcoes = (await screen.findAllByRole('option')).map((o) => o.textContent?.replace(/\s/g, ' '));
    expect(opcoes).toContain('3x de R$ 179,10 sem juros');
    expect(opcoes).not.toContain('3x de R$ 199,00 sem juros');
    expect(
      mock.callsTo(
        'GET',
        'planos/recupera-parcela-plano-mais-produto/7/537.30/DEZ%20POR%20CENTO/52998224725',
      ),
    ).toHaveLength(1);
  });
});

describe('the Pix screen (issue 18 §5)', () => {
  it("shows the amount and a countdown; at expiry 'Gerar novo PIX' makes a new order of the same cart", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fatura = 90;
    const { user, mock } = setup({
      'POST assinatura/realizar-assinatura-plano': () => reply(PIX(++fatura, 90_000)),
      'GET assinatura/is-pagamento-pix-processado': false,
      'GET assinatura/pedido/91': { valorTotal: 597 },
    });
    await pronto(user, 'PIX');
    await user.click(finalizar());
    expect(await screen.findByText('Aguardando pagamento')).toBeInTheDocument();
    expect(await screen.findByTestId('valor-pix')).toHaveTextContent('R$ 597,00');
    expect(screen.getByTestId('pix-contagem')).toHaveTextContent(/O código expira em 01:(30|29)/);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByTestId('pix-contagem')).toHaveTextContent(/00:(30|29)/);
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(await screen.findByText('PIX expirado')).toBeInTheDocument();
    expect(screen.queryByAltText('QR code do PIX')).not.toBeInTheDocument();
    const novo = screen.getByRole('button', { name: 'Gerar novo PIX' });
    expect(novo).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    await user.click(novo);
    expect(await screen.findByText('Aguardando pagamento')).toBeInTheDocument();
    expect(screen.getByLabelText('PIX copia e cola')).toHaveValue(
      '00020101021226800014br.gov.bcb.pix-pedido-92',
    );
    expect(compras(mock)).toHaveLength(2);
    expect(compras(mock)[1]!.body).toMatchObject({
      metodoPagamento: 'PIX',
      idPlano: 7,
      captcha: 'payload-captcha',
    });
    expect(chaveDe(compras(mock)[1])).not.toBe(chaveDe(compras(mock)[0]));
  });
});
