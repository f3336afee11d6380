import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session';
import { DASHBOARD_API } from '../../../testing/dashboard-api';
import { mockApi, PUBLIC_API, reply } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';
import { makeTokenResponse, signInAs } from '../../../testing/tokens';

// The proof-of-work widget is exercised by the browser journeys; here a button stands in for it.
vi.mock('../../../components/captcha', () => ({
  Captcha: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onChange('payload-resolvido')}>
      Resolver verificação
    </button>
  ),
}));

const pergunta = (
  id: number,
  texto: string,
  tipo: 'SIM_NAO' | 'TEXTO',
  sim: number | null = null,
  nao: number | null = null,
) => ({
  id,
  pergunta: texto,
  tipoResposta: { tipoResposta: tipo },
  idPerguntaUsuarioSim: sim,
  idPerguntaUsuarioNao: nao,
});

const API = {
  ...PUBLIC_API,
  ...DASHBOARD_API,
  'GET pergunta-usuario/listar-perguntas': [
    pergunta(1, 'Você já prestou alguma prova?', 'SIM_NAO', 2, 3),
    pergunta(5, 'Como você conheceu a plataforma?', 'TEXTO'),
  ],
  'GET pergunta-usuario/listar-sub-pergunta-sim/1': [pergunta(2, 'Qual prova e em que ano?', 'TEXTO')],
  'GET pergunta-usuario/listar-sub-pergunta-nao/1': [
    pergunta(3, 'Pretende prestar em 12 meses?', 'SIM_NAO', 4, null),
  ],
  'GET pergunta-usuario/listar-sub-pergunta-sim/3': [pergunta(4, 'Qual prova é o seu objetivo?', 'TEXTO')],
  'GET pergunta-usuario/listar-sub-pergunta-nao/3': [],
};

async function preencher(app: ReturnType<typeof renderApp>) {
  await app.user.type(await screen.findByLabelText(/^Nome/), 'Maria Teste');
  await app.user.type(screen.getByLabelText(/^CPF/), '52998224725');
  await app.user.type(screen.getByLabelText(/^Telefone/), '11987654321');
  await app.user.type(screen.getByLabelText(/^E-mail/), 'maria@exemplo.com');
  await app.user.type(screen.getByLabelText(/^Senha/), 'girassol azul');
  await app.user.type(screen.getByLabelText(/^Confirmar senha/), 'girassol azul');
}

/** Fills the whole form (questionnaire and captcha included) and saves it. */
async function preencherTudoESalvar(app: ReturnType<typeof renderApp>) {
  await preencher(app);
  await app.user.click(
    within(await screen.findByRole('radiogroup', { name: /Você já prestou/ })).getByLabelText('Não'),
  );
  await app.user.click(
    within(await screen.findByRole('radiogroup', { name: /Pretende prestar/ })).getByLabelText('Não'),
  );
  await app.user.type(screen.getByLabelText(/Como você conheceu/), 'Amigos');
  await app.user.click(screen.getByRole('button', { name: 'Resolver verificação' }));
  await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
}

describe('registration form', () => {
  it('masks CPF and phone as the person types', async () => {
    mockApi(API);
    const app = renderApp('/usuario/cadastro');
    expect(await screen.findByRole('heading', { name: 'Cadastro de Usuário' })).toBeInTheDocument();
    await app.user.type(screen.getByLabelText(/^CPF/), '52998224725');
    await app.user.type(screen.getByLabelText(/^Telefone/), '11987654321');
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText(/^Telefone/)).toHaveValue('(11)98765-4321');
  });

  it('adds the sub-question of the SIM or NAO answer and drops the other branch', async () => {
    mockApi(API);
    const app = renderApp('/usuario/cadastro');
    const raiz = await screen.findByRole('radiogroup', { name: /Você já prestou alguma prova/ });
    expect(screen.queryByLabelText(/Qual prova e em que ano/)).not.toBeInTheDocument();

    await app.user.click(within(raiz).getByLabelText('Sim'));
    expect(await screen.findByLabelText(/Qual prova e em que ano/)).toBeInTheDocument();

    await app.user.click(within(raiz).getByLabelText('Não'));
    const sub = await screen.findByRole('radiogroup', { name: /Pretende prestar em 12 meses/ });
    expect(screen.queryByLabelText(/Qual prova e em que ano/)).not.toBeInTheDocument();
    await app.user.click(within(sub).getByLabelText('Sim'));
    expect(await screen.findByLabelText(/Qual prova é o seu objetivo/)).toBeInTheDocument();
    await app.user.click(within(sub).getByLabelText('Não'));
    await waitFor(() =>
      expect(screen.queryByLabelText(/Qual prova é o seu objetivo/)).not.toBeInTheDocument(),
    );
  });

  it('keeps Salvar disabled until the captcha passes, checks answers, then registers and goes home', async () => {
    const mock = mockApi({
      ...API,
      'POST conta/cadastrar': reply({ id: 9, destino: '/home', ...makeTokenResponse() }, 201),
      'GET conta/verifica-existencia-usuario': true,
    });
    const app = renderApp('/usuario/cadastro');
    await preencher(app);
    const salvar = screen.getByRole('button', { name: 'Salvar' });
    expect(salvar).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Resolver verificação' }));
    expect(salvar).toBeEnabled();

    await app.user.click(
      within(screen.getByRole('radiogroup', { name: /Você já prestou/ })).getByLabelText('Sim'),
    );
    await app.user.type(await screen.findByLabelText(/Qual prova e em que ano/), 'ab');
    await app.user.click(salvar);
    expect(await screen.findByText('A resposta deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
    expect(screen.getAllByText('Responda esta pergunta.')).toHaveLength(1);
    expect(mock.callsTo('POST', 'conta/cadastrar')).toHaveLength(0);

    await app.user.type(screen.getByLabelText(/Qual prova e em que ano/), 'c ENARE');
    await app.user.type(screen.getByLabelText(/Como você conheceu/), 'Instagram');
    await app.user.click(salvar);
    await waitFor(() => expect(app.location()).toBe('/home'));
    const body = mock.callsTo('POST', 'conta/cadastrar')[0]!.body;
    expect(body).toMatchObject({
      cpf: '52998224725',
      telefone: '11987654321',
      captcha: 'payload-resolvido',
      respostasPerguntaUsuario: [
        { idPerguntaUsuario: 1, resposta: 'SIM' },
        { idPerguntaUsuario: 2, resposta: 'abc ENARE' },
        { idPerguntaUsuario: 5, resposta: 'Instagram' },
      ],
    });
    expect(getSession()).not.toBeNull();
  });

  it('asks a buyer registering in a purchase only name, CPF, phone, e-mail and password, and one check', async () => {
    const mock = mockApi({
      ...API,
      'GET conta/verifica-usuario-existe/52998224725': { existe: false },
      'POST conta/cadastrar': reply({ id: 9, destino: '/assinatura-plano/2', ...makeTokenResponse() }, 201),
    });
    const app = renderApp('/CadastroComCompra/2');
    await app.user.type(await screen.findByLabelText(/^CPF/), '52998224725');
    await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
    await app.user.type(await screen.findByLabelText(/^Nome/), 'Maria Teste');
    expect(screen.queryByLabelText(/^Apelido/)).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await app.user.type(screen.getByLabelText(/^Telefone/), '11987654321');
    await app.user.type(screen.getByLabelText(/^E-mail/), 'maria@exemplo.com');
    await app.user.type(screen.getByLabelText(/^Senha/), 'girassol azul');
    await app.user.type(screen.getByLabelText(/^Confirmar senha/), 'girassol azul');
    await app.user.click(screen.getByRole('button', { name: 'Resolver verificação' }));
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(mock.callsTo('POST', 'conta/cadastrar')).toHaveLength(1));
    expect(mock.callsTo('POST', 'conta/cadastrar')[0]!.body).toMatchObject({
      idPlano: 2,
      captcha: 'payload-resolvido',
      respostasPerguntaUsuario: [],
    });
  });

  it('shows the server field errors (409 duplicate CPF) under the fields', async () => {
    mockApi({
      ...API,
      'POST conta/cadastrar': reply(
        {
          codigo: 'CONFLITO',
          mensagem: 'Já existe um cadastro com este CPF.',
          errors: [{ campo: 'cpf', mensagem: 'Já existe um cadastro com este CPF.' }],
        },
        409,
      ),
    });
    const app = renderApp('/usuario/cadastro');
    await preencherTudoESalvar(app);
    expect(await screen.findByText('Já existe um cadastro com este CPF.')).toBeInTheDocument();
    // A captcha is good once: a new one is needed for the next attempt.
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });
});

describe('registration form, server answers', () => {
  it("puts the server's questionnaire errors under the question it names", async () => {
    mockApi({
      ...API,
      'POST conta/cadastrar': reply(
        {
          codigo: 'VALIDACAO',
          mensagem: 'Verifique os campos informados.',
          errors: [{ campo: 'respostasPerguntaUsuario.5', mensagem: 'Responda esta pergunta no servidor.' }],
        },
        400,
      ),
    });
    const app = renderApp('/usuario/cadastro');
    await preencherTudoESalvar(app);
    expect(await screen.findByText('Responda esta pergunta no servidor.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Como você conheceu/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('profile edit form', () => {
  const PERFIL = {
    nome: 'Ana Beatriz Souza',
    email: 'aluno@aprovei.dev',
    telefone: '11987654321',
    cpf: '52998224725',
    apelido: 'Ana',
    possuiMeiosPagamento: false,
    loginSocial: false,
  };

  it('locks CPF and e-mail, has no questionnaire or captcha, and asks the current password for a new one', async () => {
    signInAs();
    const mock = mockApi({
      ...API,
      'GET conta/exibir-dados': PERFIL,
      'PUT conta/atualizar-dados': { mensagem: 'Dados atualizados com sucesso!' },
    });
    const app = renderApp('/configuracoes/editar-perfil');
    expect(await screen.findByRole('heading', { name: 'Edição de Usuário' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^CPF/)).toBeDisabled();
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText(/^E-mail/)).toBeDisabled();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolver verificação' })).not.toBeInTheDocument();

    await app.user.type(screen.getByLabelText(/^Senha$/), 'nova frase longa');
    await app.user.type(screen.getByLabelText(/^Confirmar senha/), 'nova frase longa');
    await app.user.click(screen.getByRole('button', { name: 'Salvar Edição' }));
    expect(await screen.findByText('Informe a sua senha atual para trocar a senha.')).toBeInTheDocument();
    expect(mock.callsTo('PUT', 'conta/atualizar-dados')).toHaveLength(0);

    await app.user.type(screen.getByLabelText(/^Senha atual/), 'aprovei2026');
    await app.user.click(screen.getByRole('button', { name: 'Salvar Edição' }));
    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeInTheDocument();
    expect(mock.callsTo('PUT', 'conta/atualizar-dados')[0]!.body).toMatchObject({
      cpf: '52998224725',
      email: 'aluno@aprovei.dev',
      senha: 'nova frase longa',
      senhaAtual: 'aprovei2026',
    });
  });

  it('for a social-login account locks the e-mail and has no password fields', async () => {
    signInAs();
    mockApi({ ...API, 'GET conta/exibir-dados': { ...PERFIL, loginSocial: true } });
    renderApp('/configuracoes/editar-perfil');
    expect(await screen.findByLabelText(/^E-mail/)).toBeDisabled();
    expect(screen.queryByLabelText(/senha/i)).not.toBeInTheDocument();
  });
});

describe('registration check', () => {
  it('sends a signed-in identity without an account to /usuario/cadastro, with e-mail and CPF from the token', async () => {
    signInAs({ email: 'nova@exemplo.com', cpf: '52998224725' });
    const mock = mockApi({ ...API, 'GET conta/verifica-existencia-usuario': false });
    const app = renderApp('/home');
    await waitFor(() => expect(app.location()).toBe('/usuario/cadastro'));
    const call = mock.callsTo('GET', 'conta/verifica-existencia-usuario')[0]!;
    expect(call.url.searchParams.get('email')).toBe('nova@exemplo.com');
    expect(call.url.searchParams.get('cpf')).toBe('52998224725');
    expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('nova@exemplo.com');
  });
});
