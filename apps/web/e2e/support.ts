import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const SENHA = 'aprovei2026';

/** The address of the medical variant: same server, host with the `med.` marker. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
/** The server's VAPID public key in the journeys (its private half is in playwright.config.ts). */
export const E2E_VAPID_PUBLIC_KEY =
  'BC6KJ-rlz5pR7dldf-dzAsbq3PsfAp39C6paagcDLPqhcG7bdN15NzFcPvQt6Yn3HhYttasDasKCTq0w0g4hNRk';

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

/** Signs in on the sign-in page; the demo staff also pass the second step (`entrarNaEquipe`). */
export async function signIn(page: Page, login: string, senha = SENHA) {
  await page.getByLabel('CPF ou e-mail').fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  if (login in SEGREDOS_DEMO && senha === SENHA) await passarSegundoFator(page, login);
}

// ─── The two-step sign-in of the demo staff (README, 'Verificação em duas etapas') ─────────────────

/** The demo staff's published TOTP secrets (base32), as an authenticator app holds them. */
export const SEGREDOS_DEMO: Record<string, string> = {
  'admin@aprovei.dev': 'ADMINAPROVEIDEMOTOTPSEGREDOADMIN',
  'professor@aprovei.dev': 'PROFESSORAPROVEIDEMOTOTPSEGREDOP',
  'editor@aprovei.dev': 'EDITORAPROVEIDEMOTOTPSEGREDOEDIT',
  'financeiro@aprovei.dev': 'FINANCEIROAPROVEIDEMOTOTPSEGREDO',
};

function deBase32(texto: string): Buffer {
  const alfabeto = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of texto.toUpperCase().replace(/[^A-Z2-7]/g, ''))
    bits += alfabeto.indexOf(c).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
}

/** The code an authenticator app shows for `segredo` (base32), `passos` 30 s steps from now. */
export function codigoTotp(segredo: string, passos = 0): string {
  const contador = Buffer.alloc(8);
  contador.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + passos));
  const hmac = createHmac('sha1', deBase32(segredo)).update(contador).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Milliseconds until the next 30 s step begins. */
const ateOProximoPasso = () => 30_000 - (Date.now() % 30_000) + 200;

/**
 * The sign-in's second step with the app's code. A code is accepted once: when the same account signed in
 * this step already, the next step's code (one step of drift is accepted) and then, after the wait for
 * the next step, a new code are tried.
 */
export async function passarSegundoFator(page: Page, login: string, segredo = SEGREDOS_DEMO[login]!) {
  const campo = page.getByLabel('Código do aplicativo autenticador');
  await expect(campo).toBeVisible({ timeout: 20_000 });
  for (const passos of [0, 1, 'espera', 0, 1] as const) {
    if (passos === 'espera') {
      await page.waitForTimeout(ateOProximoPasso());
      continue;
    }
    await campo.fill(codigoTotp(segredo, passos));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    const recusado = page.getByText('Código inválido', { exact: false }).first();
    const resultado = await Promise.race([
      campo.waitFor({ state: 'detached', timeout: 20_000 }).then(() => 'ok' as const),
      recusado.waitFor({ state: 'visible', timeout: 20_000 }).then(() => 'recusado' as const),
    ]);
    if (resultado === 'ok') return;
  }
  throw new Error(`segundo passo de ${login}: nenhum código aceito`);
}

/**
 * A staff member without the second factor, sent to its setup: "scans" the secret shown as text, confirms
 * its code, and answers the ten recovery codes after 'Guardei meus códigos'.
 */
export async function configurarSegundoFator(page: Page): Promise<string[]> {
  await expect(page).toHaveURL(/\/configuracoes\/verificacao-em-duas-etapas/);
  const segredo = (await page.getByTestId('segredo-totp').textContent())!.trim();
  await page.getByLabel('Código de 6 dígitos do aplicativo').fill(codigoTotp(segredo));
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  const itens = page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
  await expect(itens).toHaveCount(10);
  const codigos = (await itens.allTextContents()).map((c) => c.trim());
  await page.getByRole('button', { name: 'Guardei meus códigos' }).click();
  return codigos;
}

/** A demo staff member signs in on the sign-in page, password then the app's code. */
export async function entrarNaEquipe(page: Page, login: string) {
  await signIn(page, login);
}

/** The API's sign-in of a demo staff member, both steps: the headers of her calls. */
export async function entrarNaEquipePelaApi(
  request: APIRequestContext,
  login: string,
): Promise<Record<string, string>> {
  const headers = { 'x-tenant': 'aprovei' };
  for (const passos of [0, 1, 'espera', 0, 1] as const) {
    if (passos === 'espera') {
      await new Promise((r) => setTimeout(r, ateOProximoPasso()));
      continue;
    }
    const senha = await request.post('/api/auth/login', { headers, data: { login, senha: SENHA } });
    expect(senha.ok(), `login de ${login}`).toBe(true);
    const { desafio } = await senha.json();
    const res = await request.post('/api/auth/segundo-fator', {
      headers,
      data: { desafio, codigo: codigoTotp(SEGREDOS_DEMO[login]!, passos) },
    });
    if (res.ok()) return { ...headers, authorization: `Bearer ${(await res.json()).access_token}` };
  }
  throw new Error(`segundo passo de ${login}: nenhum código aceito`);
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
