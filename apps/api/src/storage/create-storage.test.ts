import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { createFileStorage } from './create-storage.ts';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'aprovei-data-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('createFileStorage', () => {
  it('by default stores files in DATA_DIR/arquivos', async () => {
    const storage = createFileStorage(loadEnv({ DATA_DIR: dataDir }));
    await storage.put('testes/a.pdf', Readable.from([Buffer.from('%PDF')]), 'application/pdf');
    expect(await fs.readFile(path.join(dataDir, 'arquivos/testes/a.pdf'), 'utf8')).toBe('%PDF');
  });

  it('FILE_STORAGE=s3 needs a bucket and credentials', () => {
    expect(() => loadEnv({ FILE_STORAGE: 's3', S3_BUCKET: 'aprovei' })).toThrow(
      'S3_BUCKET, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY: obrigatórios com FILE_STORAGE=s3',
    );
    expect(() =>
      createFileStorage(
        loadEnv({
          FILE_STORAGE: 's3',
          S3_BUCKET: 'aprovei',
          S3_ACCESS_KEY_ID: 'a',
          S3_SECRET_ACCESS_KEY: 'b',
        }),
      ).close(),
    ).not.toThrow();
  });
});
