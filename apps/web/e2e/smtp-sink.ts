// The journeys' SMTP server: a real smtp-server on loopback (no auth, no TLS) that writes every
// message it receives as one JSON file ({ receivedAt, from, to, raw }) into E2E_MAIL_DIR. Started by
// playwright.config.ts as a second webServer; read back with the helpers of e2e/mail.ts.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP_PORT, mailDir, type SinkFile } from './mail.ts';

const dir = mailDir();
fs.mkdirSync(dir, { recursive: true });
let seq = 0;

const server = new SMTPServer({
  secure: false,
  disabledCommands: ['AUTH', 'STARTTLS'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      const mail: SinkFile = {
        receivedAt: Date.now(),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      seq += 1;
      const name = `${mail.receivedAt}-${String(seq).padStart(5, '0')}`;
      // Written whole, then renamed: a reader never sees half a message.
      const tmp = path.join(dir, `${name}.tmp`);
      fs.writeFileSync(tmp, JSON.stringify(mail));
      fs.renameSync(tmp, path.join(dir, `${name}.json`));
      callback();
    });
  },
});

server.on('error', (error) => console.error('smtp-sink:', error.message));
server.listen(E2E_SMTP_PORT, '127.0.0.1', () => {
  console.log(`smtp-sink: smtp://127.0.0.1:${E2E_SMTP_PORT} → ${dir}`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
