import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { alunoComPlanos } from './contas.ts';
import { signIn } from './support.ts';

const AVISO_PLANO_ATIVO =
  'Você já possui um plano ativo, portanto, não é possível prosseguir. Acesse o menu de configurações para visualizar mais informações sobre o seu plano.';

test('a visitor sees the plans on the landing page, picks a paid plan and goes to register with the purchase', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await page
    .getByRole('navigation', { name: 'Navegação da página' })
    .getByRole('link', { name: 'Planos' })
    .click();
  const planos = page.locator('section#planos');
  // The highlighted plan apart, then the others by ordem; the single-payment plan says so.
  await expect(planos.getByTestId('planos-destaque').getByRole('heading', { level: 3 })).toHaveText([
    'Residência Anual',
  ]);
  // The reference plans in their order; plans other journeys create in the back office may sit among them.
  const referencia = [
    'Residência Semestral',
    'Revisão Final Residência',
    'Simulados Nacionais ENARE',
    'Residência Premium 24 meses',
    'Estagiário',
  ];
  const demais = planos.getByTestId('planos-demais').getByRole('heading', { level: 3 });
  await expect(demais.filter({ hasText: 'Estagiário' })).toBeVisible();
  expect((await demais.allTextContents()).filter((nome) => referencia.includes(nome))).toEqual(referencia);
  await expect(planos.getByTestId('plano-8')).toContainText('Não ocupa o limite do cartão');
  await expect(planos.getByTestId('plano-7')).toContainText('5x de R$ 199,40 sem juros');

  await planos.getByRole('button', { name: 'Assinar Residência Semestral' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Você já possui uma conta?' });
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: 'Não possuo' }).click();
  await expect(page).toHaveURL(/\/CadastroComCompra\/2$/);
});

test('a signed-in student with an active plan is warned and stays on the plans page', async ({
  page,
  request,
}) => {
  // A new student who bought Residência Anual (e2e/contas.ts).
  const aluno = await alunoComPlanos(request, [1]);
  await page.goto('/login');
  await signIn(page, aluno.email, aluno.senha);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/planos');
  await expect(page.getByRole('heading', { level: 1, name: 'Nossos Planos' })).toBeVisible();
  // Their own list: not the plan they hold (Residência Anual), nor the free one.
  await expect(page.getByRole('button', { name: 'Assinar Residência Premium 24 meses' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Residência Anual' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Estagiário' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Assinar Residência Premium 24 meses' }).click();
  await expect(page.getByRole('dialog').getByText(AVISO_PLANO_ATIVO)).toBeVisible();
  await expect(page).toHaveURL(/\/planos$/);
});

test('axe finds no serious or critical violations on /planos', async ({ page }) => {
  await page.goto('/planos');
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page);
});

test('axe finds no serious or critical violations on the whole landing page, every part loaded', async ({
  page,
}) => {
  await page.goto('/');
  for (const id of ['numeros', 'aprovados', 'funcionalidades', 'planos', 'depoimentos']) {
    await page.locator(`section#${id}`).scrollIntoViewIfNeeded();
  }
  await expect(page.getByRole('region', { name: 'Depoimentos de alunos' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Alunos aprovados' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Funcionalidades dos planos' })).toBeVisible();
  await expect(page.getByTestId('planos-destaque')).toBeVisible();
  await expectNoSeriousViolations(page);
});
