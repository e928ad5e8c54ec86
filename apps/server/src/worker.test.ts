import { createScratchPostgres } from '@reelsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEntry } from './test/entry-process';

describe('npm run worker (worker.ts)', { timeout: 90_000 }, () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  beforeAll(async () => {
    scratch = await createScratchPostgres();
  });
  afterAll(async () => {
    await scratch?.drop();
  });

  it('runs on PostgreSQL, migrating it, and exits cleanly on SIGTERM', async () => {
    const worker = startEntry('worker.ts', { DATABASE_URL: scratch.url });
    await worker.waitForLog((line) => line.msg === 'worker started');
    expect(await worker.stop()).toBe(0);
  });

  it('two workers starting together on one fresh database both come up', async () => {
    const fresh = await createScratchPostgres();
    try {
      const workers = [startEntry('worker.ts', { DATABASE_URL: fresh.url }), startEntry('worker.ts', { DATABASE_URL: fresh.url })];
      await Promise.all(workers.map((w) => w.waitForLog((line) => line.msg === 'worker started')));
      expect(await Promise.all(workers.map((w) => w.stop()))).toEqual([0, 0]);
    } finally {
      await fresh.drop();
    }
  });

  it('explains that the embedded database needs no separate worker', async () => {
    const worker = startEntry('worker.ts', { DATA_DIR: '/tmp/reelsmith-unused' });
    expect(await worker.exited).toBe(1);
    expect(worker.stderr()).toContain('DATABASE_URL is not set');
  });
});
