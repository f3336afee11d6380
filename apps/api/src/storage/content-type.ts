import { Readable } from 'node:stream';
import {
  BYTES_ASSINATURA,
  TIPOS_ARQUIVO,
  type TipoArquivo,
  tipoPeloConteudo,
} from '@aprovei/shared/arquivos/tipo-arquivo.rules';

/** The file types the platform accepts, decided by their first bytes (never by name or declared type). */
export type SniffedType = TipoArquivo;
export const SNIFFED_TYPES = Object.fromEntries(
  Object.entries(TIPOS_ARQUIVO).map(([type, t]) => [type, { extension: t.extensao, magic: t.assinatura }]),
) as unknown as Record<SniffedType, { extension: string; magic: readonly number[] }>;
/** Bytes enough to recognise every type. */
export const SNIFF_BYTES = BYTES_ASSINATURA;
/** The type the bytes begin with, or null when they are none of SNIFFED_TYPES (shared with the web). */
export const sniffContentType: (head: Uint8Array) => SniffedType | null = tipoPeloConteudo;

/**
 * Reads the first SNIFF_BYTES of a stream and answers their type together with a stream that still
 * yields every byte (the head put back in front), so an upload is checked before it is stored without
 * being buffered. An empty stream answers type null.
 */
export async function sniffStream(source: Readable): Promise<{ type: SniffedType | null; body: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = source[Symbol.asyncIterator]();
  let done = false;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    chunks.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* replay() {
    try {
      if (head.length > 0) yield head;
      if (done) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // The reader gave up early (or failed): let the source release what it holds.
      if (!done) await iterator.return?.();
    }
  }
  return { type: sniffContentType(head), body: Readable.from(replay(), { objectMode: false }) };
}
