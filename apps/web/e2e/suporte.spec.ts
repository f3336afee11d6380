import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { alunoComPlanos, novoAluno } from './contas.ts';
import { waitForMail } from './mail.ts';
import { mainMenu, signIn } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('a student sends a support message from Contato and it arrives at the SMTP server', async ({
  page,
  request,
}) => {
  const aluno = await alunoComPlanos(request);
  await page.goto('/login?redirect=%2Fsimulados');
  await signIn(page, aluno.email, aluno.senha);
  await expect(page).toHaveURL(/\/simulados$/);

  await mainMenu(page).getByRole('link', { name: 'Contato' }).click();
  await expect(page).toHaveURL(/\/suporte$/);
  await expect(page.getByRole('heading', { name: 'Contato' })).toBeVisible();

  // The e-mail comes from the session; send waits for the human check.
  await expect(page.getByLabel('E-mail')).toHaveValue(aluno.email);
  const assunto = `Dúvida sobre o simulado ${Date.now()}`;
  await page.getByLabel('Assunto').fill(assunto);
  await page.getByLabel('Mensagem').fill('Olá, equipe!\nO cronômetro do simulado parou & não voltou.');
  const enviar = page.getByRole('button', { name: 'Enviar' });
  await expect(enviar).toBeDisabled();

  const since = Date.now();
  await page.getByText('Não sou um robô').click();
  await expect(page.getByText('Verificado')).toBeVisible({ timeout: 20_000 });
  await expect(enviar).toBeEnabled();
  await enviar.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Mensagem enviada com sucesso!')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  // Cleared for the next message, which needs a new check.
  await expect(page.getByLabel('Assunto')).toHaveValue('');
  await expect(enviar).toBeDisabled();

  const mail = await waitForMail('suporte@aprovei.dev', {
    since,
    predicate: (m) => m.subject.includes(assunto),
  });
  expect(mail.subject).toBe(`[Suporte Aprovei] ${assunto}`);
  expect(mail.replyTo).toContain(aluno.email);
  expect(mail.text).toContain('> O cronômetro do simulado parou & não voltou.');
  expect(mail.html).toContain('O cronômetro do simulado parou &amp; não voltou.');

  // Outside production the delivery log is browsable at /dev/mailbox, the HTML in a sandboxed frame.
  await page.goto('/dev/mailbox');
  await page.getByRole('link', { name: `[Suporte Aprovei] ${assunto}` }).click();
  await expect(page.getByText('entregue ao SMTP em')).toBeVisible();
  await expect(
    page
      .frameLocator('iframe[title="Versão HTML do e-mail"]')
      .getByText(/O cronômetro do simulado parou & não voltou/),
  ).toBeVisible();
});

test('axe finds no serious or critical violations on /suporte (with the captcha widget)', async ({
  page,
  request,
}) => {
  const aluno = await novoAluno(request);
  await page.goto('/login?redirect=%2Fsuporte');
  await signIn(page, aluno.email, aluno.senha);
  await expect(page).toHaveURL(/\/suporte$/);
  await expect(page.getByText('Não sou um robô')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page);
});
