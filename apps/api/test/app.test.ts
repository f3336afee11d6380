import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app.ts';
import { criarAluno } from './factories.ts';
import { TENANT } from './helpers.ts';
import { webDist } from './web-dist.ts';

let t: TestApp;
const logs: string[] = [];
const dist = webDist('', { 'assets/app-123.js': 'console.log(1)' });

beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: dist, LOG_LEVEL: 'info' }, { write: (line) => logs.push(line) });
});

describe('health', () => {
  it('answers liveness and readiness without a tenant, and never names the database engine', async () => {
    const live = await t.app.inject('/api/health');
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    for (const res of [live, ready]) expect(res.body).not.toMatch(/pglite|postgres/i);
  });
});

describe('OpenAPI', () => {
  it('documents the spec calls at /api/docs', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    for (const p of [
      '/api/auth/login',
      '/api/conta/verifica-se-usaurio-tem-contratacao',
      '/api/listar/{entidade}',
      '/api/SubConteudo/listarSubConteudo/{idConteudo}',
    ]) {
      expect(doc.paths[p], p).toBeDefined();
    }
    expect((await t.app.inject('/api/docs/')).statusCode).toBe(200);
  });
});

describe('the web app and history-mode fallback', () => {
  it('serves index.html for page routes and the files themselves', async () => {
    for (const url of ['/', '/home', '/configuracoes/editar-perfil', '/plataforma/2?x=1']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toMatch(/<title>[^<]*Aprovei<\/title>/);
    }
    const asset = await t.app.inject('/assets/app-123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
  });

  it('answers a JSON 404 for a missing asset, an unknown API path and non-GET requests', async () => {
    for (const [method, url] of [
      ['GET', '/assets/nao-existe.js'],
      ['GET', '/favicon.png'],
      ['GET', '/api/nao-existe'],
      ['POST', '/home'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: TENANT });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().codigo).toBe('NAO_ENCONTRADO');
    }
  });

  it('sends a strict Content-Security-Policy', async () => {
    const csp = (await t.app.inject('/')).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self' blob:");
  });
});

describe('logs', () => {
  it('never write credentials or card data', async () => {
    t.app.log.info(
      {
        body: { senha: 's3nha', confirmarSenha: 's3nha', cartao: { numero: '4111111111111111', cvv: '123' } },
      },
      'x',
    );
    t.app.log.info({ senha: 's3nha', refresh_token: 'tok' }, 'y');
    const aluno = await criarAluno(t);
    const entrada = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...TENANT, authorization: 'Bearer segredo-do-cabecalho' },
      payload: { login: aluno.email, senha: aluno.senha },
    });
    expect(entrada.statusCode).toBe(200);
    // Personal data in addresses: the support form's GET and the CPF checks.
    await t.app.inject({
      url: '/api/suporte/enviarEmailDeSuporte?assunto=Boleto&email=fulana%40exemplo.com&msg=mensagem-privada',
      headers: TENANT,
    });
    await t.app.inject({ url: '/api/conta/verifica-usuario-existe/529.982.247-25', headers: TENANT });
    const all = logs.join('\n');
    expect(all).toContain('[oculto]');
    expect(all).toContain('/api/conta/verifica-usuario-existe/[cpf]');
    for (const secret of [
      's3nha',
      '4111111111111111',
      '"123"',
      'tok"',
      'segredo-do-cabecalho',
      aluno.senha,
      'fulana',
      'mensagem-privada',
      '529.982.247-25',
    ]) {
      expect(all, secret).not.toContain(secret);
    }
  });
});
