import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Aluno, alunoComPlanos, novoAluno } from './contas.ts';
import { signIn } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * The correct alternative id of a question, learnt by answering it as another student (a fact set up
 * through the API that the UI should not reveal).
 */
async function correctAlternative(
  request: APIRequestContext,
  outro: Aluno,
  idQuestao: number,
  anyAlternative: number,
) {
  const res = await request.post('/api/questoes/verifica-resposta', {
    headers: outro.headers,
    data: { idQuestao, idAlternativa: anyAlternative },
  });
  return (await res.json()).id as number;
}

/** Signs `aluno` (a new student of this journey: e2e/contas.ts) in, on their way to `path`. */
async function openSearch(page: Page, aluno: Aluno, path = '/simulados') {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, aluno.email, aluno.senha);
  await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?')));
}

test('a student with a plan filters by subject, answers wrong then right, and uses statistics, comments and reactions', async ({
  page,
  request,
}) => {
  await openSearch(page, await alunoComPlanos(request));
  // Platform 1 has two courses: the subjects list waits for the choice of one.
  await page.getByRole('combobox', { name: 'Curso' }).click();
  await page.getByRole('option', { name: 'Cirurgia e Traumatologia Bucomaxilofacial' }).click();
  await page.getByRole('combobox', { name: 'Matérias' }).click();
  await page.getByRole('option', { name: 'Cirurgia Oral Menor' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Exibir questões' }).click();
  await page.getByRole('option', { name: 'Todas' }).click();
  const search = page.waitForResponse(
    (r) => r.url().includes('/api/questoes/listar-questoes') && r.status() === 200,
  );
  await page.getByRole('button', { name: 'Buscar questões' }).click();
  const listing = await (await search).json();
  expect(listing.totalElements).toBeGreaterThan(1);
  expect(
    listing.content.every((q: { listaMaterias: { nome: string }[] }) =>
      q.listaMaterias.some((m) => m.nome === 'Cirurgia Oral Menor'),
    ),
  ).toBe(true);

  const ordinary = listing.content.filter((q: { questaoSomatoria: boolean }) => !q.questaoSomatoria);
  const [first, second] = ordinary as {
    id: number;
    numeroQuestao: number;
    listaAlternativas: { id: number; ordem: number }[];
  }[];
  const outro = await alunoComPlanos(request);
  const right1 = await correctAlternative(request, outro, first!.id, first!.listaAlternativas[0]!.id);
  const right2 = await correctAlternative(request, outro, second!.id, second!.listaAlternativas[0]!.id);

  const card1 = page.getByRole('article', { name: `Questão ${first!.numeroQuestao}` });
  const wrongIndex = first!.listaAlternativas.findIndex((a) => a.id !== right1);
  await card1.getByRole('radio').nth(wrongIndex).check();
  await card1.getByRole('button', { name: 'Verificar resposta' }).click();
  await expect(card1.getByText(/Resposta incorreta\. A alternativa correta é a letra [a-z]/)).toBeVisible();
  await expect(card1.getByRole('radio').first()).toBeDisabled();

  const card2 = page.getByRole('article', { name: `Questão ${second!.numeroQuestao}` });
  await card2
    .getByRole('radio')
    .nth(second!.listaAlternativas.findIndex((a) => a.id === right2))
    .check();
  await card2.getByRole('button', { name: 'Verificar resposta' }).click();
  await expect(card2.getByText('Parabéns! Você acertou!')).toBeVisible();

  // Statistics, then comments: the panels are mutually exclusive.
  await card2.getByRole('button', { name: 'Estatísticas' }).click();
  const stats = card2.getByRole('region', { name: 'Estatísticas' });
  await expect(stats.getByText(/Acertos/).first()).toBeVisible();
  await card2.getByRole('button', { name: /^Comentários \(\d+\)$/ }).click();
  await expect(stats).toBeHidden();
  const comments = card2.getByRole('region', { name: 'Comentários' });
  await comments
    .getByRole('textbox', { name: 'Comentário', exact: true })
    .fill('Revisei a explicação e acertei. Ótima questão!');
  await comments.getByRole('button', { name: 'Comentar' }).click();
  await expect(comments.getByText('Revisei a explicação e acertei. Ótima questão!')).toBeVisible();
  await comments
    .getByRole('button', { name: /^Ver respostas/ })
    .first()
    .click();
  await comments.getByLabel('Sua resposta').first().fill('Concordo, vale revisar o conteúdo.');
  await comments.getByRole('button', { name: 'Responder' }).first().click();
  await expect(comments.getByText('Concordo, vale revisar o conteúdo.')).toBeVisible();

  // React to the question: the count goes up and the choice is highlighted.
  const reacoes = card2.getByRole('group', { name: 'Reações' }).first();
  const curti = reacoes.getByRole('button', { name: /^Curti/ });
  await curti.click();
  await expect(curti).toHaveAttribute('aria-pressed', 'true');
  await expect(curti).toHaveAccessibleName(/1 reação/);
});

test('the trainee reaches the limit and sees the message', async ({ page, request }) => {
  // The trainee has answered all 13 pre-selected exercises of platform 1 (through the API, as the UI would).
  const estagiario = await novoAluno(request);
  const headers = estagiario.headers;
  const lista = await (
    await request.get('/api/questoes/listar-verdadeiro-falso?idPlataforma=1&todasQuestoes=true&size=50', {
      headers,
    })
  ).json();
  expect(lista.totalElements).toBe(13);
  for (const x of lista.content) {
    const res = await request.post('/api/questoes/verifica-resposta-verdadeiro-falso', {
      headers,
      data: { idAlternativa: x.id, respostaMarcadaVerdadeiroFalso: true },
    });
    expect(res.status()).toBe(200);
  }
  await openSearch(page, estagiario, '/exercicios-fixacao');
  await expect(page.getByText('Você está no plano Estagiário').first()).toBeVisible();
  await page.getByRole('button', { name: 'Buscar questões' }).click();
  await expect(page.getByText('Você não tem mais exercícios de fixação disponíveis.').first()).toBeVisible();
});

test('the public-exam variant shows banca and sub-content filters', async ({ page, request }) => {
  // A student who bought Concurso Anual.
  const aluno = await alunoComPlanos(request, [3]);
  await page.goto('/login?redirect=%2Fplataforma%2F2');
  await signIn(page, aluno.email, aluno.senha);
  await expect(page).toHaveURL(/\/home-concurso$/);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .filter({ visible: true })
    .getByText('Questões concurso')
    .click();
  await expect(page).toHaveURL(/\/QuestoesAproveiConcurso$/);
  await expect(page.getByRole('combobox', { name: 'Banca' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Matérias' }).click();
  await page.getByRole('option', { name: 'Saúde Pública e SUS' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Conteúdos de Saúde Pública e SUS' }).click();
  await page.getByRole('option', { name: 'Princípios e diretrizes do SUS' }).click();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('combobox', { name: 'Subconteúdos de Princípios e diretrizes do SUS' }),
  ).toBeVisible();
});

test('a link with query parameters opens a pre-filled search in mode all', async ({ page, request }) => {
  const aluno = await alunoComPlanos(request);
  const headers = aluno.headers;
  const [curso] = await (await request.get('/api/cursos/plataformas/1', { headers })).json();
  const materias = await (await request.get(`/api/materias/cursos/${curso.id}`, { headers })).json();
  const materia = materias.find((m: { nome: string }) => m.nome === 'Patologia Oral') ?? materias[0];
  const [conteudo] = await (
    await request.get(`/api/listar-com-filtro/CONTEUDO/materia.id/${materia.id}`, { headers })
  ).json();

  await page.goto('/login');
  await signIn(page, aluno.email, aluno.senha);
  await expect(page).toHaveURL(/\/home$/);
  const search = page.waitForRequest((r) => r.url().includes('/api/questoes/listar-questoes'));
  await page.goto(
    `/simulados?materia=${materia.id}&conteudo=${conteudo.id}&nomeMateria=${encodeURIComponent(materia.nome)}&nomeConteudo=${encodeURIComponent(conteudo.nome)}&ordem=numero`,
  );
  const url = new URL((await search).url());
  expect(url.searchParams.get('todasQuestoes')).toBe('true');
  expect(url.searchParams.get('listaConteudoQuestao')).toBe(String(conteudo.id));
  expect(url.searchParams.get('orderBy')).toBe('NUMERO');
  await expect(page.getByRole('combobox', { name: `Conteúdos de ${materia.nome}` })).toBeVisible();
  await expect(page.getByText(conteudo.nome).first()).toBeVisible();
});
