import { Readable } from 'node:stream';

/** The file types the platform accepts, decided by their first bytes (never by name or declared type). */
export const SNIFFED_TYPES = {
  'application/pdf': { extension: 'pdf', magic: [0x25, 0x50, 0x44, 0x46] }, // %PDF
  'image/jpeg': { extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
  'image/png': { extension: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
} as const;

export type SniffedType = keyof typeof SNIFFED_TYPES;

/** Bytes enough to recognise every type above. */
export const SNIFF_BYTES = 8;

/** The type the bytes begin with, or null when they are none of SNIFFED_TYPES. */
export function sniffContentType(head: Uint8Array): SniffedType | null {
  for (const [type, { magic }] of Object.entries(SNIFFED_TYPES) as [
    SniffedType,
    (typeof SNIFFED_TYPES)[SniffedType],
  ][]) {
    if (head.length >= magic.length && magic.every((byte, i) => head[i] === byte)) return type;
  }
  return null;
}

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
