import { expect, type Page, test } from '@playwright/test';
import { novoAluno } from './contas';
import { medUrl, signIn } from './support';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

// The journeys block service workers (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow' });

interface Manifesto {
  name: string;
  display: string;
  start_url: string;
  theme_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

test.describe('installable app on a bad connection (issue 25 §2)', () => {
  test('each product links its own manifest, with icons that load', async ({ page }) => {
    for (const [url, nome] of [
      ['/', 'Aprovei'],
      [medUrl('/'), 'Aprovei Med'],
    ] as const) {
      await page.goto(url);
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
      // Read as the browser reads them (the medical host resolves only in the browser).
      const lido = await page.evaluate(async () => {
        const manifesto = (await (await fetch('/manifest.webmanifest')).json()) as Manifesto;
        const icones = await Promise.all(
          manifesto.icons.map(async (i) => {
            const res = await fetch(i.src);
            return { src: i.src, status: res.status, tipo: res.headers.get('content-type') };
          }),
        );
        return { manifesto, icones };
      });
      expect(lido.manifesto).toMatchObject({ name: nome, display: 'standalone', start_url: '/' });
      expect(lido.icones.length).toBe(3);
      for (const icone of lido.icones)
        expect(icone, icone.src).toMatchObject({ status: 200, tipo: 'image/png' });
    }
  });

  test('the worker takes over, and offline a page seen opens while one never seen says why', async ({
    page,
    context,
  }) => {
    await page.goto('/planos');
    const escopo = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(escopo).pathname).toBe('/');
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
      .toBe('activated');
    // The worker keeps the pages it sees once it controls the page.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Nossos Planos' })).toBeVisible();

    // Seen once online: its code and a page are kept, so offline it opens.
    await page.goto('/termos-de-uso');
    await expect(page.getByRole('navigation', { name: 'Documentos' })).toBeVisible();
    await context.setOffline(true);
    await page.goto('/planos');
    await expect(page.getByRole('heading', { name: 'Nossos Planos' })).toBeVisible();
    await page.goto('/termos-de-uso');
    await expect(page.getByRole('navigation', { name: 'Documentos' })).toBeVisible();
    // A screen whose code never came to this device says why it cannot open.
    await page.goto('/usuario/cadastro');
    await expect(page.getByRole('heading', { name: 'Você está sem conexão' })).toBeVisible();

    await page.evaluate(async () => {
      const paginas = await caches.open('aprovei-paginas');
      for (const chave of await paginas.keys()) await paginas.delete(chave);
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Você está sem conexão' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  });

  test('on an iPhone a signed-in student is told once how to add the app to the home screen', async ({
    browser,
    request,
  }) => {
    const aluno = await novoAluno(request);
    const dica = 'Toque em Compartilhar e depois em Adicionar à Tela de Início.';
    /** The page's worker registration: it happens with the hint, after the page's load. */
    const registrado = (page: Page) =>
      expect
        .poll(() =>
          page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined),
        )
        .toBe(true);

    // Another phone or a computer: no hint.
    const outro = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const semDica = await outro.newPage();
    await semDica.goto('/login');
    await signIn(semDica, aluno.email, aluno.senha);
    await expect(semDica).toHaveURL(/\/home/);
    await semDica.reload();
    await registrado(semDica);
    await expect(semDica.getByText(dica)).toHaveCount(0);
    await outro.close();

    const iphone = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
    const page = await iphone.newPage();
    // A visitor not signed in is not bothered.
    await page.goto('/');
    await registrado(page);
    await expect(page.getByText(dica)).toHaveCount(0);
    await page.goto('/login');
    await signIn(page, aluno.email, aluno.senha);
    await expect(page).toHaveURL(/\/home/);
    await page.reload();
    await expect(page.getByText(dica)).toBeVisible();
    await expect(page.getByText('Tenha o Aprovei no seu iPhone')).toBeVisible();
    await page.getByRole('button', { name: 'Fechar dica' }).click();
    await expect(page.getByText(dica)).toBeHidden();
    await page.reload();
    await registrado(page);
    await expect(page.getByText(dica)).toHaveCount(0);
    await iphone.close();
  });
});
