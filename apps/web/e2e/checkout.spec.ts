import { expect, type Page, test } from '@playwright/test';
import { type Aluno, novoAluno } from './contas.ts';
import { readMails, waitForMail } from './mail.ts';
import { passarCaptcha, promoPopup, signIn } from './support.ts';

test.use({ viewport: { width: 1366, height: 900 } });
// Each journey passes the human check (a proof of work) once or twice, on a machine shared by many.
test.describe.configure({ timeout: 150_000 });

/** Each journey's buyer is a new student of its own (e2e/contas.ts), with no plan and no saved card. */
async function abrirCheckout(page: Page, comprador: Aluno, idPlano = 2) {
  await page.addInitScript(() => window.localStorage.setItem('termos', 'aceitou'));
  await page.goto(`/login?redirect=%2Fassinatura-plano%2F${idPlano}`);
  await signIn(page, comprador.email, comprador.senha);
  await expect(page).toHaveURL(new RegExp(`/assinatura-plano/${idPlano}$`));
  await expect(page.getByRole('heading', { name: 'Pagamento do plano' })).toBeVisible();
}

/** A new card (the buyer has no saved card: the form is shown at once), with or without its address. */
async function preencherCartao(page: Page, numero: string, { endereco = true } = {}) {
  await page.getByLabel('Cartão de crédito').check();
  const novo = page.getByLabel('Novo cartão');
  await page.getByLabel('Número do Cartão').or(novo).first().waitFor();
  if (await novo.isVisible()) await novo.check();
  await page.getByLabel('Número do Cartão').pressSequentially(numero);
  await page.getByLabel('Validade').pressSequentially('1230');
  await page.getByLabel('CVV').pressSequentially('123');
  await page.getByLabel('Nome no Cartão').pressSequentially('Maria da Silva');
  await page.getByLabel('CPF do Titular').pressSequentially('52998224725');
  if (endereco) {
    await page.getByLabel('CEP').pressSequentially('01310100');
    await expect(page.getByLabel('Município')).toHaveValue('São Paulo');
    await page.getByLabel(/^Número\s*\*?$/).fill('1000');
  }
  await page.getByLabel(/^Parcelas/).click();
  await page.getByRole('option', { name: /^3x de R\$/ }).click();
  await page.getByLabel('Li e aceito os termos do contrato').check();
}

/** The receipts the buyer got since `since` ('Pagamento confirmado…'), each naming its order. */
const recibosDesde = (comprador: Aluno, since: number) =>
  readMails().filter(
    (m) =>
      m.receivedAt >= since &&
      m.to.includes(comprador.email) &&
      m.subject?.startsWith('Pagamento confirmado'),
  );

test('a signed-in student pays a plan by Pix: amount, countdown and waiting state; the sandbox settles it and the order is confirmed', async ({
  page,
  request,
}) => {
  const comprador = await novoAluno(request);
  await abrirCheckout(page, comprador);
  const finalizar = page.getByRole('button', { name: 'Finalizar' });
  await page.getByLabel('PIX').check();
  await page.getByLabel('Li e aceito os termos do contrato').check();
  await expect(finalizar).toBeDisabled();
  await passarCaptcha(page);
  const since = Date.now();
  await finalizar.click();

  await expect(page.getByRole('heading', { name: 'Pedido recebido!' })).toBeVisible();
  await expect(page.getByTestId('valor-pix')).toHaveText('R$ 347,00');
  await expect(page.getByText('Aguardando pagamento')).toBeVisible();
  await expect(page.getByTestId('pix-contagem')).toHaveText(/^O código expira em \d{2}:\d{2}$/);
  const contagem = await page.getByTestId('pix-contagem').textContent();
  await expect(page.getByTestId('pix-contagem')).not.toHaveText(contagem ?? '', { timeout: 3_000 });
  await expect(page.getByAltText('QR code do PIX')).toBeVisible();
  await expect(page.getByLabel('PIX copia e cola')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await expect(page.getByRole('button', { name: 'Copiar código PIX' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('pix-desktop.png'), fullPage: true });

  // Nobody clicks anything: the 7 s poll learns that the sandbox's webhook settled it.
  await expect(page).toHaveURL(/\/pedido\/\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Sua compra foi concluída' })).toBeVisible();
  await expect(page.getByLabel('Resumo do pedido').getByText('PIX', { exact: true })).toBeVisible();
  await expect(promoPopup(page)).toHaveCount(0);

  const recibo = await waitForMail(comprador.email, {
    since,
    predicate: (m) => m.subject.startsWith('Pagamento confirmado'),
  });
  expect(recibo.text).toContain('Forma de pagamento: PIX');
});

test('a declined card says why; the approved card that follows is charged once and ends on the confirmation', async ({
  page,
  request,
}) => {
  const comprador = await novoAluno(request);
  await abrirCheckout(page, comprador);
  await preencherCartao(page, '4000000000000002');
  const finalizar = page.getByRole('button', { name: 'Finalizar' });
  await passarCaptcha(page);
  const since = Date.now();
  await finalizar.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Pagamento recusado pelo emissor do cartão.')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  // A new attempt needs a new human check; the rest of the form stays as it was.
  await expect(finalizar).toBeDisabled();
  await expect(page.getByLabel('Nome no Cartão')).toHaveValue('MARIA DA SILVA');

  const numero = page.getByLabel('Número do Cartão');
  await numero.clear();
  await numero.pressSequentially('4111111111111111');
  await passarCaptcha(page);
  await finalizar.click();
  await expect(page).toHaveURL(/\/pedido\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Sua compra foi concluída' })).toBeVisible();
  const idFatura = /\/pedido\/(\d+)$/.exec(page.url())?.[1];
  const resumo = page.getByLabel('Resumo do pedido');
  await expect(resumo.getByText(`#${idFatura}`)).toBeVisible();
  await expect(resumo.getByText('Residência Semestral')).toBeVisible();
  await expect(resumo.getByText(/^Cartão de crédito em 3x de R\$\s115,66 sem juros$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar na plataforma' })).toHaveAttribute(
    'href',
    /^\/plataforma\/\d$/,
  );

  // One charge: one receipt, of the confirmed order.
  await waitForMail(comprador.email, {
    since,
    predicate: (m) => m.subject.startsWith('Pagamento confirmado'),
  });
  const recibos = recibosDesde(comprador, since);
  expect(recibos).toHaveLength(1);
  expect(recibos[0]!.text).toContain(`Pedido: #${idFatura}`);
});

test('an answer lost after the charge: the reloaded checkout sends the same cart with the same key, and the order is charged once', async ({
  page,
  request,
}) => {
  const comprador = await novoAluno(request);
  await abrirCheckout(page, comprador, 1);
  await preencherCartao(page, '5555555555554444');
  await passarCaptcha(page);

  // The server charges, but its answer never reaches the browser (a dropped connection).
  let primeira: { idFatura: number; statusPagamento: string } | null = null;
  await page.route(
    '**/api/assinatura/realizar-assinatura-plano',
    async (route) => {
      const resposta = await route.fetch();
      primeira = await resposta.json();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  const since = Date.now();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => primeira?.statusPagamento).toBe('approved');

  // The customer reloads and buys the same thing again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pagamento do plano' })).toBeVisible();
  await preencherCartao(page, '5555555555554444');
  await passarCaptcha(page);
  await page.getByRole('button', { name: 'Finalizar' }).click();

  // The server answered the order it already had: the first one, charged once.
  await expect(page).toHaveURL(new RegExp(`/pedido/${primeira!.idFatura}$`));
  await expect(page.getByRole('heading', { name: 'Sua compra foi concluída' })).toBeVisible();
  await waitForMail(comprador.email, {
    since,
    predicate: (m) => m.subject.startsWith('Pagamento confirmado'),
  });
  expect(recibosDesde(comprador, since)).toHaveLength(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("'Finalizar' with the card's address missing brings the CEP into view, focused, with its message", async ({
    page,
    request,
  }) => {
    // No purchase here.
    await abrirCheckout(page, await novoAluno(request), 1);
    await preencherCartao(page, '4111111111111111', { endereco: false });
    await passarCaptcha(page);
    const finalizar = page.getByRole('button', { name: 'Finalizar' });
    await finalizar.scrollIntoViewIfNeeded();
    await expect(page.getByLabel('CEP')).not.toBeInViewport();
    await finalizar.click();
    const cep = page.getByLabel('CEP');
    await expect(cep).toBeFocused();
    await expect(cep).toBeInViewport();
    await expect(cep).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: test.info().outputPath('endereco-faltando-celular.png') });
  });
});
