import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  query: Record<string, string>;
  rawBody: string;
}

/**
 * A loopback HTTP server that records every POST it gets (a stand-in for our webhook route) and answers
 * `status` (200 unless changed). `next()` waits for the next webhook not yet taken.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const waiters: (() => void)[] = [];
  let taken = 0;
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (state.status === 200) {
        received.push({
          headers: req.headers,
          query: Object.fromEntries(url.searchParams),
          rawBody: Buffer.concat(chunks).toString('utf8'),
        });
        for (const w of waiters.splice(0)) w();
      }
      res.statusCode = state.status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    state,
    /** The next webhook not yet returned by `next`, waiting up to `timeoutMs`. */
    async next(timeoutMs = 5_000): Promise<ReceivedWebhook> {
      const deadline = Date.now() + timeoutMs;
      while (received.length <= taken) {
        if (Date.now() > deadline) throw new Error('nenhum webhook recebido');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received[taken++]!;
    },
    /** Skips everything received so far. */
    drain() {
      taken = received.length;
    },
  };
}
