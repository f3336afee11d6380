import { expect, type Page, test } from '@playwright/test';
import { alunoComPlanos } from './contas.ts';
import { signIn } from './support.ts';

async function escolher(page: Page, combo: string, opcao?: string) {
  await page.getByRole('combobox', { name: combo }).click();
  await (opcao ? page.getByRole('option', { name: opcao }) : page.getByRole('option').first()).click();
}

/** A fresh browser has not accepted the privacy notice yet; on a phone it covers the page's buttons. */
async function aceitarAviso(page: Page) {
  const aviso = page.getByRole('region', { name: 'Aviso de privacidade' });
  await aviso.getByRole('button', { name: 'Aceitar' }).click();
  await expect(aviso).toBeHidden();
}

async function fotografar(page: Page, nome: string) {
  for (const [tela, tamanho] of [
    ['desktop', { width: 1366, height: 900 }],
    ['celular', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(tamanho);
    await page.screenshot({ path: test.info().outputPath(`${nome}-${tela}.png`), fullPage: true });
  }
}

test('the editor writes a fixation exercise as a draft, publishes it, a student answers it, and after the editor changes its key with a reason the student sees why', async ({
  page,
  browser,
}) => {
  // Three rich-text boxes, two people and a key change on a shared, loaded machine.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/login?redirect=${encodeURIComponent('/admin/exercicios/novo')}`);
  await signIn(page, 'editor@aprovei.dev');
  await expect(page.getByRole('heading', { name: 'Novo exercício' })).toBeVisible();
  await aceitarAviso(page);

  await escolher(page, 'Curso', 'Cirurgia e Traumatologia Bucomaxilofacial');
  await escolher(page, 'Matéria', 'Cirurgia Oral Menor');
  await escolher(page, 'Instituição');
  await escolher(page, 'Ano');
  const marca = `Afirmativa da jornada ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Afirmativa', exact: true }).click();
  await page.keyboard.type(`${marca}: a exodontia exige anestesia local.`);
  await page.getByRole('radio', { name: 'Certo' }).check();
  await page.getByRole('textbox', { name: 'Explicação', exact: true }).click();
  await page.keyboard.type('A anestesia local é o padrão.');
  const salva = page.waitForResponse((r) => r.url().endsWith('/api/admin/exercicios') && r.status() === 201);
  await page.getByRole('button', { name: 'Salvar' }).click();
  const { id } = (await (await salva).json()) as { id: number };
  await expect(page).toHaveURL(new RegExp(`/admin/exercicios/${id}$`));
  await expect(page.getByText('Rascunho', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByRole('button', { name: 'SIM' }).click();
  await expect(page.getByText('Publicada', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anular' })).toBeVisible();
  await fotografar(page, 'admin-exercicio');

  await page.goto(`/admin/exercicios?texto=${encodeURIComponent(marca)}`);
  const linha = page.getByRole('row').filter({ hasText: marca });
  await expect(linha).toContainText('Publicada');
  await fotografar(page, 'admin-exercicios');
  const numero = await page.evaluate(
    async ({ id }) => {
      for (const k of Object.keys(localStorage)) {
        const m = /"access_token":"([^"]+)"/.exec(localStorage.getItem(k) ?? '');
        if (!m) continue;
        const r = await fetch(`/api/admin/exercicios/${id}`, {
          headers: { authorization: `Bearer ${m[1]}`, 'x-tenant': 'aprovei' },
        });
        return ((await r.json()) as { numero: number }).numero;
      }
      return null;
    },
    { id },
  );
  expect(numero).toBeGreaterThan(0);

  // A new student of the platform, in her own browser, finds it by number and answers Certo: right.
  const sala = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const aluno = await sala.newPage();
  const conta = await alunoComPlanos(aluno.request);
  await aluno.goto(`/login?redirect=${encodeURIComponent('/exercicios-fixacao')}`);
  await signIn(aluno, conta.email, conta.senha);
  await expect(aluno).toHaveURL(/\/exercicios-fixacao/);
  await aceitarAviso(aluno);
  const buscar = async () => {
    await aluno.getByLabel('Número da questão').fill(String(numero));
    await escolher(aluno, 'Exibir questões', 'Todas');
    await aluno.getByRole('button', { name: 'Buscar questões' }).click();
    return aluno.getByRole('article').filter({ hasText: marca });
  };
  let cartao = await buscar();
  await cartao.getByText('Certo', { exact: true }).click();
  await cartao.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(cartao.getByText('A anestesia local é o padrão.')).toBeVisible();
  await expect(cartao.getByText('Correta', { exact: true })).toBeVisible();

  // The editor changes the key to Errado: the form asks the reason.
  await page.goto(`/admin/exercicios/${id}`);
  await page.getByRole('radio', { name: 'Errado' }).check();
  await page.getByRole('button', { name: 'Salvar' }).click();
  const motivo = 'A banca retificou o gabarito: a afirmativa é falsa.';
  const modal = page.getByRole('dialog', { name: 'Alterar o gabarito' });
  await modal.getByRole('button', { name: 'Alterar gabarito' }).click();
  await expect(modal.getByText('Informe o motivo da alteração do gabarito.')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Motivo da alteração' }).fill(motivo);
  const editada = page.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/exercicios/${id}`) && r.request().method() === 'PUT',
  );
  await modal.getByRole('button', { name: 'Alterar gabarito' }).click();
  expect((await editada).status()).toBe(204);
  await expect(page.getByText(`Certo → Errado: ${motivo}`)).toBeVisible();
  await fotografar(page, 'admin-exercicio-gabarito');

  // The student answers again: Errado is now right, with 'Gabarito alterado' and the reason.
  await aluno.reload();
  cartao = await buscar();
  await cartao.getByText('Errado', { exact: true }).click();
  await cartao.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(cartao.getByText('Correta', { exact: true })).toBeVisible();
  await expect(cartao.getByText('Gabarito alterado:')).toBeVisible();
  await expect(cartao.getByText(motivo)).toBeVisible();
  await aluno.screenshot({ path: test.info().outputPath('aluno-gabarito-alterado-celular.png') });
  await sala.close();
});
