import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake S3-compatible service on loopback for the S3 storage's tests (path-style addresses,
 * `/<bucket>/<key>`): PUT, GET, HEAD and DELETE of objects, and the multipart calls lib-storage makes
 * above its part size (CreateMultipartUpload, UploadPart, CompleteMultipartUpload, AbortMultipartUpload).
 * Requests must be signed with the expected access key (AWS Signature V4's Authorization header).
 */
export interface FakeObject {
  body: Buffer;
  contentType: string;
}

export async function startFakeS3(options: { bucket: string; accessKeyId: string }) {
  const objects = new Map<string, FakeObject>();
  const uploads = new Map<string, { key: string; contentType: string; parts: Map<number, Buffer> }>();
  const requests: { method: string; key: string; query: string }[] = [];

  const xml = (res: http.ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
  };
  const error = (res: http.ServerResponse, status: number, code: string, head = false) => {
    if (head) {
      res.writeHead(status);
      res.end();
      return;
    }
    xml(res, status, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`);
  };
  const etag = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const method = req.method ?? 'GET';
    requests.push({ method, key, query: url.search });
    const head = method === 'HEAD';

    if (!String(req.headers.authorization ?? '').includes(`Credential=${options.accessKeyId}/`)) {
      return error(res, 403, 'InvalidAccessKeyId', head);
    }
    if (bucket !== options.bucket) return error(res, 404, 'NoSuchBucket', head);
    const q = url.searchParams;

    if (method === 'POST' && q.has('uploads')) {
      const uploadId = randomUUID();
      uploads.set(uploadId, {
        key,
        contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
        parts: new Map(),
      });
      return xml(
        res,
        200,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (q.has('uploadId')) {
      const upload = uploads.get(q.get('uploadId')!);
      if (!upload) return error(res, 404, 'NoSuchUpload', head);
      if (method === 'PUT') {
        upload.parts.set(Number(q.get('partNumber')), body);
        res.writeHead(200, { etag: etag(body) });
        return res.end();
      }
      if (method === 'POST') {
        const numbers = [...body.toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) =>
          Number(m[1]),
        );
        const whole = Buffer.concat(numbers.map((n) => upload.parts.get(n)!));
        objects.set(upload.key, { body: whole, contentType: upload.contentType });
        uploads.delete(q.get('uploadId')!);
        return xml(
          res,
          200,
          `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${upload.key}</Key><ETag>${etag(whole)}</ETag></CompleteMultipartUploadResult>`,
        );
      }
      if (method === 'DELETE') {
        uploads.delete(q.get('uploadId')!);
        res.writeHead(204);
        return res.end();
      }
    }
    if (method === 'PUT') {
      objects.set(key, {
        body,
        contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
      });
      res.writeHead(200, { etag: etag(body) });
      return res.end();
    }
    if (method === 'GET' || head) {
      const object = objects.get(key);
      if (!object) return error(res, 404, 'NoSuchKey', head);
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
        etag: etag(object.body),
      });
      return res.end(head ? undefined : object.body);
    }
    if (method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    return error(res, 405, 'MethodNotAllowed', head);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    uploads,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
