import { expect, type Page, test } from '@playwright/test';
import { fecharPopup, promoPopup, signIn } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const CARTOES = [
  'Melhor matéria',
  'Pior matéria',
  'Matérias com mais acertos',
  'Acertos e erros',
  'Questões feitas',
  'Conteúdos com mais acertos',
  'Últimos acessos',
];

/** The layout shifts of the page so far (CLS without session windows: the sum of every shift). */
const deslocamentos = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

test('the demo student signs in and sees every card of her home and the ranking panel', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('termos', 'aceitou');
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((lista) => {
      for (const e of lista.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The promotional popup may open at any moment of the visit: closed whenever it shows.
  await page.addLocatorHandler(promoPopup(page), () => fecharPopup(page));

  await page.goto('/login');
  await signIn(page, 'aluno@aprovei.dev');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Olá Ana' })).toBeVisible();

  for (const titulo of CARTOES) {
    const cartao = page.getByRole('region', { name: titulo });
    await expect(cartao).toBeVisible();
    await expect(cartao.getByRole('button', { name: /^Sobre o gráfico: / })).toBeVisible();
    await expect(cartao.getByText('Sem respostas ainda.')).toHaveCount(0);
  }
  await expect(page.getByText('Seu primeiro dia por aqui!')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-skeleton')).toHaveCount(0);

  const acertos = page.getByRole('region', { name: 'Acertos e erros' });
  await expect(acertos.getByText(/^Acertos: \d+$/)).toBeVisible();
  await expect(acertos.getByText(/^Erros: \d+$/)).toBeVisible();
  await expect(acertos.locator('.recharts-pie')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Melhor matéria' }).getByRole('progressbar').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Questões feitas' }).getByText(/^Não concluídas: \d+$/),
  ).toBeVisible();
  const acessos = page.getByRole('region', { name: 'Últimos acessos' });
  await expect(acessos.getByText(/^Última resposta: \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)).toBeVisible();
  await expect(acessos.locator('.recharts-bar-rectangle').first()).toBeVisible();

  // A tooltip per chart.
  await page
    .getByRole('region', { name: 'Pior matéria' })
    .getByRole('button', { name: /^Sobre o gráfico: / })
    .hover();
  await expect(page.getByRole('tooltip')).toContainText('bons pontos para revisar');

  const ranking = page.getByRole('region', { name: 'Ranking dos simulados' });
  await expect(ranking).toBeVisible();
  const abas = ranking.getByRole('tab');
  expect(await abas.count()).toBeGreaterThan(0);
  await expect(abas.first()).toHaveAttribute('aria-selected', 'true');
  // The demo participants (seed) fill the podium and the list; the demo student finished the FUVEST mock.
  const podio = ranking.getByLabel('Pódio');
  await expect(podio.getByLabel('1º lugar').getByText(/^\d+([.,]\d+)? pontos$/)).toBeVisible();
  await expect(ranking.getByRole('table', { name: 'Classificação' })).toBeVisible();
  await ranking.getByRole('tab', { name: /FUVEST/ }).click();
  await expect(ranking.getByText(/^VOCÊ \(/)).toBeVisible();

  // The cards and the panel took the places their skeletons kept.
  expect(await deslocamentos(page)).toBeLessThan(0.1);
});

test('the demo student sees her projected ENARE and FUVEST scores with their bands and percentiles', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('termos', 'aceitou'));
  await page.addLocatorHandler(promoPopup(page), () => fecharPopup(page));
  await page.goto('/login');
  await signIn(page, 'aluno@aprovei.dev');
  await expect(page).toHaveURL(/\/home$/);

  const cartao = page.getByRole('region', { name: 'Nota projetada' });
  for (const tipo of ['ENARE', 'FUVEST']) {
    const bloco = cartao.getByRole('group', { name: `Nota projetada ${tipo}` });
    await expect(bloco.getByText(/^\d+(,\d)? de \d+(,\d)? pontos$/)).toBeVisible();
    await expect(bloco.getByText(/^Faixa provável: \d+(,\d)? a \d+(,\d)?$/)).toBeVisible();
    await expect(
      bloco.getByText(new RegExp(`^Percentil \\d+(,\\d)?: acima de .* simulados ${tipo}\\.$`)),
    ).toBeVisible();
  }
  await cartao.getByRole('button', { name: /^Sobre o gráfico: / }).hover();
  await expect(page.getByRole('tooltip')).toContainText('95% de confiança');
  await page.mouse.move(0, 0);
  await cartao.scrollIntoViewIfNeeded();
  await cartao.screenshot({ path: test.info().outputPath('nota-projetada-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await cartao.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('nota-projetada-celular.png') });
});
