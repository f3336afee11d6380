import { ROTULO_CERTEZA, ROTULO_MOTIVO_ERRO } from '@aprovei/shared/revisao/revisao.rules';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { alunoComPlanos, novoAluno } from './contas.ts';
import { criarSimuladoCronometrado } from './simulados.ts';
import { mainMenu, signIn } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const DESKTOP = { width: 1366, height: 900 };
const CELULAR = { width: 390, height: 844 };

/** Another participant takes the whole mock through the API with `acertos` right answers, and finishes it. */
async function participar(request: APIRequestContext, id: number, acertos: number) {
  const { headers } = await alunoComPlanos(request);
  const page = await (
    await request.get(`/api/questoes/listar-questoes-enare/${id}?size=100`, { headers })
  ).json();
  for (const [i, q] of page.content.entries()) {
    const alternativas = [...q.listaAlternativas].sort(
      (a: { ordem: number }, b: { ordem: number }) => a.ordem - b.ordem,
    );
    const res = await request.post('/api/questoes/verifica-resposta-enare', {
      headers,
      data: { idQuestao: q.id, idAlternativa: alternativas[i < acertos ? 0 : 1].id },
    });
    expect(res.ok()).toBe(true);
  }
  expect(await (await request.get(`/api/questoes/finalizar-simulado/${id}`, { headers })).json()).toBe(true);
}

/** Seconds on the countdown ('Tempo restante: 00:42' → 42). */
async function segundosNoRelogio(page: Page): Promise<number> {
  const texto = (await page.getByRole('timer', { name: 'Tempo restante' }).textContent()) ?? '';
  const [, mm, ss] = /(\d+):(\d{2})$/.exec(texto) ?? [];
  return Number(mm) * 60 + Number(ss);
}

async function fotos(page: Page, nome: string) {
  for (const [rotulo, tamanho] of [
    ['desktop', DESKTOP],
    ['celular', CELULAR],
  ] as const) {
    await page.setViewportSize(tamanho);
    await page.screenshot({ path: test.info().outputPath(`${nome}-${rotulo}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test('a student with a plan takes Simulado ENARE 2027 nº 1 whole, finishes it and sees the scores, the statistics and her place in the ranking', async ({
  page,
  request,
}) => {
  // Thirty questions one by one: minutes on a busy CI machine.
  test.setTimeout(300_000);
  const nome = 'Simulado ENARE 2027 nº 1';
  const aluno = await alunoComPlanos(request);
  await page.goto('/login?redirect=%2Fsimulados');
  await signIn(page, aluno.email, aluno.senha);
  // The privacy notice would cover the buttons at the bottom of each question.
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await mainMenu(page).getByRole('link', { name: 'Simulados' }).click();
  await expect(page).toHaveURL(/\/lista-simulado-enare$/);

  await page.getByRole('button', { name: 'Pacote Gratuito ENARE' }).click();
  const pacote = page.getByLabel('Simulados do pacote Pacote Gratuito ENARE');
  await expect(pacote.getByRole('heading', { name: nome })).toBeVisible();
  await pacote.getByRole('link', { name: 'Ir para o simulado' }).click();
  await expect(page).toHaveURL(/\/SimuladoEnare\/1$/);
  await expect(page.getByRole('heading', { name: nome })).toBeVisible();

  for (let n = 1; n <= 30; n++) {
    await expect(page.getByText(`Questão ${n} de 30`)).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().includes('verifica-resposta-enare') && r.ok());
    await page.getByRole('radio').first().click();
    await saved;
    await expect(page.getByRole('radio').first()).toBeChecked();
    if (n < 30) await page.getByRole('button', { name: 'Próxima página' }).click();
  }
  await page.getByRole('button', { name: 'Finalizar simulado' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Simulado finalizado com sucesso!')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(
    page.getByText(/^Simulado finalizado: \d+ acertos? de 30 questões, \d+ pontos?\.$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finalizar simulado' })).toBeDisabled();
  // Corrected now: the choice and the key instead of the alternatives' radios. The only radios left are
  // the optional certainty and miss-reason taps of the closed mock (issue 24).
  await expect(page.getByRole('radio', { name: 'Tenho certeza', exact: true })).toHaveCount(1);
  const taps = [...Object.values(ROTULO_CERTEZA), ...Object.values(ROTULO_MOTIVO_ERRO)];
  let dosTaps = 0;
  for (const rotulo of taps) dosTaps += await page.getByRole('radio', { name: rotulo, exact: true }).count();
  await expect(page.getByRole('radio')).toHaveCount(dosTaps);
  await expect(page.getByRole('listitem', { name: /Gabarito/ })).toBeVisible();

  await page.goto('/lista-simulado-enare');
  await page.getByRole('button', { name: 'Pacote Gratuito ENARE' }).click();
  await expect(pacote.getByText(/^Acertos: \d+\/30$/)).toBeVisible();
  await expect(pacote.getByText(/^SUS: \d+ acertos? de \d+, \d+ pontos?$/)).toBeVisible();
  await expect(pacote.getByText(/^Geral: \d+ acertos? de \d+, \d+ pontos?$/)).toBeVisible();
  await pacote.getByRole('link', { name: 'Ver minhas estatisticas do simulado' }).click();
  await expect(page).toHaveURL(/\/estatisticas-simulado-enare\/1$/);
  await expect(page.getByRole('heading', { name: `Estatísticas do ${nome}` })).toBeVisible();
  await expect(page.getByLabel(`Questões comuns - ${nome}`)).toBeVisible();
  await expect(page.getByLabel(`Questões específicas - ${nome}`)).toBeVisible();
  await expect(page.getByLabel(`SUS - ${nome}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Acertos e erros por matéria - ${nome}` })).toBeVisible();

  // Her place among the mock's participants, in the ranking of the home.
  await page.goto('/home');
  const ranking = page.getByRole('region', { name: 'Ranking dos simulados' });
  await ranking.getByRole('tab', { name: nome }).click();
  await expect(ranking.getByText(/^VOCÊ \(/)).toBeVisible();
});

test('a timed mock shows its countdown, map and flags, goes on after a reload, finishes at zero and shows the key, the parts with SUS and the percentile', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const nome = `Simulado cronometrado ${Date.now()}`;
  const id = await criarSimuladoCronometrado(request, nome);
  // Two others finished before her: 6 right and none right.
  await participar(request, id, 6);
  await participar(request, id, 0);

  const aluno = await alunoComPlanos(request);
  await page.setViewportSize(DESKTOP);
  await page.goto('/login?redirect=%2Flista-simulado-enare');
  await signIn(page, aluno.email, aluno.senha);
  await expect(page).toHaveURL(/\/lista-simulado-enare$/);
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page.getByRole('heading', { name: nome })).toBeVisible();
  await page.goto(`/SimuladoEnare/${id}`);
  await expect(page.getByRole('heading', { name: nome })).toBeVisible();

  const relogio = page.getByRole('timer', { name: 'Tempo restante' });
  await expect(relogio).toHaveText(/Tempo restante: 00:[0-5]\d/);
  const mapa = page.getByRole('navigation', { name: 'Mapa de questões' });
  await expect(mapa.getByRole('button', { name: /^Questão \d:/ })).toHaveCount(6);
  await expect(mapa.getByText('0 de 6 respondidas')).toBeVisible();

  // Question 1 right; question 4 flagged for review, reached through the map.
  const salva = page.waitForResponse((r) => r.url().includes('verifica-resposta-enare') && r.ok());
  await page.getByRole('radio', { name: 'Alternativa certa' }).click();
  await salva;
  await expect(mapa.getByRole('button', { name: 'Questão 1: respondida, atual' })).toBeVisible();
  await mapa.getByRole('button', { name: 'Questão 4: não respondida' }).click();
  await expect(page.getByText('Questão 4 de 6')).toBeVisible();
  await page.getByRole('button', { name: 'Marcar para revisão' }).click();
  await expect(
    mapa.getByRole('button', { name: 'Questão 4: não respondida, marcada para revisão, atual' }),
  ).toBeVisible();
  await fotos(page, 'simulado-em-andamento');

  // A reload: the same countdown (from the server's start), the answer and the flag are still there.
  const antes = await segundosNoRelogio(page);
  await page.reload();
  await expect(relogio).toBeVisible();
  const depois = await segundosNoRelogio(page);
  expect(depois).toBeLessThanOrEqual(antes);
  expect(depois).toBeGreaterThan(0);
  await expect(mapa.getByRole('button', { name: 'Questão 1: respondida, atual' })).toBeVisible();
  await expect(
    mapa.getByRole('button', { name: 'Questão 4: não respondida, marcada para revisão' }),
  ).toBeVisible();

  // At zero the mock is finished with what was answered.
  await expect(
    page.getByText('O tempo deste simulado terminou. Ele foi finalizado com as respostas já marcadas.'),
  ).toBeVisible({
    timeout: 90_000,
  });
  await expect(relogio).toHaveCount(0);
  await expect(page.getByText('Simulado finalizado: 1 acerto de 6 questões, 1 ponto.')).toBeVisible();
  const partes = page.getByRole('table', { name: 'Resultado por parte' });
  await expect(partes.getByRole('row', { name: /^SUS\s*1 de 2\s*1 ponto$/ })).toBeVisible();
  await expect(partes.getByRole('row', { name: /^Específico\s*0 de 2\s*0 pontos$/ })).toBeVisible();
  await expect(partes.getByRole('row', { name: /^Geral\s*0 de 2\s*0 pontos$/ })).toBeVisible();
  await expect(page.getByText('Posição: 2º de 3 participantes')).toBeVisible();
  await expect(page.getByText('Você ficou à frente de 50% dos outros participantes.')).toBeVisible();

  // The key: question 1 right, question 4 blank with its key and explanation; the map marks both.
  await page
    .getByRole('navigation', { name: 'Mapa de questões' })
    .getByRole('button', { name: /^Questão 1:/ })
    .click();
  await expect(page.getByText('Você acertou')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Alternativa A (Sua resposta, Gabarito)' })).toBeVisible();
  await mapa.getByRole('button', { name: 'Questão 4: em branco' }).click();
  await expect(page.getByText('Em branco', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Alternativa A (Gabarito)' })).toBeVisible();
  await expect(page.getByText('Explicação da questão 4: a primeira alternativa é a certa.')).toBeVisible();
  await expect(mapa.getByRole('button', { name: 'Questão 1: certa' })).toBeVisible();
  await fotos(page, 'simulado-corrigido');

  // The answer sheet, hers only.
  const folha = await page.request.get(`/api/questoes/folha-respostas-simulado/${id}`, {
    headers: aluno.headers,
  });
  expect(folha.headers()['content-type']).toBe('application/pdf');
  expect((await folha.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Baixar folha de respostas (PDF)' }).click();
  await (await popup).close();

  await page.getByRole('link', { name: 'Ver minhas estatisticas do simulado' }).click();
  await expect(page.getByLabel(`SUS - ${nome}`)).toBeVisible();

  await page.goto('/lista-simulado-enare');
  await expect(page.getByText('SUS: 1 acerto de 2, 1 ponto')).toBeVisible();
  await fotos(page, 'lista-simulados');
});

test('a trainee meets the paid package locked, with the plan that unlocks it, its price and the way to buy it (phone)', async ({
  page,
  request,
}) => {
  const estagiario = await novoAluno(request);
  await page.setViewportSize(CELULAR);
  await page.goto('/login?redirect=%2Flista-simulado-enare');
  await signIn(page, estagiario.email, estagiario.senha);
  await expect(page).toHaveURL(/\/lista-simulado-enare$/);
  await page.getByRole('button', { name: 'Aceitar' }).click();
  const pacote = page.getByRole('button', { name: /Pacote Reta Final ENARE e FUVEST/ });
  await expect(pacote.getByLabel('Bloqueado')).toBeVisible();
  await pacote.click();
  const bloqueados = page.getByLabel('Simulados bloqueados do pacote Pacote Reta Final ENARE e FUVEST');
  await expect(bloqueados.getByRole('button', { name: /Simulado FUVEST/ })).toBeDisabled();
  await expect(bloqueados.getByText(/Incluído no plano .+: R\$\s?\d+,\d{2}/)).toBeVisible();
  const comprar = bloqueados.getByRole('link', { name: /^Adquirir o plano / });
  await expect(comprar).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('pacote-bloqueado-celular.png'), fullPage: true });
  await comprar.click();
  await expect(page).toHaveURL(/\/(assinatura-plano\/\d+|planos)/);
});
