import { expect, type Locator, type Page, test } from '@playwright/test';
import { cpfValido, fecharPopup, preencherCadastroNaCompra } from './support.ts';

// A new person each run (the journeys share one database): a CPF range apart from the other journeys'.
const stamp = Date.now() % 100_000_000;
const comprador = {
  nome: 'Lívia Prado Adicional',
  cpf: cpfValido(300_000_000 + stamp),
  telefone: '11976543210',
  email: `livia.adicional.${stamp}@exemplo.com`,
  senha: 'resumos para a prova',
};
const PDF = 'Revisão final: resumos em PDF';

/**
 * Clicks the download: the file the API answered (an attachment, a PDF) and the new window showing it
 * (the page's Content-Security-Policy keeps blob: out of fetch, so the file is checked on the wire).
 */
async function baixarArquivo(page: Page, botao: Locator) {
  const resposta = page.waitForResponse((r) => r.url().includes('/api/produtos/baixar-arquivo/'));
  const janela = page.waitForEvent('popup');
  await botao.click();
  const r = await resposta;
  expect(r.status()).toBe(200);
  expect(r.headers()['content-disposition']).toMatch(
    /^attachment; filename\*=UTF-8''revisao-final-resumos\.pdf$/,
  );
  expect(r.headers()['content-security-policy']).toBe('sandbox');
  expect(Number(r.headers()['content-length'])).toBeGreaterThan(1_000);
  // The same request again for its bytes (the browser keeps no body of an attachment).
  const pedido = r.request();
  const copia = await page.request.get(pedido.url(), { headers: await pedido.allHeaders() });
  expect((await copia.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect.poll(async () => (await janela).url()).toMatch(/^blob:/);
  await (await janela).close();
}

test('a newcomer buys a plan with the PDF add-on and downloads it from Meus Produtos', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.addInitScript(() => window.localStorage.setItem('termos', 'aceitou'));
  await page.goto('/CadastroComCompra/2');
  await page.getByLabel('CPF').pressSequentially(comprador.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await preencherCadastroNaCompra(page, comprador);

  // The checkout offers the add-ons; the PDF goes into the order.
  await expect(page.getByRole('heading', { name: 'Pagamento do plano' })).toBeVisible();
  const total = page.getByTestId('total');
  await expect(total).toHaveText('R$ 347,00');
  const oferta = page.locator('.mantine-Paper-root').filter({ hasText: PDF });
  await oferta.getByRole('checkbox').check();
  await expect(total).toHaveText('R$ 444,00');
  await page.getByLabel('Cartão de crédito').check();
  await page.getByLabel('Número do Cartão').pressSequentially('4111111111111111');
  await page.getByLabel('Validade').pressSequentially('1130');
  await page.getByLabel('CVV').pressSequentially('123');
  await page.getByLabel('Nome no Cartão').pressSequentially('Livia P Adicional');
  await page.getByLabel('CPF do Titular').pressSequentially(comprador.cpf);
  await page.getByLabel('CEP').pressSequentially('01310100');
  await expect(page.getByLabel('Município')).toHaveValue('São Paulo');
  await page.getByLabel(/^Número\s*\*?$/).fill('900');
  await page.getByLabel(/^Parcelas/).click();
  await page.getByRole('option', { name: /^1x de R\$\s444,00/ }).click();
  await page.getByLabel('Li e aceito os termos do contrato').check();
  // The registration's human check covers this first order: none here.
  await expect(page.getByRole('button', { name: /robô/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Finalizar' }).click();
  // Paid: the order's confirmation lists the add-on, then into the plan's platform.
  await expect(page).toHaveURL(/\/pedido\/\d+\?cadastro=1$/);
  await expect(page.getByLabel('Resumo do pedido').getByText(PDF)).toBeVisible();
  await page.getByRole('link', { name: 'Entrar na plataforma' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await fecharPopup(page, { paraSempre: true });

  // Meus Produtos: the PDF with its download, only hers.
  await page.goto('/configuracoes');
  const produtos = page.getByRole('region', { name: 'Meus Produtos' });
  const item = produtos.getByRole('listitem', { name: PDF });
  const baixar = item.getByRole('button', { name: `Baixar PDF: ${PDF}` });
  await expect(baixar).toBeVisible();
  await item.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('meus-produtos-desktop.png') });

  await baixarArquivo(page, baixar);

  // The same on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(baixar).toBeVisible();
  await item.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('meus-produtos-celular.png') });
  await baixarArquivo(page, baixar);
});
