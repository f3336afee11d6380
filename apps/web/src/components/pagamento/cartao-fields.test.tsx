import { BANDEIRAS_PADRAO } from '@aprovei/shared/cartao-credito/cartao.rules';
import type { TFormularioCartao } from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/fetch-mock';
import { renderUi } from '../../testing/render';
import { CartaoFields, useCartaoForm } from './cartao-fields';

const BANDEIRAS = BANDEIRAS_PADRAO.map((b) => ({
  ...b,
  prefixos: [...b.prefixos],
  comprimentos: [...b.comprimentos],
  imagemBase64: btoa('<svg xmlns="http://www.w3.org/2000/svg"/>'),
}));

const PAULISTA = {
  cep: '01310100',
  tipoLogradouro: { id: 2, nome: 'Avenida' },
  logradouro: 'Avenida Paulista',
  bairro: 'Bela Vista',
  complemento: '',
  municipio: { id: 3550308, nome: 'São Paulo', uf: { id: 35, sigla: 'SP', nome: 'São Paulo' } },
  uf: { id: 35, sigla: 'SP', nome: 'São Paulo' },
};

function api() {
  return mockApi({
    'GET listar/TIPO_LOGRADOURO': [
      { id: 1, nome: 'Rua' },
      { id: 2, nome: 'Avenida' },
    ],
    'GET listar/UF': [PAULISTA.uf],
    'GET consulta-cep/cep/01310100': PAULISTA,
    'GET consulta-cep/cep/99999999': {
      status: 404,
      body: { codigo: 'NAO_ENCONTRADO', mensagem: 'CEP não encontrado.' },
    },
  });
}

function Host({ onValido }: { onValido: (cartao: TFormularioCartao) => void }) {
  const form = useCartaoForm(BANDEIRAS);
  return (
    <form noValidate onSubmit={form.onSubmit(onValido)}>
      <CartaoFields form={form} bandeiras={BANDEIRAS} />
      <Button type="submit">Adicionar</Button>
    </form>
  );
}

function radio(nome: string) {
  return screen.getByRole('radio', { name: nome });
}

function habilitadas() {
  return BANDEIRAS.filter((b) => !radio(b.nome).hasAttribute('disabled')).map((b) => b.sigla);
}

describe('CartaoFields', () => {
  it('chooses the one brand the prefix names and keeps the selector disabled', async () => {
    api();
    const { user } = renderUi(<Host onValido={vi.fn()} />);
    const numero = await screen.findByLabelText(/Número do Cartão/);
    await user.type(numero, '4111111111111111');
    expect(numero).toHaveValue('4111 1111 1111 1111');
    await waitFor(() => expect(radio('Visa')).toBeChecked());
    expect(habilitadas()).toEqual([]);
  });

  it('falls back to partial prefixes, then to every brand, and opens the selector on a complete number', async () => {
    api();
    const { user } = renderUi(<Host onValido={vi.fn()} />);
    const numero = await screen.findByLabelText(/Número do Cartão/);
    await user.type(numero, '60');
    // '60' is no brand's prefix but begins Hipercard's 606282 and none of the others'.
    await waitFor(() => expect(radio('Hipercard')).toBeChecked());
    await user.clear(numero);
    await user.type(numero, '9');
    expect(BANDEIRAS.some((b) => (radio(b.nome) as HTMLInputElement).checked)).toBe(false);
    expect(habilitadas()).toEqual([]);
    await user.type(numero, '999999999999999');
    expect(numero).toHaveValue('9999 9999 9999 9999');
    expect(habilitadas()).toEqual(BANDEIRAS.map((b) => b.sigla));
  });

  it('takes an American Express of 15 digits with a 4-digit CVV', async () => {
    api();
    const onValido = vi.fn();
    const { user } = renderUi(<Host onValido={onValido} />);
    const numero = await screen.findByLabelText(/Número do Cartão/);
    await user.type(numero, '378282246310005999');
    expect(numero).toHaveValue('3782 822463 10005');
    await waitFor(() => expect(radio('American Express')).toBeChecked());
    const cvv = screen.getByLabelText(/^CVV/);
    await user.type(cvv, '12345');
    expect(cvv).toHaveValue('1234');
  });

  it('writes the holder name in uppercase letters and masks CPF and expiry', async () => {
    api();
    const { user } = renderUi(<Host onValido={vi.fn()} />);
    const nome = await screen.findByLabelText(/Nome no Cartão/);
    await user.type(nome, 'José da Silva 3');
    expect(nome).toHaveValue('JOSE DA SILVA ');
    const cpf = screen.getByLabelText(/CPF do Titular/);
    await user.type(cpf, '52998224725');
    expect(cpf).toHaveValue('529.982.247-25');
    const validade = screen.getByLabelText(/Validade/);
    await user.type(validade, '1230');
    expect(validade).toHaveValue('12/30');
  });

  it("says 'Tamanho do CEP incorreto!' under 8 digits, fills and locks what the lookup returns", async () => {
    api();
    const { user } = renderUi(<Host onValido={vi.fn()} />);
    const cep = await screen.findByLabelText(/^CEP/);
    await user.type(cep, '0131010');
    await user.tab();
    expect(await screen.findByText('Tamanho do CEP incorreto!')).toBeInTheDocument();
    await user.type(cep, '0');
    expect(cep).toHaveValue('01310-100');
    await waitFor(() => expect(screen.getByLabelText(/^Logradouro/)).toHaveValue('Avenida Paulista'));
    expect(screen.queryByText('Tamanho do CEP incorreto!')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Logradouro/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Bairro/)).toHaveValue('Bela Vista');
    expect(screen.getByLabelText(/^Bairro/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Número\s*\*?$/)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Complemento/)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Município/)).toHaveValue('São Paulo');
    expect(screen.getByLabelText(/^UF/)).toHaveValue('SP');
  });

  it('shows the server message of an unknown CEP and opens the address to be typed', async () => {
    api();
    const { user } = renderUi(<Host onValido={vi.fn()} />);
    await user.type(await screen.findByLabelText(/^CEP/), '99999999');
    expect(await screen.findByText('CEP não encontrado.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Logradouro/)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Município/)).toBeDisabled();
  });

  it('names every missing field and sends a complete card', async () => {
    api();
    const onValido = vi.fn();
    const { user } = renderUi(<Host onValido={onValido} />);
    await user.click(await screen.findByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText("O campo 'Número do Cartão' é obrigatório.")).toBeInTheDocument();
    expect(screen.getByText("O campo 'CVV' é obrigatório.")).toBeInTheDocument();
    expect(screen.getByText("O campo 'Nome no Cartão' é obrigatório.")).toBeInTheDocument();
    expect(screen.getByText("O campo 'CPF do Titular' é obrigatório.")).toBeInTheDocument();
    expect(screen.getByText("O campo 'Bandeira do Cartão' é obrigatório.")).toBeInTheDocument();
    expect(screen.getAllByText('O preenchimento deste campo é obrigatório').length).toBeGreaterThanOrEqual(4);

    await user.type(screen.getByLabelText(/^Apelido/), 'Compras');
    await user.type(screen.getByLabelText(/Número do Cartão/), '5555555555554444');
    await user.type(screen.getByLabelText(/Validade/), '1230');
    await user.type(screen.getByLabelText(/^CVV/), '123');
    await user.type(screen.getByLabelText(/Nome no Cartão/), 'MARIA SILVA');
    await user.type(screen.getByLabelText(/CPF do Titular/), '52998224725');
    await user.type(screen.getByLabelText(/^CEP/), '01310100');
    await waitFor(() => expect(screen.getByLabelText(/^Logradouro/)).toHaveValue('Avenida Paulista'));
    await user.type(screen.getByLabelText(/^Número\s*\*?$/), '1000');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(onValido).toHaveBeenCalled());
    expect(onValido.mock.calls[0]?.[0]).toMatchObject({
      apelido: 'Compras',
      numero: '5555555555554444',
      bandeira: 'MASTERCARD',
      mesValidade: '12',
      anoValidade: '30',
      cpf: '52998224725',
      endereco: {
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numeroLogradouro: '1000',
        tipoLogradouro: { id: 2 },
      },
    });
  });
});
