import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { novoAluno } from './contas.ts';
import { waitForMail } from './mail.ts';
import { passarCaptcha, signIn } from './support.ts';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A full-page screenshot at both sizes, the page left at desktop size. */
async function fotografar(page: Page, nome: string) {
  for (const [tela, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: test.info().outputPath(`${nome}-${tela}.png`), fullPage: true });
  }
}

/** YYYY-MM-DD and DD/MM/AAAA of a day some days from now. */
function diaDaqui(dias: number) {
  const d = new Date(Date.now() + dias * 86_400_000);
  const iso = d.toISOString().slice(0, 10);
  const [a, m, dia] = iso.split('-');
  return { iso, tela: `${dia}/${m}/${a}` };
}

test('a student writes to support; the admin replies, opens her account, grants a courtesy plan and closes the message; the student has the plan', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const aluna = await novoAluno(request, { nome: 'Helena Suporte Jornada' });

  // The student's message, from the support form.
  await page.goto('/login?redirect=%2Fsuporte');
  await signIn(page, aluna.email, aluna.senha);
  await expect(page).toHaveURL(/\/suporte$/);
  const assunto = `Cobrança em dobro ${Date.now()}`;
  await page.getByLabel('Assunto').fill(assunto);
  await page.getByLabel('Mensagem').fill('Fui cobrada duas vezes e não consigo acessar o plano.');
  await passarCaptcha(page);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('dialog').getByText('Mensagem enviada com sucesso!')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  // The admin finds it in the inbox.
  const admin = await browser.newPage({ viewport: DESKTOP });
  await admin.goto('/login?redirect=%2Fadmin%2Fsuporte');
  await signIn(admin, 'admin@aprovei.dev');
  await expect(admin.getByRole('heading', { name: 'Suporte' })).toBeVisible();
  await admin.getByRole('button', { name: 'Aceitar' }).click();
  await admin.getByLabel('Buscar').fill(assunto);
  const linha = admin.getByRole('row').filter({ hasText: assunto });
  await expect(linha).toHaveCount(1);
  await expect(linha).toContainText('Aberta');
  await fotografar(admin, 'admin-suporte-caixa');
  await expectNoSeriousViolations(admin);

  await linha.click();
  const painel = admin.getByRole('dialog', { name: 'Mensagem de suporte' });
  await expect(painel.getByText('Fui cobrada duas vezes e não consigo acessar o plano.')).toBeVisible();
  await expect(painel.getByText(aluna.email).first()).toBeVisible();

  // Reply: stored in the panel and e-mailed to the student.
  const since = Date.now();
  await painel.getByLabel('Resposta').fill('Olá, Helena! Liberamos seu acesso como cortesia.');
  await painel.getByRole('button', { name: 'Responder' }).click();
  await expect(admin.getByText('Resposta enviada por e-mail.')).toBeVisible();
  await admin.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(painel.getByText('Olá, Helena! Liberamos seu acesso como cortesia.')).toBeVisible();
  const mail = await waitForMail(aluna.email, { since, predicate: (m) => m.subject.includes(assunto) });
  expect(mail.subject).toBe(`Re: [Suporte Aprovei] ${assunto}`);
  expect(mail.text).toContain('> Olá, Helena! Liberamos seu acesso como cortesia.');
  await fotografar(admin, 'admin-suporte-mensagem');

  // Her account, a click away: grant a courtesy plan until a date.
  await painel.getByRole('link', { name: /^Ver a conta de Helena Suporte Jornada/ }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/usuarios/${aluna.id}$`));
  await expect(admin.getByRole('heading', { name: 'Helena Suporte Jornada' })).toBeVisible();
  await expect(admin.getByText(aluna.email)).toBeVisible();
  const fim = diaDaqui(45);
  await admin.getByRole('button', { name: 'Conceder cortesia' }).click();
  const modal = admin.getByRole('dialog', { name: 'Conceder cortesia' });
  await modal.getByRole('combobox', { name: 'Plano' }).fill('Residência Anual');
  await admin
    .getByRole('option', { name: /^Residência Anual — / })
    .first()
    .click();
  await modal.getByLabel('Acesso até').fill(fim.iso);
  await modal.getByLabel('Motivo (fica na auditoria)').fill('Cobrança em dobro');
  await modal.getByRole('button', { name: 'Conceder' }).click();
  await expect(admin.getByText('Cortesia concedida.')).toBeVisible();
  await admin.getByRole('button', { name: 'OK', exact: true }).click();
  const contrato = admin.getByRole('table', { name: 'Contratos' }).getByRole('row').filter({
    hasText: 'Residência Anual',
  });
  await expect(contrato).toContainText('Ativa');
  await expect(contrato).toContainText('Sem pagamento');
  await expect(contrato).toContainText(fim.tela);
  await expectNoSeriousViolations(admin);
  await fotografar(admin, 'admin-pessoa');

  // Back to the message: close it.
  await admin.goBack();
  await expect(painel).toBeVisible();
  await painel.getByRole('button', { name: 'Encerrar' }).click();
  await admin.getByRole('button', { name: 'SIM' }).click();
  await expect(painel.getByText('Encerrada')).toBeVisible();
  await expect(painel.getByRole('button', { name: 'Encerrar' })).toHaveCount(0);
  await admin.close();

  // The student now holds the plan until that date.
  await page.goto('/configuracoes');
  const plano = page.getByRole('region', { name: 'Meu plano' });
  await expect(plano.getByText('Residência Anual')).toBeVisible();
  await expect(plano.getByText(`Acesso completo até ${fim.tela}`)).toBeVisible();
  await fotografar(page, 'aluna-plano-cortesia');
});
