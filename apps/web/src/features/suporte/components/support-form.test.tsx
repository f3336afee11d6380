import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { SupportForm } from './support-form';

// Only the widget is replaced (it needs Web Workers and Web Crypto): a button that "passes" the
// check with a fresh payload each time, and one that expires it.
let solved = 0;
vi.mock('../../../components/captcha', () => ({
  Captcha: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <div>
      <button type="button" onClick={() => onChange(`payload-${++solved}`)}>
        Não sou um robô
      </button>
      <button type="button" onClick={() => onChange(null)}>
        Expirar verificação
      </button>
    </div>
  ),
}));

const URL_ENVIO = 'suporte/enviar-email-de-suporte';

function setup(resposta: Parameters<typeof mockApi>[0][string]) {
  signInAs({ email: 'maria@exemplo.com.br' });
  const mock = mockApi({ [`POST ${URL_ENVIO}`]: resposta });
  const view = renderUi(<SupportForm />);
  return { ...view, mock };
}

const enviar = () => screen.getByRole('button', { name: 'Enviar' });

async function preencher(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByLabelText(/Assunto/), 'Problema no simulado');
  await user.type(screen.getByLabelText(/Mensagem/), 'Não consigo finalizar.');
}

describe('support form', () => {
  it('pre-fills the e-mail, keeps Enviar disabled until the check passes and again after it expires', async () => {
    const { user } = setup(reply({ mensagem: 'Mensagem enviada com sucesso!' }));
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('maria@exemplo.com.br');
    await preencher(user);
    expect(enviar()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    expect(enviar()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Expirar verificação' }));
    expect(enviar()).toBeDisabled();
  });

  it('sends the fields and the captcha payload and shows the success text only on 200', async () => {
    const { user, mock } = setup(reply({ mensagem: 'Mensagem enviada com sucesso!' }));
    await preencher(user);
    await user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    await user.click(enviar());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mensagem enviada com sucesso!')).toBeInTheDocument();
    const [call] = mock.callsTo('POST', URL_ENVIO);
    expect(call?.body).toEqual({
      email: 'maria@exemplo.com.br',
      assunto: 'Problema no simulado',
      msg: 'Não consigo finalizar.',
      captcha: expect.stringMatching(/^payload-\d+$/),
    });
    // The form is cleared (e-mail kept) and a new check is needed for the next message.
    expect(screen.getByLabelText(/Assunto/)).toHaveValue('');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('maria@exemplo.com.br');
    expect(enviar()).toBeDisabled();
  });

  it('shows an error dialog and never the success text when the server fails', async () => {
    const { user } = setup(
      reply(
        {
          codigo: 'INDISPONIVEL',
          mensagem: 'Não foi possível enviar sua mensagem agora. Tente novamente mais tarde.',
        },
        503,
      ),
    );
    await preencher(user);
    await user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    await user.click(enviar());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Erro')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Não foi possível enviar sua mensagem agora\. Tente novamente mais tarde\./),
    ).toBeInTheDocument();
    expect(screen.queryByText('Mensagem enviada com sucesso!')).not.toBeInTheDocument();
    // What was typed stays, and the used check must be passed again.
    expect(screen.getByLabelText(/Assunto/)).toHaveValue('Problema no simulado');
    expect(enviar()).toBeDisabled();
  });

  it('shows the server field errors under the fields', async () => {
    const { user } = setup(
      reply(
        {
          codigo: 'VALIDACAO',
          mensagem: 'Confirme que você não é um robô.',
          errors: [{ campo: 'captcha', mensagem: 'Confirme que você não é um robô.' }],
        },
        400,
      ),
    );
    await preencher(user);
    await user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    await user.click(enviar());
    await screen.findByRole('dialog');
    expect(screen.getAllByText('Confirme que você não é um robô.').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('Mensagem enviada com sucesso!')).not.toBeInTheDocument();
  });

  it('validates the required fields with the spec texts before calling the server', async () => {
    const { user, mock } = setup(reply({ mensagem: 'Mensagem enviada com sucesso!' }));
    await user.clear(screen.getByLabelText(/E-mail/));
    await user.click(screen.getByRole('button', { name: 'Não sou um robô' }));
    await user.click(enviar());
    expect(await screen.findByText('Por favor digite seu e-mail')).toBeInTheDocument();
    expect(screen.getByText('Por favor digite o assunto')).toBeInTheDocument();
    expect(screen.getByText('Por favor digite sua mensagem')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), 'invalido');
    await user.click(enviar());
    expect(await screen.findByText('Digite um e-mail válido.')).toBeInTheDocument();
    expect(mock.callsTo('POST', URL_ENVIO)).toHaveLength(0);
  });

  it('Limpar clears every field', async () => {
    const { user } = setup(reply({}));
    await preencher(user);
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(screen.getByLabelText(/Mensagem/)).toHaveValue(''));
    expect(screen.getByLabelText(/Assunto/)).toHaveValue('');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('');
  });

  it('has max lengths 250, 100 and 2000', () => {
    setup(reply({}));
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('maxlength', '250');
    expect(screen.getByLabelText(/Assunto/)).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText(/Mensagem/)).toHaveAttribute('maxlength', '2000');
  });
});
