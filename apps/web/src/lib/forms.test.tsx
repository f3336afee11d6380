import { zEmail } from '@aprovei/shared/conta/email.schemas';
import { Button, TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderUi } from '../testing/render';
import { ApiError } from './api-client';
import { applyServerErrors, useZodForm } from './forms';

const ZPedido = z.object({
  email: zEmail({ ausente: 'Informe o e-mail.', invalido: 'E-mail inválido.' }),
  cep: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v.length === 8, 'CEP inválido.'),
});

const formatCep = (v: string) =>
  v
    .replace(/\D/g, '')
    .slice(0, 8)
    .replace(/^(\d{5})(\d)/, '$1-$2');

/** A form as a feature writes one: the schema, the initial values, a mask and a sending function. */
function PedidoForm({ enviar }: { enviar: (body: z.output<typeof ZPedido>) => Promise<void> }) {
  const form = useZodForm(ZPedido, { initialValues: { email: '', cep: '' }, masks: { cep: formatCep } });
  const submit = form.onSubmit(async (body) => {
    try {
      await enviar(body);
    } catch (error) {
      if (!applyServerErrors(form, error)) form.setFieldError('email', 'outro erro');
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Pedido">
      <TextInput label="E-mail" {...form.getInputProps('email')} />
      <TextInput label="CEP" {...form.getInputProps('cep')} />
      <Button type="submit" loading={form.submitting}>
        Enviar
      </Button>
    </form>
  );
}

const preencher = async (user: ReturnType<typeof renderUi>['user'], email: string, cep: string) => {
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('CEP'), cep);
};

describe('useZodForm', () => {
  it("shows the schema's messages under the fields and sends nothing while invalid", async () => {
    const enviar = vi.fn(async () => {});
    const { user } = renderUi(<PedidoForm enviar={enviar} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Informe o e-mail.')).toBeInTheDocument();
    expect(screen.getByText('CEP inválido.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    // Typing clears that field's message; the next submit checks again.
    expect(screen.queryByText('Informe o e-mail.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('E-mail inválido.')).toBeInTheDocument();
    expect(enviar).not.toHaveBeenCalled();
  });

  it('masks as the person types and hands the parsed output to the handler', async () => {
    const enviar = vi.fn(async () => {});
    const { user } = renderUi(<PedidoForm enviar={enviar} />);
    await preencher(user, '  ana@exemplo.com ', '01310a100');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(enviar).toHaveBeenCalledWith({ email: 'ana@exemplo.com', cep: '01310100' }));
  });

  it('ignores a second submit while the first is being sent', async () => {
    let liberar: () => void = () => {};
    const enviar = vi.fn(() => new Promise<void>((resolve) => (liberar = resolve)));
    const { user } = renderUi(<PedidoForm enviar={enviar} />);
    await preencher(user, 'ana@exemplo.com', '01310100');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
    // The button is disabled meanwhile; a submit from elsewhere (a script, an old browser) is ignored.
    fireEvent.submit(screen.getByRole('form', { name: 'Pedido' }));
    liberar();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
    expect(enviar).toHaveBeenCalledTimes(1);
  });
});

describe('applyServerErrors', () => {
  it("puts a 400 answer's field errors under the fields of the same name", async () => {
    const enviar = vi.fn(async () => {
      throw new ApiError(400, {
        codigo: 'VALIDACAO',
        mensagem: 'Verifique os campos informados.',
        errors: [
          { campo: 'cep', mensagem: 'CEP não encontrado.' },
          { campo: 'cep', mensagem: 'segunda mensagem do mesmo campo' },
          { campo: 'email', mensagem: 'Já existe um pedido com este e-mail.' },
        ],
      });
    });
    const { user } = renderUi(<PedidoForm enviar={enviar} />);
    await preencher(user, 'ana@exemplo.com', '01310100');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('CEP não encontrado.')).toBeInTheDocument();
    expect(screen.getByText('Já existe um pedido com este e-mail.')).toBeInTheDocument();
    expect(screen.queryByText('segunda mensagem do mesmo campo')).not.toBeInTheDocument();
    expect(screen.getByLabelText('CEP')).toHaveAttribute('aria-invalid', 'true');
    // Editing the field clears its server message, as with the schema's.
    await user.type(screen.getByLabelText('CEP'), '1');
    expect(screen.queryByText('CEP não encontrado.')).not.toBeInTheDocument();
    expect(screen.getByText('Já existe um pedido com este e-mail.')).toBeInTheDocument();
  });

  it('answers false, touching nothing, when the error names no field', () => {
    const setErrors = vi.fn();
    for (const error of [
      new ApiError(401, { codigo: 'CREDENCIAIS_INVALIDAS', mensagem: 'CPF, e-mail ou senha incorretos.' }),
      new ApiError(500, { errors: [{ campo: 'cep', mensagem: 'x' }] }),
      new ApiError(400, { codigo: 'VALIDACAO', mensagem: 'Corpo inválido.' }),
      new TypeError('Failed to fetch'),
    ]) {
      expect(applyServerErrors({ setErrors }, error)).toBe(false);
    }
    expect(setErrors).not.toHaveBeenCalled();
    expect(
      applyServerErrors(
        { setErrors },
        new ApiError(409, { errors: [{ campo: 'cpf', mensagem: 'Duplicado.' }] }),
      ),
    ).toBe(true);
    expect(setErrors).toHaveBeenCalledWith({ cpf: 'Duplicado.' });
  });
});
