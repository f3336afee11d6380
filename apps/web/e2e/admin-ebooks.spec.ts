import { expect, type Page, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { alunoComPlanos } from './contas.ts';
import { signIn } from './support.ts';

// An upload, a purchase settled by the sandbox's Pix and two PDFs, on a machine shared by many.
test.describe.configure({ timeout: 240_000 });

/** A 1×1 PNG: the cover. */
const CAPA = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function livro(titulo: string) {
  const doc = await PDFDocument.create();
  const fonte = await doc.embedFont(StandardFonts.Helvetica);
  for (const texto of [titulo, 'Sumário', 'Capítulo 1', 'Capítulo 2'])
    doc.addPage([419, 595]).drawText(texto, { x: 40, y: 500, size: 14, font: fonte });
  return Buffer.from(await doc.save());
}

const paginasDe = async (base64: string) =>
  (await PDFDocument.load(Buffer.from(base64, 'base64'))).getPageCount();

async function entrarComoEditor(page: Page) {
  await page.goto(`/login?redirect=${encodeURIComponent('/admin/ebooks')}`);
  await signIn(page, 'editor@aprovei.dev');
  await expect(page.getByRole('heading', { name: 'E-books', level: 1 })).toBeVisible();
}

test('the editor uploads an e-book; a new student reads its free pages, buys it by Pix and reads it stamped', async ({
  page,
  browser,
  request,
}) => {
  const nome = `Guia de Bolso do SUS ${Date.now() % 100_000}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await entrarComoEditor(page);
  await page.getByRole('button', { name: 'Novo e-book' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Novo e-book' });
  // Nothing filled: the shared schema's messages under the fields.
  await dialogo.getByRole('button', { name: 'Cadastrar e-book' }).click();
  await expect(dialogo.getByText('Informe o nome.')).toBeVisible();
  await dialogo.getByLabel('Título').fill(nome);
  await dialogo.getByLabel('Autor').fill('Profa. Cláudia Ribeiro');
  await dialogo.getByRole('combobox', { name: 'Matéria' }).fill('SUS');
  await page.getByRole('option').first().click();
  await dialogo.getByLabel('Descrição').fill('Os princípios e as leis do SUS em um guia curto.');
  await dialogo.getByRole('textbox', { name: 'Preço', exact: true }).fill('19,90');
  await dialogo.getByLabel('Páginas grátis').fill('2');
  const [pdfInput, capaInput] = [
    dialogo.locator('input[type=file]').nth(0),
    dialogo.locator('input[type=file]').nth(1),
  ];
  await pdfInput.setInputFiles({ name: 'guia.pdf', mimeType: 'application/pdf', buffer: await livro(nome) });
  await capaInput.setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: CAPA });
  await page.screenshot({ path: test.info().outputPath('admin-ebooks-form-desktop.png') });
  await dialogo.getByRole('button', { name: 'Cadastrar e-book' }).click();
  await expect(page.getByText('E-book cadastrado.')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  const linha = page.getByRole('row').filter({ hasText: nome });
  await expect(linha).toContainText('R$ 19,90');
  await expect(linha).toContainText('À venda');
  await page.screenshot({ path: test.info().outputPath('admin-ebooks-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('admin-ebooks-phone.png') });

  // A new student (e2e/contas.ts) finds it in the store.
  const aluno = await alunoComPlanos(request);
  const contexto = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const loja = await contexto.newPage();
  await loja.goto(`/login?redirect=${encodeURIComponent('/ebook')}`);
  await signIn(loja, aluno.email, aluno.senha);
  const aceitar = loja.getByRole('button', { name: 'Aceitar' });
  if (await aceitar.isVisible().catch(() => false)) await aceitar.click();
  await loja.getByLabel('Nome do e-book').fill(nome);
  await loja.getByLabel('Nome do e-book').press('Enter');
  await expect(loja.getByRole('article')).toHaveCount(1);
  await expect(loja.getByRole('article', { name: nome })).toContainText('19,90');
  await loja.screenshot({ path: test.info().outputPath('admin-ebooks-loja-desktop.png') });

  // Its free pages: the first two only.
  await loja.getByRole('button', { name: `Ver mais: ${nome}` }).click();
  const gratis = loja.waitForResponse((r) => r.url().includes('/api/ebook/busca-paginas-gratis'));
  await loja.getByRole('button', { name: 'Ler páginas grátis' }).click();
  const previa = await gratis;
  expect(previa.status()).toBe(200);
  expect(await paginasDe((await previa.json()) as string)).toBe(2);
  await loja.keyboard.press('Escape');

  // Bought by Pix, settled by the sandbox.
  await loja.getByRole('button', { name: `Comprar agora: ${nome}` }).click();
  await expect(loja).toHaveURL(/\/assinatura-plano\/null\/.+/);
  await loja.getByLabel('PIX').check();
  await loja.getByText('Não sou um robô').click();
  await expect(loja.getByText('Verificado')).toBeVisible({ timeout: 20_000 });
  await loja.getByRole('button', { name: 'Finalizar' }).click();
  await expect(loja.getByRole('heading', { name: 'Pedido recebido!' })).toBeVisible();
  await expect(loja).toHaveURL(/\/pedido\/\d+$/, { timeout: 40_000 });
  await loja.getByRole('link', { name: 'Ir para Meus e-books' }).click();
  await expect(loja.getByRole('article', { name: nome })).toBeVisible();

  // The whole book, stamped for her.
  const pdf = loja.waitForResponse((r) => r.url().includes('/api/ebook/busca-pdf-ebook'));
  await loja.getByRole('button', { name: `Ler ebook: ${nome}` }).click();
  const copia = await pdf;
  expect(copia.status()).toBe(200);
  const bytes = Buffer.from((await copia.json()) as string, 'base64');
  const doc = await PDFDocument.load(bytes);
  expect(doc.getPageCount()).toBe(4);
  // The stamp is drawn on every page as a content stream of its own, after the book's (the API test
  // reads its text: ebook-admin.test.ts).
  for (const pagina of doc.getPages()) {
    const conteudo = pagina.node.Contents();
    expect(conteudo && 'size' in conteudo ? conteudo.size() : 1).toBeGreaterThan(1);
  }
  await contexto.close();

  // The editor sees the sale, then retires the book (the store's other journeys count its books).
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: nome })).toBeVisible();
  await page.getByRole('row').filter({ hasText: nome }).click();
  const edicao = page.getByRole('dialog', { name: 'Editar e-book' });
  await expect(edicao.getByLabel('Título')).toHaveValue(nome);
  await edicao.getByRole('button', { name: 'Retirar da loja' }).click();
  await page.getByRole('button', { name: 'SIM' }).click();
  await expect(page.getByText('E-book retirado da loja.')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: nome })).toContainText('Retirado');
});
