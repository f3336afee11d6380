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

/**
 * Properties of an error that carry a statement's values: drizzle's and PGlite's `params` (and
 * PGlite's `queryOptions`), PostgreSQL's `detail` ("Key (email)=(…) already exists", "Failing row
 * contains (…)"). The statement text, with its $1 placeholders, and the SQLSTATE stay.
 */
const VALORES_DO_COMANDO = new Set(['params', 'parameters', 'queryOptions', 'detail']);

/** Drizzle's message is `Failed query: <sql>\nparams: <values>`: the values go. */
function semParametros(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [oculto]');
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The `err` of a log line: like pino's serializer, without the values of a failed statement. */
export function serializeError(error: Error, depth = 0): SerializedError {
  const out: SerializedError = {
    type: error.constructor.name,
    message: semParametros(error.message),
    stack: semParametros(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key in out || VALORES_DO_COMANDO.has(key)) continue;
    out[key] = value;
  }
  const { cause } = error;
  if (cause !== undefined) {
    out.cause = !(cause instanceof Error) ? cause : depth < 5 ? serializeError(cause, depth + 1) : '[…]';
  }
  return out;
}

export function loggerOptions(env: Env, destination?: LoggerDestination): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[oculto]' },
    serializers: {
      err: serializeError,
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
