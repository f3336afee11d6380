import { expect, type Page, test } from '@playwright/test';
import { novoAluno } from './contas.ts';
import { signIn } from './support.ts';

// A new trainee (e2e/contas.ts) starts and ends this journey without saved cards.
test.use({ viewport: { width: 1280, height: 900 } });

async function adicionarCartao(page: Page, apelido: string, numero: string, cvv: string, final: string) {
  await page.getByRole('button', { name: 'Adicionar cartão' }).click();
  const modal = page.getByRole('dialog', { name: 'Adicionar cartão' });
  await expect(modal).toBeVisible();
  const adicionar = modal.getByRole('button', { name: 'Adicionar', exact: true });
  await expect(adicionar).toBeDisabled();
  await modal.getByLabel('Apelido').fill(apelido);
  await modal.getByLabel('Número do Cartão').pressSequentially(numero);
  await modal.getByLabel('Validade').pressSequentially('1230');
  await modal.getByLabel('CVV').pressSequentially(cvv);
  await modal.getByLabel('Nome no Cartão').pressSequentially('Maria da Silva');
  await expect(modal.getByLabel('Nome no Cartão')).toHaveValue('MARIA DA SILVA');
  await modal.getByLabel('CPF do Titular').pressSequentially('52998224725');
  await modal.getByLabel('CEP').pressSequentially('0131010');
  await modal.getByLabel('CEP').blur();
  await expect(modal.getByText('Tamanho do CEP incorreto!')).toBeVisible();
  await modal.getByLabel('CEP').clear();
  await modal.getByLabel('CEP').pressSequentially('01310100');
  await expect(modal.getByLabel('CEP')).toHaveValue('01310-100');
  await expect(modal.getByLabel(/^Logradouro/)).toHaveValue('Avenida Paulista');
  await expect(modal.getByLabel('Município')).toHaveValue('São Paulo');
  await expect(modal.getByLabel('UF')).toHaveValue('SP');
  await modal.getByLabel(/^Número\s*\*?$/).fill('1000');
  await expect(adicionar).toBeEnabled();
  await adicionar.click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(`FINAL: ${final}`)).toBeVisible();
}

test('a student adds two cards, renames one, makes it the main one and deletes both', async ({
  page,
  request,
}) => {
  const estagiario = await novoAluno(request, { nome: 'Maria da Silva' });
  await page.addInitScript(() => window.localStorage.setItem('termos', 'aceitou'));
  await page.goto('/login?redirect=%2Fconfiguracoes');
  await signIn(page, estagiario.email, estagiario.senha);
  await expect(page).toHaveURL(/\/configuracoes$/);
  const secao = page.getByRole('region', { name: 'Cartão de crédito' });
  await expect(secao.getByText('Nenhum cartão cadastrado.')).toBeVisible();

  await adicionarCartao(page, 'Pessoal', '4111111111111111', '123', '1111');
  await expect(secao.getByLabel('Definir como principal')).toHaveCount(0);
  await adicionarCartao(page, 'Viagens', '5555555555554444', '321', '4444');

  // Rename: Salvar only once the nickname changed.
  const viagens = secao.getByRole('listitem', { name: 'Viagens FINAL: 4444' });
  await viagens.getByRole('button', { name: 'Alterar' }).click();
  const alterar = page.getByRole('dialog', { name: 'Alterar cartão' });
  const salvar = alterar.getByRole('button', { name: 'Salvar' });
  await expect(salvar).toBeDisabled();
  await alterar.getByLabel('Apelido do Cartão (Ex: Cartão de compras)').fill('Cartão de compras');
  await salvar.click();
  await expect(alterar).toBeHidden();
  const compras = secao.getByRole('listitem', { name: 'Cartão de compras FINAL: 4444' });
  await expect(compras).toBeVisible();

  // Main card.
  const principal = page.waitForResponse((r) =>
    r.url().includes('/api/cartao-credito/atualizar-cartao-principal/'),
  );
  // The list changes as soon as the server's list arrives (a query update), not inside the click itself.
  await compras.getByLabel('Definir como principal').click();
  expect((await principal).status()).toBe(200);
  await expect(compras.getByLabel('Definir como principal')).toBeChecked();
  await expect(compras.getByText('Principal', { exact: true })).toBeVisible();
  await page.reload();
  await expect(secao.getByRole('listitem').first()).toHaveAccessibleName('Cartão de compras FINAL: 4444');

  // Delete both, each after the confirmation.
  for (const nome of ['Cartão de compras FINAL: 4444', 'Pessoal FINAL: 1111']) {
    await secao.getByRole('listitem', { name: nome }).getByRole('button', { name: 'Excluir' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Exclusão de cartão' });
    await expect(
      dialogo.getByText('Tem certeza que deseja excluir este cartão da sua lista de cartões cadastrados?'),
    ).toBeVisible();
    await dialogo.getByRole('button', { name: 'SIM' }).click();
    await expect(secao.getByRole('listitem', { name: nome })).toHaveCount(0);
  }
  await expect(secao.getByText('Nenhum cartão cadastrado.')).toBeVisible();
});
