import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'reelsmith-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function race(lockPath: string, contenders: number): Promise<string[]> {
  const startAt = Date.now() + 1_500;
  const outcomes = Array.from({ length: contenders }, () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'test/race-for-lock.ts'), lockPath, String(startAt)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return new Promise<string>((resolve) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('exit', () => resolve(out.trim()));
    });
  });
  return Promise.all(outcomes);
}

describe('the data directory lock under a race', () => {
  it.each([1, 2, 3])('lets exactly one of four simultaneous starts in (round %i)', async (round) => {
    const outcomes = await race(join(dir, `fresh-${round}.lock`), 4);
    expect(outcomes.filter((o) => o === 'acquired')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(3);
  });

  it.each([1, 2, 3])('lets exactly one of four take over a stale lock (round %i)', async (round) => {
    const lockPath = join(dir, `stale-${round}.lock`);
    // A pid far above any this machine hands out: its owner is certainly gone.
    writeFileSync(lockPath, '4194300');
    const outcomes = await race(lockPath, 4);
    expect(outcomes.filter((o) => o === 'acquired')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(3);
  });
});
