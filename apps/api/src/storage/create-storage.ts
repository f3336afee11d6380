import path from 'node:path';
import type { Env } from '../config/env.ts';
import type { FileStorage } from './file-storage.ts';
import { folderStorage } from './folder-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** The one file storage FILE_STORAGE names (a folder under DATA_DIR by default); `close` releases it. */
export function createFileStorage(env: Env): FileStorage & { close(): void } {
  if (env.FILE_STORAGE === 's3') {
    return s3Storage({
      region: env.S3_REGION,
      bucket: env.S3_BUCKET!,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    });
  }
  return { ...folderStorage(env.FILE_STORAGE_DIR ?? path.join(env.DATA_DIR, 'arquivos')), close() {} };
}
