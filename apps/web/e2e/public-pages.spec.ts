import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';

test('the landing page links to sign-in and to the terms, which link to each other', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Aprovei').first()).toBeVisible();
  await page
    .getByRole('link', { name: /Termos de Uso/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/termos-de-uso$/);
  // The page's own title, once (the text does not repeat it), and the company as configured.
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Termos de Uso/ })).toHaveCount(1);
  await expect(page.getByText(/CNPJ sob o nº \d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Documentos' }).getByText('Política de Privacidade').click();
  await expect(page).toHaveURL(/\/politica-de-privacidade$/);
  await expect(page.getByText(/13\.709/).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Documentos' }).getByText('Termos de Uso').click();
  await expect(page).toHaveURL(/\/termos-de-uso$/);
});

test('the cookie notice shows until accepted', async ({ page }) => {
  await page.goto('/');
  const aceitar = page.getByRole('button', { name: 'Aceitar' });
  await expect(aceitar).toBeVisible();
  await aceitar.click();
  await expect(aceitar).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('termos'))).toBe('aceitou');
  await page.reload();
  await expect(
    page.getByRole('button', { name: 'Já Sou Aluno' }).or(page.getByRole('link', { name: 'Já Sou Aluno' })),
  ).toBeVisible();
  await expect(aceitar).toBeHidden();
});

test('an unknown page shows the not-found page; an unknown asset is a 404', async ({ page, request }) => {
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByText('Página não encontrada')).toBeVisible();
  const asset = await request.get('/assets/nao-existe.js');
  expect(asset.status()).toBe(404);
});

for (const path of ['/', '/login', '/termos-de-uso']) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  });
}
