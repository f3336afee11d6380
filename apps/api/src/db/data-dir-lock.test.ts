import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, processIdentity } from './data-dir-lock.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-lock-'));

describe('data folder lock', () => {
  it('refuses a folder held by another live process, naming it', async () => {
    const dir = tmp();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'aprovei.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
      expect(() => acquireDataDirLock(dir)).toThrow(`já está em uso pelo processo ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock whose pid now belongs to another live process', async () => {
    const dir = tmp();
    const lockPath = path.join(dir, 'aprovei.lock');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      // A server took the lock and was killed (kill -9); its pid now names an unrelated process.
      acquireDataDirLock(dir);
      const [, ...identidade] = fs.readFileSync(lockPath, 'utf8').split('\n');
      fs.writeFileSync(lockPath, [String(other.pid), ...identidade].join('\n'));
      const release = acquireDataDirLock(dir);
      expect(fs.readFileSync(lockPath, 'utf8').split('\n')[0]).toBe(String(process.pid));
      release();
      expect(fs.existsSync(lockPath)).toBe(false);
    } finally {
      other.kill();
    }
  });

  it('still refuses a live holder whose recorded start matches', async () => {
    const dir = tmp();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      fs.writeFileSync(path.join(dir, 'aprovei.lock'), `${other.pid}\n${processIdentity(other.pid!) ?? ''}`);
      expect(() => acquireDataDirLock(dir)).toThrow(`já está em uso pelo processo ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process and releases it', async () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'aprovei.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'aprovei.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'aprovei.lock'))).toBe(false);
  });
});
