import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../test/fake-s3.ts';
import { newStorageKey } from './file-storage.ts';
import { s3Storage } from './s3-storage.ts';

const fake = await startFakeS3({ bucket: 'aprovei-arquivos', accessKeyId: 'chave-de-teste' });
const storage = s3Storage({
  endpoint: fake.endpoint,
  region: 'us-east-1',
  bucket: 'aprovei-arquivos',
  accessKeyId: 'chave-de-teste',
  secretAccessKey: 'segredo-de-teste',
  forcePathStyle: true,
});
afterAll(async () => {
  storage.close();
  await fake.close();
});

describe('s3Storage against an S3-compatible service', () => {
  it('a small file goes up in one signed PUT and comes back as a stream with its size and type', async () => {
    const key = newStorageKey('questao-aberta/respostas', 'pdf');
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(40_000, 1)]);
    const before = fake.requests.length;
    expect(await storage.put(key, Readable.from([bytes]), 'application/pdf')).toEqual({ size: bytes.length });
    expect(fake.requests.slice(before)).toEqual([{ method: 'PUT', key, query: '?x-id=PutObject' }]);
    expect(fake.objects.get(key)?.body.equals(bytes)).toBe(true);
    expect(fake.objects.get(key)?.contentType).toBe('application/pdf');

    expect(await storage.exists(key)).toBe(true);
    const file = await storage.get(key);
    expect(file?.size).toBe(bytes.length);
    expect(file?.contentType).toBe('application/pdf');
    expect((await buffer(file!.body)).equals(bytes)).toBe(true);
  });

  it('a file above the part size goes up as a multipart upload, a part at a time', async () => {
    const key = newStorageKey('ebooks', 'pdf');
    const part = Buffer.alloc(1024 * 1024, 2);
    const chunks = Array.from({ length: 6 }, () => part);
    expect(await storage.put(key, Readable.from(chunks), 'application/pdf')).toEqual({
      size: 6 * part.length,
    });
    const stored = fake.objects.get(key)!;
    expect(stored.body.length).toBe(6 * part.length);
    expect(stored.contentType).toBe('application/pdf');
    expect(fake.requests.filter((r) => r.key === key && r.query.includes('partNumber')).length).toBe(2);
    expect(fake.uploads.size).toBe(0);
  });

  it('a missing object reads as null and does not exist; delete removes it', async () => {
    const key = newStorageKey('testes', 'png');
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Readable.from([Buffer.from([0x89, 0x50])]), 'image/png');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(fake.objects.has(key)).toBe(false);
  });

  it('a refused signature is an error, not a missing file', async () => {
    const wrong = s3Storage({
      endpoint: fake.endpoint,
      region: 'us-east-1',
      bucket: 'aprovei-arquivos',
      accessKeyId: 'outra-chave',
      secretAccessKey: 'x',
      forcePathStyle: true,
    });
    await expect(wrong.get(newStorageKey('testes', 'pdf'))).rejects.toThrow();
    wrong.close();
  });
});
