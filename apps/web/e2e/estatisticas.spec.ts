import { expect, test } from '@playwright/test';
import { alunoComPlanos } from './contas.ts';
import { signIn } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('the statistics search with 6 subjects shows the limit message and calls nothing', async ({
  page,
  request,
}) => {
  const aluno = await alunoComPlanos(request);
  await page.goto(`/login?redirect=${encodeURIComponent('/menu-estatisticas')}`);
  await signIn(page, aluno.email, aluno.senha);
  await expect(page).toHaveURL(/\/menu-estatisticas$/);
  await expect(page.getByRole('heading', { name: 'Desempenho Semanal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pesquise suas estatísticas' })).toBeVisible();

  let buscas = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/estatisticas/listar-estatistica-por-filtro')) buscas += 1;
  });
  // The second course of platform 1 has more than five subjects.
  await page.getByRole('combobox', { name: 'Curso' }).click();
  await page.getByRole('option', { name: 'Odontologia Hospitalar' }).click();
  await page.getByRole('combobox', { name: 'Matérias' }).click();
  const opcoes = page.getByRole('option');
  await expect(opcoes.nth(5)).toBeVisible();
  for (let i = 0; i < 6; i += 1) await opcoes.nth(i).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Selecione apenas 5 matérias por filtro!')).toBeVisible();

  await page.getByRole('button', { name: 'Buscar estatísticas' }).click();
  await expect(page.getByText('Selecione no máximo 5 matérias por pesquisa!')).toBeVisible();
  expect(buscas).toBe(0);
});

// About the demo content: the demo student's answer history (seed) is what the donut shows.
test('the demo student searches her statistics of one subject and sees its donut', async ({ page }) => {
  await page.goto(`/login?redirect=${encodeURIComponent('/menu-estatisticas')}`);
  await signIn(page, 'aluno@aprovei.dev');
  await expect(page.getByRole('heading', { name: 'Desempenho Semanal' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Matérias' }).click();
  await page.getByRole('option', { name: 'Cirurgia Oral Menor' }).click();
  await page.keyboard.press('Escape');
  const busca = page.waitForResponse(
    (r) => r.url().includes('/api/estatisticas/listar-estatistica-por-filtro') && r.status() === 200,
  );
  await page.getByRole('button', { name: 'Buscar estatísticas' }).click();
  const resultado = await (await busca).json();
  // The demo student has answered questions of this subject (seed): one donut, with her counts.
  expect(resultado.agrupamento).toBe('MATERIA');
  expect(resultado.materias[0].totalRespostas).toBeGreaterThan(0);
  const donut = page.getByRole('article', { name: 'ACERTOS E ERROS DA MATÉRIA: Cirurgia Oral Menor' });
  await expect(donut).toBeVisible();
  await expect(donut.getByText(`Acertos: ${resultado.materias[0].numeroAcertos} (`)).toBeVisible();
});
