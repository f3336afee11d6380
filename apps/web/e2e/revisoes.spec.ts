import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Aluno, alunoComPlanos, questoesOrdinariasDa } from './contas.ts';
import { signIn } from './support.ts';

/*
 * The daily review (issue 24): a student misses a question and marks 'Li errado'; the next day (the
 * server's test clock, PUT /api/teste/relogio, NODE_ENV=test only) it is in 'Revisões de hoje' with its
 * alternatives reordered; she answers right with 'Tenho certeza' and sees when it returns; the statistics
 * page shows her calibration and the miss reason, whose link lists that question.
 */

// The clock is the server's, one for every journey: these run one after the other and put it back.
test.describe.configure({ mode: 'serial' });

const TENANT = { 'x-tenant': 'aprovei' };
const moverRelogio = async (request: APIRequestContext, dias: number) =>
  expect((await request.put('/api/teste/relogio', { headers: TENANT, data: { dias } })).status()).toBe(204);
test.afterEach(async ({ request }) => moverRelogio(request, 0));

/** An ordinary question of subject `nome` and its key (learnt by another student's answer). */
async function questaoDa(request: APIRequestContext, aluno: Aluno, nome: string) {
  const { materia, questoes } = await questoesOrdinariasDa(request, aluno, nome);
  const questao = questoes[0]!;
  const outro = await alunoComPlanos(request);
  const res = await request.post('/api/questoes/verifica-resposta', {
    headers: outro.headers,
    data: { idQuestao: questao.id, idAlternativa: questao.listaAlternativas[0]!.id },
  });
  const correta = (await res.json()).id as number;
  return { materia, questao, correta };
}

const ordemDe = (q: { listaAlternativas: { id: number }[] }) => q.listaAlternativas.map((a) => a.id).join();

async function jornada(page: Page, request: APIRequestContext, tela: 'desktop' | 'celular') {
  const aluno = await alunoComPlanos(request);
  const { materia, questao, correta } = await questaoDa(request, aluno, 'Cirurgia Oral Menor');
  const emOrdem = [...questao.listaAlternativas].sort((a, b) => a.ordem - b.ordem);

  // She misses it in the search (numbered order: it is the first card) and says she misread it.
  await page.goto(
    `/login?redirect=${encodeURIComponent(`/simulados?materia=${materia.id}&nomeMateria=${encodeURIComponent(materia.nome)}&ordem=numero`)}`,
  );
  await signIn(page, aluno.email, aluno.senha);
  const card = page.getByRole('article', { name: `Questão ${questao.numeroQuestao}` }).first();
  await card
    .getByRole('radio')
    .nth(emOrdem.findIndex((a) => a.id !== correta))
    .check();
  await card.getByRole('button', { name: 'Verificar resposta' }).click();
  await expect(card.getByText(/Resposta incorreta/)).toBeVisible();
  const motivo = page.waitForResponse((r) => r.url().includes('/api/revisoes/respostas/questao/') && r.ok());
  // A chip: its label is what one taps.
  await card.getByText('Li errado', { exact: true }).click();
  await motivo;

  // Today nothing is due: the miss comes back tomorrow.
  const hoje = async () =>
    (await (await request.get('/api/revisoes/hoje?idPlataforma=1', { headers: aluno.headers })).json()) as {
      total: number;
      itens: { tipo: string; questao: { id: number; listaAlternativas: { id: number }[] } }[];
    };
  expect((await hoje()).total).toBe(0);
  await moverRelogio(request, 1);
  expect((await hoje()).total).toBe(1);

  // The alternatives come in a new order: each read shuffles them (a read may repeat the stored order
  // by chance, 1 in 24 with four; ten reads all repeating it would be one in 10^13).
  const armazenada = ordemDe({ listaAlternativas: emOrdem });
  const ordens: string[] = [];
  for (let i = 0; i < 10 && !ordens.some((o) => o !== armazenada); i += 1)
    ordens.push(ordemDe((await hoje()).itens[0]!.questao));
  expect(ordens.some((o) => o !== armazenada)).toBe(true);

  // On the page too: reloaded until the order shown differs from the question's own.
  let lida: { listaAlternativas: { id: number }[] } | undefined;
  for (let i = 0; i < 10; i += 1) {
    const leitura = page.waitForResponse((r) => r.url().includes('/api/revisoes/hoje') && r.ok());
    await (i === 0 ? page.goto('/revisoes') : page.reload());
    lida = ((await (await leitura).json()) as Awaited<ReturnType<typeof hoje>>).itens[0]!.questao;
    if (ordemDe(lida) !== armazenada) break;
  }
  expect(ordemDe(lida!)).not.toBe(armazenada);
  await expect(page.getByRole('heading', { name: 'Revisões de hoje' })).toBeVisible();
  await expect(page.getByText('1 revisão para hoje')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`revisoes-${tela}.png`), fullPage: true });

  // She answers right, sure of it, and sees when it returns.
  await page
    .getByLabel('Alternativas', { exact: true })
    .getByRole('radio')
    .nth(lida!.listaAlternativas.findIndex((a) => a.id === correta))
    .check();
  await page.getByText('Tenho certeza', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Tenho certeza' })).toBeChecked();
  await page.getByRole('button', { name: 'Responder' }).click();
  await expect(page.getByText('Você acertou!')).toBeVisible();
  await expect(
    page.getByText(/Este item volta (amanhã|em \d+ dias) \(\d{2}\/\d{2}\/\d{4}\)\./),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`revisoes-respondida-${tela}.png`), fullPage: true });

  // The statistics page: calibration, and the miss reason's link to that question in the search.
  await page.goto('/menu-estatisticas');
  const calibracao = page.getByRole('region', { name: 'Calibração' });
  await expect(calibracao).toContainText('Quando disse "Tenho certeza"acertou 100,00% (1 de 1)');
  // The projected score on the home: with two answers it says what is still missing (home.spec.ts shows
  // the demo student's, with its band and percentile).
  await page.goto('/home');
  const projecao = page.getByRole('region', { name: 'Nota projetada' });
  await expect(projecao.getByRole('group', { name: 'Nota projetada ENARE' })).toContainText(
    /Responda mais \d+ quest(ão|ões)/,
  );
  await page.goto('/menu-estatisticas');
  await page.screenshot({ path: test.info().outputPath(`calibracao-${tela}.png`), fullPage: true });
  const busca = page.waitForResponse((r) => r.url().includes('/api/questoes/listar-questoes') && r.ok());
  await page.getByRole('link', { name: `Li errado em ${materia.nome}: 1 questão` }).click();
  const resultado = await (await busca).json();
  expect(resultado.content.map((q: { id: number }) => q.id)).toEqual([questao.id]);
  await expect(page.getByRole('article', { name: `Questão ${questao.numeroQuestao}` })).toBeVisible();
}

test('desktop: a miss marked "Li errado" comes back the next day reshuffled, and the statistics show it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await jornada(page, request, 'desktop');
});

test('phone: the same review journey on a 390×844 screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await jornada(page, request, 'celular');
});
