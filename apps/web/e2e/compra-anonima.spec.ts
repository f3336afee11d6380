import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { waitForMail } from './mail.ts';
import { cpfValido, fecharPopup, mainMenu, preencherCadastroNaCompra, promoPopup } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });
// A human check (proof of work) and a registration, on a machine shared by many.
test.describe.configure({ timeout: 150_000 });

// A new person each run (the journeys share one database): a CPF range apart from cadastro.spec.ts's.
const stamp = Date.now() % 100_000_000;
const comprador = {
  nome: 'Rafael Nogueira Compra',
  cpf: cpfValido(100_000_000 + stamp),
  telefone: '11987654321',
  email: `rafael.compra.${stamp}@exemplo.com`,
  senha: 'ipê amarelo em flor',
};

test('an anonymous visitor picks a plan on the landing page, registers, pays by card in instalments with a coupon, sees the order confirmed and enters the platform with the plan active', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await page
    .getByRole('navigation', { name: 'Navegação da página' })
    .getByRole('link', { name: 'Planos' })
    .click();
  await page.locator('section#planos').getByRole('button', { name: 'Assinar Residência Semestral' }).click();
  await page
    .getByRole('dialog', { name: 'Você já possui uma conta?' })
    .getByRole('button', { name: 'Não possuo' })
    .click();
  await expect(page).toHaveURL(/\/CadastroComCompra\/2$/);

  // The CPF first (ADR 011): a new one goes on to the registration, the CPF carried over.
  await expect(page.getByRole('heading', { name: 'Cadastro e compra' })).toBeVisible();
  await page.getByLabel('CPF').pressSequentially(comprador.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByLabel('Nome')).toBeVisible();
  await expect(page.getByLabel('CPF')).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  await expectNoSeriousViolations(page, '/CadastroComCompra (cadastro)');
  await preencherCadastroNaCompra(page, comprador);

  // Registered and signed in: the checkout, without the shell's menu.
  await expect(page.getByRole('heading', { name: 'Pagamento do plano' })).toBeVisible();
  await expect(page.getByText('Residência Semestral').first()).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
  await page.getByLabel('Cartão de crédito').check();
  await page.getByLabel('Número do Cartão').pressSequentially('5555555555554444');
  await page.getByLabel('Validade').pressSequentially('1131');
  await page.getByLabel('CVV').pressSequentially('321');
  await page.getByLabel('Nome no Cartão').pressSequentially('Rafael N Compra');
  await page.getByLabel('CPF do Titular').pressSequentially(comprador.cpf);
  await page.getByLabel('CEP').pressSequentially('01310100');
  await expect(page.getByLabel('Município')).toHaveValue('São Paulo');
  await page.getByLabel(/^Número\s*\*?$/).fill('1578');

  // The demo coupon: 10 % off R$ 347,00, the old price struck through, the instalments on the new total.
  const total = page.getByTestId('total');
  await expect(total).toHaveText('R$ 347,00');
  await page.getByLabel('Cupom Desconto').fill('aprovei dez');
  await expect(page.getByLabel('Cupom Desconto')).toHaveValue('APROVEI DEZ');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Cupom APROVEI DEZ: - R$ 34,70')).toBeVisible();
  await expect(page.getByLabel('Preço sem desconto R$ 347,00')).toBeVisible();
  await expect(total).toHaveText('R$ 312,30');
  await page.getByLabel(/^Parcelas/).click();
  await page.getByRole('option', { name: '3x de R$ 104,10 sem juros' }).click();

  const finalizar = page.getByRole('button', { name: 'Finalizar' });
  await page.getByLabel('Li e aceito os termos do contrato').check();
  // The registration's human check covers this first order: none here.
  await expect(page.getByRole('button', { name: /robô/ })).toHaveCount(0);
  await expect(finalizar).toBeEnabled();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, '/CadastroComCompra (pagamento)');
  const since = Date.now();
  await finalizar.click();

  // Paid: the order's confirmation (no promotional popup over it), then into the plan's platform.
  await expect(page).toHaveURL(/\/pedido\/\d+\?cadastro=1$/);
  await expect(page.getByRole('heading', { name: 'Seu cadastro foi realizado' })).toBeVisible();
  const resumo = page.getByLabel('Resumo do pedido');
  await expect(resumo.getByText('Residência Semestral')).toBeVisible();
  await expect(resumo.getByText('Desconto (cupom APROVEI DEZ)')).toBeVisible();
  await expect(resumo.getByText('R$ 312,30')).toBeVisible();
  await expect(resumo.getByText('Cartão de crédito em 3x de R$ 104,10 sem juros')).toBeVisible();
  await expect(promoPopup(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Entrar na plataforma' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Olá Rafael' })).toBeVisible();
  await fecharPopup(page, { paraSempre: true });
  const recibo = await waitForMail(comprador.email, {
    since,
    predicate: (m) => m.subject.startsWith('Pagamento confirmado'),
  });
  const texto = recibo.text.replaceAll('\u00a0', ' ');
  expect(texto).toContain('Total pago: R$ 312,30');
  expect(texto).toContain('Forma de pagamento: Cartão de crédito em 3x de R$ 104,10 sem juros');

  // The plan is theirs and active.
  await page.goto('/configuracoes');
  const plano = page.getByRole('region', { name: 'Meu plano' });
  await expect(plano.getByText('Residência Semestral')).toBeVisible();
  await expect(plano.getByText('Ativa (prazo de arrependimento)')).toBeVisible();
  await expect(plano.getByText(/^Renovação automática em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  // The card that paid is the card the plan renews on: kept, as the main card.
  const cartoes = page.getByRole('region', { name: 'Cartão de crédito' });
  await expect(cartoes.getByText('FINAL: 4444')).toBeVisible();
  await expect(cartoes.getByText('Principal')).toBeVisible();
  await expect(cartoes.getByText('Nenhum cartão cadastrado.')).toHaveCount(0);
});
