import { expect, type Page, test } from '@playwright/test';
import { alunoComPlanos, SENHA_ALUNO } from './contas.ts';
import { passarCaptcha, signIn } from './support.ts';

const PACOTE = 'Pacote de 10 envios de questão aberta';

/** The 'Disponiveis' total of /questao-aberta. */
async function disponiveis(page: Page): Promise<number> {
  await page.goto('/questao-aberta');
  const totais = page.getByLabel('Totais de envios');
  await expect(totais).toBeVisible();
  const texto = (await totais.getByText(/^Disponiveis:/).textContent()) ?? '';
  return Number(texto.replace(/\D/g, ''));
}

/**
 * Issue 22 §1: a student with a plan buys an open-question send pack on its own — from the open-question
 * screen, 'Comprar mais envios', the pack's checkout by the card that paid the plan, in instalments — and
 * sees her balance grow by the pack's sends.
 */
test('a student with a plan buys a send pack by card and sees her balance grow', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const aluno = await alunoComPlanos(request, [1]);
  await page.setViewportSize({ width: 1366, height: 900 });
  // The privacy notice answered, as a returning student has it.
  await page.addInitScript(() => window.localStorage.setItem('termos', 'aceitou'));
  await page.goto('/login');
  await signIn(page, aluno.email, SENHA_ALUNO);
  await expect(page).toHaveURL(/\/home$/);
  const antes = await disponiveis(page);

  await page.getByRole('link', { name: 'Comprar mais envios' }).click();
  await expect(page).toHaveURL(/\/comprar-envios$/);
  const card = page.getByRole('article', { name: PACOTE }).or(page.getByLabel(PACOTE));
  await expect(card.getByText('R$ 49,00')).toBeVisible();
  await expect(
    card.getByText('Entrega: 10 envios extras de questão aberta liberados na hora.'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('pacotes-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('pacotes-celular.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await card.getByRole('link', { name: 'Comprar' }).click();

  // The pack's checkout: no coupon, no contract; the card that paid the plan, in 4 instalments.
  await expect(page.getByRole('heading', { name: 'Comprar mais envios de questão aberta' })).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText('R$ 49,00');
  await expect(page.getByText('Cupom Desconto')).toHaveCount(0);
  await page.getByLabel('Cartão de crédito').check();
  await expect(page.getByRole('radio', { name: /FINAL: 1111/ })).toBeChecked();
  await page.getByLabel(/^Parcelas/).click();
  await page.getByRole('option', { name: /^4x de R\$\s12,25/ }).click();
  await passarCaptcha(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('checkout-pacote-celular.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath('checkout-pacote-desktop.png'), fullPage: true });
  await page.getByRole('button', { name: 'Finalizar' }).click();

  // Paid: the order lists the pack, and the balance has its 10 sends.
  await expect(page).toHaveURL(/\/pedido\/\d+$/);
  await expect(page.getByLabel('Resumo do pedido').getByText(PACOTE)).toBeVisible();
  expect(await disponiveis(page)).toBe(antes + 10);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('saldo-celular.png') });
});
