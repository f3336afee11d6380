import { expect, type Page, test } from '@playwright/test';
import { novoAluno } from './contas.ts';
import { signIn } from './support.ts';

/*
 * A new version of the terms asks EVERY account created before it to accept it again, so this journey
 * must not run while other journeys sign people in: playwright.config.ts runs it in its own project,
 * after all the others ('textos-legais' depends on 'jornadas'). Alone: add --no-deps, or every journey runs first.
 */
test.describe.configure({ timeout: 240_000 });

const stamp = Date.now() % 100_000_000;
const clausula = `Cláusula da jornada ${stamp}: o Aprovei agora oferece trilhas de estudo.`;
const resumo = `Nova cláusula sobre trilhas de estudo (${stamp}).`;

const foto = (page: Page, nome: string) => page.screenshot({ path: test.info().outputPath(`${nome}.png`) });
const aceite = (page: Page) => page.getByRole('dialog', { name: /^Atualizamos nossos/ });

test('the admin publishes a new version of the terms; a student is asked to accept it before going on', async ({
  page,
  browser,
  request,
}) => {
  // A student whose account exists before the new version: she accepted version 1 at sign-up.
  const aluna = await novoAluno(request, { nome: 'Lívia Termos Jornada' });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/login?redirect=${encodeURIComponent('/admin/textos-legais')}`);
  await signIn(page, 'admin@aprovei.dev');
  await expect(page.getByRole('heading', { name: 'Textos legais', level: 1 })).toBeVisible();
  const vigenteAntes = page.getByRole('row').filter({ hasText: 'Vigente' });
  await expect(vigenteAntes).toHaveCount(1);
  const versaoAntes = Number((await vigenteAntes.getByRole('button').innerText()).replace(/\D/g, ''));

  // The new version starts from the current text; an empty one is refused with the field's message.
  await page.getByRole('button', { name: 'Nova versão' }).click();
  const form = page.getByRole('dialog', { name: 'Nova versão dos Termos de Uso' });
  const editor = form.getByRole('textbox', { name: 'Texto', exact: true });
  await expect(editor).toContainText('Quem somos');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(clausula);
  await form.getByLabel('O que mudou (opcional)').fill(resumo);
  await foto(page, 'admin-textos-legais-form-desktop');
  await form.getByRole('button', { name: 'Publicar nova versão' }).click();
  await page.getByRole('button', { name: 'SIM', exact: true }).click();
  await expect(page.getByText('Nova versão publicada.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();

  const nova = page.getByRole('row').filter({ hasText: resumo });
  await expect(nova.getByRole('button', { name: `Versão ${versaoAntes + 1}` })).toBeVisible();
  await expect(nova.getByText('Vigente')).toBeVisible();
  await expect(nova.getByRole('cell').last()).toHaveText('0');
  await foto(page, 'admin-textos-legais-desktop');

  // The student signs in and is stopped by the new version: no way around it but accepting or leaving.
  const contexto = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const celular = await contexto.newPage();
  await celular.goto('/login');
  await signIn(celular, aluna.email, aluna.senha);
  const modal = aceite(celular);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(`versão ${versaoAntes + 1}`);
  await expect(modal).toContainText(resumo);
  await celular.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  const aceitar = modal.getByRole('button', { name: 'Aceitar e continuar' });
  await expect(aceitar).toBeDisabled();
  await foto(celular, 'aceite-textos-legais-phone');
  await modal.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso.' }).check();
  await aceitar.click();
  await expect(modal).toBeHidden();
  await expect(celular.getByRole('heading', { name: /^Olá,? Lívia/ })).toBeVisible();
  // Recorded: a new page load does not ask again.
  await celular.reload();
  await expect(celular.getByRole('heading', { name: /^Olá,? Lívia/ })).toBeVisible();
  await expect(aceite(celular)).toHaveCount(0);

  // The public page serves the new version with its date.
  await celular.goto('/termos-de-uso');
  await expect(
    celular.getByText(new RegExp(`^Versão ${versaoAntes + 1}, em vigor desde \\d{2}/\\d{2}/\\d{4}$`)),
  ).toBeVisible();
  await expect(celular.getByText(clausula)).toBeVisible();
  await foto(celular, 'termos-de-uso-phone');
  await contexto.close();

  // Staff are people too: the admin is asked on her next page load; the list counts both acceptances.
  await page.reload();
  const doAdmin = aceite(page);
  await expect(doAdmin).toBeVisible();
  await foto(page, 'aceite-textos-legais-desktop');
  await doAdmin.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso.' }).check();
  await doAdmin.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await expect(doAdmin).toBeHidden();
  await page.reload();
  await expect(nova.getByRole('cell').last()).toHaveText('2');
  await expect(aceite(page)).toHaveCount(0);
});
