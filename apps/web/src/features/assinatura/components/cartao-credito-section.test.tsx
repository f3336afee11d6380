import { BANDEIRAS_PADRAO } from '@aprovei/shared/cartao-credito/cartao.rules';
import {
  CARTAO_RECUSADO_NO_CADASTRO,
  TEXTOS_CARTAO_CREDITO,
} from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../testing/fetch-mock';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { CartaoCreditoSection } from './cartao-credito-section';

const BANDEIRAS = BANDEIRAS_PADRAO.map((b) => ({
  ...b,
  prefixos: [...b.prefixos],
  comprimentos: [...b.comprimentos],
  imagemBase64: btoa('<svg xmlns="http://www.w3.org/2000/svg"/>'),
}));

const endereco = {
  cep: '01310100',
  logradouro: 'Avenida Paulista',
  numeroLogradouro: '1000',
  bairro: 'Bela Vista',
  complemento: null,
  municipio: { id: 3550308, nome: 'São Paulo' },
  siglaEstado: 'SP',
};
const cartao = (
  idCartao: number,
  final: string,
  apelido: string,
  principal: boolean,
  secundario = false,
) => ({
  idCartao,
  apelido,
  bandeira: final === '1111' ? 'VISA' : 'MASTERCARD',
  ultimosQuatroDigitos: final,
  mesValidade: '12',
  anoValidade: '30',
  nome: 'MARIA DA SILVA',
  principal,
  secundario,
  endereco,
});

function montar(cartoes: ReturnType<typeof cartao>[]) {
  signInAs();
  let lista = cartoes;
  const api = mockApi({
    'GET bandeira-cartao/listar': BANDEIRAS,
    'GET cartao-credito/listar': () => reply(lista),
    'DELETE cartao-credito': (call) => {
      lista = lista.filter((c) => String(c.idCartao) !== call.url.searchParams.get('idCartao'));
      return reply(undefined, 204);
    },
    'PUT cartao-credito': (call) => {
      const body = call.body as { idCartao: number; apelido: string };
      lista = lista.map((c) => (c.idCartao === body.idCartao ? { ...c, apelido: body.apelido } : c));
      return reply(lista.find((c) => c.idCartao === body.idCartao));
    },
    'POST cartao-credito/atualizar-cartao-principal/2': () => {
      lista = lista.map((c) => ({ ...c, principal: c.idCartao === 2 }));
      return reply(lista);
    },
  });
  return { api, ...renderUi(<CartaoCreditoSection possuiMeiosPagamento />) };
}

describe('CartaoCreditoSection', () => {
  it("shows brand and 'FINAL', no main-card choice for a single card", async () => {
    montar([cartao(1, '1111', 'Pessoal', true)]);
    expect(await screen.findByText('FINAL: 1111')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Definir como principal')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar cartão' })).toBeInTheDocument();
  });

  it("sets the main card with 'Definir como principal' when there are several", async () => {
    const { user, api } = montar([
      cartao(1, '1111', 'Pessoal', true),
      cartao(2, '4444', 'Viagens', false, true),
    ]);
    const viagens = await screen.findByRole('listitem', { name: 'Viagens FINAL: 4444' });
    expect(within(viagens).getByText('Secundário')).toBeInTheDocument();
    await user.click(within(viagens).getByLabelText('Definir como principal'));
    await waitFor(() =>
      expect(api.callsTo('POST', 'cartao-credito/atualizar-cartao-principal/2')).toHaveLength(1),
    );
    await waitFor(() => expect(within(viagens).getByLabelText('Definir como principal')).toBeChecked());
  });

  it("asks 'Exclusão de cartão' before deleting", async () => {
    const { user, api } = montar([cartao(1, '1111', 'Pessoal', true)]);
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialogo = await screen.findByRole('dialog', { name: TEXTOS_CARTAO_CREDITO.exclusaoTitulo });
    expect(within(dialogo).getByText(TEXTOS_CARTAO_CREDITO.exclusaoConfirmacao)).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'NÃO' }));
    expect(api.callsTo('DELETE', 'cartao-credito')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await user.click(await screen.findByRole('button', { name: 'SIM' }));
    await waitFor(() => expect(screen.getByText('Nenhum cartão cadastrado.')).toBeInTheDocument());
    expect(api.callsTo('DELETE', 'cartao-credito')[0]?.url.searchParams.get('idCartao')).toBe('1');
  });

  it("says 'Erro ao buscar bandeiras…' when the brands fail; 'Adicionar cartão' asks again", async () => {
    signInAs();
    let falhar = true;
    const api = mockApi({
      'GET bandeira-cartao/listar': () => (falhar ? reply({}, 503) : reply(BANDEIRAS)),
      'GET cartao-credito/listar': [],
    });
    const { user } = renderUi(<CartaoCreditoSection possuiMeiosPagamento />);
    const erro = await screen.findByRole('dialog', { name: 'Erro' });
    expect(within(erro).getByText(TEXTOS_CARTAO_CREDITO.erroBandeiras)).toBeInTheDocument();
    await user.click(within(erro).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Adicionar cartão' }));
    const modal = await screen.findByRole('dialog', { name: 'Adicionar cartão' });
    expect(within(modal).getByLabelText(/Número do Cartão/)).toBeInTheDocument();
    expect(api.callsTo('GET', 'bandeira-cartao/listar')).toHaveLength(2);
  });

  it('enables Salvar only for a changed, non-empty nickname', async () => {
    const { user, api } = montar([cartao(1, '1111', 'Pessoal', true)]);
    await user.click(await screen.findByRole('button', { name: 'Alterar' }));
    const campo = await screen.findByLabelText(
      new RegExp(TEXTOS_CARTAO_CREDITO.rotuloApelido.replace(/[()]/g, '\\$&')),
    );
    const salvar = screen.getByRole('button', { name: 'Salvar' });
    expect(campo).toHaveAttribute('maxlength', '100');
    expect(salvar).toBeDisabled();
    await user.clear(campo);
    expect(salvar).toBeDisabled();
    await user.type(campo, 'Pessoal');
    expect(salvar).toBeDisabled();
    await user.type(campo, ' 2');
    expect(salvar).toBeEnabled();
    await user.click(salvar);
    await waitFor(() =>
      expect(api.callsTo('PUT', 'cartao-credito')[0]?.body).toEqual({ idCartao: 1, apelido: 'Pessoal 2' }),
    );
    expect(await screen.findByText(/Pessoal 2/)).toBeInTheDocument();
  });

  it('says why the operator refused a new card, not a generic error', async () => {
    signInAs();
    const api = mockApi({
      'GET bandeira-cartao/listar': BANDEIRAS,
      'GET cartao-credito/listar': [],
      'GET listar/TIPO_LOGRADOURO': [{ id: 2, nome: 'Avenida' }],
      'GET consulta-cep/cep/01310100': {
        cep: '01310100',
        tipoLogradouro: { id: 2, nome: 'Avenida' },
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        complemento: '',
        municipio: { id: 3550308, nome: 'São Paulo', uf: { id: 35, sigla: 'SP', nome: 'São Paulo' } },
        uf: { id: 35, sigla: 'SP', nome: 'São Paulo' },
      },
      'GET cartao-credito/tokenizador': { url: 'gateway-sandbox/v1/card_tokens' },
      'POST gateway-sandbox/v1/card_tokens': {
        id: 'tok_vencido',
        last_four_digits: '0069',
        expiration_month: 12,
        expiration_year: 2030,
      },
      'POST cartao-credito': reply(
        { codigo: 'VALIDACAO', mensagem: CARTAO_RECUSADO_NO_CADASTRO.expired_card },
        400,
      ),
    });
    const { user } = renderUi(<CartaoCreditoSection possuiMeiosPagamento={false} />);
    await user.click(await screen.findByRole('button', { name: 'Adicionar cartão' }));
    const modal = await screen.findByRole('dialog', { name: 'Adicionar cartão' });
    await user.type(within(modal).getByLabelText(/^Apelido/), 'Compras');
    await user.type(within(modal).getByLabelText(/Número do Cartão/), '4000000000000069');
    await user.type(within(modal).getByLabelText(/Validade/), '1230');
    await user.type(within(modal).getByLabelText(/^CVV/), '123');
    await user.type(within(modal).getByLabelText(/Nome no Cartão/), 'MARIA SILVA');
    await user.type(within(modal).getByLabelText(/CPF do Titular/), '52998224725');
    await user.type(within(modal).getByLabelText(/^CEP/), '01310100');
    await waitFor(() => expect(within(modal).getByLabelText(/^Logradouro/)).toHaveValue('Avenida Paulista'));
    await user.type(within(modal).getByLabelText(/^Número\s*\*?$/), '1000');
    const adicionar = within(modal).getByRole('button', { name: 'Adicionar' });
    await waitFor(() => expect(adicionar).toBeEnabled());
    await user.click(adicionar);
    const erro = await screen.findByRole('dialog', { name: 'Erro' });
    expect(within(erro).getByText(CARTAO_RECUSADO_NO_CADASTRO.expired_card)).toBeInTheDocument();
    expect(within(erro).queryByText(TEXTOS_CARTAO_CREDITO.erroAdicionar)).not.toBeInTheDocument();
    expect(api.callsTo('POST', 'cartao-credito')[0]?.body).toMatchObject({ token: 'tok_vencido' });
  }, 60_000);
});
