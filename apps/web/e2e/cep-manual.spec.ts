import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { waitForMail } from './mail.ts';
import { cpfValido, fecharPopup, preencherCadastroNaCompra } from './support.ts';

// Issue 18 §6: a CEP the lookup does not know never blocks a sale. On a phone.
test.use({ viewport: { width: 390, height: 844 } });

// A new person each run: a CPF range apart from cadastro.spec.ts's and compra-anonima.spec.ts's.
const stamp = Date.now() % 100_000_000;
const comprador = {
  nome: 'Helena Duarte Mineira',
  cpf: cpfValido(300_000_000 + stamp),
  telefone: '31987654321',
  email: `helena.cep.${stamp}@exemplo.com`,
  senha: 'pão de queijo quentinho',
};

test('an anonymous buyer whose CEP the lookup does not know types the address, chooses the city from the IBGE list of the UF and completes the purchase', async ({
  page,
}, testInfo) => {
  await page.goto('/CadastroComCompra/2');
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await page.getByLabel('CPF').pressSequentially(comprador.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await preencherCadastroNaCompra(page, comprador);

  // The account exists now; the sale must not stop at the address.
  await expect(page.getByRole('heading', { name: 'Pagamento do plano' })).toBeVisible();
  await page.getByLabel('Cartão de crédito').check();
  await page.getByLabel('Número do Cartão').pressSequentially('4111111111111111');
  await page.getByLabel('Validade').pressSequentially('1131');
  await page.getByLabel('CVV').pressSequentially('123');
  await page.getByLabel('Nome no Cartão').pressSequentially('Helena D Mineira');
  await page.getByLabel('CPF do Titular').pressSequentially(comprador.cpf);

  // 30130-010 (Belo Horizonte) is not in the embedded lookup: the fields open.
  await page.getByLabel('CEP').pressSequentially('30130010');
  await expect(page.getByText('CEP não encontrado. Preencha o endereço.')).toBeVisible();
  const logradouro = page.getByLabel(/^Logradouro/);
  await expect(logradouro).toBeEditable();
  // An open list carries its field's label too: the inputs themselves.
  const municipio = page.locator('input').and(page.getByLabel(/^Município/));
  const uf = page.locator('input').and(page.getByLabel(/^UF/));
  await expect(municipio).toBeDisabled();
  await uf.click();
  await uf.fill('minas');
  await page.getByRole('option', { name: 'MG - Minas Gerais' }).click();
  await expect(municipio).toBeEnabled();
  await municipio.click();
  await municipio.fill('belo h');
  await page.screenshot({ path: testInfo.outputPath('cep-manual-municipios-telefone.png') });
  await page.getByRole('option', { name: 'Belo Horizonte' }).click();
  await expect(municipio).toHaveValue('Belo Horizonte');
  await logradouro.fill('Avenida Afonso Pena');
  await page.getByLabel(/^Número\s*\*?$/).fill('1212');
  await page.getByLabel(/^Bairro/).fill('Centro');
  await page.getByLabel(/^Complemento/).fill('Sala 3');
  await page.screenshot({ path: testInfo.outputPath('cep-manual-telefone.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByLabel('CEP').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('cep-manual-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByLabel(/^Parcelas/).click();
  await page.getByRole('option', { name: /^1x de R\$ 347,00/ }).click();
  await page.getByLabel('Li e aceito os termos do contrato').check();
  // The registration's human check covers this first order: none here.
  await expect(page.getByRole('button', { name: /robô/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, '/CadastroComCompra (CEP preenchido à mão)');
  const since = Date.now();
  await page.getByRole('button', { name: 'Finalizar' }).click();

  // Paid: the order's confirmation, then into the plan's platform.
  await expect(page).toHaveURL(/\/pedido\/\d+\?cadastro=1$/);
  await expect(page.getByRole('heading', { name: 'Seu cadastro foi realizado' })).toBeVisible();
  await page.getByRole('link', { name: 'Entrar na plataforma' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await fecharPopup(page, { paraSempre: true });
  const recibo = await waitForMail(comprador.email, {
    since,
    predicate: (m) => m.subject.startsWith('Pagamento confirmado'),
  });
  expect(recibo.text.replaceAll('\u00a0', ' ')).toContain('Total pago: R$ 347,00');

  // The plan is theirs and active.
  await page.goto('/configuracoes');
  const plano = page.getByRole('region', { name: 'Meu plano' });
  // The account screen's sections load one by one (slow on a loaded machine).
  await expect(plano.getByText('Residência Semestral')).toBeVisible({ timeout: 30_000 });
  await expect(plano.getByText('Ativa (prazo de arrependimento)')).toBeVisible();
});
