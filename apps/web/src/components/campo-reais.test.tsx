import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../testing/render';
import { CampoReais } from './campo-reais';

function Campo({ inicial }: { inicial?: number }) {
  const [centavos, setCentavos] = useState<number | undefined>(inicial);
  return (
    <>
      <CampoReais label="Preço" value={centavos} onChange={setCentavos} />
      <output aria-label="centavos">{centavos === undefined ? 'vazio' : String(centavos)}</output>
    </>
  );
}

describe('CampoReais', () => {
  it.each([
    ['19,90', 1990],
    ['1234,56', 123456],
    ['0,05', 5],
    ['97', 9700],
  ])('reads %s typed the Brazilian way as %i centavos', async (digitado, centavos) => {
    const { user } = renderUi(<Campo />);
    await user.type(screen.getByLabelText('Preço'), digitado);
    expect(screen.getByLabelText('centavos')).toHaveTextContent(String(centavos));
  });

  it('shows centavos in reais with a comma and a thousands dot, and empties to undefined', async () => {
    const { user } = renderUi(<Campo inicial={123456} />);
    const campo = screen.getByLabelText('Preço');
    expect(campo).toHaveValue('1.234,56');
    await user.clear(campo);
    expect(screen.getByLabelText('centavos')).toHaveTextContent('vazio');
  });
});
