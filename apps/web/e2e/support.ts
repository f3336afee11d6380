import { expect, type Page } from '@playwright/test';

export const SENHA = 'aprovei2026';

/** The address of the medical variant: same server, host with the `med.` marker. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);

export function medUrl(path: string): string {
  return `http://med.localhost:${E2E_PORT}${path}`;
}

/** A CPF with valid check digits derived from `seed` (a new person per run: pass a time stamp). */
export function cpfValido(seed: number): string {
  const base = String(100_000_000 + (seed % 800_000_000)).slice(0, 9);
  const dv = (d: string) => {
    const r = ([...d].reduce((s, c, i) => s + Number(c) * (d.length + 1 - i), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base);
  return `${base}${d1}${dv(base + d1)}`;
}

export async function signIn(page: Page, login: string, senha = SENHA) {
  await page.getByLabel('CPF ou e-mail').fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Passes the human check (ALTCHA's proof of work, solved in the page). */
export async function passarCaptcha(page: Page) {
  await page.getByText('Não sou um robô').click();
  await expect(page.getByText('Verificado')).toBeVisible({ timeout: 20_000 });
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

/**
 * The anonymous checkout's registration step (/CadastroComCompra), after the CPF: the person's data, the
 * human check and 'Salvar'.
 */
export async function preencherCadastroNaCompra(
  page: Page,
  pessoa: { nome: string; telefone: string; email: string; senha: string },
) {
  // Only what the purchase needs (issue 19 §7): no nickname, no questionnaire; one human check.
  await page.getByLabel('Nome').fill(pessoa.nome);
  await page.getByLabel('Telefone').pressSequentially(pessoa.telefone);
  await page.getByLabel('E-mail').fill(pessoa.email);
  await page.getByLabel(/^Senha/).fill(pessoa.senha);
  await page.getByLabel('Confirmar senha').fill(pessoa.senha);
  await expect(page.getByLabel('Apelido')).toHaveCount(0);
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await passarCaptcha(page);
  await page.getByRole('button', { name: 'Salvar' }).click();
}
