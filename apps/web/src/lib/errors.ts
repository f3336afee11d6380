/**
 * The spec's error logic (doc 1 §8) as pure functions; src/components/dialogs.tsx shows the result.
 * Bodies come from our API (`{ codigo, mensagem, errors? }`) but the rules also accept the legacy
 * shapes the spec describes (an array of items with `mensagem`).
 */

export const TEXTO_ERRO_PADRAO = 'Erro! Tente novamente mais tarde. Se o erro persistir, contate o suporte.';
export const TEXTO_ATENCAO_PADRAO =
  'Atenção! Tente novamente mais tarde. Se o alerta persistir, contate o suporte.';
/** Spelled as the spec has it. */
export const TEXTO_SUCESSO_PADRAO = 'Operação realizada com sucesos';
export const TEXTO_ERRO_SERVIDOR = 'Ocorreu algum erro no servidor.';

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The text of one item: a string, or an object's non-empty `mensagem`. */
function itemMessage(item: unknown): string | null {
  if (typeof item === 'string') return item.trim() || null;
  const mensagem = asRecord(item)?.mensagem;
  return typeof mensagem === 'string' && mensagem.trim() ? mensagem.trim() : null;
}

function messagesOf(items: readonly unknown[]): string[] {
  return items.map(itemMessage).filter((m): m is string => m !== null);
}

/** The server's messages in a body: array items, else `errors` items, else `mensagem`. */
export function serverMessages(body: unknown): string[] {
  if (Array.isArray(body)) return messagesOf(body);
  const record = asRecord(body);
  if (!record) return [];
  if (Array.isArray(record.errors)) {
    const fromErrors = messagesOf(record.errors);
    if (fromErrors.length > 0) return fromErrors;
  }
  const own = itemMessage(record);
  return own ? [own] : [];
}

/**
 * "Any response error builds an error text 'ERRO {status}' plus the server messages, or
 * 'Ocorreu algum erro no servidor.' for status 500." One message per line.
 */
export function buildErrorText(status: number, body: unknown): string {
  if (status === 500) return TEXTO_ERRO_SERVIDOR;
  return [`ERRO ${status}`, ...serverMessages(body)].join('\n');
}

export type ErrorDialogContent =
  /** An error dialog listing these lines. */
  | { kind: 'error'; lines: string[] }
  /** codigo '500' with an errors list: an informational dialog, then the user goes home. */
  | { kind: 'info-go-home'; message: string };

function listed(messages: string[]): string[] {
  return messages.length > 1 ? messages.map((m) => `- ${m}`) : messages;
}

/**
 * What the error dialog shows for a response body (spec doc 1 §8):
 * - an array body: its items, each prefixed '- ' when there is more than one;
 * - a body with an `errors` array: those items, except when `codigo` is '500', which gives an
 *   informational dialog with the body's message and a redirect home;
 * - otherwise the body's `mensagem`, or the fallback text.
 */
export function errorDialogContent(body: unknown, fallback: string = TEXTO_ERRO_PADRAO): ErrorDialogContent {
  if (Array.isArray(body)) {
    const messages = messagesOf(body);
    return { kind: 'error', lines: messages.length > 0 ? listed(messages) : [fallback] };
  }
  const record = asRecord(body);
  if (record && Array.isArray(record.errors)) {
    if (String(record.codigo) === '500') {
      return { kind: 'info-go-home', message: itemMessage(record) ?? fallback };
    }
    const messages = messagesOf(record.errors);
    if (messages.length > 0) return { kind: 'error', lines: listed(messages) };
  }
  const mensagem = record ? itemMessage(record) : null;
  return { kind: 'error', lines: [mensagem ?? fallback] };
}
