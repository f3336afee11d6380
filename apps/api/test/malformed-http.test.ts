import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app.ts';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them still get the platform's Portuguese
 * body { codigo, mensagem }, never Fastify's English one or an empty answer.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.write(request);
  });
}

const CASOS = [
  {
    nome: 'a control byte in a header',
    request: 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Teste: a\u0001b\r\n\r\n',
    status: 400,
  },
  {
    nome: 'a malformed chunked body',
    request:
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nX-Tenant: aprovei\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    status: 400,
  },
  {
    nome: 'a non-numeric Content-Length',
    request:
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nX-Tenant: aprovei\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
    status: 400,
  },
  {
    nome: 'headers over 16 KB',
    request: `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`,
    status: 431,
  },
  { nome: 'no Host header', request: 'GET /api/health HTTP/1.1\r\n\r\n', status: 400 },
];

describe('a request the HTTP parser refuses', () => {
  it.each(CASOS)('answers a Portuguese JSON body: $nome', async (caso) => {
    const res = await raw(caso.request);
    expect(res.status, res.headers).toBe(caso.status);
    expect(res.headers.toLowerCase()).toContain('content-type: application/json; charset=utf-8');
    const body = JSON.parse(res.body);
    expect(body.codigo).toBe('REQUISICAO_INVALIDA');
    expect(body.mensagem).toMatch(/requisição|cabeçalho/i);
    expect(res.body).not.toMatch(/Bad Request|Client Error|statusCode/);
    expect(Buffer.byteLength(res.body)).toBe(Number(/content-length: (\d+)/i.exec(res.headers)?.[1]));
  });

  it('still serves a well-formed request', async () => {
    const res = await raw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
  });
});
