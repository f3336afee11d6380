import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env.ts';
import { serverOptions } from '../src/http/server-options.ts';
import { buildTestApp, type TestApp } from './build-app.ts';

// A self-signed certificate for localhost, made for these tests only (valid until 2126).
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/http/fixtures');
const TLS = {
  TLS_CERT_FILE: path.join(fixtures, 'localhost-test.crt'),
  TLS_KEY_FILE: path.join(fixtures, 'localhost-test.key'),
};
const ca = fs.readFileSync(TLS.TLS_CERT_FILE);

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await buildTestApp(TLS);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  origin = `https://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});

function overHttp2(pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { ca });
    session.on('error', reject);
    const stream = session.request({ ':path': pathname, 'x-tenant': 'aprovei' });
    let status = 0;
    let body = '';
    stream.on('response', (headers) => {
      status = Number(headers[':status']);
    });
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      body += chunk;
    });
    stream.on('end', () => {
      session.close();
      resolve({ status, body });
    });
    stream.on('error', reject);
    stream.end();
  });
}

function overHttp1(pathname: string): Promise<{ status: number; version: string; body: string }> {
  return new Promise((resolve, reject) => {
    https
      .get(`${origin}${pathname}`, { ca, headers: { 'x-tenant': 'aprovei' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, version: response.httpVersion, body }),
        );
      })
      .on('error', reject);
  });
}

describe('HTTPS served by the process (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  it('answers over HTTP/2', async () => {
    const answer = await overHttp2('/api/health');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
  });

  it('still answers HTTP/1.1 clients', async () => {
    const answer = await overHttp1('/api/health');
    expect(answer).toMatchObject({ status: 200, version: '1.1' });
  });

  it('gives the same Portuguese errors over HTTP/2', async () => {
    const answer = await overHttp2('/api/rota-que-nao-existe');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toHaveProperty('mensagem');
  });
});

describe('TLS settings', () => {
  it('refuses one file without the other', () => {
    expect(() => loadEnv({ TLS_CERT_FILE: TLS.TLS_CERT_FILE })).toThrow(
      'TLS_CERT_FILE e TLS_KEY_FILE: informe os dois (ou nenhum).',
    );
  });

  it('names the file it cannot read', () => {
    const env = loadEnv({ ...TLS, TLS_KEY_FILE: path.join(fixtures, 'nao-existe.key') });
    expect(() => serverOptions(env)).toThrow(
      /TLS_KEY_FILE: não foi possível ler .*nao-existe\.key \(ENOENT\)/,
    );
  });

  it('serves plain HTTP/1.1 without them', () => {
    expect(serverOptions(loadEnv({}))).not.toHaveProperty('http2');
  });
});
