import { expect, type Page, test } from '@playwright/test';
import { novoAluno } from './contas.ts';
import { promoPopup, signIn } from './support.ts';

/** Both sizes of a screen, looked at by a person after the run. */
async function fotografar(page: Page, nome: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${nome}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${nome}-desktop.png`), fullPage: true });
}

test('the admin adds a testimonial, changes a counter and publishes a popup with its preview; a visitor and a student see them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const marca = Date.now() % 100_000;
  const depoente = `Helena Jornada ${marca}`;
  const fim = 11_001 + (marca % 900);
  const fimTexto = `+${new Intl.NumberFormat('pt-BR').format(fim)}`;
  const titulo = `Semana de simulados ${marca}`;

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/login?redirect=${encodeURIComponent('/admin/conteudo-publico')}`);
  await signIn(page, 'admin@aprovei.dev');
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page.getByRole('heading', { name: 'Conteúdo da página inicial', level: 1 })).toBeVisible();

  // A counter: the questions' final value.
  await page.getByRole('tab', { name: 'Contadores' }).click();
  await page.getByRole('button', { name: /^Editar .*questões comentadas$/ }).click();
  const contador = page.getByRole('dialog', { name: 'Editar: contadores' });
  await contador.getByLabel('Até (valor final)').fill(String(fim));
  await contador.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByText(`${fimTexto} questões comentadas`)).toBeVisible();

  // A testimonial, moved to the top of the list.
  await page.getByRole('tab', { name: 'Depoimentos' }).click();
  await page.getByRole('button', { name: 'Novo depoimento' }).click();
  const form = page.getByRole('dialog', { name: 'Novo depoimento' });
  await form.getByRole('button', { name: 'Cadastrar depoimento' }).click();
  await expect(form.getByText('Informe o nome.')).toBeVisible();
  await form.getByLabel('Nome').fill(depoente);
  await form.getByLabel('Cargo ou aprovação').fill('Aprovada na Residência de Cirurgia');
  await form.getByLabel('Depoimento').fill('Os simulados com ranking mostraram onde eu perdia pontos.');
  await form.getByRole('button', { name: 'Cadastrar depoimento' }).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  const subir = page.getByRole('button', { name: `Subir ${depoente}` });
  while (await subir.isEnabled()) {
    // Both awaited before the click: the list's refetch can come back before a later wait would start.
    const ordem = page.waitForResponse((r) => r.url().endsWith('/api/admin/depoimentos/ordem') && r.ok());
    const lista = page.waitForResponse(
      (r) => r.request().method() === 'GET' && r.url().endsWith('/api/admin/depoimentos') && r.ok(),
    );
    await subir.click();
    await Promise.all([ordem, lista]);
  }
  await expect(page.getByRole('row').nth(1)).toContainText(depoente);
  await fotografar(page, 'admin-conteudo-publico');

  // A popup with a link, seen in the student's own dialog before saving; then edited.
  await page.goto('/admin/popups');
  await page.getByRole('button', { name: 'Nova divulgação' }).click();
  const popup = page.getByRole('dialog', { name: 'Nova divulgação' });
  await popup.getByLabel('Título').fill(`${titulo} (rascunho)`);
  await popup.getByRole('textbox', { name: 'Texto', exact: true }).click();
  await page.keyboard.type('Três simulados novos com ranking nacional.');
  await popup.getByLabel("Link do botão 'Saiba mais'").fill('/planos');
  await popup.getByRole('button', { name: 'Pré-visualizar' }).click();
  const previa = page.getByRole('dialog', { name: `${titulo} (rascunho)` });
  await expect(previa.getByText('Três simulados novos com ranking nacional.')).toBeVisible();
  await expect(previa.getByRole('link', { name: 'Saiba mais' })).toBeVisible();
  await fotografar(page, 'admin-popup-previa');
  await previa.getByRole('button', { name: 'Fechar', exact: true }).click();
  await popup.getByRole('button', { name: 'Cadastrar divulgação' }).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await page.getByRole('button', { name: `Editar ${titulo} (rascunho)` }).click();
  const edicao = page.getByRole('dialog', { name: 'Editar divulgação' });
  await edicao.getByLabel('Título').fill(titulo);
  await edicao.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(page.getByRole('dialog', { name: titulo })).toBeVisible();
  await page
    .getByRole('dialog', { name: titulo })
    .getByRole('button', { name: 'Fechar', exact: true })
    .click();
  await edicao.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: titulo })).toContainText('No ar');
  await fotografar(page, 'admin-popups');

  // A visitor sees the new counter and testimonial on the landing.
  const visitante = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitante.goto('/');
  await visitante.getByRole('button', { name: 'Aceitar' }).click();
  await visitante.locator('#numeros').scrollIntoViewIfNeeded();
  await expect(visitante.getByText(`${fimTexto} questões comentadas`)).toBeAttached();
  await visitante.locator('#depoimentos').scrollIntoViewIfNeeded();
  await expect(
    visitante.getByRole('region', { name: 'Depoimentos de alunos' }).getByText(depoente),
  ).toBeVisible();
  await visitante.screenshot({ path: test.info().outputPath('landing-phone.png'), fullPage: true });
  await visitante.setViewportSize({ width: 1366, height: 900 });
  await visitante.locator('#depoimentos').scrollIntoViewIfNeeded();
  await visitante.screenshot({ path: test.info().outputPath('landing-desktop.png'), fullPage: true });

  // A new student signs in and gets the popup.
  const aluno = await novoAluno(request, { comPopup: true });
  await visitante.goto(`/login?redirect=${encodeURIComponent('/home')}`);
  await signIn(visitante, aluno.email, aluno.senha);
  const dialogo = promoPopup(visitante);
  await expect(dialogo).toBeVisible();
  await expect(dialogo.getByRole('heading', { name: titulo })).toBeVisible();
  await expect(dialogo.getByRole('link', { name: 'Saiba mais' })).toHaveAttribute('href', '/planos');
  await visitante.screenshot({ path: test.info().outputPath('popup-aluno-desktop.png') });
  await visitante.close();

  // Switched off, it leaves the other journeys' students alone.
  await page.getByRole('button', { name: `Editar ${titulo}` }).click();
  await page.getByRole('dialog', { name: 'Editar divulgação' }).getByLabel('Ligada').uncheck();
  await page
    .getByRole('dialog', { name: 'Editar divulgação' })
    .getByRole('button', { name: 'Salvar' })
    .click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: titulo })).toContainText('Desligada');
});
