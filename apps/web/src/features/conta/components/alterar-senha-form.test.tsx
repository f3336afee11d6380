import { MENSAGENS_CONTA } from '@aprovei/shared/conta/conta.messages';
import { MENSAGENS_SENHA } from '@aprovei/shared/conta/senha.rules';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, PUBLIC_API, reply } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';

const CODIGO_ENVIADO = { mensagem: MENSAGENS_CONTA.codigoEnviado };

async function pedirCodigo(app: ReturnType<typeof renderApp>, cpf = '52998224725') {
  await app.user.type(await screen.findByLabelText(/^CPF/), cpf);
  await app.user.click(screen.getByRole('button', { name: 'Avançar' }));
  expect(await screen.findByText(MENSAGENS_CONTA.codigoEnviado)).toBeInTheDocument();
}

describe("'Altere sua senha'", () => {
  it('checks the CPF before asking for a code, then sends it digits only', async () => {
    const mock = mockApi({ ...PUBLIC_API, 'POST conta/gerar-codigo-recuperar-senha': CODIGO_ENVIADO });
    const app = renderApp('/conta/gerar-codigo-recuperar-senha');
    await app.user.click(await screen.findByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText(MENSAGENS_CONTA.cpfAusente)).toBeInTheDocument();
    await app.user.type(screen.getByLabelText(/^CPF/), '5299822472');
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('529.982.247-2');
    await app.user.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText(MENSAGENS_CONTA.cpfInvalido)).toBeInTheDocument();
    expect(mock.callsTo('POST', 'conta/gerar-codigo-recuperar-senha')).toHaveLength(0);

    await app.user.type(screen.getByLabelText(/^CPF/), '5');
    await app.user.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText(MENSAGENS_CONTA.codigoEnviado)).toBeInTheDocument();
    expect(mock.callsTo('POST', 'conta/gerar-codigo-recuperar-senha')[0]!.body).toEqual({
      cpf: '52998224725',
    });
  });

  it('checks code and new password, shows the server refusal under Código, then concludes', async () => {
    let tentativas = 0;
    const mock = mockApi({
      ...PUBLIC_API,
      'POST conta/gerar-codigo-recuperar-senha': CODIGO_ENVIADO,
      'PUT conta/alterar-senha': () =>
        ++tentativas === 1
          ? reply(
              {
                codigo: 'VALIDACAO',
                mensagem: 'Verifique os campos informados.',
                errors: [{ campo: 'codigo', mensagem: MENSAGENS_CONTA.codigoInvalido }],
              },
              400,
            )
          : reply({ mensagem: MENSAGENS_CONTA.senhaAlterada }),
    });
    const app = renderApp('/conta/gerar-codigo-recuperar-senha');
    await pedirCodigo(app);

    await app.user.type(screen.getByLabelText(/^Código/), '12a3');
    expect(screen.getByLabelText(/^Código/)).toHaveValue('123');
    await app.user.type(screen.getByLabelText(/^Nova senha/), '52998224725');
    await app.user.type(screen.getByLabelText(/^Confirme a nova senha/), 'outra');
    await app.user.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText(MENSAGENS_CONTA.codigoFormato)).toBeInTheDocument();
    expect(screen.getByText(MENSAGENS_SENHA.pessoal)).toBeInTheDocument();
    expect(screen.getByText(MENSAGENS_SENHA.confirmacao)).toBeInTheDocument();
    expect(mock.callsTo('PUT', 'conta/alterar-senha')).toHaveLength(0);

    await app.user.type(screen.getByLabelText(/^Código/), '456');
    await app.user.clear(screen.getByLabelText(/^Nova senha/));
    await app.user.type(screen.getByLabelText(/^Nova senha/), 'girassol azul');
    await app.user.clear(screen.getByLabelText(/^Confirme a nova senha/));
    await app.user.type(screen.getByLabelText(/^Confirme a nova senha/), 'girassol azul');
    await app.user.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText(MENSAGENS_CONTA.codigoInvalido)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Código/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText('Concluído')).toBeInTheDocument();
    expect(mock.callsTo('PUT', 'conta/alterar-senha')[1]!.body).toEqual({
      login: '52998224725',
      codigo: '123456',
      senhaNova: 'girassol azul',
      confirmacaoSenhaNova: 'girassol azul',
    });
  });

  it('keeps a signed-in person in the shell and takes them home with Voltar ao início', async () => {
    signInAs({ cpf: '52998224725' });
    window.localStorage.setItem('plataforma', '2');
    mockApi({
      ...PUBLIC_API,
      'POST conta/gerar-codigo-recuperar-senha': CODIGO_ENVIADO,
      'PUT conta/alterar-senha': { mensagem: MENSAGENS_CONTA.senhaAlterada },
      'GET conta/verificar-premicao-academy': false,
      'GET acesso/pode-acessar-home': true,
    });
    const app = renderApp('/configuracoes/alterar-senha');
    expect(await screen.findByRole('heading', { level: 1, name: 'Altere sua senha' })).toBeInTheDocument();
    // The shell's menu (the burger, at jsdom's narrow width) is around the form.
    expect(await screen.findByRole('button', { name: 'Abrir menu' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('529.982.247-25');
    await app.user.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText(MENSAGENS_CONTA.codigoEnviado)).toBeInTheDocument();
    await app.user.type(screen.getByLabelText(/^Código/), '123456');
    await app.user.type(screen.getByLabelText(/^Nova senha/), 'girassol azul');
    await app.user.type(screen.getByLabelText(/^Confirme a nova senha/), 'girassol azul');
    await app.user.click(screen.getByRole('button', { name: 'Avançar' }));
    await app.user.click(await screen.findByRole('button', { name: 'Voltar ao início' }));
    await waitFor(() => expect(app.location()).toBe('/home-concurso'));
  });
});
