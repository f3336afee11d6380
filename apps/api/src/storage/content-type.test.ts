import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { sniffContentType, sniffStream } from './content-type.ts';

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);

describe('sniffContentType', () => {
  it('recognises PDF, JPEG and PNG by their first bytes', () => {
    expect(sniffContentType(PDF)).toBe('application/pdf');
    expect(sniffContentType(JPEG)).toBe('image/jpeg');
    expect(sniffContentType(PNG)).toBe('image/png');
  });

  it('answers null for anything else, a truncated signature or nothing', () => {
    expect(sniffContentType(Buffer.from('GIF89a…'))).toBeNull();
    expect(sniffContentType(Buffer.from('<html>%PDF'))).toBeNull();
    expect(sniffContentType(PNG.subarray(0, 7))).toBeNull();
    expect(sniffContentType(Buffer.alloc(0))).toBeNull();
  });
});

describe('sniffStream', () => {
  it('decides the type from a stream arriving byte by byte and still yields every byte', async () => {
    const bytes = Buffer.concat([PNG, Buffer.alloc(5000, 7)]);
    const source = Readable.from(
      [...bytes.subarray(0, 20)].map((b) => Buffer.from([b])).concat([bytes.subarray(20)]),
    );
    const { type, body } = await sniffStream(source);
    expect(type).toBe('image/png');
    expect((await buffer(body)).equals(bytes)).toBe(true);
  });

  it('a stream shorter than a signature is none of the types, and is passed on whole', async () => {
    const { type, body } = await sniffStream(Readable.from([Buffer.from('%PD')]));
    expect(type).toBeNull();
    expect((await buffer(body)).toString()).toBe('%PD');
  });

  it('an empty stream has no type and yields nothing', async () => {
    const { type, body } = await sniffStream(Readable.from([]));
    expect(type).toBeNull();
    expect((await buffer(body)).length).toBe(0);
  });
});
