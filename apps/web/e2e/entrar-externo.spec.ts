import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type FacebookDeTeste, iniciarFacebookDeTeste } from '../../../scripts/oidc/facebook-de-teste.ts';
import { type GoogleDeTeste, iniciarGoogleDeTeste } from '../../../scripts/oidc/google-de-teste.ts';
import { cpfValido, E2E_PORT, passarCaptcha, promoPopup } from './support.ts';

/**
 * Sign-in with Google and Facebook (issue 23 §1) against real stand-ins on loopback: an OpenID provider
 * (`oidc-provider`) for Google and the Facebook dialog/token/Graph endpoints. The journey runs on a
 * platform process of its own, started here with both providers configured (the shared one has none, so
 * the other journeys' sign-in page keeps a single 'Entrar' button).
 */
const PORTA = Number(process.env.E2E_OIDC_APP_PORT ?? E2E_PORT + 102);
const PORTA_GOOGLE = Number(process.env.E2E_OIDC_GOOGLE_PORT ?? E2E_PORT + 100);
const PORTA_FACEBOOK = Number(process.env.E2E_OIDC_FACEBOOK_PORT ?? E2E_PORT + 101);
const raiz = path.resolve(import.meta.dirname, '../../..');
const origem = (med: boolean) => `http://${med ? 'med.' : ''}localhost:${PORTA}`;
const voltas = (provedor: string) => [false, true].map((med) => `${origem(med)}/entrar/externo/${provedor}`);
const CLIENTE = { client_id: 'aprovei-e2e', client_secret: 'segredo-e2e' };

let google: GoogleDeTeste;
let facebook: FacebookDeTeste;
let api: ChildProcess | undefined;
let pasta: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  google = await iniciarGoogleDeTeste({
    porta: PORTA_GOOGLE,
    clientes: [{ ...CLIENTE, redirect_uris: voltas('google') }],
  });
  facebook = await iniciarFacebookDeTeste({
    porta: PORTA_FACEBOOK,
    apps: [{ ...CLIENTE, redirect_uris: voltas('facebook') }],
  });
  pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-e2e-oidc-'));
  const cliente = (prefixo: string) => ({
    [`${prefixo}_ID`]: CLIENTE.client_id,
    [`${prefixo}_SECRET`]: CLIENTE.client_secret,
  });
  api = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: raiz,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: 'localhost',
      PORT: String(PORTA),
      DATA_DIR: pasta,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      GOOGLE_ISSUER: google.issuer,
      ...cliente('GOOGLE_CLIENT'),
      ...cliente('GOOGLE_MED_CLIENT'),
      ...cliente('FACEBOOK_APP'),
      ...cliente('FACEBOOK_MED_APP'),
      FACEBOOK_DIALOG_URL: `${facebook.base}/dialog/oauth`,
      FACEBOOK_GRAPH_URL: facebook.base,
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${origem(false)}/api/health/ready`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (api?.pid) {
    const fim = new Promise((resolve) => api!.once('exit', resolve));
    api.kill('SIGTERM');
    await fim;
  }
  await google?.close();
  await facebook?.close();
  if (pasta) fs.rmSync(pasta, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('termos', 'aceitou'));
});

const TELAS = [
  { nome: 'desktop', viewport: { width: 1366, height: 900 }, med: false, stamp: 1 },
  { nome: 'phone', viewport: { width: 390, height: 844 }, med: true, stamp: 2 },
] as const;
type Tela = (typeof TELAS)[number];

/**
 * At the stand-in's page: the person types her name and e-mail and goes on. A provider that still has
 * her session (Google, like the real one) sends her straight back instead.
 */
async function noProvedor(page: Page, provedor: 'Google' | 'Facebook', nome: string, email: string) {
  await page.waitForURL((url) => url.port !== String(PORTA) || url.pathname.startsWith('/entrar/externo'));
  if (new URL(page.url()).port === String(PORTA)) return;
  await expect(page.getByRole('heading', { name: `${provedor} de teste` })).toBeVisible();
  await page.getByLabel('Nome').fill(nome);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page
    .getByRole('button', { name: provedor === 'Google' ? 'Entrar' : 'Continuar', exact: true })
    .click();
}

/** A new account sees the product's promotional popup once it is in: dismissed here for good. */
async function dispensarPopup(page: Page) {
  const popup = promoPopup(page);
  const apareceu = await popup.waitFor({ timeout: 8_000 }).then(
    () => true,
    () => false,
  );
  if (!apareceu) return;
  await popup.getByRole('checkbox', { name: 'Não mostrar novamente.' }).check();
  await popup.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(popup).toBeHidden();
}

async function sair(page: Page, tela: Tela) {
  if (tela.nome === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .filter({ visible: true })
    .first()
    .getByText('Sair')
    .click();
  // 'Sair' ends the session and goes back to the home page.
  await expect(page).toHaveURL(new RegExp(`^${origem(tela.med).replaceAll('.', '\\.')}/?$`));
}

async function estaDentro(page: Page, tela: Tela) {
  await expect(page).not.toHaveURL(/\/(login|entrar\/externo)/, { timeout: 20_000 });
  if (tela.nome === 'phone') {
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
  } else {
    await expect(
      page
        .getByRole('navigation', { name: 'Menu principal' })
        .filter({ visible: true })
        .first()
        .getByText('Sair'),
    ).toBeVisible();
  }
}

for (const tela of TELAS) {
  test(`${tela.nome}${tela.med ? ' (Aprovei Med)' : ''}: a newcomer signs in with Google, registers with the e-mail locked, links Facebook, signs out and in again`, async ({
    page,
  }, info) => {
    test.setTimeout(150_000);
    await page.setViewportSize(tela.viewport);
    const stamp = (Date.now() % 10_000_000) * 10 + tela.stamp;
    const email = `social.${stamp}@exemplo.com.br`;
    const nome = tela.med ? 'Rita Med Social' : 'Caio Social Teste';
    const foto = (nomeArquivo: string) =>
      page.screenshot({ path: info.outputPath(`${tela.nome}-${nomeArquivo}.png`), fullPage: true });

    // The sign-in page shows both buttons; Google's goes to the provider and back.
    await page.goto(`${origem(tela.med)}/login`);
    await expect(page.getByRole('button', { name: 'Entrar com Facebook' })).toBeVisible();
    await foto('1-login');
    await page.getByRole('button', { name: 'Entrar com Google' }).click();
    await noProvedor(page, 'Google', nome, email);

    // First time: the registration, name and e-mail from Google, the e-mail locked, no password.
    await expect(page).toHaveURL(/\/entrar\/externo\/google/);
    await expect(page.getByRole('heading', { name: 'Cadastro de Usuário' })).toBeVisible();
    await expect(page.getByLabel('Nome')).toHaveValue(nome);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByLabel('E-mail')).toBeDisabled();
    await expect(page.getByLabel(/^Senha/)).toHaveCount(0);
    await page.getByLabel('CPF').pressSequentially(cpfValido(stamp));
    await page.getByLabel('Telefone').pressSequentially('21987651234');
    await page
      .getByRole('radiogroup', { name: /já prestou alguma prova/ })
      .getByLabel('Não')
      .check();
    await page
      .getByRole('radiogroup', { name: /próximos 12 meses/ })
      .getByLabel('Sim')
      .check();
    await page.getByLabel(/objetivo principal/).fill('ENARE 2027');
    await page.getByLabel(/Como você conheceu/).fill('Pelo Google');
    await foto('2-cadastro');
    await passarCaptcha(page);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await estaDentro(page, tela);
    await dispensarPopup(page);

    // Configurações: Google linked; Facebook is linked from here.
    await page.goto(`${origem(tela.med)}/configuracoes`);
    const contas = page.getByRole('region', { name: 'Contas vinculadas' });
    await expect(contas.getByText(email)).toBeVisible();
    await expect(contas.getByRole('button', { name: 'Desvincular Google' })).toBeVisible();
    await contas.getByRole('button', { name: 'Vincular Facebook' }).click();
    await noProvedor(page, 'Facebook', nome, email);
    await expect(page).toHaveURL(/\/configuracoes\?vinculado=facebook/);
    await expect(page.getByText('Conta do Facebook vinculada com sucesso!')).toBeVisible();
    await expect(contas.getByRole('button', { name: 'Desvincular Facebook' })).toBeVisible();
    await contas.scrollIntoViewIfNeeded();
    await foto('3-contas-vinculadas');

    // Out, and in again with each provider: straight in, no registration.
    await sair(page, tela);
    await page.goto(`${origem(tela.med)}/login`);
    await page.getByRole('button', { name: 'Entrar com Facebook' }).click();
    await noProvedor(page, 'Facebook', nome, email);
    await estaDentro(page, tela);
    await sair(page, tela);
    await page.goto(`${origem(tela.med)}/login`);
    await page.getByRole('button', { name: 'Entrar com Google' }).click();
    await noProvedor(page, 'Google', nome, email);
    await estaDentro(page, tela);
    await expect(page.getByRole('heading', { name: `Olá ${nome.split(' ')[0]}` })).toBeVisible({
      timeout: 20_000,
    });
    await foto('4-de-volta');
  });
}
