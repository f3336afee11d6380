import {
  AVISO_PIX_SEM_RENOVACAO,
  AVISO_SEM_CARTAO_RENOVACAO,
} from '@aprovei/shared/assinatura/assinatura.rules';
import type { TContratoPlano } from '@aprovei/shared/assinatura/assinatura.schemas';
import type { TCartaoSalvo } from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PUBLIC_API, type RouteValue, reply } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render';
import { signInAs } from '../../testing/tokens';

const PERFIL = {
  nome: 'Maria Conceição Souza',
  email: 'maria@exemplo.com.br',
  telefone: '11987654321',
  cpf: '52998224725',
  apelido: 'Maria',
  possuiMeiosPagamento: false,
  loginSocial: false,
};

function contrato(over: Partial<TContratoPlano> = {}): TContratoPlano {
  return {
    id: 10,
    planoAtual: { id: 1, nomePlano: 'Residência Anual', descricao: 'Acesso completo por 12 meses.' },
    dataInicio: '2026-01-15T13:00:00.000Z',
    situacaoContratacao: { codigo: 1, descricao: 'Ativa' },
    dataValidadeAssinatura: '2027-01-15T13:00:00.000Z',
    metodoPagamento: 'CARTAO_CREDITO',
    renovacaoAutomatica: true,
    permiteRenovacao: true,
    ativo: true,
    possuiAcessoCompleto: true,
    canceladaEm: null,
    contratacaoPlanoEnare: null,
    ...over,
  };
}

function contaApi(ultima: RouteValue, extra: Record<string, RouteValue> = {}) {
  return mockApi({
    ...PUBLIC_API,
    'GET acesso/pode-acessar-home': true,
    'GET conta/verificar-premicao-academy': false,
    'GET divulgacao/carregar': {},
    'GET conta/exibir-dados': PERFIL,
    'GET assinatura/recuperar-ultima-assinatura-usuario': ultima,
    'GET assinatura/recuperar-contratacoes-usuario': [],
    'GET cartao-credito/listar': [],
    'GET bandeira-cartao/listar': [],
    'GET assinatura/meus-pedidos': { content: [], number: 0, size: 5, totalPages: 0, totalElements: 0 },
    ...extra,
  });
}

const planoCard = async () => {
  const titulo = await screen.findByRole('heading', { name: 'Meu plano' });
  return titulo.closest('section') as HTMLElement;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const CARTAO: TCartaoSalvo = {
  idCartao: 7,
  apelido: 'Cartão da compra',
  bandeira: 'MASTERCARD',
  ultimosQuatroDigitos: '4444',
  mesValidade: '10',
  anoValidade: '34',
  nome: 'MARIA C SOUZA',
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

const cartoesCard = async () => {
  const titulo = await screen.findByRole('heading', { name: 'Cartão de crédito' });
  return titulo.closest('section') as HTMLElement;
};

describe('/configuracoes — the card that renews the plan', () => {
  it('shows the renewal date beside the card it renews on, without the no-card note', async () => {
    signInAs();
    contaApi(contrato(), { 'GET cartao-credito/listar': [CARTAO] });
    renderApp('/configuracoes');
    const plano = await planoCard();
    expect(await within(plano).findByText('Renovação automática em 15/01/2027')).toBeInTheDocument();
    expect(within(plano).queryByText(AVISO_SEM_CARTAO_RENOVACAO)).not.toBeInTheDocument();
    const cartoes = await cartoesCard();
    expect(await within(cartoes).findByText('FINAL: 4444')).toBeInTheDocument();
    expect(within(cartoes).queryByText('Nenhum cartão cadastrado.')).not.toBeInTheDocument();
  });

  it('promises no renewal without a card, and says how to get it: add a card on this screen', async () => {
    signInAs();
    contaApi(contrato({ renovacaoAutomatica: false, permiteRenovacao: false }));
    renderApp('/configuracoes');
    const plano = await planoCard();
    expect(await within(plano).findByText('Acesso completo até 15/01/2027')).toBeInTheDocument();
    expect(within(plano).queryByText(/Renovação automática em/)).not.toBeInTheDocument();
    expect(
      within(plano).queryByRole('button', { name: 'Cancelar renovação automática' }),
    ).not.toBeInTheDocument();
    expect(within(plano).getByText(AVISO_SEM_CARTAO_RENOVACAO, { exact: false })).toBeInTheDocument();
    expect(within(plano).getByRole('link', { name: 'Ir para Cartão de crédito' })).toHaveAttribute(
      'href',
      '#cartao-credito',
    );
    const cartoes = await cartoesCard();
    expect(cartoes).toHaveAttribute('id', 'cartao-credito');
    expect(await within(cartoes).findByText('Nenhum cartão cadastrado.')).toBeInTheDocument();
    expect(within(cartoes).getByRole('button', { name: 'Adicionar cartão' })).toBeInTheDocument();
  });

  it('has no no-card note for a renewal the student cancelled', async () => {
    signInAs();
    contaApi(
      contrato({
        renovacaoAutomatica: false,
        permiteRenovacao: false,
        ativo: false,
        situacaoContratacao: { codigo: 4, descricao: 'Renovação automática cancelada' },
        canceladaEm: '2026-03-01T13:00:00.000Z',
      }),
    );
    renderApp('/configuracoes');
    const plano = await planoCard();
    expect(await within(plano).findByText('Renovação automática cancelada')).toBeInTheDocument();
    expect(within(plano).queryByText(AVISO_SEM_CARTAO_RENOVACAO, { exact: false })).not.toBeInTheDocument();
  });
});

describe('/configuracoes — Dados da conta', () => {
  it('shows the profile formatted, the masked password with its links, and the plan', async () => {
    signInAs();
    const mock = contaApi(contrato());
    renderApp('/configuracoes');
    expect(await screen.findByRole('heading', { name: 'Dados da conta' })).toBeInTheDocument();
    expect(await screen.findByText('Maria Conceição Souza')).toBeInTheDocument();
    expect(screen.getByText('(11)98765-4321')).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('••••••••')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alterar senha' })).toHaveAttribute(
      'href',
      '/configuracoes/alterar-senha',
    );
    expect(screen.getByRole('link', { name: 'Atualizar dados' })).toHaveAttribute(
      'href',
      '/configuracoes/editar-perfil',
    );
    const plano = await planoCard();
    expect(await within(plano).findByText('Residência Anual')).toBeInTheDocument();
    expect(within(plano).getByText('Data da assinatura: 15/01/2026')).toBeInTheDocument();
    expect(within(plano).getByText('Ativa')).toBeInTheDocument();
    expect(within(plano).getByText('Renovação automática em 15/01/2027')).toBeInTheDocument();
    expect(within(plano).getByRole('button', { name: 'Cancelar renovação automática' })).toBeInTheDocument();
    expect(mock.callsTo('GET', 'assinatura/recuperar-ultima-assinatura-usuario')[0]?.url.search).toBe(
      '?idPlataforma=1',
    );
    expect(screen.queryByText('Parabéns, seu plano foi ativado com sucesso!')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("labels the cancel link 'Cancelar plano' for situation 5", async () => {
    signInAs();
    contaApi(contrato({ situacaoContratacao: { codigo: 5, descricao: 'Ativa (prazo de arrependimento)' } }));
    renderApp('/configuracoes');
    const plano = await planoCard();
    expect(await within(plano).findByRole('button', { name: 'Cancelar plano' })).toBeInTheDocument();
    expect(
      within(plano).queryByRole('button', { name: 'Cancelar renovação automática' }),
    ).not.toBeInTheDocument();
  });

  it("shows no renewal nor cancel link for PIX, but 'Acesso completo até'", async () => {
    signInAs();
    contaApi(contrato({ metodoPagamento: 'PIX', renovacaoAutomatica: true, permiteRenovacao: true }));
    renderApp('/configuracoes');
    const plano = await planoCard();
    expect(await within(plano).findByText('Acesso completo até 15/01/2027')).toBeInTheDocument();
    expect(within(plano).getByText(AVISO_PIX_SEM_RENOVACAO)).toBeInTheDocument();
    expect(within(plano).queryByText(/Renovação automática em/)).not.toBeInTheDocument();
    expect(within(plano).queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
  });

  it("still offers 'Cancelar plano' to a PIX buyer inside the withdrawal period", async () => {
    signInAs();
    contaApi(
      contrato({
        metodoPagamento: 'PIX',
        renovacaoAutomatica: false,
        permiteRenovacao: false,
        situacaoContratacao: { codigo: 5, descricao: 'Ativa (prazo de arrependimento)' },
      }),
    );
    renderApp('/configuracoes');
    const plano = await planoCard();
    expect(await within(plano).findByText('Acesso completo até 15/01/2027')).toBeInTheDocument();
    expect(within(plano).queryByText(/Renovação automática em/)).not.toBeInTheDocument();
    expect(within(plano).getByRole('button', { name: 'Cancelar plano' })).toBeInTheDocument();
  });

  it('shows the red banner when the latest contract situation is 3', async () => {
    signInAs();
    contaApi(
      contrato({
        situacaoContratacao: { codigo: 3, descricao: 'Falha na cobrança' },
        ativo: false,
        possuiAcessoCompleto: false,
      }),
    );
    renderApp('/configuracoes');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Falha na cobrança do plano');
    expect(banner).toHaveTextContent(
      'Atualize os dados do cartão em Configurações para recuperar o acesso completo.',
    );
  });

  it('shows the success message with ?ativacaoPlano=true', async () => {
    signInAs();
    contaApi(contrato());
    renderApp('/configuracoes?ativacaoPlano=true');
    expect(await screen.findByText('Parabéns, seu plano foi ativado com sucesso!')).toBeInTheDocument();
  });

  it('cancels after SIM: the contract is replaced by the answer and the link disappears', async () => {
    signInAs();
    const cancelado = contrato({
      situacaoContratacao: { codigo: 4, descricao: 'Renovação automática cancelada' },
      // Even an answer that still says renewable and active shows no link: the active flag becomes false.
      ativo: true,
    });
    const mock = contaApi(contrato(), { 'POST assinatura/cancelar-assinatura': cancelado });
    const app = renderApp('/configuracoes');
    const plano = await planoCard();
    // NÃO changes nothing.
    await app.user.click(await within(plano).findByRole('button', { name: 'Cancelar renovação automática' }));
    let dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Deseja realmente realizar o cancelamento da sua assinatura?'),
    ).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'NÃO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.callsTo('POST', 'assinatura/cancelar-assinatura')).toHaveLength(0);
    // SIM cancels.
    await app.user.click(within(plano).getByRole('button', { name: 'Cancelar renovação automática' }));
    dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'SIM' }));
    expect(await within(plano).findByText('Renovação automática cancelada')).toBeInTheDocument();
    expect(mock.callsTo('POST', 'assinatura/cancelar-assinatura')[0]?.url.search).toBe('?idContratacao=10');
    expect(within(plano).queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
    expect(within(plano).getByText('Acesso completo até 15/01/2027')).toBeInTheDocument();
  });

  it('within the 7 days, says how much is refunded and when, before and after cancelling', async () => {
    signInAs();
    const noPrazo = contrato({
      situacaoContratacao: { codigo: 5, descricao: 'Prazo de arrependimento' },
      renovacaoAutomatica: false,
      permiteRenovacao: false,
    });
    const mock = contaApi(noPrazo, {
      'GET assinatura/previsao-reembolso': {
        valor: 694,
        metodoPagamento: 'CARTAO_CREDITO',
        prazo: 'O estorno aparece na fatura do seu cartão em até 2 faturas, conforme o banco emissor.',
      },
      'POST assinatura/cancelar-assinatura': contrato({
        situacaoContratacao: { codigo: 6, descricao: 'Encerrada' },
        ativo: false,
      }),
    });
    const app = renderApp('/configuracoes');
    const plano = await planoCard();
    await app.user.click(await within(plano).findByRole('button', { name: 'Cancelar plano' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Deseja realmente realizar o cancelamento da sua assinatura?'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Você receberá o reembolso integral de R$ 694,00. O estorno aparece na fatura do seu cartão em até 2 faturas, conforme o banco emissor.',
      ),
    ).toBeInTheDocument();
    expect(mock.callsTo('GET', 'assinatura/previsao-reembolso')[0]?.url.search).toBe('?idContratacao=10');
    await app.user.click(within(dialog).getByRole('button', { name: 'SIM' }));
    const sucesso = await screen.findByRole('dialog', { name: 'Sucesso' });
    expect(
      within(sucesso).getByText(
        'Plano cancelado. Reembolso de R$ 694,00 solicitado à operadora de pagamento. O estorno aparece na fatura do seu cartão em até 2 faturas, conforme o banco emissor. Enviamos os detalhes para o seu e-mail.',
      ),
    ).toBeInTheDocument();
    expect(mock.callsTo('POST', 'assinatura/cancelar-assinatura')).toHaveLength(1);
  });

  it("shows the spec's fallback when cancelling fails", async () => {
    signInAs();
    contaApi(contrato(), {
      'POST assinatura/cancelar-assinatura': () => new Response(null, { status: 502 }),
    });
    const app = renderApp('/configuracoes');
    const plano = await planoCard();
    await app.user.click(await within(plano).findByRole('button', { name: 'Cancelar renovação automática' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'SIM' }));
    expect(
      await screen.findByText('Não foi possível cancelar sua assinatura nesse momento...'),
    ).toBeInTheDocument();
    expect(within(plano).getByRole('button', { name: 'Cancelar renovação automática' })).toBeInTheDocument();
  });

  it('shows the national-exam block, the products, and an empty plan state', async () => {
    signInAs();
    contaApi(
      contrato({
        contratacaoPlanoEnare: {
          id: 11,
          planoAtual: { id: 4, nomePlano: 'Simulados Nacionais ENARE', descricao: 'Pacote de simulados.' },
          dataInicio: '2026-02-01T13:00:00.000Z',
          dataValidadeAssinatura: '2027-02-01T13:00:00.000Z',
          situacaoContratacao: { codigo: 1, descricao: 'Ativa' },
        },
      }),
      {
        'GET assinatura/recuperar-contratacoes-usuario': [
          {
            idContratacao: 10,
            produtoComprado: [
              {
                id: 1,
                nomeProduto: 'Mentoria de estudos',
                dataInicio: '2026-01-15T13:00:00.000Z',
                dataValidadeAssinatura: '2026-07-15T13:00:00.000Z',
                entrega: { tipo: 'SERVICO', instrucoes: 'Responda ao e-mail com três horários.' },
              },
            ],
            situacaoContratacao: { codigo: 1, descricao: 'Ativa' },
          },
        ],
      },
    );
    renderApp('/configuracoes');
    const plano = await planoCard();
    expect(
      await within(plano).findByRole('heading', { name: 'Plano de simulados nacionais' }),
    ).toBeInTheDocument();
    expect(within(plano).getByText('Simulados Nacionais ENARE')).toBeInTheDocument();
    expect(within(plano).getByText('Data da assinatura: 01/02/2026')).toBeInTheDocument();
    expect(within(plano).getAllByRole('button', { name: 'Ver contrato' })).toHaveLength(2);
    const produto = await screen.findByRole('listitem', { name: 'Mentoria de estudos' });
    expect(within(produto).getByText('Data da contratação: 15/01/2026')).toBeInTheDocument();
    expect(within(produto).getByText('Válido até: 15/07/2026')).toBeInTheDocument();
  });

  it('says so when there is no plan on the platform', async () => {
    signInAs();
    contaApi(null);
    renderApp('/configuracoes');
    expect(await screen.findByText('Você ainda não tem um plano nesta plataforma.')).toBeInTheDocument();
    expect(await screen.findByText('Você ainda não comprou produtos adicionais.')).toBeInTheDocument();
  });

  it("'Ver contrato' opens the PDF in a new window, or offers a link when pop-ups are blocked", async () => {
    signInAs();
    const mock = contaApi(contrato(), { 'GET planos/mostrar-contrato/1': btoa('%PDF-1.7 teste') });
    const createObjectURL = vi.fn(() => 'blob:contrato-1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const janela = {
      opener: {},
      closed: false,
      document: { title: '', body: {} },
      location: { href: '' },
      close: vi.fn(),
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(janela as unknown as Window);
    const app = renderApp('/configuracoes');
    const plano = await planoCard();
    await app.user.click(await within(plano).findByRole('button', { name: 'Ver contrato' }));
    await waitFor(() => expect(janela.location.href).toBe('blob:contrato-1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(janela.opener).toBeNull();
    expect(mock.callsTo('GET', 'planos/mostrar-contrato/1')).toHaveLength(1);

    open.mockReturnValue(null); // blocked
    await app.user.click(within(plano).getByRole('button', { name: 'Ver contrato' }));
    const link = await within(plano).findByRole('link', { name: 'Abrir o contrato' });
    expect(link).toHaveAttribute('href', 'blob:contrato-1');
    open.mockRestore();
  });

  it('deletes the account after the password, then signs out and goes to the home page', async () => {
    signInAs();
    const mock = contaApi(contrato(), {
      'DELETE conta/minha-conta': (call) =>
        (call.body as { senha?: string }).senha === 'certa'
          ? reply(undefined, 204)
          : reply({ codigo: 'CREDENCIAIS_INVALIDAS', mensagem: 'Senha incorreta.' }, 401),
      'POST auth/logout': reply(undefined, 204),
      'GET conta/verifica-se-usaurio-tem-contratacao': false,
    });
    const app = renderApp('/configuracoes');
    await app.user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Esta ação não pode ser desfeita/)).toBeInTheDocument();
    const sim = within(dialog).getByRole('button', { name: 'SIM' });
    expect(sim).toBeDisabled();
    await app.user.type(within(dialog).getByLabelText('Senha atual'), 'errada');
    await app.user.click(sim);
    expect(await within(dialog).findByText('Senha incorreta.')).toBeInTheDocument();
    await app.user.clear(within(dialog).getByLabelText('Senha atual'));
    await app.user.type(within(dialog).getByLabelText('Senha atual'), 'certa');
    await app.user.click(sim);
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(mock.callsTo('DELETE', 'conta/minha-conta')).toHaveLength(2);
    expect(mock.callsTo('POST', 'auth/logout')).toHaveLength(1);
  });
});
