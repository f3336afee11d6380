import net from 'node:net';
import { type ParsedMail, parseMail } from '@aprovei/shared/test-support/mime';
import { SMTPServer } from 'smtp-server';

/** One message received by the loopback SMTP server. */
export interface ReceivedMail extends ParsedMail {
  /** SMTP envelope. */
  from: string;
  to: string[];
  /** The whole message as sent (headers and MIME body). */
  raw: string;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:<port> — pass as SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first received message that matches (waiting for it when needed). */
  waitFor(predicate: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (a random port, or `port`: the one a failing server had), no auth,
 * no TLS, that keeps what it receives.
 */
export async function startTestSmtp(options: { port?: number } = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    logger: false,
    // The app's pooled SMTP connection may still be open when a test file ends: don't wait 30 s for it.
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mailFrom = session.envelope.mailFrom;
        messages.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface FailingSmtp {
  url: string;
  port: number;
  /** When each connection arrived (ms since the epoch): one per delivery attempt. */
  tentativas: number[];
  close(): Promise<void>;
}

/**
 * A mail server that fails on 127.0.0.1: `recusa` greets with 421 and hangs up (a server out of
 * service), `silencio` accepts the connection and never says a word (a server that hangs).
 */
export async function startFailingSmtp(modo: 'recusa' | 'silencio'): Promise<FailingSmtp> {
  const tentativas: number[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    tentativas.push(Date.now());
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (modo === 'recusa') socket.end('421 servico indisponivel\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    tentativas,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
