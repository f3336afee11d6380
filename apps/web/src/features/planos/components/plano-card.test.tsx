import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { planoExemplo } from '../../../testing/planos';
import { renderUi } from '../../../testing/render';
import { PlanoCard } from './plano-card';

const card = (plano: ReturnType<typeof planoExemplo>) => {
  renderUi(<PlanoCard plano={plano} onEscolher={() => {}} desabilitado={false} carregando={false} />);
  return screen.getByRole('article');
};

describe('PlanoCard', () => {
  it("marks the national-exam package 'Simulados nacionais', not a full plan that includes the mocks", () => {
    const pacote = card(planoExemplo({ id: 4, nomePlano: 'ENARE', tipoPlano: 'P', planoEnare: true }));
    expect(within(pacote).getByText('Simulados nacionais')).toBeInTheDocument();
  });

  it('gives a full plan with the mocks no package badge', () => {
    const premium = card(
      planoExemplo({ id: 7, nomePlano: 'Premium 24 meses', tipoPlano: 'N', planoEnare: true }),
    );
    expect(within(premium).queryByText('Simulados nacionais')).not.toBeInTheDocument();
  });

  it('names the free plan Estagiário, not its code', () => {
    const gratis = card(planoExemplo({ id: 5, nomePlano: 'ESTAGIARIO', valorIntegralPlano: 0 }));
    expect(within(gratis).getByRole('heading', { name: 'Estagiário' })).toBeInTheDocument();
    expect(within(gratis).getByRole('button', { name: 'Experimentar Estagiário' })).toBeInTheDocument();
    expect(within(gratis).queryByText('ESTAGIARIO')).not.toBeInTheDocument();
  });
});
