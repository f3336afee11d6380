import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { alunoComPlanos, novoAluno } from './contas.ts';
import { mainMenu, medUrl, menuLabels, signIn } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });
// The store, a human check, a Pix settled by the sandbox and the PDF, on a machine shared by many.
test.describe.configure({ timeout: 150_000 });

test('a student with a plan puts two e-books in the cart, pays by Pix, and reads one in my e-books', async ({
  page,
  request,
}) => {
  // A new student (e2e/contas.ts): she owns no e-book yet.
  const aluno = await alunoComPlanos(request);
  await page.goto(`/login?redirect=${encodeURIComponent('/home')}`);
  await signIn(page, aluno.email, aluno.senha);
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await mainMenu(page).getByRole('link', { name: 'Ebook', exact: true }).click();
  await expect(page).toHaveURL(/\/ebook$/);
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(page.getByText('Você já possui este e-book')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Two she does not own yet.
  const aVenda = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Comprar agora/ }) });
  const nomes = (await aVenda.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).slice(
    0,
    2,
  );
  expect(nomes).toHaveLength(2);
  for (const nome of nomes) {
    await page.getByRole('button', { name: `Adicionar ao carrinho: ${nome}` }).click();
    await expect(page.getByText('Ebook adicionado ao carrinho com sucesso!').first()).toBeVisible();
  }

  // The cart survives a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Carrinho (2)' }).click();
  for (const nome of nomes) await expect(page.getByRole('menu').getByText(nome)).toBeVisible();
  await page.getByRole('button', { name: 'Adquirir' }).click();
  await expect(page).toHaveURL(/\/assinatura-plano\/null\/.+/);
  await expect(page.getByRole('heading', { name: 'Pagamento do(s) eBook(s)' })).toBeVisible();
  await expect(page.getByLabel('Li e aceito os termos do contrato')).toHaveCount(0);

  await page.getByLabel('PIX').check();
  const finalizar = page.getByRole('button', { name: 'Finalizar' });
  await expect(finalizar).toBeDisabled();
  await page.getByText('Não sou um robô').click();
  await expect(page.getByText('Verificado')).toBeVisible({ timeout: 20_000 });
  await finalizar.click();
  await expect(page.getByRole('heading', { name: 'Pedido recebido!' })).toBeVisible();
  await expect(page.getByLabel('PIX copia e cola')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await expect(page.getByText('Aguardando pagamento')).toBeVisible();
  await expect(page.getByTestId('pix-contagem')).toHaveText(/^O código expira em \d{2}:\d{2}$/);

  // The sandbox settles it; the 7 s poll moves on to the order's confirmation, then to my e-books.
  await expect(page).toHaveURL(/\/pedido\/\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Sua compra foi concluída' })).toBeVisible();
  const resumo = page.getByLabel('Resumo do pedido');
  for (const nome of nomes) await expect(resumo.getByText(nome)).toBeVisible();
  await expect(resumo.getByText('PIX', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para Meus e-books' }).click();
  await expect(page).toHaveURL(/\/meus-ebooks$/);
  await expect(page.getByRole('heading', { name: 'Meus e-books' })).toBeVisible();
  for (const nome of nomes) await expect(page.getByRole('article', { name: nome })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);

  const pdf = page.waitForResponse((r) => r.url().includes('/api/ebook/busca-pdf-ebook'));
  const janela = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Ler ebook: ${nomes[0]}` }).click();
  const resposta = await pdf;
  expect(resposta.status()).toBe(200);
  expect(
    Buffer.from((await resposta.json()) as string, 'base64')
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect.poll(async () => (await janela).url()).toMatch(/^blob:/);

  // Back in the store, the cart is empty and the bought ones are owned.
  await mainMenu(page).getByRole('link', { name: 'Ebook', exact: true }).click();
  await expect(page.getByText('Você já possui este e-book')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Carrinho (0)' })).toBeVisible();
});

test('the medical variant offers neither the e-book store nor my e-books', async ({ page, request }) => {
  const aluno = await novoAluno(request, { nome: 'Eduarda Teste Jornada', tenant: 'aprovei-med' });
  await page.goto(medUrl('/login'));
  await signIn(page, aluno.email, aluno.senha);
  await expect(page).toHaveURL(/med\.localhost:\d+\/home$/);
  const labels = await menuLabels(page);
  expect(labels).not.toContain('Ebook');
  expect(labels).not.toContain('Meus e-books');
  await page.goto(medUrl('/ebook'));
  await expect(page).toHaveURL(/med\.localhost:\d+\/home$/);
});
