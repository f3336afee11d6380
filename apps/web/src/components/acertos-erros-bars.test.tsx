import { MAX_DATAS_COM_ROTULO } from '@aprovei/shared/estatisticas/estatisticas.rules';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render';
import { AcertosErrosBars } from './acertos-erros-bars';

const dias = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    dia: `${String(i + 1).padStart(2, '0')}/11`,
    acertos: 10 + i,
    erros: 3,
  }));

/** Draws `n` dates and answers the bars and the value labels written on them. */
async function desenhar(n: number) {
  const { container } = renderUi(<AcertosErrosBars dados={dias(n)} chave="dia" h={200} empilhadas />);
  await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle').length).toBe(2 * n));
  return container.querySelectorAll('.recharts-label-list text');
}

describe('AcertosErrosBars', () => {
  // jsdom lays nothing out: the chart's container gets a size, so that recharts draws the bars.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const grafico = this.classList.contains('recharts-responsive-container');
      return DOMRect.fromRect(grafico ? { width: 800, height: 200 } : { width: 0, height: 0 });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('writes the values on the bars for up to 8 dates (spec doc 3 §9)', async () => {
    const rotulos = await desenhar(MAX_DATAS_COM_ROTULO);
    expect(rotulos).toHaveLength(2 * MAX_DATAS_COM_ROTULO);
    expect([...rotulos].map((r) => r.textContent)).toContain('17');
  });

  it('leaves them out for more than 8 dates', async () => {
    expect(await desenhar(MAX_DATAS_COM_ROTULO + 1)).toHaveLength(0);
  });
});
