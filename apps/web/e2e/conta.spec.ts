import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { type Aluno, comprarPlano, novoAluno } from './contas.ts';
import { fecharPopup, mainMenu, SENHA, signIn } from './support.ts';

// Each journey's student is its own (e2e/contas.ts), in the state it needs, bought through the API; only
// states that need time to pass are the demo's: a contract past its withdrawal period (assinante@) and a
// failed renewal charge (cobranca@). No public call makes those.
test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 120_000 });

const TITULO_POPUP = 'Novos simulados no formato ENARE!';

async function entrar(page: Page, login: string, path = '/home', senha = SENHA) {
  await page.addInitScript(() => window.localStorage.setItem('termos', 'aceitou'));
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, login, senha);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** A new student who still sees the current promotional popup. */
const novo = (request: APIRequestContext, nome = 'Marina Rocha Teixeira') =>
  novoAluno(request, { nome, telefone: '31991234567', comPopup: true });

/** A student who bought plan 2 by Pix with the demo coupon (10 % off R$ 347,00). */
async function compradorPix(request: APIRequestContext): Promise<Aluno> {
  const aluno = await novo(request, 'Paulo Pix Teste');
  await comprarPlano(request, aluno, 2, { pagamento: 'PIX', cupom: 'APROVEI DEZ' });
  return aluno;
}

test.describe
  .serial('account screen and popup', () => {
    test('the subscriber dismisses the promotional popup for good', async ({ page, request }) => {
      const aluno = await novo(request);
      await entrar(page, aluno.email, '/home', aluno.senha);
      await expect(page.getByRole('heading', { name: 'Olá Marina' })).toBeVisible();
      const popup = page.getByRole('dialog', { name: TITULO_POPUP });
      await expect(popup).toBeVisible();
      await expect(popup.getByText('três simulados inéditos')).toBeVisible();
      const largura = await popup.evaluate((el) => el.getBoundingClientRect().width);
      expect(largura).toBeLessThanOrEqual(600);

      // Closed without the box: back on the next visit.
      await popup.getByRole('button', { name: 'Fechar', exact: true }).click();
      await expect(popup).toBeHidden();
      await page.reload();
      await expect(popup).toBeVisible();

      // Closed with 'Não mostrar novamente.': gone for good.
      await popup.getByRole('checkbox', { name: 'Não mostrar novamente.' }).check();
      const gravado = page.waitForResponse((r) =>
        r.url().includes('/api/divulgacao/cadastra-divulgacao-vista-usuario/'),
      );
      await popup.getByRole('button', { name: 'Fechar', exact: true }).click();
      expect((await gravado).status()).toBe(204);
      await expect(popup).toBeHidden();
      const carregado = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/divulgacao/carregar');
      await page.reload();
      expect(await (await carregado).json()).toEqual({});
      await expect(page.getByRole('heading', { name: 'Olá Marina' })).toBeVisible();
      await expect(popup).toHaveCount(0);
    });

    test('the subscriber sees the plan on Configurações and cancels its renewal', async ({ page }) => {
      // The demo subscriber: a contract past its 7-day withdrawal period, which no public call makes
      // today (one bought now offers 'Cancelar plano' instead). Her popup is still up: closed first.
      await entrar(page, 'assinante@aprovei.dev');
      await fecharPopup(page);
      await mainMenu(page).getByRole('link', { name: 'Configurações' }).click();
      await expect(page).toHaveURL(/\/configuracoes$/);
      await expect(page.getByRole('heading', { name: 'Dados da conta' })).toBeVisible();

      const dados = page.getByRole('region', { name: 'Meus dados' });
      await expect(dados.getByText('Marina Rocha Teixeira')).toBeVisible();
      await expect(dados.getByText('246.813.579-28')).toBeVisible();
      await expect(dados.getByText('(31)99123-4567')).toBeVisible();
      await expect(dados.getByText('••••••••')).toBeVisible();
      await expect(dados.getByRole('link', { name: 'Alterar senha' })).toHaveAttribute(
        'href',
        '/configuracoes/alterar-senha',
      );

      const plano = page.getByRole('region', { name: 'Meu plano' });
      await expect(plano.getByText('Residência Anual')).toBeVisible();
      await expect(plano.getByText(/^Renovação automática em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
      await expect(plano.getByText('Plano de simulados nacionais')).toBeVisible();
      await expect(plano.getByText('Simulados Nacionais ENARE')).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'Meus Produtos' })
          .getByText('Mentoria de estudos (3 encontros on-line)'),
      ).toBeVisible();

      // 'Ver contrato' opens the PDF in a new window.
      const [janela] = await Promise.all([
        page.waitForEvent('popup'),
        plano.getByRole('button', { name: 'Ver contrato' }).first().click(),
      ]);
      await expect.poll(() => janela.url()).toMatch(/^blob:/);
      await janela.close();

      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, '/configuracoes');

      // Cancel the automatic renewal: NÃO first, then SIM.
      const cancelar = plano.getByRole('button', { name: 'Cancelar renovação automática' });
      await cancelar.click();
      let confirmacao = page.getByRole('dialog').filter({
        hasText: 'Deseja realmente realizar o cancelamento da sua assinatura?',
      });
      await confirmacao.getByRole('button', { name: 'NÃO' }).click();
      await expect(confirmacao).toBeHidden();
      await expect(cancelar).toBeVisible();
      await cancelar.click();
      confirmacao = page.getByRole('dialog').filter({
        hasText: 'Deseja realmente realizar o cancelamento da sua assinatura?',
      });
      await confirmacao.getByRole('button', { name: 'SIM' }).click();
      await expect(plano.getByText('Renovação automática cancelada')).toBeVisible();
      await expect(cancelar).toHaveCount(0);
      await expect(plano.getByText(/^Renovação automática em/)).toHaveCount(0);
      await expect(plano.getByText(/^Acesso completo até \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

      // It stays so.
      await page.reload();
      await expect(plano.getByText('Renovação automática cancelada')).toBeVisible();
      await expect(plano.getByRole('button', { name: /^Cancelar/ })).toHaveCount(0);
    });

    test('the withdrawal-period label and the failed-charge banner', async ({ page, request }) => {
      // A plan bought today is inside the 7-day withdrawal period.
      const novato = await novo(request, 'Nina Novata Teste');
      await comprarPlano(request, novato, 2);
      await entrar(page, novato.email, '/configuracoes', novato.senha);
      await fecharPopup(page);
      await expect(
        page.getByRole('region', { name: 'Meu plano' }).getByRole('button', { name: 'Cancelar plano' }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);

      await page.context().clearCookies();
      await page.evaluate(() => window.localStorage.clear());
      await entrar(page, 'cobranca@aprovei.dev', '/configuracoes');
      await fecharPopup(page);
      const banner = page.getByRole('alert').filter({ hasText: 'Falha na cobrança do plano' });
      await expect(banner).toContainText('Atualize os dados do cartão em Configurações');
    });

    test('the Pix buyer finds the order in Meus pedidos and opens its receipt (phone and desktop)', async ({
      page,
      request,
    }, testInfo) => {
      // Two viewports, each with its accessibility check and its PDF.
      test.setTimeout(180_000);
      const comprador = await compradorPix(request);
      for (const [nome, viewport] of [
        ['celular', { width: 390, height: 844 }],
        ['desktop', { width: 1366, height: 900 }],
      ] as const) {
        await page.setViewportSize(viewport);
        if (nome === 'celular') await entrar(page, comprador.email, '/configuracoes', comprador.senha);
        else await page.reload();
        await fecharPopup(page);
        const pedidos = page.getByRole('region', { name: 'Meus pedidos' });
        const pedido = pedidos.getByRole('listitem', { name: /^Pedido nº \d+$/ }).first();
        await expect(pedido).toBeVisible();
        await expect(pedido.getByText('Plano: ')).toBeVisible();
        await expect(pedido.getByText('PIX', { exact: true })).toBeVisible();
        await expect(pedido.getByText('Pago', { exact: true })).toBeVisible();
        await expect(pedido.getByText(/^Desconto: R\$\s34,70$/)).toBeVisible();
        await expect(pedido.getByText(/^Total: R\$\s[\d.]+,\d\d$/)).toBeVisible();
        await pedidos.scrollIntoViewIfNeeded();
        await pedidos.screenshot({ path: testInfo.outputPath(`meus-pedidos-${nome}.png`) });
        await expectNoSeriousViolations(page);

        // The receipt: the PDF of this order, in a new window.
        const botao = pedido.getByRole('button', { name: /^Recibo \(PDF\) do pedido nº \d+$/ });
        const [janela, resposta] = await Promise.all([
          page.waitForEvent('popup'),
          page.waitForResponse((r) => /\/api\/assinatura\/pedido\/\d+\/recibo$/.test(r.url())),
          botao.click(),
        ]);
        expect(resposta.status()).toBe(200);
        expect(resposta.headers()['content-type']).toBe('application/pdf');
        await expect.poll(() => janela.url()).toMatch(/^blob:/);
        // The same address answers the buyer the PDF itself.
        const sessao = await page.evaluate(() => localStorage.getItem('aprovei:sessao:aprovei'));
        const token = (JSON.parse(sessao ?? '{}') as { access_token?: string }).access_token;
        const arquivo = await page.request.get(resposta.url(), {
          headers: { authorization: `Bearer ${token}`, 'x-tenant': 'aprovei' },
        });
        expect(arquivo.status()).toBe(200);
        expect((await arquivo.body()).subarray(0, 5).toString()).toBe('%PDF-');
        await janela.close();
      }
    });

    test('a student downloads their data and deletes the account', async ({ page, request }) => {
      const aluno = await compradorPix(request);
      await entrar(page, aluno.email, '/configuracoes', aluno.senha);
      await fecharPopup(page);
      const privacidade = page.getByRole('region', { name: 'Privacidade e dados' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        privacidade.getByRole('button', { name: 'Baixar meus dados' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^meus-dados-aprovei-\d{4}-\d{2}-\d{2}\.json$/);
      const dados = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
      expect(dados.perfil.email).toBe(aluno.email);
      // Her contracts: the trainee plan of the registration and the plan she paid by Pix.
      expect(
        dados.secoes.contratacoes.map((c: { metodoPagamento: string | null }) => c.metodoPagamento),
      ).toContain('PIX');

      await privacidade.getByRole('button', { name: 'Excluir minha conta' }).click();
      const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
      await expect(dialog.getByText(/Esta ação não pode ser desfeita/)).toBeVisible();
      await dialog.getByLabel('Senha atual').fill('senha-errada');
      await dialog.getByRole('button', { name: 'SIM' }).click();
      await expect(dialog.getByText('Senha incorreta.')).toBeVisible();
      await dialog.getByLabel('Senha atual').fill(aluno.senha);
      await dialog.getByRole('button', { name: 'SIM' }).click();
      await expect(page).toHaveURL(/localhost:\d+\/$/);

      await page.goto('/login');
      await signIn(page, aluno.email, aluno.senha);
      await expect(page.getByRole('alert')).toContainText('CPF, e-mail ou senha incorretos.');
    });
  });
