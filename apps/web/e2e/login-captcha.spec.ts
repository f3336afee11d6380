import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { novoAluno } from './contas.ts';
import { passarCaptcha, signIn } from './support.ts';

// The journeys' server allows 50 failed passwords per account (playwright.config.ts).
const LOGIN_MAX_FALHAS = 50;

const viewports = [
  { nome: 'phone', viewport: { width: 390, height: 844 } },
  { nome: 'desktop', viewport: { width: 1366, height: 900 } },
];

for (const { nome, viewport } of viewports) {
  test.describe(nome, () => {
    test.use({ viewport });

    test('past the failure limit the owner passes the human check and signs in', async ({
      page,
      request,
    }, testInfo) => {
      // A new account each (e2e/contas.ts), so that a failed run of one leaves the other's count alone.
      const aluno = await novoAluno(request);
      const conta = aluno.email;
      // A stranger guessing the password from many addresses: the account goes past its limit.
      for (let lote = 0; lote < LOGIN_MAX_FALHAS / 10; lote++) {
        const respostas = await Promise.all(
          Array.from({ length: 10 }, () =>
            request.post('/api/auth/login', {
              headers: { 'X-Tenant': 'aprovei' },
              data: { login: conta, senha: 'chute errado' },
            }),
          ),
        );
        for (const r of respostas) expect(r.status()).toBe(401);
      }

      await page.goto('/login?redirect=%2Fhome');
      await signIn(page, conta, aluno.senha);
      // The right password is not refused: the check is asked for.
      await expect(page.getByText('Verificação de segurança')).toBeVisible();
      await expect(page.getByText('Confirme que você não é um robô.')).toBeVisible();
      await expect(page.getByText('Não sou um robô')).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
      await page.screenshot({ path: testInfo.outputPath(`login-captcha-${nome}.png`), fullPage: true });
      await expectNoSeriousViolations(page);

      await passarCaptcha(page);
      await expect(page.getByText('Confirme que você não é um robô.')).toBeHidden();
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page).not.toHaveURL(/\/login/);
      const sessao = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('aprovei:sessao:aprovei') ?? 'null'),
      );
      expect(sessao?.claims?.email).toBe(conta);
    });
  });
}
