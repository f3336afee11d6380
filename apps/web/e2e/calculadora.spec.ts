import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { alunoComPlanos } from './contas.ts';
import { mainMenu, signIn } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('a student with a plan fills a calculator, sees the capped total, and finds it calculated on return', async ({
  page,
  request,
}) => {
  const aluno = await alunoComPlanos(request);
  await page.goto(`/login?redirect=${encodeURIComponent('/home')}`);
  await signIn(page, aluno.email, aluno.senha);
  // The privacy notice sits over the bottom of the page.
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await mainMenu(page).getByRole('link', { name: 'Meu Currículo' }).click();
  await expect(page).toHaveURL(/\/calculadoras-curriculo$/);

  const lista = page.getByRole('table', { name: 'Calculadoras de currículo' });
  await expect(
    lista.getByRole('cell', { name: 'Hospital das Clínicas de Porto Alegre (HCPA)' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Nome').fill('Prova de Títulos');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(lista.getByRole('row')).toHaveCount(2);
  await lista.getByRole('link', { name: /^Calcular nota: Residência Médica/ }).click();
  await expect(page).toHaveURL(/\/calculadoras-curriculo\/calcular-nota\?id=\d+$/);

  await expect(page.getByLabel('Instituição')).toHaveValue(
    'Universidade Federal do Rio Grande do Sul (UFRGS)',
  );
  await expect(page.getByText('Pontuação máxima: 5')).toBeVisible();
  const quantidade = (linha: RegExp) => page.getByLabel(new RegExp(`^Sua Quantidade: ${linha.source}`));
  await page.getByLabel(/^Utilizar\? Liga acadêmica — Cargo de diretoria/).check();
  await quantidade(/Liga acadêmica — Cargo/).fill('2');
  await quantidade(/Publicação científica/).fill('1');
  await quantidade(/Estágio extracurricular/).fill('2');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText(/^Total:/)).toHaveText('Total: 3');
  await expect(page.getByLabel('Pontuação: Liga acadêmica — Cargo de diretoria, por ano')).toHaveText('1');

  await quantidade(/Publicação científica/).fill('2');
  await quantidade(/Projeto de extensão/).fill('2');
  await quantidade(/Teste de progresso/).fill('4');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText(/^Total:/)).toHaveText('Total: 5 (limite máximo atingido)');
  await expect(page.getByLabel('Soma: Pontuação')).toHaveText('6');
  await expectNoSeriousViolations(page);

  // Her filling is kept: on return the calculation runs by itself.
  await page.reload();
  await expect(page.getByText(/^Total:/)).toHaveText('Total: 5 (limite máximo atingido)');
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/calculadoras-curriculo$/);
});
