import { BANDEIRAS_PADRAO } from '@aprovei/shared/cartao-credito/cartao.rules';
import { TEXTOS_CARTAO_CREDITO } from '@aprovei/shared/cartao-credito/cartao-credito.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../testing/fetch-mock';
import { planoExemplo } from '../../../testing/planos';
import { renderUi } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { CheckoutPlano } from './checkout-plano';

const PLANO = planoExemplo({
  id: 7,
  nomePlano: 'Residência Anual',
  descricao: 'Acesso por 12 meses.',
  planoParcelado: [{ qtdParcela: 1, valorParcelado: 597 }],
  ehDestaque: true,
  ordem: 1,
});
const BANDEIRAS = BANDEIRAS_PADRAO.map((b) => ({
  ...b,
  prefixos: [...b.prefixos],
  comprimentos: [...b.comprimentos],
  imagemBase64: btoa('<svg xmlns="http://www.w3.org/2000/svg"/>'),
}));

describe('the checkout when the card brands fail (spec doc 2 §8)', () => {
  it("says 'Erro ao buscar bandeiras de cartões…', keeps Pix, and choosing the card again retries", async () => {
    signInAs({ cpf: '52998224725' });
    let falhar = true;
    const api = mockApi({
      'GET planos/recuperar-plano-por-id/7': PLANO,
      'GET produtos/recuperar-produtos-por-plano-checkout/7': [],
      'GET bandeira-cartao/listar': () => (falhar ? reply({}, 503) : reply(BANDEIRAS)),
      'GET cartao-credito/listar-cartoes-salvos': [],
      'GET planos/recupera-parcela-plano-mais-produto/7/597.00/-/-': [{ qtdParcela: 1, valorParcelado: 597 }],
    });
    const { user } = renderUi(<CheckoutPlano idPlano={7} cpf="52998224725" onPago={() => {}} />);

    await user.click(await screen.findByLabelText('Cartão de crédito'));
    const erro = await screen.findByRole('dialog', { name: 'Erro' });
    expect(within(erro).getByText(TEXTOS_CARTAO_CREDITO.erroBandeiras)).toBeInTheDocument();
    await user.click(within(erro).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByLabelText(/Número do Cartão/)).not.toBeInTheDocument();

    // The rest of the checkout still works: Pix can be chosen.
    await user.click(screen.getByLabelText('PIX'));
    expect(screen.getByLabelText('PIX')).toBeChecked();

    falhar = false;
    await user.click(screen.getByLabelText('Cartão de crédito'));
    expect(await screen.findByLabelText(/Número do Cartão/)).toBeInTheDocument();
    expect(api.callsTo('GET', 'bandeira-cartao/listar')).toHaveLength(2);
  });
});
