import { expect, test } from '@playwright/test';
import { mainMenu, signIn } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('the demo student takes Simulado ENARE 2027 nº 1 whole, finishes it and sees the scores, the statistics and her place in the ranking', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const nome = 'Simulado ENARE 2027 nº 1';
  await page.goto('/login?redirect=%2Fsimulados');
  await signIn(page, 'aluno@aprovei.dev');
  await mainMenu(page).getByRole('link', { name: 'Simulados' }).click();
  await expect(page).toHaveURL(/\/lista-simulado-enare$/);

  await page.getByRole('button', { name: 'Pacote Gratuito ENARE' }).click();
  const pacote = page.getByLabel('Simulados do pacote Pacote Gratuito ENARE');
  await expect(pacote.getByRole('heading', { name: nome })).toBeVisible();
  await pacote.getByRole('link', { name: 'Ir para o simulado' }).click();
  await expect(page).toHaveURL(/\/SimuladoEnare\/1$/);
  await expect(page.getByRole('heading', { name: nome })).toBeVisible();

  for (let n = 1; n <= 30; n++) {
    await expect(page.getByText(`Questão ${n} de 30`)).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().includes('verifica-resposta-enare') && r.ok());
    await page.getByRole('radio').first().click();
    await saved;
    await expect(page.getByRole('radio').first()).toBeChecked();
    if (n < 30) await page.getByRole('button', { name: 'Próxima página' }).click();
  }
  await page.getByRole('button', { name: 'Finalizar simulado' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Simulado finalizado com sucesso!')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/Simulado finalizado: \d+\/30 acertos, \d+ pontos\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finalizar simulado' })).toBeDisabled();
  await expect(page.getByRole('radio').first()).toBeDisabled();

  await page.goto('/lista-simulado-enare');
  await page.getByRole('button', { name: 'Pacote Gratuito ENARE' }).click();
  await expect(pacote.getByText(/^Acertos: \d+\/30$/)).toBeVisible();
  await expect(pacote.getByText(/^SUS: \d+ acertos, \d+ pontos$/)).toBeVisible();
  await expect(pacote.getByText(/^Geral: \d+ acertos, \d+ pontos$/)).toBeVisible();
  await pacote.getByRole('link', { name: 'Ver minhas estatisticas do simulado' }).click();
  await expect(page).toHaveURL(/\/estatisticas-simulado-enare\/1$/);
  await expect(page.getByRole('heading', { name: `Estatísticas do ${nome}` })).toBeVisible();
  await expect(page.getByLabel(`Questões comuns - ${nome}`)).toBeVisible();
  await expect(page.getByLabel(`Questões específicas - ${nome}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Acertos e erros por matéria - ${nome}` })).toBeVisible();

  // Her place among the mock's participants, in the ranking of the home.
  await page.goto('/home');
  const ranking = page.getByRole('region', { name: 'Ranking dos simulados' });
  await ranking.getByRole('tab', { name: nome }).click();
  await expect(ranking.getByText(/^VOCÊ \(/)).toBeVisible();
});
