import { expect, test } from '@playwright/test';
import { waitForMail } from './mail.ts';
import { signIn } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('a signed-in student pays a plan by Pix: the QR shows, the sandbox settles it and the screen moves on by itself', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fassinatura-plano%2F2');
  await signIn(page, 'aluno@aprovei.dev');
  await expect(page).toHaveURL(/\/assinatura-plano\/2$/);
  await expect(page.getByRole('heading', { name: 'Pagamento do plano' })).toBeVisible();

  const finalizar = page.getByRole('button', { name: 'Finalizar' });
  await page.getByLabel('PIX').check();
  await page.getByLabel('Li e aceito os termos do contrato').check();
  await expect(finalizar).toBeDisabled();
  await page.getByText('Não sou um robô').click();
  await expect(page.getByText('Verificado')).toBeVisible({ timeout: 20_000 });
  const since = Date.now();
  await finalizar.click();

  await expect(page.getByRole('heading', { name: 'Pedido recebido!' })).toBeVisible();
  await expect(page.getByAltText('QR code do PIX')).toBeVisible();
  await expect(page.getByLabel('PIX copia e cola')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await expect(page.getByRole('button', { name: 'Copiar código PIX' })).toBeVisible();

  // Nobody clicks anything: the 7 s poll learns that the sandbox's webhook settled it.
  await expect(page).toHaveURL(/\/finalizar-pedido\/2$/, { timeout: 30_000 });
  await expect(page.getByText('Sua compra foi concluída')).toBeVisible();

  const recibo = await waitForMail('aluno@aprovei.dev', {
    since,
    predicate: (m) => m.subject.startsWith('Pagamento confirmado'),
  });
  expect(recibo.text).toContain('Forma de pagamento: PIX');
});

test('a declined card shows the reason and the checkout starts over; an approved card with instalments ends the purchase', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('termos', 'aceitou'));
  await page.goto('/login?redirect=%2Fassinatura-plano%2F2');
  await signIn(page, 'aluno@aprovei.dev');
  await expect(page.getByRole('heading', { name: 'Pagamento do plano' })).toBeVisible();

  await page.getByLabel('Cartão de crédito').check();
  // The demo student has no saved card: the card form is shown at once.
  const numero = page.getByLabel('Número do Cartão');
  await numero.pressSequentially('4000000000000002');
  await page.getByLabel('Validade').pressSequentially('1230');
  await page.getByLabel('CVV').pressSequentially('123');
  await page.getByLabel('Nome no Cartão').pressSequentially('Maria da Silva');
  await page.getByLabel('CPF do Titular').pressSequentially('52998224725');
  await page.getByLabel('CEP').pressSequentially('01310100');
  await expect(page.getByLabel('Município')).toHaveValue('São Paulo');
  await page.getByLabel(/^Número\s*\*?$/).fill('1000');
  await page.getByLabel(/^Parcelas/).click();
  await page.getByRole('option', { name: /^3x de R\$/ }).click();
  await page.getByLabel('Li e aceito os termos do contrato').check();
  const finalizar = page.getByRole('button', { name: 'Finalizar' });
  await page.getByText('Não sou um robô').click();
  await expect(page.getByText('Verificado')).toBeVisible({ timeout: 20_000 });
  await finalizar.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Pagamento recusado pelo emissor do cartão.')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  // A new attempt needs a new human check.
  await expect(finalizar).toBeDisabled();

  await numero.clear();
  await numero.pressSequentially('4111111111111111');
  await page.getByText('Não sou um robô').click();
  await expect(page.getByText('Verificado')).toBeVisible({ timeout: 20_000 });
  await finalizar.click();
  await expect(page).toHaveURL(/\/finalizar-pedido\/2$/);
  await expect(page.getByText('Sua compra foi concluída')).toBeVisible();
});
