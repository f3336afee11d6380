import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  type AparelhoDeTeste,
  abrirMensagem,
  conferirVapid,
  novoAparelho,
} from '@aprovei/shared/test-support/servico-push';
import { type CDPSession, expect, test } from '@playwright/test';
import { novoAluno } from './contas.ts';
import { E2E_VAPID_PUBLIC_KEY, signIn } from './support.ts';

// The service worker shows the notifications: this journey lets it run.
test.use({ serviceWorkers: 'allow' });

const fixtures = path.resolve(import.meta.dirname, '../../api/src/http/fixtures');

/**
 * The journey's push service, on loopback over HTTPS (the tests' localhost certificate, which the server
 * trusts through NODE_EXTRA_CA_CERTS): Chromium's own (FCM) is out of reach here. It does what a push
 * service and the browser do together — checks the server's VAPID token, decrypts the message with the
 * device's private key — and hands the plaintext to the page's service worker through CDP.
 */
function servicoDePush(aparelho: AparelhoDeTeste, entregar: (mensagem: string) => Promise<unknown>) {
  const recebidas: string[] = [];
  const falhas: string[] = [];
  let origem = '';
  const servidor = https.createServer(
    {
      cert: fs.readFileSync(path.join(fixtures, 'localhost-test.crt')),
      key: fs.readFileSync(path.join(fixtures, 'localhost-test.key')),
    },
    (req, res) => {
      const partes: Buffer[] = [];
      req.on('data', (p: Buffer) => partes.push(p));
      req.on('end', async () => {
        try {
          const vapid = await conferirVapid(req.headers.authorization, origem);
          expect(vapid.chavePublica).toBe(E2E_VAPID_PUBLIC_KEY);
          const mensagem = await abrirMensagem(Buffer.concat(partes), aparelho);
          recebidas.push(mensagem);
          await entregar(mensagem);
          res.writeHead(201).end();
        } catch (error) {
          falhas.push(String(error));
          res.writeHead(400).end();
        }
      });
    },
  );
  return {
    recebidas,
    falhas,
    async abrir() {
      await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
      origem = `https://localhost:${(servidor.address() as AddressInfo).port}`;
      return `${origem}/push/${crypto.randomUUID()}`;
    },
    fechar: () => new Promise<void>((resolve) => servidor.close(() => resolve())),
  };
}

/** The page's service worker registration id, as DevTools knows it. */
async function registroDoServiceWorker(cdp: CDPSession, escopo: string): Promise<string> {
  const registros = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) if (!r.isDeleted) registros.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registros.get(escopo)).toBeTruthy();
  return registros.get(escopo)!;
}

test.describe('web push notifications (issue 25 §2)', () => {
  test('a device is activated in Configurações, receives a test notification, and is removed', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const aparelho = await novoAparelho();
    const cdp = await context.newCDPSession(page);
    let registrationId = '';
    const servico = servicoDePush(aparelho, (data) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(baseURL!).origin,
        registrationId,
        data,
      }),
    );
    const endpoint = await servico.abrir();
    // Chromium would ask FCM for the subscription: here the browser's PushManager hands out the journey's
    // device (its endpoint and real keys); everything after it is the product's code.
    await page.addInitScript(
      ({ endpoint, keys }) => {
        let inscrito = false;
        const inscricao = {
          endpoint,
          expirationTime: null,
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            inscrito = false;
            return true;
          },
        } as unknown as PushSubscription;
        PushManager.prototype.subscribe = async () => {
          inscrito = true;
          return inscricao;
        };
        PushManager.prototype.getSubscription = async () => (inscrito ? inscricao : null);
      },
      { endpoint, keys: aparelho.chaves },
    );
    await context.grantPermissions(['notifications']);

    try {
      const aluno = await novoAluno(request, { nome: 'Nina Notificada Jornada' });
      await page.goto('/login');
      await signIn(page, aluno.email, aluno.senha);
      await expect(page).toHaveURL(/\/home$/);
      await page.evaluate(() => navigator.serviceWorker.ready);
      registrationId = await registroDoServiceWorker(cdp, `${new URL(baseURL!).origin}/`);

      await page.goto('/configuracoes');
      const bloco = page.locator('section', { has: page.getByRole('heading', { name: 'Notificações' }) });
      await bloco.getByRole('button', { name: 'Ativar notificações neste aparelho' }).click();
      await expect(bloco.getByText('Notificações ativadas neste aparelho.')).toBeVisible();
      await expect(bloco.getByText('Este aparelho', { exact: true })).toBeVisible();
      await expect(bloco.getByText('Chrome no Linux', { exact: true })).toBeVisible();
      const aparelhos = () =>
        request.get('/api/notificacoes-push/aparelhos', { headers: aluno.headers }).then((r) => r.json());
      expect(await aparelhos()).toHaveLength(1);

      await bloco.getByRole('button', { name: 'Enviar notificação de teste' }).click();
      await expect(bloco.getByText('Notificação de teste enviada.')).toBeVisible();
      // The job queue delivers it within a few seconds (the push service's answer is checked below).
      await expect
        .poll(
          () =>
            page.evaluate(async () =>
              (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
                titulo: n.title,
                corpo: n.body,
                icone: new URL(n.icon).pathname,
                url: (n.data as { url: string }).url,
              })),
            ),
          { timeout: 30_000 },
        )
        .toEqual([
          {
            titulo: 'Notificação de teste',
            corpo: 'Pronto! As notificações chegam neste aparelho.',
            icone: '/marca/aprovei/icone-192.png',
            url: `${new URL(baseURL!).origin}/configuracoes`,
          },
        ]);
      expect(servico.falhas).toEqual([]);
      expect(servico.recebidas).toHaveLength(1);

      await bloco.getByRole('button', { name: 'Remover Chrome no Linux' }).click();
      await expect(bloco.getByText('Chrome no Linux não recebe mais as notificações.')).toBeVisible();
      await expect(bloco.getByRole('button', { name: 'Ativar notificações neste aparelho' })).toBeVisible();
      expect(await aparelhos()).toEqual([]);
      const semAparelho = await request.post('/api/notificacoes-push/teste', { headers: aluno.headers });
      expect(semAparelho.status()).toBe(404);
    } finally {
      await servico.fechar();
    }
  });
});
