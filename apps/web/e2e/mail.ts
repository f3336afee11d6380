import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ParsedMail, parseMail } from '../../../packages/shared/src/test-support/mime.ts';

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

export interface E2eMail extends ParsedMail {
  file: string;
  /** Epoch milliseconds when the sink received it. */
  receivedAt: number;
  /** SMTP envelope. */
  from: string;
  to: string[];
  raw: string;
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
