import { MENSAGENS_CARTAO } from '@aprovei/shared/cartao-credito/cartao.rules';
import {
  TEXTOS_CARTAO_CREDITO,
  ZEnderecoFormulario,
} from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useZodForm } from '../../lib/forms';
import { mockApi } from '../../testing/fetch-mock';
import { renderUi } from '../../testing/render';
import { EnderecoFields, enderecoVazio } from './endereco-fields';

const SP = { id: 35, sigla: 'SP', nome: 'São Paulo' };
const MG = { id: 31, sigla: 'MG', nome: 'Minas Gerais' };

const PAULISTA = {
  cep: '01310100',
  tipoLogradouro: { id: 2, nome: 'Avenida' },
  logradouro: 'Avenida Paulista',
  bairro: 'Bela Vista',
  complemento: '',
  faixa: 'de 612 a 1510 - lado par',
  municipio: { id: 3550308, nome: 'São Paulo', uf: SP },
  uf: SP,
};

const NAO_ENCONTRADO = {
  status: 404,
  body: { codigo: 'NAO_ENCONTRADO', mensagem: TEXTOS_CARTAO_CREDITO.cepNaoEncontrado },
};

function api() {
  return mockApi({
    'GET listar/TIPO_LOGRADOURO': [
      { id: 1, nome: 'Rua' },
      { id: 2, nome: 'Avenida' },
    ],
    'GET listar/UF': [MG, SP],
    'GET listar-com-filtro/MUNICIPIO/uf.sigla/MG': [
      { id: 3100104, nome: 'Abadia dos Dourados', uf: MG },
      { id: 3106200, nome: 'Belo Horizonte', uf: MG },
      { id: 3170206, nome: 'Uberlândia', uf: MG },
    ],
    'GET listar-com-filtro/MUNICIPIO/uf.sigla/SP': [{ id: 3550308, nome: 'São Paulo', uf: SP }],
    'GET consulta-cep/cep/01310100': PAULISTA,
    'GET consulta-cep/cep/30130010': NAO_ENCONTRADO,
    'GET consulta-cep/cep/69900000': {
      status: 503,
      body: { codigo: 'INDISPONIVEL', mensagem: 'O serviço de consulta de CEP não respondeu.' },
    },
  });
}

const ZForm = z.object({ endereco: ZEnderecoFormulario });

function Host({ onValido }: { onValido: (valores: z.output<typeof ZForm>) => void }) {
  const form = useZodForm(ZForm, { initialValues: { endereco: enderecoVazio() } });
  return (
    <form noValidate onSubmit={form.onSubmit(onValido)}>
      <EnderecoFields form={form} />
      <Button type="submit">Enviar</Button>
    </form>
  );
}

/** The input a label names (an open Select's list carries the same label). */
const campo = (rotulo: RegExp) => {
  const input = screen.getAllByLabelText(rotulo).find((e) => e.tagName === 'INPUT');
  if (!input) throw new Error(`no input labelled ${rotulo}`);
  return input;
};
const NUMERO = /^Número\s*\*?$/;

describe('EnderecoFields', () => {
  it('locks what the lookup returned, município and UF included, and keeps the CEP’s range out of the complement', async () => {
    api();
    const onValido = vi.fn();
    const { user } = renderUi(<Host onValido={onValido} />);
    await user.type(await screen.findByLabelText(/^CEP/), '01310100');
    await waitFor(() => expect(campo(/^Logradouro/)).toHaveValue('Avenida Paulista'));
    expect(campo(/^Logradouro/)).toHaveAttribute('readonly');
    expect(campo(/^Bairro/)).toHaveAttribute('readonly');
    expect(campo(/^Município/)).toHaveValue('São Paulo');
    expect(campo(/^Município/)).toHaveAttribute('readonly');
    expect(campo(/^UF/)).toHaveValue('SP');
    expect(campo(/^UF/)).toHaveAttribute('readonly');
    expect(campo(/^Complemento/)).toHaveValue('');
    expect(campo(/^Complemento/)).not.toHaveAttribute('readonly');
    expect(screen.getByText('Faixa deste CEP: de 612 a 1510 - lado par')).toBeInTheDocument();
    await user.type(campo(NUMERO), '1578');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onValido).toHaveBeenCalled());
    expect(onValido.mock.calls[0]![0].endereco).toEqual({
      cep: '01310100',
      tipoLogradouro: { id: 2 },
      logradouro: 'Avenida Paulista',
      numeroLogradouro: '1578',
      bairro: 'Bela Vista',
      complemento: null,
      municipio: { id: 3550308 },
      uf: { sigla: 'SP' },
    });
  });

  it('opens the address for a CEP the lookup does not know: UF, then a município of that UF by search', {
    timeout: 40_000,
  }, async () => {
    api();
    const onValido = vi.fn();
    const { user } = renderUi(<Host onValido={onValido} />);
    const cep = await screen.findByLabelText(/^CEP/);
    await user.type(cep, '30130010');
    expect(await screen.findByText(TEXTOS_CARTAO_CREDITO.cepNaoEncontrado)).toBeInTheDocument();
    expect(cep).not.toHaveAttribute('aria-invalid', 'true');
    expect(campo(/^Logradouro/)).not.toHaveAttribute('readonly');
    expect(campo(/^Bairro/)).not.toHaveAttribute('readonly');
    const municipio = campo(/^Município/);
    expect(municipio).toBeDisabled();

    // Nothing chosen yet: the city is required.
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      // Logradouro, número, bairro, UF and município.
      expect(screen.getAllByText(MENSAGENS_CARTAO.campoObrigatorio)).toHaveLength(5),
    );
    expect(onValido).not.toHaveBeenCalled();

    await user.click(campo(/^UF/));
    await user.click(await screen.findByRole('option', { name: 'MG - Minas Gerais' }));
    await waitFor(() => expect(campo(/^Município/)).toBeEnabled());
    await user.click(campo(/^Município/));
    await user.type(campo(/^Município/), 'uberlan');
    expect(await screen.findByRole('option', { name: 'Uberlândia' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Belo Horizonte' })).not.toBeInTheDocument();
    await user.clear(campo(/^Município/));
    await user.type(campo(/^Município/), 'belo');
    await user.click(await screen.findByRole('option', { name: 'Belo Horizonte' }));
    expect(campo(/^Município/)).toHaveValue('Belo Horizonte');

    await user.type(campo(/^Logradouro/), 'Avenida Afonso Pena');
    await user.type(campo(NUMERO), '1212');
    await user.type(campo(/^Bairro/), 'Centro');
    await user.type(campo(/^Complemento/), 'Sala 3');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onValido).toHaveBeenCalled());
    expect(onValido.mock.calls[0]![0].endereco).toEqual({
      cep: '30130010',
      tipoLogradouro: null,
      logradouro: 'Avenida Afonso Pena',
      numeroLogradouro: '1212',
      bairro: 'Centro',
      complemento: 'Sala 3',
      municipio: { id: 3106200 },
      uf: { sigla: 'MG' },
    });
  });

  it('opens the address when the lookup cannot answer, and a changed CEP empties what a lookup filled', async () => {
    api();
    const { user } = renderUi(<Host onValido={vi.fn()} />);
    const cep = await screen.findByLabelText(/^CEP/);
    await user.type(cep, '01310100');
    await waitFor(() => expect(campo(/^Logradouro/)).toHaveValue('Avenida Paulista'));
    await user.clear(cep);
    await user.type(cep, '69900000');
    expect(await screen.findByText(TEXTOS_CARTAO_CREDITO.cepIndisponivel)).toBeInTheDocument();
    expect(campo(/^Logradouro/)).toHaveValue('');
    expect(campo(/^Logradouro/)).not.toHaveAttribute('readonly');
    expect(campo(/^Bairro/)).toHaveValue('');
    expect(campo(/^UF/)).toHaveValue('');
    expect(campo(/^UF/)).not.toHaveAttribute('readonly');
    expect(campo(/^Município/)).toBeDisabled();
  });

  it("still says 'Tamanho do CEP incorreto!' under 8 digits", async () => {
    api();
    const { user } = renderUi(<Host onValido={vi.fn()} />);
    await user.type(await screen.findByLabelText(/^CEP/), '3013001');
    await user.tab();
    expect(await screen.findByText(TEXTOS_CARTAO_CREDITO.cepTamanho)).toBeInTheDocument();
  });
});
