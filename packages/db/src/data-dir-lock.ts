import { closeSync, linkSync, mkdirSync, openSync, readFileSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
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

function readOwner(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Creates `path` holding our pid, atomically and only if it does not exist: link() of a complete file. */
function createExclusive(path: string): boolean {
  const draft = `${path}.${process.pid}.${Date.now()}.tmp`;
  const fd = openSync(draft, 'w');
  try {
    writeSync(fd, String(process.pid));
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes an exclusive lock file beside the embedded database. PGlite has no lock of its own, and two
 * processes writing one data directory would corrupt it. The file is created with its content in
 * one step (link), so no reader ever sees it empty. A lock whose owner is dead is taken over under a
 * second lock, so two processes finding the same stale lock cannot both take it. Returns the release.
 */
export function lockDataDir(lockPath: string): () => void {
  mkdirSync(dirname(lockPath), { recursive: true });
  const takeoverPath = `${lockPath}.takeover`;
  for (let attempt = 0; attempt < 200; attempt++) {
    if (createExclusive(lockPath)) return () => rmSync(lockPath, { force: true });
    const owner = readOwner(lockPath);
    if (owner === undefined) {
      // Unreadable or foreign content: someone else's lock being removed, or damage. Give it a moment.
      if (Date.now() - (statSync(lockPath, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 5_000) {
        sleep(25);
        continue;
      }
    } else if (owner !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(lockPath, owner);
    }
    // Stale: its owner is gone. Only the holder of the takeover lock may replace it.
    if (createExclusive(takeoverPath)) {
      try {
        if (readOwner(lockPath) === owner) unlinkSync(lockPath);
      } finally {
        rmSync(takeoverPath, { force: true });
      }
    } else {
      // A takeover lasts microseconds: only one abandoned for seconds (its taker died) is removed.
      // Removing a fresh one, even one that reads as empty, could let two takers in at once.
      const taker = readOwner(takeoverPath);
      const age = Date.now() - (statSync(takeoverPath, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 5_000 && (taker === undefined || !isAlive(taker))) rmSync(takeoverPath, { force: true });
      sleep(25);
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
