import { expect, type Locator, type Page, test } from '@playwright/test';
import { alunoComPlanos } from './contas.ts';
import { signIn } from './support.ts';

// Two sign-ins, a purchase and a live preview scored by the server, on a machine shared by many.
test.describe.configure({ timeout: 240_000 });

/** Fills the editor's row `linha` (1-based) cell by cell, in the columns' order. */
async function preencherLinha(editor: Locator, linha: number, celulas: Record<string, string>) {
  for (const [coluna, valor] of Object.entries(celulas))
    await editor.getByLabel(`${coluna}, linha ${linha}`, { exact: true }).fill(valor);
}

const quantidade = (onde: Locator | Page, item: string) =>
  onde.getByLabel(new RegExp(`^Sua Quantidade: ${item}`));

test('the editor builds a calculator, adds a criterion watching the preview score it, and a student scores it', async ({
  page,
  browser,
  request,
}) => {
  const nome = `Edital da Jornada ${Date.now() % 100_000}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/login?redirect=${encodeURIComponent('/admin/calculadoras')}`);
  await signIn(page, 'editor@aprovei.dev');
  // The privacy notice sits over the bottom of the page.
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page.getByRole('heading', { name: 'Calculadoras de currículo', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Nova calculadora' }).click();
  await expect(page.getByRole('heading', { name: 'Nova calculadora', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Calculadora do edital' });
  const previa = page.getByRole('region', { name: 'Prévia do aluno' });
  await form.getByLabel('Nome').fill(nome);
  await form.getByRole('combobox', { name: 'Instituição' }).click();
  await page.getByRole('option').first().click();
  const instituicao = await form.getByRole('combobox', { name: 'Instituição' }).inputValue();
  // An empty cell: the preview says what is missing instead of a calculator.
  await expect(previa.getByRole('status')).toContainText('Informe um número');
  await preencherLinha(form, 1, {
    Item: 'Monitoria',
    'Pontos por unidade': '1',
    'Quantidade máxima': '3',
    'Limite da linha': '2,5',
  });
  await quantidade(previa, 'Monitoria').fill('2');
  await expect(previa.getByText(/^Total:/)).toHaveText('Total: 2');
  await form.getByRole('button', { name: 'Salvar calculadora' }).click();
  await expect(page.getByText('Calculadora salva.')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/calculadoras\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);

  // Later: found in the list by name, opened, and a criterion added.
  await form.getByRole('button', { name: 'Voltar' }).click();
  await page.getByLabel('Buscar').fill(nome);
  const linha = page.getByRole('row').filter({ hasText: nome });
  await expect(linha).toContainText(instituicao);
  await expect(page.getByRole('row')).toHaveCount(2);
  await linha.click();
  await expect(page.getByRole('heading', { name: nome, level: 1 })).toBeVisible();
  await form.getByRole('button', { name: 'Adicionar linha' }).click();
  await preencherLinha(form, 2, {
    Item: 'Publicação científica',
    'Pontos por unidade': '2',
    'Quantidade máxima': '5',
    'Limite da linha': '6',
  });
  await quantidade(previa, 'Publicação científica').fill('3');
  await expect(previa.getByLabel('Pontuação: Publicação científica')).toHaveText('6');
  await expect(previa.getByText(/^Total:/)).toHaveText('Total: 6');
  await quantidade(previa, 'Monitoria').fill('3');
  await expect(previa.getByText(/^Total:/)).toHaveText('Total: 8,5');
  // More than the row's maximum: the student's row error, in the preview.
  await quantidade(previa, 'Publicação científica').fill('6');
  await expect(previa.getByText('A quantidade máxima desta linha é 5.')).toBeVisible();
  await quantidade(previa, 'Publicação científica').fill('3');
  await expect(previa.getByText(/^Total:/)).toHaveText('Total: 8,5');
  await page.screenshot({ path: test.info().outputPath('admin-calculadoras-desktop.png'), fullPage: true });
  await form.getByRole('button', { name: 'Salvar calculadora' }).click();
  await expect(page.getByText('Calculadora salva.')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('admin-calculadoras-phone.png'), fullPage: true });

  // A new student with the calculator in her plan sees the new criterion and gets the same score.
  const aluno = await alunoComPlanos(request);
  const contexto = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const tela = await contexto.newPage();
  await tela.goto(`/login?redirect=${encodeURIComponent(`/calculadoras-curriculo/calcular-nota?id=${id}`)}`);
  await signIn(tela, aluno.email, aluno.senha);
  await tela.getByRole('button', { name: 'Aceitar' }).click();
  await expect(tela.getByLabel('Nome')).toHaveValue(nome);
  await quantidade(tela, 'Monitoria').fill('3');
  await quantidade(tela, 'Publicação científica').fill('3');
  await tela.getByRole('button', { name: 'Calcular' }).click();
  await expect(tela.getByLabel('Pontuação: Publicação científica')).toHaveText('6');
  await expect(tela.getByText(/^Total:/)).toHaveText('Total: 8,5');
  await contexto.close();
});
