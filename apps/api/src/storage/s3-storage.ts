import { Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type FileStorage } from './file-storage.ts';

export interface S3StorageOptions {
  /** The S3-compatible service's address (MinIO, R2, …); AWS's own when absent. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path (`https://host/bucket/key`) instead of the host: what most S3-compatibles need. */
  forcePathStyle: boolean;
}

function notFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket shared by every API process. Uploads stream through lib-storage's
 * `Upload` (one PUT below its 5 MB part size, a multipart upload above, at most one part in memory at a
 * time); downloads stream the object's body. Checksums only where the service requires them, as MinIO
 * and R2 do not all accept the SDK's newer default.
 */
export function s3Storage(options: S3StorageOptions): FileStorage & { close(): void } {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
  });
  const Bucket = options.bucket;

  return {
    async put(key, body, contentType) {
      assertStorageKey(key);
      let size = 0;
      const counted = body.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            callback(null, chunk);
          },
        }),
      );
      body.once('error', (error) => counted.destroy(error));
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted, ContentType: contentType },
        queueSize: 1,
        leavePartsOnError: false,
      });
      await upload.done();
      return { size };
    },

    async get(key) {
      assertStorageKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(out.Body instanceof Readable)) throw new Error('S3: corpo do objeto não é um stream');
        return {
          body: out.Body,
          size: out.ContentLength ?? 0,
          contentType: out.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async exists(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },

    close() {
      client.destroy();
    },
  };
}
