import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverTs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/server.ts');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function start(dataDir: string, port: number) {
  const child = spawn(process.execPath, [serverTs], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

// A first boot migrates and loads the whole demo into an empty folder: ~30 s idle, longer under load.
async function waitReady(port: number, deadline = Date.now() + 150_000) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

describe('the server process on the embedded database', () => {
  it('refuses a second process on the same data folder, keeps the data, and shuts down cleanly', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-data-'));
    const port = await freePort();
    const first = start(dataDir, port);
    children.push(first.child);
    await waitReady(port);

    const login = () =>
      fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tenant': 'aprovei' },
        body: JSON.stringify({ login: 'aluno@aprovei.dev', senha: 'aprovei2026' }),
      });
    expect((await login()).status).toBe(200);

    const second = start(dataDir, await freePort());
    children.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('já está em uso pelo processo');

    // The first process still works on intact data.
    expect((await login()).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'aprovei.lock'))).toBe(false);

    // A restart reopens the same data without seeding it again.
    const again = start(dataDir, port);
    children.push(again.child);
    await waitReady(port);
    expect((await login()).status).toBe(200);
    expect(again.output()).not.toContain('demo content loaded');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 300_000);
});
