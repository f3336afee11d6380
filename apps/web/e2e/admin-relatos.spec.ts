import { expect, type Page, test } from '@playwright/test';
import { alunoComPlanos } from './contas.ts';
import { waitForMail } from './mail.ts';
import { signIn } from './support.ts';

test.use({ viewport: { width: 1366, height: 900 } });

const RELATO = `O gabarito desta questão parece errado (${Date.now()}).`;
const RESPOSTA = 'Obrigado pelo aviso! Conferimos com a banca e corrigimos o gabarito.';

/** The first question of a search by subject, with its comments panel open. */
async function comentariosDaPrimeiraQuestao(page: Page) {
  await page.getByRole('combobox', { name: 'Curso' }).click();
  await page.getByRole('option', { name: 'Cirurgia e Traumatologia Bucomaxilofacial' }).click();
  await page.getByRole('combobox', { name: 'Matérias' }).click();
  await page.getByRole('option', { name: 'Cirurgia Oral Menor' }).click();
  await page.keyboard.press('Escape');
  const busca = page.waitForResponse((r) => r.url().includes('/api/questoes/listar-questoes') && r.ok());
  await page.getByRole('button', { name: 'Buscar questões' }).click();
  const primeira = (await (await busca).json()).content[0] as { numeroQuestao: number };
  const card = page.getByRole('article', { name: `Questão ${primeira.numeroQuestao}` });
  await card.getByRole('button', { name: /^Comentários \(\d+\)$/ }).click();
  return card.getByRole('region', { name: 'Comentários' });
}

test('a student reports an error, the editor answers and closes it, and the student reads the answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const aluno = await alunoComPlanos(page.request);
  await page.goto('/login?redirect=%2Fsimulados');
  await signIn(page, aluno.email, aluno.senha);
  await expect(page).toHaveURL(/\/simulados/);
  let comentarios = await comentariosDaPrimeiraQuestao(page);
  await comentarios.locator('label[for$="-ERRO"]').click();
  await expect(comentarios.getByRole('radio', { name: 'Erro' })).toBeChecked();
  await comentarios.getByRole('textbox', { name: 'Comentário', exact: true }).fill(RELATO);
  await comentarios.getByRole('button', { name: 'Comentar' }).click();
  await expect(comentarios.getByText(RELATO)).toBeVisible();

  // The editor, in the back office: the newest report first.
  const equipe = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const editor = await equipe.newPage();
  await editor.goto('/login?redirect=%2Fadmin%2Frelatos%3Fdirecao%3Ddesc');
  await signIn(editor, 'editor@aprovei.dev');
  await expect(editor.getByRole('heading', { name: 'Relatos de erro' })).toBeVisible();
  await editor
    .getByRole('row', { name: new RegExp(aluno.nome) })
    .first()
    .click();
  const painel = editor.getByRole('dialog', { name: 'Relato de erro' });
  await expect(painel.getByText(RELATO)).toBeVisible();
  await expect(painel.getByRole('list', { name: 'Alternativas' })).toBeVisible();
  await expect(painel.getByText('Gabarito', { exact: true })).toBeVisible();
  await expect(painel.getByRole('link', { name: 'Editar o item' })).toHaveAttribute(
    'href',
    /\/admin\/questoes\/\d+/,
  );
  await editor.screenshot({ path: test.info().outputPath('relato-desktop.png') });

  const enviadoEm = Date.now();
  await painel.getByRole('textbox', { name: /Resposta ao aluno/ }).fill(RESPOSTA);
  await painel.getByRole('button', { name: 'Responder' }).click();
  await expect(painel.getByRole('list', { name: 'Respostas' }).getByText(RESPOSTA)).toBeVisible();
  await painel.getByRole('button', { name: 'Fechar relato' }).click();
  await editor.getByRole('button', { name: 'SIM' }).click();
  await expect(painel.getByText(/Fechado em .* como 'Corrigido'/)).toBeVisible();
  await editor.setViewportSize({ width: 390, height: 844 });
  await editor.screenshot({ path: test.info().outputPath('relato-celular.png') });
  await editor.goto('/admin/relatos?situacao=FECHADOS&direcao=desc');
  await expect(editor.getByRole('row', { name: new RegExp(aluno.nome) }).first()).toContainText('Corrigido');
  await editor.screenshot({ path: test.info().outputPath('relatos-celular.png'), fullPage: true });
  await equipe.close();

  const email = await waitForMail(aluno.email, {
    since: enviadoEm,
    predicate: (m) => m.subject === 'Respondemos ao erro que você relatou',
  });
  expect(email.text).toContain(RESPOSTA);

  // The student reads the platform's answer under her comment.
  await page.reload();
  comentarios = await comentariosDaPrimeiraQuestao(page);
  const meu = comentarios.getByRole('listitem').filter({ hasText: RELATO });
  await meu.getByRole('button', { name: /^Ver respostas/ }).click();
  const oficial = meu.getByRole('listitem', { name: 'Resposta da Equipe Aprovei' });
  await expect(oficial).toContainText(RESPOSTA);
  await expect(oficial).toContainText('Oficial');
  await oficial.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('resposta-aluno-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await oficial.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('resposta-aluno-celular.png') });
});
