/**
 * A minimal MIME reader for the messages nodemailer sends (multipart, quoted-printable, base64,
 * RFC 2047 headers): enough for tests to read what arrived at an SMTP server. Shared by the API tests
 * (apps/api/test/smtp.ts) and the browser journeys (apps/web/e2e/mail.ts), which may not import each other.
 */
export interface ParsedMail {
  subject: string;
  headerTo: string;
  replyTo: string;
  /** The decoded text/plain part ('' when absent). */
  text: string;
  /** The decoded text/html part ('' when absent). */
  html: string;
}

/** RFC 2047 encoded words (=?utf-8?Q?…?= / =?utf-8?B?…?=) in a header value. */
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

/** Leaf parts of a (possibly multipart) MIME entity. */
function leaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((s) => !s.startsWith('--'))
    .flatMap((s) => leaves(splitPart(s.replace(/^\r?\n/, ''))));
}

/** A minimal parse of a message nodemailer sent: subject, To, Reply-To and the decoded text and HTML. */
export function parseMail(raw: string): ParsedMail {
  const top = splitPart(raw);
  const parts = leaves(top);
  const find = (mime: string) =>
    parts.find((p) => (p.headers['content-type'] ?? 'text/plain').startsWith(mime));
  const text = find('text/plain');
  const html = find('text/html');
  return {
    subject: decodeHeader(top.headers.subject ?? ''),
    headerTo: decodeHeader(top.headers.to ?? ''),
    replyTo: decodeHeader(top.headers['reply-to'] ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
  };
}
