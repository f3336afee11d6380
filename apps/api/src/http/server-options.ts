import fs from 'node:fs';
import type { FastifyHttpOptions } from 'fastify';
import type { Env } from '../config/env.ts';

/**
 * Node would answer a request without Host with an empty 400 of its own: let it through to the error
 * handler's onRequest hook (plugins/error-handler.ts), which refuses it in our body.
 */
export const HTTP_SERVER_OPTIONS = { requireHostHeader: false } as const;

type ServerOptions = Pick<FastifyHttpOptions<import('node:http').Server>, 'http'> & {
  http2?: true;
  https?: { allowHTTP1: true; key: Buffer; cert: Buffer };
};

/**
 * How the process talks to browsers. With TLS_CERT_FILE and TLS_KEY_FILE it serves HTTPS itself, with
 * HTTP/2 (every request of a page on one connection: the first page on a phone no longer waits in the
 * six-connections queue of HTTP/1.1) and HTTP/1.1 for clients without it. Without them, plain HTTP/1.1,
 * for a TLS-terminating proxy in front (docs/deploy.md) or development.
 */
export function serverOptions(env: Env): ServerOptions {
  if (!env.TLS_CERT_FILE || !env.TLS_KEY_FILE) return { http: HTTP_SERVER_OPTIONS };
  return {
    http2: true,
    https: {
      allowHTTP1: true,
      cert: readPem(env.TLS_CERT_FILE, 'TLS_CERT_FILE'),
      key: readPem(env.TLS_KEY_FILE, 'TLS_KEY_FILE'),
    },
  };
}

function readPem(file: string, name: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    throw new Error(`${name}: não foi possível ler ${file} (${(error as NodeJS.ErrnoException).code}).`);
  }
}

/** The scheme the server answers on. */
export const serverScheme = (env: Env) => (env.TLS_CERT_FILE && env.TLS_KEY_FILE ? 'https' : 'http');
