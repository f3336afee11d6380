import { expect, test } from '@playwright/test';
import { alunoComPlanos, cpfComMascara, novoAluno } from './contas.ts';
import { mainMenu, medUrl, menuLabels, signIn } from './support.ts';

test.use({ viewport: { width: 1280, height: 800 } });

// Each journey signs in as a new student of its own (e2e/contas.ts), named Ana on the main product.
test('a student with a plan signs in on the main variant and sees its menu', async ({ page, request }) => {
  const aluno = await alunoComPlanos(request);
  await page.goto('/login');
  await expect(page).toHaveTitle(/Aprovei/);
  await signIn(page, aluno.email, aluno.senha);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Olá Ana' })).toBeVisible();
  const labels = await menuLabels(page);
  expect(labels).toContain('Início');
  expect(labels).toContain('Acessar Aprovei Academy');
  expect(labels).toContain('Sair');
  // The residency theme: the primary colour is deep teal.
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
  );
  expect(primary.toLowerCase()).not.toBe('');
});

test('platform 2 is stored and leads to the public-exam home with its theme', async ({ page, request }) => {
  const aluno = await novoAluno(request);
  await page.goto('/login');
  await signIn(page, cpfComMascara(aluno.cpf), aluno.senha);
  await expect(page).toHaveURL(/\/home$/);
  const residencia = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
  );
  await page.goto('/plataforma/2');
  await expect(page).toHaveURL(/\/home-concurso$/);
  expect(await page.evaluate(() => localStorage.getItem('plataforma'))).toBe('2');
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
      ),
    )
    .not.toBe(residencia);
});

test('the medical student signs in on the medical variant and sees its own menu', async ({
  page,
  request,
}) => {
  const aluno = await novoAluno(request, { nome: 'Eduarda Teste Jornada', tenant: 'aprovei-med' });
  await page.goto(medUrl('/login'));
  await signIn(page, aluno.email, aluno.senha);
  await expect(page).toHaveURL(/med\.localhost:\d+\/home$/);
  await expect(page.getByRole('heading', { name: 'Olá Eduarda' })).toBeVisible();
  const labels = await menuLabels(page);
  expect(labels).toContain('Início');
  expect(labels).not.toContain('Acessar Aprovei Academy');
  expect(await page.evaluate(() => localStorage.getItem('plataforma'))).toBe('3');
});

test('an account of the main product cannot sign in on the medical variant', async ({ page, request }) => {
  const aluno = await novoAluno(request);
  await page.goto(medUrl('/login'));
  await signIn(page, aluno.email, aluno.senha);
  await expect(page.getByRole('alert')).toContainText('CPF, e-mail ou senha incorretos.');
});

test('a wrong password shows the generic message', async ({ page, request }) => {
  const aluno = await novoAluno(request);
  await page.goto('/login');
  await signIn(page, aluno.email, 'senha-errada');
  await expect(page.getByRole('alert')).toContainText('CPF, e-mail ou senha incorretos.');
  await expect(page).toHaveURL(/\/login/);
});

test('an expired access token is refreshed without the user noticing', async ({ page, request }) => {
  const aluno = await novoAluno(request);
  await page.goto('/login');
  await signIn(page, aluno.email, aluno.senha);
  await expect(page.getByRole('heading', { name: 'Olá Ana' })).toBeVisible();

  const before = await page.evaluate(() => {
    const key = 'aprovei:sessao:aprovei';
    const session = JSON.parse(localStorage.getItem(key)!);
    // Replace the access token by one that expired a minute ago (the server would refuse it too).
    const now = Math.floor(Date.now() / 1000);
    const b64 = (o: object) =>
      btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const claims = { ...session.claims, iat: now - 960, exp: now - 60 };
    session.access_token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.assinatura-invalida`;
    session.claims = claims;
    session.obtainedAt = Date.now() - 960_000;
    localStorage.setItem(key, JSON.stringify(session));
    return session.refresh_token as string;
  });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Olá Ana' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('aprovei:sessao:aprovei')!));
  expect(after.refresh_token).not.toBe(before);
  expect(after.claims.exp).toBeGreaterThan(Date.now() / 1000 + 600);
});

test('a failed refresh sends the user to the sign-in page', async ({ page, request }) => {
  const aluno = await novoAluno(request);
  await page.goto('/login');
  await signIn(page, aluno.email, aluno.senha);
  await expect(page.getByRole('heading', { name: 'Olá Ana' })).toBeVisible();
  await page.evaluate(() => {
    const key = 'aprovei:sessao:aprovei';
    const session = JSON.parse(localStorage.getItem(key)!);
    const now = Math.floor(Date.now() / 1000);
    session.claims = { ...session.claims, iat: now - 960, exp: now - 60 };
    session.obtainedAt = Date.now() - 960_000;
    session.refresh_token = 'revogado';
    localStorage.setItem(key, JSON.stringify(session));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome/);
});

test('"Sair" signs out and returns to the home page', async ({ page, request }) => {
  const aluno = await novoAluno(request);
  await page.goto('/login');
  await signIn(page, aluno.email, aluno.senha);
  await expect(page.getByRole('heading', { name: 'Olá Ana' })).toBeVisible();
  await mainMenu(page).getByText('Sair').click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(
    page.getByRole('link', { name: 'Já Sou Aluno' }).or(page.getByRole('button', { name: 'Já Sou Aluno' })),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('aprovei:sessao:aprovei'))).toBeNull();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome/);
});

test('a deep link to an authenticated page goes to /login and back', async ({ page, request }) => {
  const aluno = await novoAluno(request);
  await page.goto('/configuracoes/editar-perfil?aba=dados');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signIn(page, cpfComMascara(aluno.cpf), aluno.senha);
  await expect(page).toHaveURL(/\/configuracoes\/editar-perfil\?aba=dados$/);
});

test('on a phone the menu opens in a drawer with the support line', async ({ page, request }) => {
  const aluno = await novoAluno(request);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await signIn(page, aluno.email, aluno.senha);
  await expect(page.getByRole('heading', { name: 'Olá Ana' })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(/contato@aprovei\.dev/)).toBeVisible();
  await expect(drawer.getByText('Sair')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
