import { type APIRequestContext, expect, test } from '@playwright/test';
import { type Aluno, alunoComPlanos, questoesOrdinariasDa } from './contas.ts';
import { signIn } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** The student answers, through the API as the search screen would, two questions of subject `nome`. */
async function responderQuestoesDa(request: APIRequestContext, aluno: Aluno, nome: string) {
  const { questoes } = await questoesOrdinariasDa(request, aluno, nome);
  for (const q of questoes.slice(0, 2)) {
    const res = await request.post('/api/questoes/verifica-resposta', {
      headers: aluno.headers,
      data: { idQuestao: q.id, idAlternativa: q.listaAlternativas[0]!.id },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

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

test('a student searches her statistics of one subject and sees its donut', async ({ page, request }) => {
  const aluno = await alunoComPlanos(request);
  await responderQuestoesDa(request, aluno, 'Cirurgia Oral Menor');
  await page.goto(`/login?redirect=${encodeURIComponent('/menu-estatisticas')}`);
  await signIn(page, aluno.email, aluno.senha);
  await expect(page.getByRole('heading', { name: 'Desempenho Semanal' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Matérias' }).click();
  await page.getByRole('option', { name: 'Cirurgia Oral Menor' }).click();
  await page.keyboard.press('Escape');
  const busca = page.waitForResponse(
    (r) => r.url().includes('/api/estatisticas/listar-estatistica-por-filtro') && r.status() === 200,
  );
  await page.getByRole('button', { name: 'Buscar estatísticas' }).click();
  const resultado = await (await busca).json();
  // She has answered questions of this subject: one donut, with her counts.
  expect(resultado.agrupamento).toBe('MATERIA');
  expect(resultado.materias[0].totalRespostas).toBeGreaterThan(0);
  const donut = page.getByRole('article', { name: 'ACERTOS E ERROS DA MATÉRIA: Cirurgia Oral Menor' });
  await expect(donut).toBeVisible();
  await expect(donut.getByText(`Acertos: ${resultado.materias[0].numeroAcertos} (`)).toBeVisible();
});
