import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app.ts';
import { TENANT } from '../../../test/helpers.ts';
import { agora, deslocarRelogio } from '../../lib/relogio.ts';

const DIA = 86_400_000;
afterEach(() => deslocarRelogio(0));

const mover = (app: Awaited<ReturnType<typeof buildTestApp>>['app'], dias: unknown) =>
  app.inject({ method: 'PUT', url: '/api/teste/relogio', headers: TENANT, payload: { dias } });

describe("the end-to-end tests' clock", () => {
  it('under NODE_ENV=test moves the review clock by whole days, and back', async () => {
    const { app } = await buildTestApp();
    const movido = await mover(app, 1);
    expect(movido.statusCode, movido.body).toBe(204);
    expect(agora().getTime() - Date.now()).toBeGreaterThan(DIA - 1000);
    const ruim = await mover(app, -1);
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().mensagem).toBe('Informe os dias, de 0 a 365.');
    expect((await mover(app, 0)).statusCode).toBe(204);
    expect(Math.abs(agora().getTime() - Date.now())).toBeLessThan(1000);
  });

  it.each([
    ['development', {}],
    [
      'production',
      {
        SMTP_URL: 'smtp://127.0.0.1:9',
        CAPTCHA_SECRET: 'segredo-do-captcha-com-mais-de-32-caracteres',
        PUBLIC_URL: 'https://aprovei.test',
        SANDBOX_EM_PRODUCAO: 'true',
        SEGUNDO_FATOR_CHAVE: 'chave-do-segundo-fator-com-mais-de-32-caracteres',
      },
    ],
  ])('does not exist under NODE_ENV=%s', async (NODE_ENV, extra) => {
    const { app } = await buildTestApp({ NODE_ENV, JOBS_ATIVOS: 'false', ...extra });
    expect(app.routeIndex.some((r) => r.url.includes('/teste/relogio'))).toBe(false);
    expect((await mover(app, 1)).statusCode).toBe(404);
    expect(Math.abs(agora().getTime() - Date.now())).toBeLessThan(1000);
  });
});
