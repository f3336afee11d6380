import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { newStorageKey } from './file-storage.ts';
import { folderStorage } from './folder-storage.ts';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'aprovei-arquivos-'));
afterAll(() => fs.rm(root, { recursive: true, force: true }));
const storage = folderStorage(root);

async function filesUnder(dir: string): Promise<string[]> {
  return (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('folderStorage', () => {
  it('stores a stream under the key and gives it back as a stream with its size and type', async () => {
    const key = newStorageKey('testes/respostas', 'pdf');
    const bytes = Buffer.alloc(300_000, 'a');
    expect(await storage.exists(key)).toBe(false);
    expect(
      await storage.put(
        key,
        Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
        'application/pdf',
      ),
    ).toEqual({
      size: bytes.length,
    });
    expect(await storage.exists(key)).toBe(true);
    const file = await storage.get(key);
    expect(file?.size).toBe(bytes.length);
    expect(file?.contentType).toBe('application/pdf');
    expect((await buffer(file!.body)).equals(bytes)).toBe(true);
    expect(key).toMatch(/^testes\/respostas\/[0-9a-f-]{36}\.pdf$/);
    expect(await fs.readFile(path.join(root, key))).toEqual(bytes);
  });

  it('a second put replaces the file and its type', async () => {
    const key = newStorageKey('testes', 'png');
    await storage.put(key, Readable.from([Buffer.from('um')]), 'image/png');
    await storage.put(key, Readable.from([Buffer.from('outro')]), 'image/jpeg');
    const file = await storage.get(key);
    expect((await buffer(file!.body)).toString()).toBe('outro');
    expect(file?.contentType).toBe('image/jpeg');
  });

  it('delete removes the file and its type; a missing key is no error and reads as null', async () => {
    const key = newStorageKey('testes/apagar', 'pdf');
    await storage.put(key, Readable.from([Buffer.from('%PDF')]), 'application/pdf');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await filesUnder(path.join(root, 'testes/apagar'))).toEqual([]);
  });

  it('a stream that fails midway leaves neither the file nor a temporary one', async () => {
    const key = newStorageKey('testes/falha', 'pdf');
    async function* failing() {
      yield Buffer.from('%PDF-1.7 começo');
      throw new Error('conexão caiu');
    }
    await expect(storage.put(key, Readable.from(failing()), 'application/pdf')).rejects.toThrow(
      'conexão caiu',
    );
    expect(await storage.exists(key)).toBe(false);
    expect((await filesUnder(path.join(root, 'testes/falha'))).filter((f) => !f.endsWith('~type'))).toEqual(
      [],
    );
  });

  it('refuses keys that could leave the folder or were not made by the server', async () => {
    for (const key of ['../fora.pdf', '/etc/passwd', 'a/../../b', 'Maiuscula.pdf', 'a//b', 'a/b~type', '']) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]), 'text/plain')).rejects.toThrow(
        'Chave de arquivo inválida',
      );
      await expect(storage.get(key)).rejects.toThrow('Chave de arquivo inválida');
    }
  });
});
