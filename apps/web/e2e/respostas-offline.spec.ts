import { MENSAGEM_TEMPO_ESGOTADO } from '@aprovei/shared/simulados/simulados.rules';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Aluno, alunoComPlanos, type QuestaoListada, questoesOrdinariasDa } from './contas.ts';
import { criarSimuladoCronometrado } from './simulados.ts';
import { mainMenu, signIn } from './support.ts';

/*
 * Answers never get lost on a bad connection (issue 25 §2): with the network cut (Playwright's offline
 * mode) a student answers two questions of a mock and three practice questions; the screens say what
 * waits; the connection returns, everything is sent, the practice cards get their results, and the
 * server holds each answer exactly once with the chosen alternative (her own data export says so).
 *
 * Journeys block service workers, so what the offline steps need is loaded first, online: the practice
 * search and the mock (the mock screen keeps every question in memory while it is open); between them
 * she moves inside the app (menu, back), as a student does.
 */

const DESKTOP = { width: 1366, height: 900 };
const CELULAR = { width: 390, height: 844 };

/** The subject's first three ordinary questions, as the practice screen lists them. */
async function questoesDaMateria(request: APIRequestContext, aluno: Aluno, nome: string) {
  const { materia, questoes } = await questoesOrdinariasDa(request, aluno, nome);
  return { materia, questoes: questoes.slice(0, 3) };
}

const emOrdem = (q: QuestaoListada) => [...q.listaAlternativas].sort((a, b) => a.ordem - b.ordem);
const status = (page: Page) => page.getByRole('status').filter({ hasText: /aguardando conexão|Sem conexão/ });

async function fotos(page: Page, nome: string) {
  await page.screenshot({ path: `test-results/respostas-offline/${nome}.png` });
}

async function jornada(page: Page, request: APIRequestContext, tela: 'desktop' | 'celular') {
  test.setTimeout(180_000);
  const context = page.context();
  const aluno = await alunoComPlanos(request);
  const nome = `Simulado sem conexão ${tela} ${Date.now()}`;
  const idSimulado = await criarSimuladoCronometrado(request, nome, 60);
  const { materia, questoes } = await questoesDaMateria(request, aluno, 'Cirurgia Oral Menor');
  expect(questoes).toHaveLength(3);

  // Online: the practice search, then the mock through the menu (every question of it comes at once).
  await page.setViewportSize(tela === 'celular' ? CELULAR : DESKTOP);
  await page.goto(
    `/login?redirect=${encodeURIComponent(`/simulados?materia=${materia.id}&nomeMateria=${encodeURIComponent(materia.nome)}&ordem=numero`)}`,
  );
  await signIn(page, aluno.email, aluno.senha);
  await page.getByRole('button', { name: 'Aceitar' }).click();
  const card = (q: QuestaoListada) =>
    page.getByRole('article', { name: `Questão ${q.numeroQuestao}` }).first();
  await expect(card(questoes[2]!)).toBeVisible();

  if (tela === 'celular') await page.getByRole('button', { name: 'Abrir menu' }).click();
  await mainMenu(page).getByRole('link', { name: 'Simulados' }).click();
  await expect(page).toHaveURL(/\/lista-simulado-enare$/);
  const doSimulado = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: nome }) });
  const todas = page.waitForResponse((r) =>
    r.url().includes(`listar-questoes-enare/${idSimulado}?page=0&size=100`),
  );
  await doSimulado.getByRole('link', { name: 'Ir para o simulado' }).click();
  await expect(page.getByRole('heading', { name: nome })).toBeVisible();
  await expect(page.getByText('Questão 1 de 6')).toBeVisible();
  await todas;

  // The connection drops: two mock answers, the timer still running.
  await context.setOffline(true);
  await expect(
    page
      .getByRole('alert')
      .or(page.getByRole('status'))
      .getByText(/Sem conexão/)
      .first(),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Alternativa certa' }).click();
  await expect(page.getByRole('radio', { name: 'Alternativa certa' })).toBeChecked();
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByText('Questão 2 de 6')).toBeVisible();
  await page.getByRole('radio', { name: 'Alternativa errada 2' }).click();
  await expect(page.getByRole('radio', { name: 'Alternativa errada 2' })).toBeChecked();
  await expect(status(page)).toContainText('2 respostas aguardando conexão');
  await expect(page.getByRole('timer', { name: 'Tempo restante' })).toHaveText(
    /Tempo restante: (1:00:00|5\d:\d\d)/,
  );
  await fotos(page, `${tela}-simulado-sem-conexao`);

  // Back to the practice search (still offline): three answers kept, each saying so.
  await page.goBack();
  await page.goBack();
  await expect(card(questoes[0]!)).toBeVisible();
  for (const q of questoes) {
    await card(q).getByRole('radio').nth(1).check();
    await card(q).getByRole('button', { name: 'Verificar resposta' }).click();
    await expect(
      card(q).getByText('Resposta guardada; o resultado aparece quando a conexão voltar.'),
    ).toBeVisible();
  }
  await expect(status(page)).toContainText('5 respostas aguardando conexão');
  await card(questoes[2]!)
    .getByText('Resposta guardada; o resultado aparece quando a conexão voltar.')
    .scrollIntoViewIfNeeded();
  await fotos(page, `${tela}-questoes-sem-conexao`);

  // The connection returns: everything goes, in order; each practice card gets its result.
  await context.setOffline(false);
  for (const q of questoes)
    await expect(card(q).getByText(/Resposta incorreta|Parabéns! Você acertou!/)).toBeVisible({
      timeout: 20_000,
    });
  await expect(status(page)).toHaveCount(0);
  await expect(page.getByText(/aguardando conexão|Enviando/)).toHaveCount(0);
  await card(questoes[2]!)
    .getByText(/Resposta incorreta|Parabéns! Você acertou!/)
    .scrollIntoViewIfNeeded();
  await fotos(page, `${tela}-de-volta`);

  // Her data export (fetched with her session): each answer exactly once, with the chosen alternative.
  const dados = await page.evaluate(async () => {
    const sessao = JSON.parse(localStorage.getItem('aprovei:sessao:aprovei') ?? '{}');
    const res = await fetch('/api/conta/meus-dados', {
      headers: { Authorization: `Bearer ${sessao.access_token}`, 'X-Tenant': 'aprovei' },
    });
    return res.json();
  });
  const respostas = dados.secoes.respostasQuestoes as { questaoId: number; alternativaId: number }[];
  for (const q of questoes) {
    expect(respostas.filter((r) => r.questaoId === q.id)).toEqual([
      expect.objectContaining({ questaoId: q.id, alternativaId: emOrdem(q)[1]!.id }),
    ]);
  }
  expect(respostas).toHaveLength(3);
  const doMock = dados.secoes.respostasSimulados as { questaoSimuladoId: number; alternativaId: number }[];
  expect(doMock).toHaveLength(2);
  expect(new Set(doMock.map((r) => r.questaoSimuladoId)).size).toBe(2);
  const mapa = (await (
    await request.get(`/api/questoes/procurar-resposta-usuario/${idSimulado}`, { headers: aluno.headers })
  ).json()) as { idQuestao: number; idAlternativa: number | null }[];
  expect(mapa.slice(0, 2).map((r) => r.idAlternativa)).toEqual(doMock.map((r) => r.alternativaId));
  expect(nadaGuardado(await page.evaluate(() => Object.keys(localStorage)))).toBe(true);
}

/** Nothing of the answers stays on the device once sent. */
const nadaGuardado = (chaves: string[]) => !chaves.some((k) => k.startsWith('aprovei:fila-respostas'));

test('desktop: offline, two mock answers and three practice answers are kept, then sent exactly once', async ({
  page,
  request,
}) => {
  await jornada(page, request, 'desktop');
});

test('phone: the same on a 390×844 screen', async ({ page, request }) => {
  await jornada(page, request, 'celular');
});

test('phone: the time runs out offline; the finish waits behind the kept answer and closes the mock at its limit', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const aluno = await alunoComPlanos(request);
  const nome = `Simulado de um minuto sem conexão ${Date.now()}`;
  const idSimulado = await criarSimuladoCronometrado(request, nome, 1);
  await page.setViewportSize(CELULAR);
  await page.goto(`/login?redirect=${encodeURIComponent(`/SimuladoEnare/${idSimulado}`)}`);
  const todas = page.waitForResponse((r) =>
    r.url().includes(`listar-questoes-enare/${idSimulado}?page=0&size=100`),
  );
  await signIn(page, aluno.email, aluno.senha);
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page.getByText('Questão 1 de 6')).toBeVisible();
  await todas;

  await page.context().setOffline(true);
  await page.getByRole('radio', { name: 'Alternativa certa' }).click();
  await expect(page.getByRole('radio', { name: 'Alternativa certa' })).toBeChecked();
  // The timer keeps running on the phone; at zero the finish is kept behind the answer.
  await expect(page.getByRole('timer', { name: 'Tempo restante' })).toHaveText('Tempo restante: 00:00', {
    timeout: 75_000,
  });
  const aviso = page.getByRole('status').filter({ hasText: 'O tempo acabou' });
  await expect(aviso).toContainText(
    'Suas respostas estão guardadas neste aparelho. O simulado será finalizado quando a conexão voltar.',
  );
  await expect(status(page)).toContainText('1 resposta e a finalização do simulado aguardando conexão');
  await fotos(page, 'celular-tempo-esgotado-sem-conexao');

  await page.context().setOffline(false);
  await expect(page.getByText(/Simulado finalizado: 1 acerto de 6 questões/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(MENSAGEM_TEMPO_ESGOTADO)).toBeVisible();
  await expect(status(page)).toHaveCount(0);
  await fotos(page, 'celular-tempo-esgotado-de-volta');
  const dados = await (
    await request.get(`/api/estatisticas/dados-simulado/${idSimulado}`, { headers: aluno.headers })
  ).json();
  expect(dados).toMatchObject({ acabouSimulado: true, numeroAcertos: 1 });
  expect(dados.finalizadoEm).toBe(dados.fimDoTempo);
});
