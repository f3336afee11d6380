import type { FastifyServerOptions } from 'fastify';
import type { Env } from './config/env.ts';

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
];

export function loggerOptions(env: Env, destination?: LoggerDestination): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[oculto]' },
    ...(destination ? { stream: destination } : {}),
  };
}
