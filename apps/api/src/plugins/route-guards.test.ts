import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { TENANT } from '../../test/helpers.ts';
import { webDist } from '../../test/web-dist.ts';

/**
 * Guards decide on the route the router matched, never on the raw address: the router decodes
 * percent-escapes (`/dev/%6dailbox` is `/dev/mailbox`, `/%61pi/…` is `/api/…`).
 */
const OUTRA_MAQUINA = '203.0.113.7';

const dist = webDist();
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const logs: string[] = [];
let t: TestApp;
let todasInterfaces: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { WEB_DIST_DIR: dist, LOG_LEVEL: 'info' },
    { write: (line) => void logs.push(line) },
  );
  todasInterfaces = await buildTestApp({ HOST: '0.0.0.0', WEB_DIST_DIR: dist });
  await t.app.mailer.enviar({
    para: 'vitima@exemplo.com.br',
    assunto: 'Código para alterar a senha',
    texto: 'Seu código: 123456',
    html: '<p>Seu código: 123456</p>',
    sensivel: true,
  });
});

describe('the development mailbox', () => {
  it('is refused to another machine however its address is spelled', async () => {
    for (const url of [
      '/dev/mailbox',
      '/dev/%6dailbox',
      '/dev/%6Dailbox',
      '/%64ev/mailbox',
      '/dev/mailbox/1',
      '/dev/%6dailbox/1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: OUTRA_MAQUINA });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('vitima@exemplo.com.br');
      expect(res.body, url).not.toContain('123456');
    }
  });

  it('is refused when the request came through a proxy, even from loopback', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { 'x-forwarded-for': OUTRA_MAQUINA },
    });
    expect(res.statusCode).toBe(404);
  });

  it('still opens on the developer machine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/%6dailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('vitima@exemplo.com.br');
  });

  it('does not exist when the server listens beyond loopback', async () => {
    for (const url of ['/dev/mailbox', '/dev/%6dailbox', '/dev/mailbox/1']) {
      const res = await todasInterfaces.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().codigo, url).toBe('NAO_ENCONTRADO');
    }
  });
});

describe('the X-Tenant check', () => {
  it('applies to every spelling of an /api address', async () => {
    for (const url of [
      '/api/parametro/listar',
      '/%61pi/parametro/listar',
      '/%61%70%69/parametro/listar',
      '/api/%70arametro/listar',
    ]) {
      const semTenant = await t.app.inject({ method: 'GET', url });
      expect(semTenant.statusCode, url).toBe(400);
      expect(semTenant.json().codigo, url).toBe('TENANT_INVALIDO');
      const desconhecido = await t.app.inject({ method: 'GET', url, headers: { 'x-tenant': 'outro' } });
      expect(desconhecido.statusCode, url).toBe(400);
      expect(desconhecido.json().codigo, url).toBe('TENANT_INVALIDO');
    }
  });

  it('still lets health and the API docs through without it', async () => {
    for (const url of ['/api/health', '/%61pi/health', '/api/health/ready', '/api/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });
});

describe('addresses outside the routes', () => {
  it('an unknown /api address spelled with escapes is a JSON 404, not the web app', async () => {
    for (const url of ['/api/nao-existe', '/%61pi/nao-existe', '/%61pi']) {
      const res = await t.app.inject({ method: 'GET', url, headers: TENANT });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().codigo, url).toBe('NAO_ENCONTRADO');
    }
    expect((await t.app.inject({ method: 'GET', url: '/simulados' })).body).toContain('<div id="root">');
  });

  it('the log masks a CPF in the address even when it is spelled with escapes', async () => {
    await t.app.inject({ url: '/api/conta/verifica-usuario-existe/%35%32%39.982.247-25', headers: TENANT });
    const text = logs.join('\n');
    expect(text).toContain('/api/conta/verifica-usuario-existe/[cpf]');
    expect(text).not.toContain('982.247-25');
  });
});
