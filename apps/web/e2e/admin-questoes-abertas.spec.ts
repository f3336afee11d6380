import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { alunoComPlanos } from './contas.ts';
import { signIn } from './support.ts';

// Four people in turn (editor, admin, student, teacher) on a machine shared by many.
test.describe.configure({ timeout: 240_000 });

const PROFESSOR = 'Daniel Ferreira Costa'; // professor@aprovei.dev
const pdf = (nome: string, texto: string) => ({
  name: nome,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${texto}\n%%EOF\n`),
});

async function entrar(browser: Browser, login: string, destino: string, senha?: string) {
  const contexto = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await contexto.newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(destino)}`);
  await signIn(page, login, senha);
  await expect(page).toHaveURL(new RegExp(`${destino}$`));
  // The privacy notice of a new browser, accepted (it would cover the screenshots).
  await page.getByRole('button', { name: 'Aceitar' }).click();
  return page;
}

/** Desktop then phone screenshots of the screen as it is now (back to desktop after). */
async function fotografar(page: Page, nome: string) {
  await page.screenshot({ path: test.info().outputPath(`${nome}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${nome}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function ok(page: Page, mensagem: string) {
  const dialogo = page.getByRole('dialog').filter({ hasText: mensagem });
  await dialogo.getByRole('button', { name: 'OK' }).click();
  await expect(dialogo).toHaveCount(0);
}

test('the editor creates a theme and an open question in it; the admin gives the theme to the demo teacher; a new student answers it and the teacher finds it in the queue', async ({
  browser,
  request,
}) => {
  const marca = Date.now() % 1_000_000;
  const tema = `Tema da jornada ${marca}`;
  const titulo = `Abdome agudo na gestante ${marca}`;

  // The editor: a new theme. Who corrects it is the admin's (no teachers' button for her).
  const editor = await entrar(browser, 'editor@aprovei.dev', '/admin/temas');
  await editor.getByRole('button', { name: 'Novo tema' }).click();
  const novoTema = editor.getByRole('dialog', { name: 'Novo tema' });
  await novoTema.getByRole('button', { name: 'Criar tema' }).click();
  await expect(novoTema.getByText('Digite o nome do tema.')).toBeVisible();
  await novoTema.getByLabel('Nome do tema').fill(tema);
  await novoTema.getByRole('button', { name: 'Criar tema' }).click();
  await ok(editor, 'Tema criado.');
  const cartao = editor.getByRole('article', { name: tema });
  await expect(cartao).toContainText('0 questões');
  await expect(cartao.getByRole('button', { name: `Professores de ${tema}` })).toHaveCount(0);
  await expectNoSeriousViolations(editor);

  // The editor: the open question, its PDF checked by content.
  await editor.getByRole('navigation', { name: 'Menu do back office' }).getByText('Questões abertas').click();
  await expect(editor.getByRole('heading', { name: 'Questões abertas', level: 1 })).toBeVisible();
  await editor.getByRole('button', { name: 'Nova questão aberta' }).click();
  const nova = editor.getByRole('dialog', { name: 'Nova questão aberta' });
  await nova.getByRole('button', { name: 'Cadastrar questão' }).click();
  await expect(nova.getByText('Digite o título da questão.')).toBeVisible();
  await nova.getByLabel('Título').fill(titulo);
  await nova.getByRole('combobox', { name: 'Tema' }).fill(tema);
  await editor.getByRole('option', { name: tema }).click();
  await nova.getByRole('combobox', { name: 'Plataforma' }).click();
  await editor.getByRole('option', { name: 'Residência' }).click();
  await nova.getByLabel('Observação').fill('Descreva a conduta inicial em até uma página.');
  const arquivo = nova.locator('input[type=file]');
  await arquivo.setInputFiles({
    name: 'enunciado.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html>não é um PDF</html>'),
  });
  await nova.getByRole('button', { name: 'Cadastrar questão' }).click();
  await expect(nova.getByText('O enunciado da questão aberta deve ser um arquivo PDF.')).toBeVisible();
  await arquivo.setInputFiles(pdf('abdome-agudo.pdf', titulo));
  await fotografar(editor, 'admin-questao-aberta-form');
  await nova.getByRole('button', { name: 'Cadastrar questão' }).click();
  await ok(editor, 'Questão aberta cadastrada.');
  await editor.getByLabel('Buscar').fill(String(marca));
  const linha = editor.getByRole('row').filter({ hasText: titulo });
  await expect(linha).toContainText(tema);
  await expect(linha).toContainText('Residência');
  await expect(editor.getByRole('row')).toHaveCount(2);
  await expectNoSeriousViolations(editor);
  await editor.getByLabel('Buscar').fill('');
  await expect(editor.getByRole('row').nth(2)).toBeVisible();
  await fotografar(editor, 'admin-questoes-abertas');

  // Edited: the observation, and the PDF it opens is the one sent.
  await linha.click();
  const edicao = editor.getByRole('dialog', { name: 'Editar questão aberta' });
  await expect(edicao.getByLabel('Título')).toHaveValue(titulo);
  await edicao.getByLabel('Observação').fill('Descreva a conduta inicial e os exames em até uma página.');
  const aberto = editor.waitForEvent('popup');
  await edicao.getByRole('button', { name: 'Abrir PDF atual' }).click();
  await (await aberto).close();
  await edicao.getByRole('button', { name: 'Salvar' }).click();
  await ok(editor, 'Questão aberta salva.');
  await editor.getByRole('link', { name: 'Temas e professores' }).first().click();
  await expect(editor.getByRole('article', { name: tema })).toContainText('1 questão');
  await expect(
    editor.getByRole('article', { name: tema }).getByRole('button', { name: `Excluir ${tema}` }),
  ).toHaveCount(0);
  await editor.context().close();

  // The admin: the demo teacher corrects the new theme.
  const admin = await entrar(browser, 'admin@aprovei.dev', '/admin/temas');
  const doAdmin = admin.getByRole('article', { name: tema });
  await doAdmin.getByRole('button', { name: `Professores de ${tema}` }).click();
  const professores = admin.getByRole('dialog', { name: `Professores: ${tema}` });
  await professores.getByRole('checkbox', { name: PROFESSOR }).check();
  await professores.getByRole('button', { name: 'Salvar professores' }).click();
  await ok(admin, 'Professores do tema salvos.');
  await expect(doAdmin.getByLabel(`Quem corrige ${tema}`)).toHaveText(PROFESSOR);
  await expectNoSeriousViolations(admin);
  await fotografar(admin, 'admin-temas');

  // A new student with Residência Anual (its sends included) finds the question and answers it.
  const conta = await alunoComPlanos(request, [1]);
  const aluno = await entrar(browser, conta.email, '/questao-aberta', conta.senha);
  const filtros = aluno.getByRole('form', { name: 'Filtros das questões abertas' });
  await filtros.getByRole('combobox', { name: 'Tema' }).fill(tema);
  await aluno.getByRole('option', { name: tema }).click();
  await filtros.getByRole('button', { name: 'Buscar' }).click();
  const questao = aluno.getByRole('article', { name: titulo });
  await expect(questao).toContainText('Descreva a conduta inicial e os exames em até uma página.');
  await questao.getByLabel(/Arquivo da resposta/).setInputFiles(pdf('resposta.pdf', 'Resposta da aluna'));
  await questao.getByRole('button', { name: 'Enviar resposta' }).click();
  await ok(aluno, 'Questão enviada com sucesso!');
  await expect(questao.getByText('Aguarde a correção do seu exercício')).toBeVisible();
  await aluno.context().close();

  // The teacher finds it in her queue (the theme is hers; the answer was addressed to nobody).
  const professor = await entrar(browser, 'professor@aprovei.dev', '/correcoes');
  const resposta = professor.getByRole('article', { name: titulo });
  await expect(resposta).toContainText(tema);
  await expect(resposta.getByText('Qualquer professor')).toBeVisible();
  // Her themes' questions (only the new theme is hers), each with its PDF.
  await professor.getByRole('tab', { name: 'Questões dos meus temas' }).click();
  const doTema = professor.getByRole('article', { name: titulo });
  await expect(doTema).toContainText(tema);
  await expect(doTema).toContainText('Residência');
  await expect(professor.getByRole('article')).toHaveCount(1);
  const pdfDoTema = professor.waitForEvent('popup');
  await doTema.getByRole('button', { name: 'Abrir PDF' }).click();
  await (await pdfDoTema).close();
  await expectNoSeriousViolations(professor);
  await fotografar(professor, 'correcoes-questoes-dos-meus-temas');
  await professor.context().close();

  // The admin takes the theme back from her (a teacher without themes corrects every theme again).
  await admin.reload();
  await doAdmin.getByRole('button', { name: `Professores de ${tema}` }).click();
  await expect(professores.getByRole('checkbox', { name: PROFESSOR })).toBeChecked();
  await professores.getByRole('checkbox', { name: PROFESSOR }).uncheck();
  await professores.getByRole('button', { name: 'Salvar professores' }).click();
  await ok(admin, 'Professores do tema salvos.');
  await expect(doAdmin).toContainText('Nenhum: os professores sem tema corrigem as respostas.');
  await admin.context().close();
});
