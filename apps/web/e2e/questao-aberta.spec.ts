import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { alunoComPlanos, SENHA_ALUNO } from './contas.ts';
import { waitForMail } from './mail.ts';
import { mainMenu, SENHA, signIn } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const TITULO = 'Celulite facial de origem odontogênica';
const pdf = (texto: string) => ({
  name: 'resposta.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${texto}\n%%EOF\n`),
});

async function entrar(page: Page, login: string, destino: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(destino)}`);
  await signIn(page, login, SENHA_ALUNO);
  await expect(page).toHaveURL(new RegExp(`${destino}$`));
}

async function sair(page: Page) {
  await mainMenu(page).getByText('Sair').click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
}

test('a student sends an answer, the teacher corrects it, the student sees the correction', async ({
  page,
  request,
}) => {
  // A new student with Residência Anual (e2e/contas.ts) sends her answer to the demo teacher (staff
  // accounts are not made through the public API: the teacher is the demo's).
  const aluno = await alunoComPlanos(request, [1]);
  await entrar(page, aluno.email, '/questao-aberta');
  await page.getByRole('button', { name: 'Aceitar' }).click();
  const card = page.getByRole('article', { name: TITULO });
  await expect(card.getByRole('button', { name: 'Enviar resposta' })).toBeDisabled();
  await expect(page.getByLabel('Totais de envios')).toContainText('Respondidas: 0');
  await expectNoSeriousViolations(page);

  const questao = page.waitForEvent('popup');
  await card.getByRole('button', { name: /Baixar questão/ }).click();
  await (await questao).close();

  await card.getByLabel(/Arquivo da resposta/).setInputFiles({
    name: 'resposta.html',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html>não é um PDF</html>'),
  });
  await expect(card.getByRole('alert')).toHaveText(
    'O arquivo não é um PDF, JPG ou PNG. Envie sua resposta em um desses formatos.',
  );
  await card.getByRole('button', { name: /Professor: Qualquer professor/ }).click();
  const picker = page.getByRole('dialog', { name: 'Escolha o professor' });
  await picker.getByLabel('Professor', { exact: true }).click();
  await picker.getByRole('option', { name: 'Daniel Ferreira Costa' }).click();
  await picker.getByRole('button', { name: 'Confirmar' }).click();
  await card.getByLabel(/Arquivo da resposta/).setInputFiles(pdf('Resposta da Ana'));
  await card.getByRole('button', { name: 'Enviar resposta' }).click();
  const sucesso = page.getByRole('dialog').filter({ hasText: 'Questão enviada com sucesso!' });
  await sucesso.getByRole('button', { name: 'OK' }).click();
  await expect(card.getByText('Aguarde a correção do seu exercício')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Enviar resposta' })).toHaveCount(0);
  await expect(page.getByLabel('Totais de envios')).toContainText('Respondidas: 1');
  await sair(page);

  // The teacher signs in to the queue (their home), opens the student's file and corrects it.
  await page.goto('/login');
  await signIn(page, 'professor@aprovei.dev', SENHA);
  await expect(page).toHaveURL(/\/correcoes$/);
  await expect(page.getByRole('table', { name: 'Escala de notas' })).toBeVisible();
  const resposta = page.getByRole('article', { name: TITULO });
  await expect(resposta.getByText('Para você')).toBeVisible();
  await expect(resposta.getByText(/Ana/)).toBeVisible();
  await expectNoSeriousViolations(page);
  const arquivo = page.waitForEvent('popup');
  await resposta.getByRole('button', { name: 'Baixar resposta do aluno' }).click();
  await (await arquivo).close();
  await resposta.getByLabel('Arquivo da correção').setInputFiles(pdf('Correção do professor'));
  await resposta.getByLabel('Comentário').fill('Conduta correta; detalhe melhor a abordagem da via aérea.');
  await resposta.getByLabel('Nota').fill('8,5');
  const desde = Date.now();
  await resposta.getByRole('button', { name: 'Enviar correção' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Correção enviada ao aluno.' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page.getByRole('article', { name: TITULO })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Corrigidas por você' }).click();
  await expect(page.getByRole('article', { name: TITULO }).getByText('Nota 8,5')).toBeVisible();
  const email = await waitForMail(aluno.email, { since: desde });
  expect(email.subject).toBe('Sua questão aberta foi corrigida');
  expect(email.text).toContain("'Ver correção'");
  await sair(page);

  // The student sees the correction.
  await entrar(page, aluno.email, '/questao-aberta');
  const corrigida = page.getByRole('article', { name: TITULO });
  await corrigida.getByRole('button', { name: 'Ver correção' }).click();
  const dialogo = page.getByRole('dialog', { name: `Correção: ${TITULO}` });
  await expect(dialogo.getByText('Conduta correta; detalhe melhor a abordagem da via aérea.')).toBeVisible();
  await expect(dialogo.getByText(/8,5/)).toBeVisible();
  const correcao = page.waitForEvent('popup');
  await dialogo.getByRole('button', { name: 'Abrir arquivo da correção' }).click();
  await (await correcao).close();
});
