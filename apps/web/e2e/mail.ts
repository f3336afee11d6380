import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The e-mails the app sent during the journeys. playwright.config.ts starts e2e/smtp-sink.ts (a real
 * SMTP server on loopback) and points the API's SMTP_URL at it; the sink writes one JSON file per
 * message into E2E_MAIL_DIR. These helpers read them back, decoded.
 */

/** Loopback port of the SMTP sink. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);

/** Folder the sink writes to (set once by playwright.config.ts and inherited by the workers). */
export function mailDir(): string {
  process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `aprovei-e2e-mail-${process.pid}`);
  return process.env.E2E_MAIL_DIR;
}

/** One file written by the sink. */
export interface SinkFile {
  receivedAt: number;
  from: string;
  to: string[];
  raw: string;
}

export interface E2eMail {
  file: string;
  /** Epoch milliseconds when the sink received it. */
  receivedAt: number;
  /** SMTP envelope. */
  from: string;
  to: string[];
  /** Decoded headers. */
  subject: string;
  replyTo: string;
  /** Decoded text/plain part. */
  text: string;
  /** Decoded text/html part. */
  html: string;
  raw: string;
}

function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i] as string;
    const hex = soft.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function leaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((s) => !s.startsWith('--'))
    .flatMap((s) => leaves(splitPart(s.replace(/^\r?\n/, ''))));
}

/** Subject, Reply-To and the decoded text and HTML parts of a raw message. */
export function parseMail(raw: string): Pick<E2eMail, 'subject' | 'replyTo' | 'text' | 'html'> {
  const top = splitPart(raw);
  const parts = leaves(top);
  const find = (mime: string) =>
    parts.find((p) => (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(mime));
  const text = find('text/plain');
  const html = find('text/html');
  return {
    subject: decodeHeader(top.headers.subject ?? ''),
    replyTo: decodeHeader(top.headers['reply-to'] ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
  };
}

/** Every message received so far, oldest first. */
export function readMails(): E2eMail[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const file = path.join(dir, f);
      const sink = JSON.parse(fs.readFileSync(file, 'utf8')) as SinkFile;
      return { file, ...sink, ...parseMail(sink.raw) };
    })
    .sort((a, b) => a.receivedAt - b.receivedAt || a.file.localeCompare(b.file));
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The newest message to `para` (optionally received at or after `since`, epoch ms), if any. */
export function newestMailTo(para: string, since = 0): E2eMail | undefined {
  return readMails()
    .filter((m) => m.receivedAt >= since && m.to.some((t) => sameAddress(t, para)))
    .at(-1);
}

/**
 * Waits for the newest message to `para` received at or after `since` (take `Date.now()` before
 * the action that sends it) that matches `predicate`, polling the sink's folder.
 */
export async function waitForMail(
  para: string,
  {
    since = 0,
    timeoutMs = 15_000,
    predicate = () => true,
  }: { since?: number; timeoutMs?: number; predicate?: (mail: E2eMail) => boolean } = {},
): Promise<E2eMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMails()
      .filter((m) => m.receivedAt >= since && m.to.some((t) => sameAddress(t, para)) && predicate(m))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`Nenhum e-mail para ${para} chegou ao servidor SMTP de teste em ${timeoutMs} ms.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
