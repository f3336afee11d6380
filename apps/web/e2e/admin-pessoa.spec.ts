import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { comprarPlano, novoAluno } from './contas.ts';
import { waitForMail } from './mail.ts';
import { signIn } from './support.ts';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A full-page screenshot at both sizes, the page left at desktop size. */
async function fotografar(page: Page, nome: string) {
  for (const [tela, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: test.info().outputPath(`${nome}-${tela}.png`), fullPage: true });
  }
}

const daqui45Dias = () => new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);

test("the admin opens a buyer's page: the order, the card's last four, ends a courtesy, resends an e-mail, exports the data", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const aluna = await novoAluno(request, { nome: 'Pietra Pessoa Jornada' });
  const pedidoId = await comprarPlano(request, aluna, 1);

  await page.goto('/login?redirect=%2Fadmin%2Fusuarios');
  await signIn(page, 'admin@aprovei.dev');
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await page.getByPlaceholder('Nome, e-mail ou CPF').fill(aluna.email);
  await expect(page.getByRole('row').filter({ hasText: aluna.email })).toHaveCount(1);
  // The list may be fetched again after the typed search settles: click until the page opens.
  const link = page.getByRole('link', { name: aluna.nome });
  await expect(async () => {
    if (await link.isVisible()) await link.click({ timeout: 2_000 });
    await expect(page.getByRole('heading', { name: aluna.nome })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: aluna.nome })).toBeVisible();
  // The CPF is masked on the page, and nowhere whole.
  await expect(page.getByText(aluna.cpf)).toHaveCount(0);

  // A courtesy granted, then ended with a reason: access stops at once.
  await page.getByRole('button', { name: 'Conceder cortesia' }).click();
  const modal = page.getByRole('dialog', { name: 'Conceder cortesia' });
  await modal.getByRole('combobox', { name: 'Plano' }).fill('Residência Anual');
  await page
    .getByRole('option', { name: /^Residência Anual — / })
    .first()
    .click();
  await modal.getByLabel('Acesso até').fill(daqui45Dias());
  await modal.getByRole('button', { name: 'Conceder' }).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  const contratos = page.getByRole('table', { name: 'Contratos' });
  const cortesia = contratos
    .getByRole('row')
    .filter({ hasText: 'Sem pagamento' })
    .filter({ hasText: 'Residência Anual' });
  await expect(cortesia).toContainText('Ativa');
  await cortesia.getByRole('button', { name: /^Encerrar/ }).click();
  const encerrar = page.getByRole('dialog', { name: 'Encerrar contrato' });
  await encerrar.getByRole('button', { name: 'Encerrar agora' }).click();
  await expect(encerrar.getByText('Informe o motivo.')).toBeVisible();
  await encerrar.getByLabel('Motivo (fica na auditoria)').fill('Cortesia dada por engano');
  await encerrar.getByRole('button', { name: 'Encerrar agora' }).click();
  await expect(page.getByText('Contrato encerrado.')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(cortesia).toContainText('Encerrada');
  await expect(cortesia.getByRole('button', { name: /^Encerrar/ })).toHaveCount(0);
  await expect(contratos.getByRole('row').filter({ hasText: 'Cartão' })).toContainText('Sim');
  await expectNoSeriousViolations(page);
  await fotografar(page, 'admin-pessoa-contratos');

  // The order, linked to the finance screens.
  await page.getByRole('tab', { name: 'Pedidos' }).click();
  const pedido = page
    .getByRole('table', { name: 'Pedidos' })
    .getByRole('row')
    .filter({ hasText: `#${pedidoId}` });
  await expect(pedido).toContainText('Pago');
  await expect(pedido.getByRole('link', { name: `#${pedidoId}` })).toHaveAttribute(
    'href',
    `/admin/financeiro/pedidos/${pedidoId}`,
  );
  await fotografar(page, 'admin-pessoa-pedidos');

  // The saved card: brand and last four only.
  await page.getByRole('tab', { name: 'Cartões' }).click();
  await expect(page.getByText(/terminado em 1111$/)).toBeVisible();
  await expect(page.getByText('4111111111111111')).toHaveCount(0);

  // The receipt e-mail, sent again: it reaches the student's mailbox.
  await page.getByRole('tab', { name: 'E-mails' }).click();
  const recibo = page.getByRole('table', { name: 'E-mails enviados' }).getByRole('row').filter({
    hasText: 'Pagamento confirmado',
  });
  await expect(recibo).toHaveCount(1);
  const assunto = (await recibo.getByRole('cell').first().textContent()) ?? '';
  const since = Date.now();
  await recibo.getByRole('button', { name: /^Reenviar/ }).click();
  await page.getByRole('button', { name: 'SIM' }).click();
  await expect(page.getByText('E-mail reenviado.')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  const mail = await waitForMail(aluna.email, { since, predicate: (m) => m.subject === assunto });
  expect(mail.subject).toBe(assunto);
  await fotografar(page, 'admin-pessoa-emails');

  // The LGPD export on her request: the same file she downloads, with a reason.
  await page.getByRole('tab', { name: 'LGPD' }).click();
  await page.getByRole('button', { name: 'Exportar dados' }).click();
  const exportar = page.getByRole('dialog', { name: 'Exportar dados' });
  await exportar.getByLabel('Motivo (fica na auditoria)').fill('Pedido da titular por e-mail ao suporte');
  const download = page.waitForEvent('download');
  await exportar.getByRole('button', { name: 'Exportar' }).click();
  const arquivo = await download;
  expect(arquivo.suggestedFilename()).toMatch(/^dados-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(page.getByText('Dados exportados.')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await fotografar(page, 'admin-pessoa-lgpd');

  // Every action is in the audit log.
  await page.goto(`/admin/auditoria?entidade=usuario&entidadeId=${aluna.id}`);
  for (const acao of ['conceder-cortesia', 'encerrar-contrato', 'reenviar-email', 'exportar-dados'])
    await expect(page.getByText(acao).first()).toBeVisible();
});
