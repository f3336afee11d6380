import { type SpawnOptions, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export function npx(bin: string): string {
  return path.join(ROOT, 'node_modules', '.bin', bin);
}

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-ssr') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * The web build is stale when any of its sources is newer than dist/index.html, or when the public
 * pages' server render (dist-ssr, written by the same build since issue 25) is missing.
 */
export function webBuildIsStale(): boolean {
  const built = path.join(ROOT, 'apps/web/dist/index.html');
  if (!fs.existsSync(built) || !fs.existsSync(path.join(ROOT, 'apps/web/dist-ssr/entry-server.js')))
    return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/scripts',
    'apps/web/public',
    'packages/shared/src',
  ];
  return sources.some((s) => newestMtime(path.join(ROOT, s)) > builtAt);
}

export async function buildWebIfStale(): Promise<void> {
  if (!webBuildIsStale()) return;
  console.log('> Construindo o app web (apps/web/dist)…');
  const code = await run('npm', ['run', 'build', '-w', 'apps/web']);
  if (code !== 0) process.exit(code);
}
