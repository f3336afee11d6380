import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render';
import { signInAs } from '../../../testing/tokens';
import { comentario, exercicio, page, questao, questaoSomatoria, telaApi } from '../testing/fixtures';

/** axe-core's structural WCAG A/AA rules in jsdom (contrast needs a real browser: see e2e). */
async function violacoes() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility of the question screens', () => {
  it('the question search with results and an open comments panel', async () => {
    signInAs();
    mockApi(
      telaApi({
        'GET questoes/listar-questoes': page([questao(), questaoSomatoria()], 0, 10, 12),
        'GET comentarios/listar/101': page([comentario(1, { totalRespostas: 1 })], 0, 5),
      }),
    );
    const app = renderApp('/simulados?materia=1');
    await screen.findByRole('heading', { name: 'Questão 7' });
    await app.user.click(screen.getAllByRole('button', { name: /Comentários/ })[0]!);
    await screen.findByText('Comentário 1');
    expect(await violacoes()).toEqual([]);
  });

  it('the fixation exercises with results', async () => {
    signInAs();
    mockApi(telaApi({ 'GET questoes/listar-verdadeiro-falso': page([exercicio()]) }));
    renderApp('/exercicios-fixacao?materia=1');
    await screen.findByRole('heading', { name: 'Exercício #301' });
    expect(await violacoes()).toEqual([]);
  });
});
