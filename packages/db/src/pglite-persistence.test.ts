import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError } from './data-dir-lock';
import { createDatabase } from './database';
import { waitlist } from './schema/index';

const scratchDirs: string[] = [];
function scratchDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'reelsmith-db-'));
  scratchDirs.push(dir);
  return join(dir, 'db');
}
afterEach(() => {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function emails(dataDir: string): Promise<string[]> {
  const database = await createDatabase({ kind: 'pglite', dataDir });
  try {
    await database.migrate();
    return (await database.db.select({ email: waitlist.email }).from(waitlist)).map((r) => r.email);
  } finally {
    await database.close();
  }
}

describe('embedded database directory', () => {
  it('keeps what was written when it is opened again', async () => {
    const dataDir = scratchDataDir();
    const first = await createDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await first.db.insert(waitlist).values({ email: 'kept@example.com' });
    await first.close();

    expect(await emails(dataDir)).toEqual(['kept@example.com']);
  });

  it('refuses a second opener while the first holds it, and frees it on close', async () => {
    const dataDir = scratchDataDir();
    const first = await createDatabase({ kind: 'pglite', dataDir });
    // A second process is what the lock protects against: the child must be refused, naming us.
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'test/hold-database.ts'), dataDir, 'x@example.com'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stderr = await new Promise<string>((resolve) => {
      let text = '';
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('exit', () => resolve(text));
    });
    expect(stderr).toContain(`in use by process ${process.pid}`);
    expect(child.exitCode).not.toBe(0);

    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const second = await createDatabase({ kind: 'pglite', dataDir });
    await second.close();
  });

  it('loses no committed row when its process is killed, and takes over the stale lock', async () => {
    const dataDir = scratchDataDir();
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'test/hold-database.ts'), dataDir, 'survivor@example.com'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`child exited early with ${code}`)));
    });
    // While the child lives, this process must not get in.
    await expect(createDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirLockedError);

    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('exit', resolve));

    expect(await emails(dataDir)).toEqual(['survivor@example.com']);
  });
});
