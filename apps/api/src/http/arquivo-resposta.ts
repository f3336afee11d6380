import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file for the browser: what it is, the name it is saved or shown under, and its bytes. */
export interface ArquivoResposta {
  tipo: string;
  nome: string;
  corpo: Uint8Array | string | Readable;
  bytes?: number;
}

/**
 * The one way a route sends a file: shown in place (`inline`, a new tab) or saved (`attachment`), under
 * its name (RFC 6266 `filename*`), never cached nor sniffed. A file people sent us (an answer, a product's
 * PDF) also goes in a sandbox: it is data, even opened straight from the API's address. Chromium does not
 * draw a sandboxed PDF in place, so the documents we generate (receipts, answer sheets) go without it.
 */
export function enviarArquivo(
  reply: FastifyReply,
  arquivo: ArquivoResposta,
  { disposicao = 'inline', sandbox = true }: { disposicao?: 'inline' | 'attachment'; sandbox?: boolean } = {},
) {
  reply
    .type(arquivo.tipo)
    .header('Content-Disposition', `${disposicao}; filename*=UTF-8''${encodeURIComponent(arquivo.nome)}`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff');
  if (arquivo.bytes !== undefined) reply.header('Content-Length', arquivo.bytes);
  if (sandbox) reply.header('Content-Security-Policy', 'sandbox');
  const corpo = arquivo.corpo;
  return reply.send(corpo instanceof Uint8Array && !Buffer.isBuffer(corpo) ? Buffer.from(corpo) : corpo);
}
