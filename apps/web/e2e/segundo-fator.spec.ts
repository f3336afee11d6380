import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { novoAluno } from './contas.ts';
import { codigoTotp, entrarNaEquipePelaApi, mainMenu, signIn } from './support.ts';

/**
 * Two-factor sign-in (issue 23 §2): a new staff member (a student the admin made an editor) signs in with
 * her password, is sent from the back office to the setup, reads the secret, confirms a code, sees her
 * ten recovery codes and reaches the back office; then signs in again with a recovery code, which does
 * not work a second time.
 */
const viewports = [
  { nome: 'phone', viewport: { width: 390, height: 844 } },
  { nome: 'desktop', viewport: { width: 1366, height: 900 } },
];

async function sair(page: Page, celular: boolean) {
  await page.goto('/configuracoes');
  if (celular) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await mainMenu(page).getByText('Sair').click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
}

for (const { nome, viewport } of viewports) {
  test.describe(nome, () => {
    test.use({ viewport });

    test('staff set the second factor up, reach the back office, and sign in with a recovery code once', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const pessoa = await novoAluno(request, { nome: 'Iara Equipe Jornada' });
      const admin = await entrarNaEquipePelaApi(request, 'admin@aprovei.dev');
      const papel = await request.put(`/api/admin/usuarios/${pessoa.id}/papel`, {
        headers: admin,
        data: { papel: 'EDITOR' },
      });
      expect(papel.status()).toBe(204);

      // The password alone: the back office sends her to the setup.
      await page.goto('/login?redirect=%2Fadmin');
      // A fresh browser: the privacy notice would cover the page's buttons.
      const aviso = page.getByRole('region', { name: 'Aviso de privacidade' });
      await aviso.getByRole('button', { name: 'Aceitar' }).click();
      await expect(aviso).toBeHidden();
      await signIn(page, pessoa.email, pessoa.senha);
      await expect(page).toHaveURL(/\/configuracoes\/verificacao-em-duas-etapas\?redirect=%2Fadmin/);
      await expect(page.getByRole('heading', { name: 'Configure o aplicativo autenticador' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Código QR para o aplicativo autenticador' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`configuracao-${nome}.png`), fullPage: true });

      // "Scanning": the secret typed into the app, whose code confirms the setup.
      const segredo = (await page.getByTestId('segredo-totp').textContent())!.trim();
      expect(segredo).toMatch(/^[A-Z2-7]{32}$/);
      const campo = page.getByLabel('Código de 6 dígitos do aplicativo');
      await expect(campo).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(campo).toHaveAttribute('inputmode', 'numeric');
      await campo.fill('000000');
      await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
      await expect(page.getByText('Código inválido', { exact: false })).toBeVisible();
      await campo.fill(codigoTotp(segredo));
      await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();

      const lista = page.getByRole('list', { name: 'Códigos de recuperação' });
      await expect(lista.getByRole('listitem')).toHaveCount(10);
      const codigos = (await lista.getByRole('listitem').allTextContents()).map((c) => c.trim());
      await page.screenshot({ path: testInfo.outputPath(`codigos-${nome}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Guardei meus códigos' }).click();

      // The same session, now with the second factor: the back office opens.
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { name: 'Olá, Iara' })).toBeVisible();

      await sair(page, nome === 'phone');

      // Again: the password, then a recovery code.
      await page.goto('/login');
      await signIn(page, pessoa.email, pessoa.senha);
      await expect(page.getByLabel('Código do aplicativo autenticador')).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`segundo-passo-${nome}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
      await page.getByLabel('Código de recuperação').fill(codigos[0]!);
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await expect(page.getByLabel('Código de recuperação')).toBeHidden();
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Olá, Iara' })).toBeVisible();

      // The same recovery code a second time: refused.
      await sair(page, nome === 'phone');
      await page.goto('/login');
      await signIn(page, pessoa.email, pessoa.senha);
      await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
      await page.getByLabel('Código de recuperação').fill(codigos[0]!);
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await expect(
        page.getByText('Código inválido. Confira o código do aplicativo autenticador e tente de novo.'),
      ).toBeVisible();
      await expect(page.getByLabel('Código de recuperação')).toBeVisible();
    });
  });
}
