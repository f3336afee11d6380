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
