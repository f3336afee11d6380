import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/chromium.ts';
import { E2E_SMTP_PORT } from './e2e/mail.ts';
import { E2E_PORT, E2E_VAPID_PUBLIC_KEY } from './e2e/support.ts';

// The journeys run against the built app served by the real API on a fresh embedded database.
const port = E2E_PORT;
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `aprovei-e2e-${Date.now()}`);
const root = path.resolve(import.meta.dirname, '../..');
// Where the SMTP sink writes the e-mails the app sends (read with e2e/mail.ts).
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `aprovei-e2e-mail-${Date.now()}`);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  projects: [
    { name: 'jornadas', testIgnore: '**/admin-textos-legais.spec.ts' },
    // A new version of the legal texts asks every existing account to accept it again: that journey runs
    // alone, after every other (which sign in demo and journey accounts without expecting the question).
    { name: 'textos-legais', testMatch: '**/admin-textos-legais.spec.ts', dependencies: ['jornadas'] },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    // The service worker stores the app's files in the background: only app-instalavel.spec.ts, which
    // is about it, lets it run (test.use), so that the other journeys measure the app, not the cache.
    serviceWorkers: 'block',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      // A real SMTP server on loopback: the app's e-mails arrive here (see e2e/mail.ts).
      command: `"${process.execPath}" apps/web/e2e/smtp-sink.ts`,
      cwd: root,
      port: E2E_SMTP_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_MAIL_DIR: process.env.E2E_MAIL_DIR, E2E_SMTP_PORT: String(E2E_SMTP_PORT) },
    },
    {
      command: `"${process.execPath}" apps/api/src/server.ts`,
      cwd: root,
      url: `http://localhost:${port}/api/health/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        HOST: 'localhost',
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        LOGIN_MAX_FALHAS: '50',
        // Every journey signs in from this one address.
        LOGIN_POR_MINUTO: '1000',
        // Most journeys register their own people (e2e/contas.ts), all from this one address.
        CADASTROS_POR_10_MINUTOS: '1000',
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        // The sandbox settles a Pix charge a few seconds after it is created (its signed webhook follows).
        SANDBOX_LIQUIDACAO_SEGUNDOS: '3',
        // Web push on (a key pair of the journeys only); its push service is the journey's own, over HTTPS
        // with the tests' localhost certificate, which the server trusts (notificacoes-push.spec.ts).
        VAPID_PUBLIC_KEY: E2E_VAPID_PUBLIC_KEY,
        VAPID_PRIVATE_KEY: 'owSW_vjxKCd9K-kUJNPYDVagAVY9HU9SpSmAUS_FKrU',
        NODE_EXTRA_CA_CERTS: path.join(root, 'apps/api/src/http/fixtures/localhost-test.crt'),
      },
    },
  ],
});
