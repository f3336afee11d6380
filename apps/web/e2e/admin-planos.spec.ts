import { expect, type Page, test } from '@playwright/test';
import { cpfValido, preencherCadastroNaCompra, signIn } from './support.ts';

// Two sign-ins, a registration with its human check and a card payment, on a machine shared by many.
test.describe.configure({ timeout: 240_000 });

const stamp = Date.now() % 100_000_000;
// A coupon's code is letters only: the run's stamp written in letters.
const letras = String(stamp)
  .split('')
  .map((d) => 'ABCDEFGHIJ'[Number(d)])
  .join('');
const nomePlano = `Residência Relâmpago ${stamp}`;
const codigo = `VINTE ${letras}`;
const comprador = {
  nome: 'Beatriz Cupom Lima',
  cpf: cpfValido(700_000_000 + stamp),
  telefone: '11987650000',
  email: `beatriz.cupom.${stamp}@exemplo.com`,
  senha: 'jabuticaba no quintal',
};

const foto = (page: Page, nome: string) => page.screenshot({ path: test.info().outputPath(`${nome}.png`) });

test('the admin prices a plan and issues a coupon for it; a visitor buys it with the coupon from the landing page; the admin finds the sale in the reports and refunds it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/login?redirect=${encodeURIComponent('/admin/planos')}`);
  await signIn(page, 'admin@aprovei.dev');
  await expect(page.getByRole('heading', { name: 'Planos', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Aceitar' }).click();

  // A plan for the residency platform: R$ 250,00 in up to 5x.
  await page.getByRole('button', { name: 'Novo plano' }).click();
  const plano = page.getByRole('dialog', { name: 'Novo plano' });
  await plano.getByRole('button', { name: 'Cadastrar plano' }).click();
  await expect(plano.getByText('Informe o nome do plano (até 80 caracteres).')).toBeVisible();
  await plano.getByLabel('Nome do plano').fill(nomePlano);
  await plano.getByRole('combobox', { name: 'Plataforma' }).click();
  await page.getByRole('option', { name: 'Residência' }).click();
  await plano
    .getByLabel(/^Descrição\s*\*?$/)
    .fill('Seis meses de questões e simulados, feito para a reta final.');
  await plano.getByLabel('Preço (R$)').fill('250,00');
  await plano.getByLabel('Preço original (R$)').fill('300,00');
  await plano.getByLabel('Parcelas (até)').fill('5');
  await plano.getByLabel('Duração (meses)').fill('6');
  await foto(page, 'admin-plano-form-desktop');
  await plano.getByRole('button', { name: 'Cadastrar plano' }).click();
  await expect(page.getByText('Plano cadastrado.')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('cell', { name: nomePlano })).toBeVisible();
  await foto(page, 'admin-planos-desktop');

  // A 20 % coupon valid for that plan only, once per CPF.
  await page.goto('/admin/cupons');
  await page.getByRole('button', { name: 'Novo cupom' }).click();
  const cupom = page.getByRole('dialog', { name: 'Novo cupom' });
  await cupom.getByLabel('Código').fill('vinte 10');
  await cupom.getByLabel('Desconto (%)').fill('20');
  await cupom.getByRole('button', { name: 'Cadastrar cupom' }).click();
  await expect(
    cupom.getByText('O cupom tem até 25 caracteres, apenas letras maiúsculas e espaços.'),
  ).toBeVisible();
  await cupom.getByLabel('Código').fill(codigo.toLowerCase());
  await expect(cupom.getByLabel('Código')).toHaveValue(codigo);
  await cupom.getByRole('combobox', { name: 'Planos' }).click();
  await page.getByRole('option', { name: `${nomePlano} (Residência)` }).click();
  await cupom.getByLabel('Limite por CPF').fill('1');
  await foto(page, 'admin-cupom-form-desktop');
  await cupom.getByRole('button', { name: 'Cadastrar cupom' }).click();
  await expect(page.getByText('Cupom cadastrado.')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('cell', { name: codigo })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await foto(page, 'admin-cupons-phone');
  await page.goto('/admin/planos');
  await expect(page.getByRole('cell', { name: new RegExp(nomePlano) })).toBeVisible();
  await foto(page, 'admin-planos-phone');

  // A visitor, on the landing page, picks the new plan and pays by card with the coupon.
  const visitante = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const v = await visitante.newPage();
  await v.goto('/');
  await v.getByRole('button', { name: 'Aceitar' }).click();
  await v
    .getByRole('navigation', { name: 'Navegação da página' })
    .getByRole('link', { name: 'Planos' })
    .click();
  await v
    .locator('section#planos')
    .getByRole('button', { name: `Assinar ${nomePlano}` })
    .click();
  await v
    .getByRole('dialog', { name: 'Você já possui uma conta?' })
    .getByRole('button', { name: 'Não possuo' })
    .click();
  await v.getByLabel('CPF').pressSequentially(comprador.cpf);
  await v.getByRole('button', { name: 'Continuar' }).click();
  await expect(v.getByLabel('Nome')).toBeVisible();
  await preencherCadastroNaCompra(v, comprador);

  await expect(v.getByRole('heading', { name: 'Pagamento do plano' })).toBeVisible();
  await v.getByLabel('Cartão de crédito').check();
  await v.getByLabel('Número do Cartão').pressSequentially('4111111111111111');
  await v.getByLabel('Validade').pressSequentially('1131');
  await v.getByLabel('CVV').pressSequentially('321');
  await v.getByLabel('Nome no Cartão').pressSequentially('Beatriz C Lima');
  await v.getByLabel('CPF do Titular').pressSequentially(comprador.cpf);
  await v.getByLabel('CEP').pressSequentially('01310100');
  await expect(v.getByLabel('Município')).toHaveValue('São Paulo');
  await v.getByLabel(/^Número\s*\*?$/).fill('900');
  const total = v.getByTestId('total');
  await expect(total).toHaveText('R$ 250,00');
  await v.getByLabel('Cupom Desconto').fill(codigo.toLowerCase());
  await v.getByRole('button', { name: 'OK' }).click();
  await expect(v.getByText(`Cupom ${codigo}: - R$ 50,00`)).toBeVisible();
  await expect(total).toHaveText('R$ 200,00');
  await v.getByLabel(/^Parcelas/).click();
  await v.getByRole('option', { name: '5x de R$ 40,00 sem juros' }).click();
  await v.getByLabel('Li e aceito os termos do contrato').check();
  await v.getByRole('button', { name: 'Finalizar' }).click();

  await expect(v).toHaveURL(/\/pedido\/\d+\?cadastro=1$/);
  const resumo = v.getByLabel('Resumo do pedido');
  await expect(resumo.getByText(nomePlano)).toBeVisible();
  await expect(resumo.getByText(`Desconto (cupom ${codigo})`)).toBeVisible();
  await expect(resumo.getByText('R$ 200,00')).toBeVisible();
  await v.screenshot({ path: test.info().outputPath('pedido-com-cupom-desktop.png') });
  await visitante.close();

  // Back in the office: the coupon's use, the buyer's CPF masked.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/cupons');
  await page.getByRole('cell', { name: codigo }).click();
  const editar = page.getByRole('dialog', { name: `Cupom ${codigo}` });
  await editar.getByRole('tab', { name: 'Usos (1)' }).click();
  await expect(editar.getByText(comprador.nome)).toBeVisible();
  await expect(editar.getByText(/CPF \*\*\*\.\d{3}\.\d{3}-\*\*/)).toBeVisible();
  await expect(editar.getByRole('cell', { name: 'Pago', exact: true })).toBeVisible();
  await foto(page, 'admin-cupom-usos-desktop');
  await page.keyboard.press('Escape');

  // Today's sales report shows the sale under the plan and the coupon; from its row, the order.
  await page.goto('/admin/relatorios/vendas');
  await expect(page.getByRole('heading', { name: 'Relatórios de vendas' })).toBeVisible();
  const venda = page
    .getByRole('region', { name: 'Vendas e receita' })
    .getByRole('row')
    .filter({ hasText: nomePlano });
  await expect(venda).toHaveCount(1);
  await expect(venda).toContainText('Cartão de crédito');
  await expect(venda).toContainText(/R\$\s200,00/);
  const usoCupom = page.getByRole('region', { name: 'Cupons' }).getByRole('row').filter({ hasText: codigo });
  await expect(usoCupom).toContainText(/R\$\s200,00/);
  await foto(page, 'admin-relatorio-venda-desktop');
  await venda.getByRole('link', { name: '1 venda: ver os pedidos' }).click();

  await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
  const pedido = page.getByRole('row').filter({ hasText: comprador.nome });
  await expect(pedido).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await pedido.getByText(comprador.nome).click();
  await expect(page.getByRole('heading', { name: /^Pedido \d+$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Reembolsar' }).click();
  const reembolso = page.getByRole('dialog', { name: /^Reembolsar o pedido \d+$/ });
  await expect(reembolso.getByLabel('Valor do reembolso (R$)')).toHaveValue('200,00');
  await reembolso.getByLabel('Motivo').fill('Arrependimento dentro de 7 dias (art. 49 do CDC)');
  await reembolso.getByRole('button', { name: 'Reembolsar R$\u00a0200,00' }).click();
  await expect(page.getByText('Reembolso de R$\u00a0200,00 enviado ao gateway.')).toBeVisible();
  await expect(page.getByText('Reembolsado', { exact: true })).toBeVisible();

  // The report now books the refund against the same sale.
  await page.goto('/admin/relatorios/vendas');
  await expect(venda.getByRole('cell').nth(5)).toHaveText(/R\$\s200,00/);
  await expect(venda.getByRole('cell').nth(6)).toHaveText(/R\$\s0,00/);
  await page.setViewportSize({ width: 390, height: 844 });
  await venda.scrollIntoViewIfNeeded();
  await foto(page, 'admin-relatorio-estorno-phone');
});
