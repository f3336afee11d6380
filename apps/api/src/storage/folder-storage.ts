import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './file-storage.ts';

/**
 * Files in a folder of this machine (DATA_DIR/arquivos by default): outside any web root, named only by
 * the server's keys. A file is written to a temporary name beside its place and renamed into it, so a
 * reader never sees half a file; its content type sits in a small companion file (`<name>~type`, a
 * character keys cannot hold). One process only — several processes on several machines use S3.
 */
export function folderStorage(root: string): FileStorage {
  const base = path.resolve(root);

  function fileOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error(`Chave de arquivo inválida: ${key}`);
    return file;
  }
  const typeFileOf = (file: string) => `${file}~type`;

  async function writeAtomically(file: string, write: (tmp: string) => Promise<void>): Promise<void> {
    const tmp = `${file}~${randomUUID()}.tmp`;
    try {
      await write(tmp);
      await fs.rename(tmp, file);
    } catch (error) {
      await fs.rm(tmp, { force: true });
      throw error;
    }
  }

  return {
    async put(key, body, contentType) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      await writeAtomically(typeFileOf(file), (tmp) => fs.writeFile(tmp, contentType));
      await writeAtomically(file, (tmp) => pipeline(body, count, createWriteStream(tmp, { flags: 'wx' })));
      return { size };
    },

    async get(key) {
      const file = fileOf(key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      const contentType = await fs.readFile(typeFileOf(file), 'utf8').catch(() => 'application/octet-stream');
      return { body: createReadStream(file), size: stat.size, contentType };
    },

    async delete(key) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      await fs.rm(typeFileOf(file), { force: true });
    },

    async exists(key) {
      const stat = await fs.stat(fileOf(key)).catch(() => null);
      return stat?.isFile() ?? false;
    },
  };
}
