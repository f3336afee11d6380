import type { FastifyServerOptions } from 'fastify';
import type { Env } from './config/env.ts';
import { requestPath } from './lib/request-path.ts';

export type LoggerDestination = { write(line: string): void };

/** Fields never written to logs: credentials, tokens, card data. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'senha',
  'confirmarSenha',
  'numero',
  'cvv',
  'refresh_token',
  'access_token',
  '*.senha',
  '*.confirmarSenha',
  '*.numero',
  '*.cvv',
  '*.refresh_token',
  '*.access_token',
  '*.*.senha',
  '*.*.numero',
  '*.*.cvv',
  'senhaAtual',
  'senhaNova',
  'confirmacaoSenhaNova',
  '*.senhaAtual',
  '*.senhaNova',
  '*.confirmacaoSenhaNova',
];

/**
 * The request address as logged: without its query string (the support form's GET carries the
 * message and the e-mail there; other calls carry CPF and e-mail) and with CPFs in the path masked
 * (after decoding its escapes, as the router does).
 */
export function urlParaLog(url: string): string {
  const path = requestPath(url);
  return path.replace(/\d{3}\.?\d{3}\.?\d{3}-?\d{2}/g, '[cpf]') + (url.includes('?') ? '?[…]' : '');
}

export function loggerOptions(env: Env, destination?: LoggerDestination): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[oculto]' },
    serializers: {
      req: (req: { method: string; url: string; host?: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: urlParaLog(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
    ...(destination ? { stream: destination } : {}),
  };
}
