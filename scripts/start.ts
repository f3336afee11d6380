// npm start: builds what is not built yet, then serves the platform (API + web) on one port.
import './check-node.ts';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWebIfStale, ROOT } from './lib.ts';

await buildWebIfStale();

const server = spawn(
  process.execPath,
  ['--env-file-if-exists=.env', path.join(ROOT, 'apps/api/src/server.ts')],
  {
    stdio: 'inherit',
    cwd: ROOT,
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
