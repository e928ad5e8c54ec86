import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Raised when another live process holds the embedded database directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database at ${dirname(lockPath)} is in use by process ${ownerPid}. ` +
        'Only one process can open it: stop that process, or set DATABASE_URL to use PostgreSQL ' +
        '(needed to run workers in their own processes).',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file beside the embedded database. PGlite has no lock of its own, and two
 * processes writing one data directory would corrupt it. A lock left by a dead process is taken over.
 * Returns the release function.
 */
export function lockDataDir(lockPath: string): () => void {
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(ownerPid) && ownerPid !== process.pid && isAlive(ownerPid)) {
        throw new DataDirLockedError(lockPath, ownerPid);
      }
      // Stale (the owner crashed) or our own: replace it.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
