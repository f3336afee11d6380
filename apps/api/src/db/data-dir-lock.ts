import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `O banco de dados embutido em "${path.resolve(dataDir)}" já está em uso pelo processo ${pid}. ` +
        'Encerre esse processo antes de iniciar outro, ou use outro DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * What tells a process apart from a later one given the same pid: the boot id and the process's
 * start time in clock ticks since boot (field 22 of /proc/<pid>/stat). Undefined where /proc is
 * missing (macOS, Windows) or the process is gone.
 */
export function processIdentity(pid: number): string | undefined {
  try {
    const bootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command name, is in parentheses and may hold spaces: count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTime = fields[22 - 3];
    return startTime ? `${bootId}:${startTime}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the lock's writer still runs: its pid is alive and, when the lock recorded the process's
 * identity and this system can read it, the pid still names that same process (not a later one
 * that was given the pid of a killed server).
 */
function holderRuns(pid: number, identity: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  if (!identity) return true;
  const current = processIdentity(pid);
  return current === undefined || current === identity;
}

/**
 * PGlite does not lock its data folder, and two processes writing one folder corrupt it.
 * A lock file holding our pid and identity guards it; a lock left by a dead process (or by one
 * whose pid now belongs to another process) is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'aprovei.lock');
  const readLock = () => fs.readFileSync(lockPath, 'utf8').split('\n');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, [String(process.pid), processIdentity(process.pid) ?? ''].join('\n'));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readLock()[0]?.trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidLine = '', identity] = readLock();
      const pid = Number(pidLine.trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && holderRuns(pid, identity?.trim())) {
        throw new DataDirInUseError(dataDir, pid);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Não foi possível obter o bloqueio de ${lockPath}.`);
}
