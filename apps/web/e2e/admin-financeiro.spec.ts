import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { comprarPlano, novoAluno } from './contas.ts';
import { signIn } from './support.ts';

for (const tela of [
  { nome: 'desktop', viewport: { width: 1366, height: 900 } },
  { nome: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(tela.nome, () => {
    test.use({ viewport: tela.viewport });

    test(`finance refunds a card purchase whole: the ledger shows it and the student loses the access (${tela.nome})`, async ({
      page,
      request,
    }) => {
      const aluno = await novoAluno(request, { nome: `Bruno Reembolso ${tela.nome}` });
      const pedidoId = await comprarPlano(request, aluno, 1);
      const completas = async () =>
        (
          (await (await request.get('/api/acesso/plataformas', { headers: aluno.headers })).json()) as {
            completas: number[];
          }
        ).completas;
      expect(await completas()).toContain(1);

      await page.goto('/login?redirect=%2Fadmin%2Ffinanceiro%2Fpedidos');
      await signIn(page, 'financeiro@aprovei.dev');
      await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
      await page.getByRole('button', { name: 'Aceitar' }).click();
      const linha = page.getByRole('row').filter({ hasText: aluno.nome });
      await expect(linha).toHaveCount(1);
      await expect(linha).toContainText('Pago');
      await expect(linha).toContainText(/R\$\s[\d.]+,\d{2}/);
      await expectNoSeriousViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`financeiro-pedidos-${tela.nome}.png`),
        fullPage: true,
      });

      await linha.getByText(aluno.nome).click();
      await expect(page.getByRole('heading', { name: `Pedido ${pedidoId}` })).toBeVisible();
      await page.getByRole('button', { name: 'Reembolsar' }).click();
      const dialogo = page.getByRole('dialog', { name: `Reembolsar o pedido ${pedidoId}` });
      const valor = dialogo.getByLabel('Valor do reembolso (R$)');
      // The whole refundable amount by default, typed with a comma.
      await expect(valor).toHaveValue(/^[\d.]+,\d{2}$/);
      const inteiro = await valor.inputValue();
      const motivo = `Aluno pediu o cancelamento pelo suporte (${tela.nome})`;
      await dialogo.getByRole('button', { name: /^Reembolsar R\$/ }).click();
      await expect(dialogo.getByText('Informe o motivo do reembolso.')).toBeVisible();
      await dialogo.getByLabel('Motivo').fill(motivo);
      await page.screenshot({ path: test.info().outputPath(`financeiro-reembolso-${tela.nome}.png`) });
      await dialogo.getByRole('button', { name: `Reembolsar R$\u00a0${inteiro}` }).click();
      await expect(page.getByText(`Reembolso de R$\u00a0${inteiro} enviado ao gateway.`)).toBeVisible();
      await expect(dialogo).toBeHidden();
      await expect(page.getByText('Reembolsado', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reembolsar' })).toHaveCount(0);
      await expect(page.getByRole('cell', { name: motivo })).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`financeiro-pedido-${tela.nome}.png`),
        fullPage: true,
      });

      if (tela.nome === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page
        .getByRole('navigation', { name: 'Menu do back office' })
        .getByRole('link', { name: 'Lançamentos' })
        .click();
      await expect(page.getByRole('heading', { name: 'Lançamentos' })).toBeVisible();
      const estorno = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: String(pedidoId) }) });
      await expect(estorno).toHaveCount(2);
      await expect(estorno.filter({ hasText: 'Reembolso' })).toContainText(`-R$\u00a0${inteiro}`);
      await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`financeiro-lancamentos-${tela.nome}.png`),
        fullPage: true,
      });

      // The refund ended the contract: the plan no longer opens its platform.
      expect(await completas()).not.toContain(1);
    });
  });
}

test('finance resolves the demo reconciliation divergence with a recorded decision', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/login?redirect=%2Fadmin%2Ffinanceiro%2Fdivergencias');
  await signIn(page, 'financeiro@aprovei.dev');
  await expect(page.getByRole('heading', { name: 'Divergências' })).toBeVisible();
  await page.getByRole('button', { name: 'Aceitar' }).click();
  // The demo's Pix order: the ledger booked R$ 10,00 more than the sandbox says was paid.
  const linha = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Resolver' }) });
  await expect(linha).toHaveCount(1);
  await expect(linha).toContainText(/R\$\s[\d.]+,\d{2} · Pago/);
  await page.screenshot({
    path: test.info().outputPath('financeiro-divergencias-desktop.png'),
    fullPage: true,
  });
  await linha.getByRole('button', { name: 'Resolver' }).click();
  const dialogo = page.getByRole('dialog', { name: /^Resolver a divergência do pedido \d+$/ });
  await expect(dialogo).toContainText('Nosso livro:');
  const decisao = 'Taxa de R$ 10,00 cobrada pelo gateway; lançada à parte na contabilidade.';
  await dialogo.getByLabel('Decisão').fill(decisao);
  await dialogo.getByRole('button', { name: 'Resolver' }).click();
  await expect(page.getByText(/^Divergência do pedido \d+ resolvida\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resolver' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: 'Resolvidas' }).click();
  await expect(page.getByRole('cell', { name: decisao })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: test.info().outputPath('financeiro-divergencia-resolvida-phone.png'),
    fullPage: true,
  });
});
