import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { waitForMail } from './mail.ts';
import { cpfValido, fecharPopup, mainMenu, medUrl, passarCaptcha, signIn } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

// One new person goes through the whole account life: register, edit, forget the password.
const stamp = Date.now() % 100_000_000;
const pessoa = {
  nome: 'Joana Prado Teste',
  cpf: cpfValido(stamp),
  telefone: '21987651234',
  email: `joana.${stamp}@exemplo.com`,
  senha: 'manacá em flor',
};

type Pessoa = typeof pessoa;

/** Fills 'Cadastro de Usuário' (including the SIM/NÃO branches and the captcha) and saves. */
async function preencherCadastro(page: Page, p: Pessoa) {
  await page.getByLabel('Nome').fill(p.nome);
  await page.getByLabel('CPF').pressSequentially(p.cpf);
  await expect(page.getByLabel('CPF')).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  await page.getByLabel('Apelido').fill('Jô');
  await page.getByLabel('Telefone').pressSequentially(p.telefone);
  await expect(page.getByLabel('Telefone')).toHaveValue('(21)98765-1234');
  await page.getByLabel('E-mail').fill(p.email);
  await page.getByLabel(/^Senha/).fill(p.senha);
  await page.getByLabel('Confirmar senha').fill(p.senha);

  const prova = page.getByRole('radiogroup', { name: /já prestou alguma prova/ });
  await prova.getByLabel('Sim').check();
  await page.getByLabel(/Qual prova você prestou/).fill('Residência em CTBMF, 2025');
  await prova.getByLabel('Não').check();
  await expect(page.getByLabel(/Qual prova você prestou/)).toHaveCount(0);
  await page
    .getByRole('radiogroup', { name: /próximos 12 meses/ })
    .getByLabel('Sim')
    .check();
  await page.getByLabel(/objetivo principal/).fill('ENARE 2027');
  await page.getByLabel(/Como você conheceu/).fill('Indicação de uma colega');

  const salvar = page.getByRole('button', { name: 'Salvar' });
  await expect(salvar).toBeDisabled();
  await passarCaptcha(page);
  await expect(salvar).toBeEnabled();
  await salvar.click();
}

test.describe
  .serial('account', () => {
    // The cookie notice was accepted long ago: keep it from covering the buttons at the bottom.
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('termos', 'aceitou'));
    });

    test('a visitor registers with the questionnaire and the captcha and lands on /home', async ({
      page,
    }) => {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Criar conta' }).click();
      await expect(page.getByRole('heading', { name: 'Cadastro de Usuário' })).toBeVisible();

      await preencherCadastro(page, pessoa);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { name: 'Olá Joana' })).toBeVisible();
      // A new account sees the current promotional popup; this one is dismissed for good.
      await fecharPopup(page, { paraSempre: true });
      await expect(mainMenu(page).getByText('Sair')).toBeVisible();
    });

    test('the new student edits the profile', async ({ page }) => {
      await page.goto('/login?redirect=%2Fconfiguracoes%2Feditar-perfil');
      await signIn(page, pessoa.email, pessoa.senha);
      await expect(page.getByRole('heading', { name: 'Edição de Usuário' })).toBeVisible();
      await expect(page.getByLabel('CPF')).toBeDisabled();
      await expect(page.getByLabel('E-mail')).toBeDisabled();
      await expect(page.getByLabel('E-mail')).toHaveValue(pessoa.email);
      await page.getByLabel('Nome').fill('Joana Prado Atualizada');
      // The prefilled masked phone (react-imask) edits like any field in Chromium, whichever way the
      // selection comes: select() then Backspace, select-all by keys, clear() (what a password manager or
      // a test's fill does), the last digits erased and typed again.
      const telefone = page.getByLabel('Telefone');
      await expect(telefone).toHaveValue('(21)98765-1234');
      await telefone.selectText();
      await telefone.press('Backspace');
      await expect(telefone).toHaveValue('');
      await telefone.pressSequentially('21987651234');
      await telefone.click();
      await telefone.press('ControlOrMeta+a');
      await telefone.press('Backspace');
      await expect(telefone).toHaveValue('');
      await telefone.pressSequentially('21987651234');
      await telefone.clear();
      await expect(telefone).toHaveValue('');
      await telefone.pressSequentially('21912340000');
      await telefone.press('End');
      for (let i = 0; i < 4; i++) await telefone.press('Backspace');
      await telefone.pressSequentially('5678');
      await expect(telefone).toHaveValue('(21)91234-5678');
      await page.getByRole('button', { name: 'Salvar Edição' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Dados atualizados com sucesso!')).toBeVisible();
      await dialog.getByRole('button', { name: 'OK' }).click();

      await page.goto('/configuracoes/editar-perfil');
      await expect(page.getByLabel('Nome')).toHaveValue('Joana Prado Atualizada');
      await expect(page.getByLabel('Telefone')).toHaveValue('(21)91234-5678');
    });

    test('forgets the password, reads the code in the e-mail, sets a new one and signs in with it', async ({
      page,
    }) => {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
      await expect(page.getByRole('heading', { name: 'Altere sua senha' })).toBeVisible();
      const since = Date.now();
      await page.getByLabel('CPF').pressSequentially(pessoa.cpf);
      await page.getByRole('button', { name: 'Avançar' }).click();
      await expect(page.getByText(/enviamos um código de 6 dígitos/)).toBeVisible();

      const mail = await waitForMail(pessoa.email, { since });
      const codigo = mail.text.match(/\b(\d{6})\b/)?.[1];
      expect(codigo, mail.text).toBeTruthy();

      const nova = 'ipê amarelo no cerrado';
      await page.getByLabel('Código').fill(codigo!);
      await page.getByLabel(/^Nova senha/).fill(nova);
      await page.getByLabel('Confirme a nova senha').fill(nova);
      await page.getByRole('button', { name: 'Avançar' }).click();
      await expect(page.getByText('Concluído')).toBeVisible();
      await page.getByRole('button', { name: 'Voltar ao início' }).click();

      // Not signed in: 'Voltar ao início' leads to the sign-in page, then home.
      await expect(page).toHaveURL(/\/login$/);
      await signIn(page, pessoa.email, pessoa.senha);
      await expect(page.getByText('CPF, e-mail ou senha incorretos.')).toBeVisible();
      await page.getByLabel('Senha', { exact: true }).fill(nova);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page).toHaveURL(/\/home(-concurso)?$/);
    });

    test('the medical variant registers its own accounts', async ({ page }) => {
      const med = { ...pessoa, email: `med.${pessoa.email}`, nome: 'Lia Medeiros Teste' };
      await page.goto(medUrl('/usuario/cadastro'));
      await preencherCadastro(page, med);
      await expect(page).toHaveURL(/med\.localhost.*\/home$/);
      await expect(page.getByRole('heading', { name: 'Olá Lia' })).toBeVisible();
      await fecharPopup(page);
    });

    test('axe finds no serious or critical violations on the registration and password pages', async ({
      page,
    }) => {
      for (const path of ['/usuario/cadastro', '/conta/gerar-codigo-recuperar-senha']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, path);
      }
    });
  });
