import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { novoAluno, SENHA_ALUNO } from './contas.ts';
import { configurarSegundoFator, signIn } from './support.ts';

for (const tela of [
  { nome: 'desktop', viewport: { width: 1366, height: 900 } },
  { nome: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(tela.nome, () => {
    test.use({ viewport: tela.viewport });

    test(`the admin makes a new person an editor, who then lands in the back office; the audit log shows it (${tela.nome})`, async ({
      page,
      request,
      browser,
    }) => {
      const pessoa = await novoAluno(request, { nome: `Rita Editora ${tela.nome}` });
      await page.goto('/login?redirect=%2Fadmin%2Fusuarios');
      await signIn(page, 'admin@aprovei.dev');
      await expect(page.getByRole('heading', { name: 'Pessoas e papéis' })).toBeVisible();
      await page.getByRole('button', { name: 'Aceitar' }).click();
      await page.getByLabel('Buscar').fill(pessoa.email);
      const linha = page.getByRole('row').filter({ hasText: pessoa.nome });
      await expect(linha).toHaveCount(1);
      // Never the whole CPF in a list.
      await expect(linha).not.toContainText(pessoa.cpf.slice(0, 3) + pessoa.cpf.slice(3, 6));
      await expectNoSeriousViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`admin-pessoas-${tela.nome}.png`),
        fullPage: true,
      });

      await linha.getByLabel(`Papel de ${pessoa.nome}`).click();
      await page.getByRole('option', { name: 'Editor de conteúdo' }).click();
      await page.getByRole('button', { name: 'SIM' }).click();
      await expect(linha.getByLabel(`Papel de ${pessoa.nome}`)).toHaveValue('Editor de conteúdo');

      if (tela.nome === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page
        .getByRole('navigation', { name: 'Menu do back office' })
        .getByRole('link', { name: 'Auditoria' })
        .click();
      await page.getByLabel('Identificador').fill(String(pessoa.id));
      await page.getByLabel('Identificador').press('Enter');
      const registro = page.getByRole('row').filter({ hasText: 'mudar-papel' });
      await expect(registro).toHaveCount(1);
      await registro.click();
      await expect(page.getByText('"papel": "EDITOR"')).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`admin-auditoria-${tela.nome}.png`),
        fullPage: true,
      });
      // 'Voltar à plataforma' leads to the admin's platform, signed in.
      await page.getByRole('link', { name: 'Voltar à plataforma' }).click();
      await expect(page).toHaveURL(/\/plataforma\/1$/);

      // The new editor's sign-in (another browser) leads to the setup of her second factor, then to the
      // back office, with the content area only.
      const outro = await browser.newPage({ viewport: tela.viewport });
      await outro.goto('/login');
      await outro.getByRole('button', { name: 'Aceitar' }).click();
      await signIn(outro, pessoa.email, SENHA_ALUNO);
      await configurarSegundoFator(outro);
      await expect(outro).toHaveURL(/\/admin$/);
      await expect(outro.getByRole('heading', { name: /^Olá, Rita/ })).toBeVisible();
      await outro.goto('/admin/usuarios');
      await expect(
        outro.getByRole('heading', { name: 'Você não tem permissão para esta área.' }),
      ).toBeVisible();
      await outro.close();
    });
  });
}

test('the finance person lands in the back office without the content screens; a trainee typing /admin is refused', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await signIn(page, 'financeiro@aprovei.dev');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: /^Olá, Otávio/ })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu do back office' });
  await expect(menu.getByRole('region', { name: 'Conteúdo' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Pessoas e papéis' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('admin-financeiro-menu-phone.png'), fullPage: true });
  for (const tela of ['/admin/questoes', '/admin/usuarios']) {
    await page.goto(tela);
    await expect(page.getByRole('heading', { name: 'Você não tem permissão para esta área.' })).toBeVisible();
  }

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/login?redirect=%2Fadmin');
  await signIn(page, 'estagiario@aprovei.dev');
  await expect(page.getByRole('heading', { name: 'Você não tem permissão para esta área.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu do back office' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('admin-estagiario-desktop.png') });
});
