import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('the statistics search with 6 subjects shows the limit message and calls nothing', async ({ page }) => {
  await page.goto(`/login?redirect=${encodeURIComponent('/menu-estatisticas')}`);
  await signIn(page, 'aluno@aprovei.dev');
  await expect(page).toHaveURL(/\/menu-estatisticas$/);
  await expect(page.getByRole('heading', { name: 'Desempenho Semanal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pesquise suas estatísticas' })).toBeVisible();

  let buscas = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/estatisticas/listar-estatistica-por-filtro')) buscas += 1;
  });
  // The second course of platform 1 has more than five subjects.
  await page.getByRole('combobox', { name: 'Curso' }).click();
  await page.getByRole('option', { name: 'Odontologia Hospitalar' }).click();
  await page.getByRole('combobox', { name: 'Matérias' }).click();
  const opcoes = page.getByRole('option');
  await expect(opcoes.nth(5)).toBeVisible();
  for (let i = 0; i < 6; i += 1) await opcoes.nth(i).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Selecione apenas 5 matérias por filtro!')).toBeVisible();

  await page.getByRole('button', { name: 'Buscar estatísticas' }).click();
  await expect(page.getByText('Selecione no máximo 5 matérias por pesquisa!')).toBeVisible();
  expect(buscas).toBe(0);
});
