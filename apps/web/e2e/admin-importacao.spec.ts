import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

const EXEMPLO = readFileSync(
  path.resolve(import.meta.dirname, '../../../docs/exemplos/questoes.csv'),
  'utf8',
);

test('an editor checks a CSV, sees the rows to fix, imports the fixed file and exports it back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await signIn(page, 'editor@aprovei.dev');
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('navigation', { name: 'Menu do back office' })
    .getByRole('link', { name: 'Importação e exportação' })
    .click();
  await expect(page.getByRole('heading', { name: 'Importação e exportação' })).toBeVisible();

  // A statement the run makes its own, so the export below finds these very questions.
  const marca = `Importada no teste ${Date.now()}`;
  const bom = EXEMPLO.replace('Qual é o método de escolha', `${marca}: qual é o método de escolha`);
  const [cabecalho, primeira, ...resto] = bom.split('\n');
  // The same file with the key of the first question left out and an unknown subject.
  const ruim = [
    cabecalho,
    primeira!.replace(';B;não;', ';;não;').replace(';Biossegurança;', ';Biosegurança;'),
    ...resto,
  ].join('\n');

  const arquivo = page.locator('input[type="file"]');
  await arquivo.setInputFiles({ name: 'questoes.csv', mimeType: 'text/csv', buffer: Buffer.from(ruim) });
  await page.getByRole('button', { name: 'Conferir arquivo' }).click();
  const tabela = page.getByRole('table', { name: 'Erros da simulação' });
  await expect(tabela).toBeVisible();
  await expect(
    tabela.getByRole('row', { name: /materias .*Matéria "Biosegurança" não encontrada/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importar' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('importacao-erros-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await tabela.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('importacao-erros-celular.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  await arquivo.setInputFiles({ name: 'questoes.csv', mimeType: 'text/csv', buffer: Buffer.from(bom) });
  await page.getByRole('button', { name: 'Conferir arquivo' }).click();
  await expect(page.getByText('2 questões prontas para importar.')).toBeVisible();
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText(/2 questões importadas \(ids \d+ a \d+\)\./)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('importacao-concluida-desktop.png'), fullPage: true });

  // Export the drafts of the residency platform: the first question of the file is among them.
  const exportar = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Exportar' }) });
  await exportar.getByRole('combobox', { name: 'Plataforma' }).click();
  await page.getByRole('option', { name: 'Residência' }).click();
  await exportar.getByRole('combobox', { name: 'Situações' }).click();
  await page.getByRole('option', { name: 'Rascunho' }).click();
  await page.keyboard.press('Escape');
  const download = page.waitForEvent('download');
  await exportar.getByRole('button', { name: 'Exportar' }).click();
  const baixado = await download;
  expect(baixado.suggestedFilename()).toBe('questoes.csv');
  const texto = readFileSync(await baixado.path(), 'utf8');
  expect(texto).toContain(marca);
  expect(texto.split('\r\n')[0]).toMatch(/^\uFEFFid;plataforma;curso;materias;/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('importacao-celular.png'), fullPage: true });
});
