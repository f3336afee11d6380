import { expect, type Page, test } from '@playwright/test';
import { alunoComPlanos } from './contas.ts';
import { signIn } from './support.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Types into the rich-text editor labelled `label` (its label does not name the editable box yet). */
async function escrever(page: Page, label: string, texto: string) {
  // The rich-text box is named by its label (role textbox), as a screen reader finds it.
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.keyboard.type(texto);
}

async function escolher(page: Page, combo: string, opcao?: string) {
  await page.getByRole('combobox', { name: combo }).click();
  const opcoes = page.getByRole('option');
  await (opcao ? page.getByRole('option', { name: opcao }) : opcoes.first()).click();
}

test('the editor writes a question with an image and an explanation per alternative, publishes it, and a new student finds and answers it', async ({
  page,
  request,
}) => {
  // A long form (four rich-text boxes per question and more) on a shared, loaded machine.
  test.setTimeout(240_000);
  await page.goto(`/login?redirect=${encodeURIComponent('/admin/questoes/nova')}`);
  await signIn(page, 'editor@aprovei.dev');
  await expect(page.getByRole('heading', { name: 'Nova questão' })).toBeVisible();

  await escolher(page, 'Curso', 'Cirurgia e Traumatologia Bucomaxilofacial');
  await escolher(page, 'Matéria', 'Cirurgia Oral Menor');
  await escolher(page, 'Instituição');
  await escolher(page, 'Ano');

  const marca = `Jornada do back office ${Date.now()}`;
  await escrever(page, 'Enunciado', `${marca}: qual a conduta?`);
  const upload = page.waitForResponse((r) => r.url().includes('/api/admin/imagens') && r.status() === 201);
  const [seletor] = await Promise.all([
    page.waitForEvent('filechooser'),
    page
      .locator('.mantine-InputWrapper-root')
      .filter({ has: page.getByText('Enunciado', { exact: true }) })
      .getByRole('button', { name: 'Inserir imagem' })
      .click(),
  ]);
  await seletor.setFiles({ name: 'raio-x.png', mimeType: 'image/png', buffer: PNG });
  await upload;
  await expect(page.locator('.ProseMirror img[src^="/api/imagens/"]').first()).toBeVisible();

  for (const [i, letra] of ['A', 'B', 'C', 'D'].entries()) {
    await page.getByLabel(`Alternativa ${letra}`, { exact: true }).fill(`Conduta ${letra}`);
    await escrever(
      page,
      `Explicação da alternativa ${letra}`,
      `Por que ${letra}${i === 1 ? ' é a certa' : ' não'}.`,
    );
  }
  await page.getByRole('radio', { name: 'Alternativa B correta' }).check();
  await escrever(page, 'Explicação geral', 'A conduta B é a indicada.');
  await page.getByRole('checkbox', { name: 'Publicar ao salvar' }).check();
  const salva = page.waitForResponse((r) => r.url().endsWith('/api/admin/questoes') && r.status() === 201);
  await page.getByRole('button', { name: 'Salvar' }).click();
  const { id } = await (await salva).json();
  await expect(page).toHaveURL(new RegExp(`/admin/questoes/${id}$`));
  await expect(page.getByText('Publicada', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath('admin-questao-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('admin-questao-phone.png'), fullPage: true });
  await page.goto('/admin/questoes');
  await expect(page.getByText(marca).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-questoes-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath('admin-questoes-desktop.png'), fullPage: true });

  // A new student of the platform finds it in the question bank by its number and answers it.
  const aluno = await alunoComPlanos(request);
  const numero = (
    await (await request.get(`/api/admin/questoes/${id}`, { headers: await cabecalhosDoEditor(page) })).json()
  ).numero as number;
  await page.context().clearCookies();
  // Sign the editor out, keeping the rest (the privacy notice already seen).
  await page.evaluate(() => {
    for (const k of Object.keys(localStorage))
      if ((localStorage.getItem(k) ?? '').includes('access_token')) localStorage.removeItem(k);
  });
  await page.goto(`/login?redirect=${encodeURIComponent('/simulados')}`);
  await signIn(page, aluno.email, aluno.senha);
  await expect(page).toHaveURL(/\/simulados/);
  await page.getByLabel('Número da questão').fill(String(numero));
  await escolher(page, 'Exibir questões', 'Todas');
  await page.getByRole('button', { name: 'Buscar questões' }).click();
  const cartao = page.getByRole('article').filter({ hasText: marca });
  await expect(cartao.locator('img[src^="/api/imagens/"]')).toBeVisible();
  const aviso = page.getByRole('region', { name: 'Aviso de privacidade' });
  if (await aviso.isVisible()) await aviso.getByRole('button', { name: 'Aceitar' }).click();
  await cartao.getByText('Conduta B').click();
  await cartao.getByRole('button', { name: 'Verificar resposta' }).click();
  await expect(cartao.getByText('A conduta B é a indicada.')).toBeVisible();
  await expect(cartao.getByText('Por que B é a certa.')).toBeVisible();
});

/** The signed-in editor's bearer, as the web keeps it. */
async function cabecalhosDoEditor(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => {
    for (const k of Object.keys(localStorage)) {
      const v = localStorage.getItem(k) ?? '';
      const m = /"access_token":"([^"]+)"/.exec(v);
      if (m) return m[1];
    }
    return null;
  });
  return { 'x-tenant': 'aprovei', authorization: `Bearer ${token}` };
}
