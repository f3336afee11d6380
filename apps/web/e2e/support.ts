import { expect, type Page } from '@playwright/test';

export const SENHA = 'aprovei2026';

/** The address of the medical variant: same server, host with the `med.` marker. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);

export function medUrl(path: string): string {
  return `http://med.localhost:${E2E_PORT}${path}`;
}

export async function signIn(page: Page, login: string, senha = SENHA) {
  await page.getByLabel('CPF ou e-mail').fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** The visible "Menu principal" (navbar on wide screens). */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' }).filter({ visible: true }).first();
}

export async function menuLabels(page: Page): Promise<string[]> {
  const menu = mainMenu(page);
  await expect(menu.getByText('Sair')).toBeVisible();
  return (await menu.locator('a, button').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

/** The promotional popup of the signed-in shell (whatever its title in each product). */
export function promoPopup(page: Page) {
  return page
    .getByRole('dialog')
    .filter({ has: page.getByRole('checkbox', { name: 'Não mostrar novamente.' }) });
}

/** Closes the promotional popup; with `paraSempre` ticks 'Não mostrar novamente.' first. */
export async function fecharPopup(page: Page, { paraSempre = false } = {}) {
  const popup = promoPopup(page);
  await expect(popup).toBeVisible();
  if (paraSempre) await popup.getByRole('checkbox', { name: 'Não mostrar novamente.' }).check();
  await popup.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(popup).toBeHidden();
}
