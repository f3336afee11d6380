import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { signIn } from './support.ts';

for (const tela of [
  { nome: 'desktop', viewport: { width: 1366, height: 900 } },
  { nome: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(tela.nome, () => {
    test.use({ viewport: tela.viewport });

    test(`the finance person opens the sales report and sees the demo's orders (${tela.nome})`, async ({
      page,
    }) => {
      // The demo's purchases go back months: the longest period, by month.
      const de = new Date(Date.now() - 1000 * 86_400_000).toISOString().slice(0, 10);
      await page.goto(
        `/login?redirect=${encodeURIComponent(`/admin/relatorios/vendas?agrupar=mes&de=${de}`)}`,
      );
      await signIn(page, 'financeiro@aprovei.dev');
      await expect(page.getByRole('heading', { name: 'Relatórios de vendas' })).toBeVisible();
      await page.getByRole('button', { name: 'Aceitar' }).click();
      const vendas = page.getByRole('table').first();
      await expect(vendas.getByRole('row').nth(1)).toContainText(/R\$\s?\d/);
      await expect(page.getByRole('button', { name: 'Exportar CSV' }).first()).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Mês' })).toBeChecked();
      await expectNoSeriousViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`admin-relatorios-${tela.nome}.png`),
        fullPage: true,
      });
    });
  });
}
