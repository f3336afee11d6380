import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, PUBLIC_API, reply } from '../../../testing/fetch-mock';
import { planoExemplo } from '../../../testing/planos';
import { renderApp } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';

const PLANOS = [
  planoExemplo({ id: 2, nomePlano: 'Semestral', ordem: 2 }),
  planoExemplo({
    id: 7,
    nomePlano: 'Premium',
    ordem: 5,
    valorIntegralPlano: 997,
    valorIntegralPlanoOriginal: 1194,
    valorDesconto: 197,
    possuiDesconto: true,
    mensagemDesconto: 'Dois anos pelo preço de um ano e meio',
    planoParcelado: [
      { qtdParcela: 1, valorParcelado: 997 },
      { qtdParcela: 5, valorParcelado: 199.4 },
    ],
  }),
  planoExemplo({
    id: 8,
    nomePlano: 'Revisão Final',
    ordem: 3,
    valorIntegralPlano: 197,
    planoParcelado: [{ qtdParcela: 1, valorParcelado: 197 }],
    funcionalidades: [
      { funcionalidade: { id: 1, nome: 'Simulados inéditos', descricao: 'x', icone: 'clipboard-check' } },
    ],
  }),
  planoExemplo({ id: 1, nomePlano: 'Anual', ordem: 1, ehDestaque: true }),
  planoExemplo({ id: 4, nomePlano: 'ENARE', ordem: 4, tipoPlano: 'P', planoEnare: true }),
];

const API = {
  ...PUBLIC_API,
  'GET planos/listar': PLANOS,
  'GET funcionalidades/listar': [
    {
      id: 1,
      nome: 'Simulados inéditos',
      descricao: 'Simulados no formato das provas.',
      icone: 'clipboard-check',
    },
  ],
};

const nomes = (container: HTMLElement) =>
  within(container)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('/planos', () => {
  it("shows 'Nossos Planos' by ordem, the highlighted one apart, and each card's instalment line", async () => {
    const api = mockApi(API);
    renderApp('/planos/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nossos Planos' })).toBeInTheDocument();
    const destaque = await screen.findByTestId('planos-destaque');
    expect(nomes(destaque)).toEqual(['Anual']);
    expect(within(destaque).getByText('Mais escolhido')).toBeInTheDocument();
    expect(nomes(screen.getByTestId('planos-demais'))).toEqual([
      'Semestral',
      'Revisão Final',
      'ENARE',
      'Premium',
    ]);

    const premium = screen.getByTestId('plano-7');
    expect(within(premium).getByText('5x de R$ 199,40 sem juros')).toBeInTheDocument();
    expect(within(premium).getByText('Dois anos pelo preço de um ano e meio')).toBeInTheDocument();
    expect(premium.querySelector('s')).toHaveTextContent('R$ 1.194,00');
    const revisao = screen.getByTestId('plano-8');
    expect(within(revisao).getByText('1x de R$ 197,00 sem juros')).toBeInTheDocument();
    expect(within(revisao).getByText('Não ocupa o limite do cartão')).toBeInTheDocument();
    expect(within(revisao).getByText('Simulados inéditos')).toBeInTheDocument();
    expect(within(screen.getByTestId('plano-2')).getByText('3x de R$ 199,00 sem juros')).toBeInTheDocument();
    expect(within(screen.getByTestId('plano-2')).queryByText('Não ocupa o limite do cartão')).toBeNull();

    expect(api.callsTo('GET', 'planos/listar')[0]?.url.searchParams.get('seqPlataforma')).toBe('2');
    expect(await screen.findByRole('region', { name: 'Funcionalidades dos planos' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nossos Planos · Aprovei'));
  });

  it("asks a visitor for an account: 'Não possuo' goes to the registration with the purchase", async () => {
    mockApi(API);
    const app = renderApp('/planos');
    await app.user.click(await screen.findByRole('button', { name: 'Assinar Premium' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Você já possui uma conta?' });
    await app.user.click(within(dialogo).getByRole('button', { name: 'Não possuo' }));
    await waitFor(() => expect(app.location()).toBe('/CadastroComCompra/7'));
  });

  it("'Possuo' leads a visitor to sign in on the way to the checkout", async () => {
    mockApi(API);
    const app = renderApp('/planos');
    await app.user.click(await screen.findByRole('button', { name: 'Assinar Semestral' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Você já possui uma conta?' });
    await app.user.click(within(dialogo).getByRole('button', { name: 'Possuo' }));
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fassinatura-plano%2F2'));
  });

  it('warns a signed-in student who has an active plan, and stays', async () => {
    signInAs({ name: 'Carla Dias' });
    const api = mockApi({ ...API, 'GET assinatura/is-assinatura-ativa-usuario': true });
    const app = renderApp('/planos');
    await app.user.click(await screen.findByRole('button', { name: 'Assinar Semestral' }));
    const dialogo = await screen.findByRole('dialog');
    expect(
      within(dialogo).getByText(
        'Você já possui um plano ativo, portanto, não é possível prosseguir. Acesse o menu de configurações para visualizar mais informações sobre o seu plano.',
      ),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/planos');
    expect(api.callsTo('GET', 'planos/listar')[0]?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it("sends a signed-in student without a plan to the checkout, and a type 'P' plan without the check", async () => {
    signInAs({ name: 'Carla Dias' });
    const api = mockApi({ ...API, 'GET assinatura/is-assinatura-ativa-usuario': false });
    const app = renderApp('/planos');
    await app.user.click(await screen.findByRole('button', { name: 'Assinar ENARE' }));
    await waitFor(() => expect(app.location()).toBe('/assinatura-plano/4'));
    expect(api.callsTo('GET', 'assinatura/is-assinatura-ativa-usuario')).toHaveLength(0);
  });

  it('says so when the plans cannot be loaded', async () => {
    mockApi({ ...API, 'GET planos/listar': reply({ codigo: 'ERRO_INTERNO', mensagem: 'x' }, 500) });
    renderApp('/planos');
    expect(
      await screen.findByText('Erro ao recuperar planos!. Tente novamente mais tarde.'),
    ).toBeInTheDocument();
  });
});
