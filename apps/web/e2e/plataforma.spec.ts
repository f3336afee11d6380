import { expect, type Page, test } from '@playwright/test';
import { alunoComPlanos } from './contas.ts';
import { cpfValido, fecharPopup, mainMenu, medUrl, preencherCadastroNaCompra, signIn } from './support.ts';

// The platform follows the person (issue 19 §1): the one bought, the one a plan covers, the medical one.
test.describe.configure({ timeout: 150_000 });

const ESTAGIARIO = 'Você está no plano Estagiário';
const stamp = Date.now() % 100_000_000;
const comprador = {
  nome: 'Clara Concurso Teste',
  cpf: cpfValido(300_000_000 + stamp),
  telefone: '11976543210',
  email: `clara.concurso.${stamp}@exemplo.com`,
  senha: 'jacarandá em flor',
};

/** The phone's menu: opened from the burger, the drawer's navigation. */
async function abrirMenu(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  return page.getByRole('dialog');
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a Concursos buyer lands in Concursos with full access, switches platforms, and signs in there again', async ({
    page,
  }, testInfo) => {
    await page.addInitScript(() => window.localStorage.setItem('termos', 'aceitou'));
    await page.goto('/CadastroComCompra/3');
    await page.getByLabel('CPF').pressSequentially(comprador.cpf);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await preencherCadastroNaCompra(page, comprador);

    await expect(page.getByRole('heading', { name: 'Pagamento do plano' })).toBeVisible();
    await expect(page.getByText('Concurso Anual').first()).toBeVisible();
    await page.getByLabel('Cartão de crédito').check();
    await page.getByLabel('Número do Cartão').pressSequentially('5555555555554444');
    await page.getByLabel('Validade').pressSequentially('1131');
    await page.getByLabel('CVV').pressSequentially('321');
    await page.getByLabel('Nome no Cartão').pressSequentially('Clara C Teste');
    await page.getByLabel('CPF do Titular').pressSequentially(comprador.cpf);
    await page.getByLabel('CEP').pressSequentially('01310100');
    await expect(page.getByLabel('Município')).toHaveValue('São Paulo');
    await page.getByLabel(/^Número\s*\*?$/).fill('52');
    await page.getByLabel(/^Parcelas/).click();
    await page.getByRole('option', { name: /^1x de R\$\s497,00/ }).click();
    await page.getByLabel('Li e aceito os termos do contrato').check();
    await page.getByRole('button', { name: 'Finalizar' }).click();

    // Welcomed as a new account, then into the platform bought.
    await expect(page.getByRole('heading', { name: 'Seu cadastro foi realizado' })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath('concursos-cadastro-realizado-telefone.png'),
      fullPage: true,
    });
    await page.getByRole('link', { name: 'Entrar na plataforma' }).click();
    await expect(page).toHaveURL(/\/home-concurso$/);
    await fecharPopup(page, { paraSempre: true });
    await expect(page.getByText(ESTAGIARIO)).toHaveCount(0);

    let menu = await abrirMenu(page);
    const troca = menu.getByRole('group', { name: 'Plataforma' });
    await expect(troca).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('concursos-menu-telefone.png') });
    await menu.getByRole('link', { name: 'Questões concurso' }).click();
    await expect(page).toHaveURL(/\/QuestoesAproveiConcurso$/);
    await expect(page.getByRole('combobox', { name: 'Banca' })).toBeVisible();
    await expect(page.getByText(ESTAGIARIO)).toHaveCount(0);
    // The residency search is not this platform's: its address leads home.
    await page.goto('/simulados');
    await expect(page).toHaveURL(/\/home-concurso$/);

    // The other platform, as a trainee there.
    menu = await abrirMenu(page);
    await menu.getByRole('group', { name: 'Plataforma' }).getByRole('link', { name: 'Residência' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(ESTAGIARIO).first()).toBeVisible();
    menu = await abrirMenu(page);
    await menu.getByRole('group', { name: 'Plataforma' }).getByRole('link', { name: 'Concursos' }).click();
    await expect(page).toHaveURL(/\/home-concurso$/);

    // Signing out and in again, even from the residency platform, enters the one bought.
    await page.goto('/plataforma/1');
    await expect(page).toHaveURL(/\/home$/);
    menu = await abrirMenu(page);
    await menu.getByText('Sair').click();
    await page.goto('/login');
    await signIn(page, comprador.email, comprador.senha);
    await expect(page).toHaveURL(/\/home-concurso$/);
    await expect(page.getByText(ESTAGIARIO)).toHaveCount(0);
  });
});

test.describe('on the medical variant, from a deep link in a fresh browser', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`the search, the account and a hidden screen work (${viewport.width}px)`, async ({
      browser,
      request,
    }) => {
      // A new student of the medical product who bought Aprovei Med Anual (e2e/contas.ts).
      const aluno = await alunoComPlanos(request, [6], {
        nome: 'Eduarda Teste Jornada',
        tenant: 'aprovei-med',
      });
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.addInitScript(() => window.localStorage.setItem('termos', 'aceitou'));
      await page.goto(medUrl('/simulados'));
      await expect(page).toHaveURL(/\/login/);
      await signIn(page, aluno.email, aluno.senha);
      await expect(page).toHaveURL(/med\.localhost:\d+\/simulados$/);
      // Platform 3's filters, with no 'Plataforma não encontrada' and no trainee banner.
      await page.getByRole('combobox', { name: 'Matérias' }).click();
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByText('Plataforma não encontrada para este produto.')).toHaveCount(0);
      await expect(page.getByText(ESTAGIARIO)).toHaveCount(0);

      // The statistics screen is hidden by the medical menu: its address leads home.
      await page.goto(medUrl('/menu-estatisticas'));
      await expect(page).toHaveURL(/med\.localhost:\d+\/home$/);

      await page.goto(medUrl('/configuracoes'));
      await expect(
        page.getByRole('region', { name: 'Meu plano' }).getByText('Aprovei Med Anual'),
      ).toBeVisible({
        timeout: 30_000,
      });
      await expect(
        mainMenu(page)
          .or(page.getByRole('button', { name: 'Abrir menu' }))
          .first(),
      ).toBeVisible();
      await context.close();
    });
  }
});
