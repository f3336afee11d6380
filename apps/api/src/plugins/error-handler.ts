import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { MENSAGEM_CARACTERE_NULO } from '@aprovei/shared/common.schemas';
import { AppError, MENSAGENS, type TErroBody, type TErroCampo } from '@aprovei/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado. Envie JSON (application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio, mas o tipo informado é JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'O corpo da requisição é grande demais.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Tamanho do corpo da requisição inválido.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
};

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'Endereço inválido.',
  FST_ERR_MAX_PARAM_LENGTH: 'Endereço longo demais.',
};

/**
 * Errors Fastify answers before any route or hook runs (a malformed or over-long address): our body
 * too, never Fastify's English one. Passed to the Fastify factory as `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({
    codigo: 'REQUISICAO_INVALIDA',
    mensagem: (error.code && FRAMEWORK_MESSAGES[error.code]) || 'Requisição inválida.',
  });
}

/** What Node's HTTP parser refused (`clientError`): status and Portuguese message by error code. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Os cabeçalhos da requisição são grandes demais.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'A requisição demorou demais para chegar.'],
  HPE_INVALID_HEADER_TOKEN: [400, 'Cabeçalho inválido na requisição.'],
  HPE_INVALID_CONTENT_LENGTH: [400, 'Tamanho do corpo da requisição inválido.'],
  HPE_UNEXPECTED_CONTENT_LENGTH: [400, 'Tamanho do corpo da requisição inválido.'],
  HPE_INVALID_CHUNK_SIZE: [400, 'O corpo da requisição em partes (chunked) está malformado.'],
  HPE_INVALID_TRANSFER_ENCODING: [400, 'O corpo da requisição em partes (chunked) está malformado.'],
};

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (bad header byte, bad chunked
 * body, non-numeric Content-Length, headers over 16 KB) gets our JSON body, then the connection
 * closes, as Node's own handler does.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, mensagem] = (error.code && CLIENT_ERRORS[error.code]) || [400, 'Requisição malformada.'];
  this.log.debug({ err: error }, 'request refused by the HTTP parser');
  if (socket.writable) {
    const body = JSON.stringify({ codigo: 'REQUISICAO_INVALIDA', mensagem });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** SQLSTATEs of a text PostgreSQL cannot store: the NUL character in text (22021) or in JSON (22P05). */
const TEXTO_RECUSADO = new Set(['22021', '22P05']);

/** The SQLSTATE of a database error: on the error or one of its causes (drizzle wraps the driver's). */
function sqlState(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code.length === 5) return code;
    current = current.cause;
  }
  return undefined;
}

/** '/endereco/cep' → 'endereco.cep'; a whole-object error is named after its part of the request. */
function campo(instancePath: string, context: string | undefined): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || (context ?? 'body');
}

/** One error body everywhere: { codigo, mensagem, errors? } with the matching status. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  // HTTP/1.1 requires Host (RFC 9112 §3.2): refused here, in our body, instead of by Node
  // (http/server-options.ts lets such a request through Node's parser).
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      return reply
        .status(400)
        .header('connection', 'close')
        .send({ codigo: 'REQUISICAO_INVALIDA', mensagem: 'Informe o cabeçalho Host na requisição.' });
    }
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send(error.toBody());
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: TErroCampo[] = error.validation.map((v) => ({
        campo: campo(v.instancePath, error.validationContext),
        mensagem: v.message ?? MENSAGENS.validacao,
      }));
      const body: TErroBody = {
        codigo: 'VALIDACAO',
        mensagem: errors[0]?.mensagem ?? MENSAGENS.validacao,
        errors,
      };
      return reply.status(400).send(body);
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, 'response does not match its schema');
      return reply.status(500).send({ codigo: 'ERRO_INTERNO', mensagem: MENSAGENS.erroInterno });
    }

    // A safety net behind the schemas (zTexto): a text the database refuses is the client's error.
    const state = sqlState(error);
    if (state !== undefined && TEXTO_RECUSADO.has(state)) {
      return reply.status(400).send({ codigo: 'VALIDACAO', mensagem: MENSAGEM_CARACTERE_NULO });
    }

    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ codigo: 'MUITAS_REQUISICOES', mensagem: MENSAGENS.muitasRequisicoes });
    }
    if (status >= 400 && status < 500) {
      const mensagem = (error.code && FASTIFY_MESSAGES[error.code]) || 'Requisição inválida.';
      return reply.status(status).send({ codigo: 'REQUISICAO_INVALIDA', mensagem });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ codigo: 'ERRO_INTERNO', mensagem: MENSAGENS.erroInterno });
  });
});
