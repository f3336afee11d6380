// npm run dev: the API with --watch on :3000 and Vite's dev server (proxying /api) on :5173.
import './check-node.ts';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { npx, ROOT } from './lib.ts';

const children = [
  spawn(
    process.execPath,
    ['--env-file-if-exists=.env', '--watch', path.join(ROOT, 'apps/api/src/server.ts')],
    {
      stdio: 'inherit',
      cwd: ROOT,
    },
  ),
  spawn(npx('vite'), ['--host', 'localhost'], { stdio: 'inherit', cwd: path.join(ROOT, 'apps/web') }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
