import { expect, type Page, test } from '@playwright/test';
import { alunoComPlanos } from './contas.ts';
import { signIn } from './support.ts';

const DESKTOP = { width: 1366, height: 900 };
const CELULAR = { width: 390, height: 844 };
/** 'Simulados Nacionais ENARE' (reference plans): the national-exam block, so every paid mock of platform 1. */
const PLANO_SIMULADOS = 4;

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

/** Closes the success dialog ('OK'). */
async function ok(page: Page, texto: string | RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: texto });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('the editor composes a paid ENARE mock of published questions, previews and publishes it; a student with the mocks plan takes it and sees the result', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const nome = `Simulado do back office ${Date.now()}`;
  await page.setViewportSize(DESKTOP);
  await page.goto('/login?redirect=%2Fadmin%2Fsimulados%2Fnovo');
  await signIn(page, 'editor@aprovei.dev');
  await expect(page.getByRole('heading', { name: 'Novo simulado' })).toBeVisible();

  // A paid draft released now (the form starts at the current minute), no time limit, weights 1/2/1.
  const form = page.getByRole('form', { name: 'Dados do simulado' });
  await form.getByLabel('Nome').fill(nome);
  await form.getByLabel('Peso Específico (pontos por acerto)').fill('2');
  await form.getByRole('button', { name: 'Criar rascunho' }).click();
  await expect(page).toHaveURL(/\/admin\/simulados\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: nome })).toBeVisible();
  await expect(page.getByText('Rascunho', { exact: true })).toBeVisible();

  // Publishing an empty draft is refused.
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'SIM' }).click();
  const erro = page
    .getByRole('dialog')
    .filter({ hasText: 'Adicione ao menos uma questão antes de publicar o simulado.' });
  await expect(erro).toBeVisible();
  await erro.getByRole('button', { name: 'OK' }).click();

  // One published bank question into each part: SUS, Específico, Geral.
  const banco = page.getByRole('list', { name: 'Questões do banco' });
  const questoes = page.getByRole('list', { name: 'Questões do simulado' });
  for (const [i, parte] of ['SUS', 'Específico', 'Geral'].entries()) {
    await page.locator('input').and(page.getByLabel('Adicionar na parte')).click();
    await page.getByRole('option', { name: parte, exact: true }).click();
    await banco
      .getByRole('button', { name: /^Adicionar a questão/ })
      .first()
      .click();
    await ok(page, '1 questão adicionada.');
    await expect(questoes.getByRole('listitem')).toHaveCount(i + 1);
  }
  await expect(questoes.getByRole('listitem', { name: 'Questão 3' }).getByText('Geral')).toBeVisible();

  // Reorder: the SUS question goes down one place.
  await questoes.getByRole('button', { name: 'Descer a questão 1' }).click();
  await expect(
    questoes.getByRole('listitem', { name: 'Questão 2' }).getByText('SUS', { exact: true }),
  ).toBeVisible();
  await expect(questoes.getByRole('listitem', { name: 'Questão 1' }).getByText('Específico')).toBeVisible();
  await fotos(page, 'admin-simulado-composicao');

  // The preview reads like the student's screen: no key, nothing recorded.
  await page.getByRole('button', { name: 'Prévia' }).click();
  const previa = page.getByRole('dialog', { name: `Prévia: ${nome}` });
  await expect(previa.getByText('Questão 1 de 3')).toBeVisible();
  await expect(
    previa.getByRole('region', { name: 'Prévia da questão 3' }).getByRole('radio'),
  ).not.toHaveCount(0);
  await expect(previa.getByRole('radio', { checked: true })).toHaveCount(0);
  await fotos(page, 'admin-simulado-previa');
  await previa.getByRole('button').first().click();
  await expect(previa).toBeHidden();

  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'SIM' }).click();
  await ok(page, 'Simulado publicado.');
  await expect(page.getByText('Publicado', { exact: true })).toBeVisible();

  await page.goto('/admin/simulados');
  const linha = page.getByRole('row').filter({ hasText: nome });
  await expect(linha).toContainText('Publicado');
  await expect(linha).toContainText('3');
  await fotos(page, 'admin-simulados-lista');
  await page.goto('/admin/pacotes-simulado');
  await expect(page.getByRole('heading', { name: 'Pacotes de simulados' })).toBeVisible();
  await fotos(page, 'admin-pacotes-simulado');

  // A new student with the national-exam mocks plan takes it and finishes it.
  const aluno = await alunoComPlanos(request, [PLANO_SIMULADOS]);
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`/login?redirect=${encodeURIComponent(`/SimuladoEnare/${id}`)}`);
  await signIn(page, aluno.email, aluno.senha);
  await expect(page.getByRole('heading', { name: nome })).toBeVisible();
  await page.getByRole('button', { name: 'Aceitar' }).click();
  for (let n = 1; n <= 3; n++) {
    await expect(page.getByText(`Questão ${n} de 3`)).toBeVisible();
    const salva = page.waitForResponse((r) => r.url().includes('verifica-resposta-enare') && r.ok());
    await page.getByRole('radio').first().click();
    await salva;
    if (n < 3) await page.getByRole('button', { name: 'Próxima página' }).click();
  }
  await page.getByRole('button', { name: 'Finalizar simulado' }).click();
  await ok(page, 'Simulado finalizado com sucesso!');
  const resultado = page.getByText(/^Simulado finalizado: \d acertos? de 3 questões, \d pontos?\.$/);
  await expect(resultado).toBeVisible();
  const acertos = Number(/(\d) acerto/.exec((await resultado.textContent())!)![1]);

  // After the students answered, the editor corrects the mock by annulling a question (one this student
  // got wrong, if any): it counts as right for everyone and the student's result is recomputed.
  const mapa = page.getByRole('navigation', { name: 'Mapa de questões' });
  const errada = mapa.getByRole('button', { name: /^Questão \d: errada/ }).first();
  const houveErro = (await errada.count()) > 0;
  const numero = houveErro ? Number(/Questão (\d)/.exec((await errada.getAttribute('aria-label'))!)![1]) : 1;
  const equipe = await browser.newContext({ viewport: DESKTOP });
  const editor = await equipe.newPage();
  await editor.goto(`/login?redirect=${encodeURIComponent(`/admin/simulados/${id}`)}`);
  await signIn(editor, 'editor@aprovei.dev');
  const daEditora = editor.getByRole('list', { name: 'Questões do simulado' });
  await expect(daEditora.getByRole('button', { name: 'Descer a questão 1' })).toHaveCount(0); // frozen
  await daEditora
    .getByRole('listitem', { name: `Questão ${numero}` })
    .getByRole('button', { name: 'Anular' })
    .click();
  const anulacao = editor.getByRole('dialog', { name: `Anular a questão ${numero}` });
  await anulacao
    .getByLabel('Motivo da anulação')
    .fill('Duas alternativas corretas, conforme o gabarito definitivo.');
  await anulacao.getByRole('button', { name: 'Confirmar anulação' }).click();
  await ok(editor, 'Questão anulada. 1 tentativa recalculada.');
  await expect(
    daEditora.getByRole('listitem', { name: `Questão ${numero}` }).getByText('Anulada'),
  ).toBeVisible();
  await editor.screenshot({
    path: test.info().outputPath('admin-simulado-anulacao-desktop.png'),
    fullPage: true,
  });
  await equipe.close();

  await page.reload();
  const depois = houveErro ? acertos + 1 : acertos;
  await expect(
    page.getByText(new RegExp(`^Simulado finalizado: ${depois} acertos? de 3 questões, \\d+ pontos?\\.$`)),
  ).toBeVisible();
  await expect(mapa.getByRole('button', { name: new RegExp(`^Questão ${numero}: certa`) })).toBeVisible();
  await page.setViewportSize(CELULAR);
  await page.screenshot({
    path: test.info().outputPath('aluno-simulado-anulado-celular.png'),
    fullPage: true,
  });
});
