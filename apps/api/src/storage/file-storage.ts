import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live (answers, corrections, question PDFs, e-books): one interface,
 * two places — a folder under DATA_DIR (`folder-storage.ts`, the default) or an S3-compatible bucket
 * (`s3-storage.ts`, for several API processes). The database keeps each file's metadata and its key;
 * the key is always chosen by the server (`newStorageKey`), never taken from an upload's name.
 * Files are streamed both ways, never held whole in memory.
 */
export interface FileStorage {
  /** Stores the stream under `key` (replacing what was there); resolves with the bytes written. */
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** The stored file as a stream with its size and type, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

/** Keys are paths of lower-case letters, digits, `-`, `_` and `.` segments, never `..` or absolute. */
const KEY = /^[a-z0-9_-][a-z0-9_.-]*(\/[a-z0-9_-][a-z0-9_.-]*)*$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.length > 512) throw new Error(`Chave de arquivo inválida: ${key}`);
}

/**
 * A new key under `prefix` (e.g. `questao-aberta/respostas`) with a random name and the extension of
 * the type the server decided: `questao-aberta/respostas/5f0c…e1.pdf`.
 */
export function newStorageKey(prefix: string, extension: string): string {
  const key = `${prefix}/${randomUUID()}${extension ? `.${extension}` : ''}`;
  assertStorageKey(key);
  return key;
}
