import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@reelsmith/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testLogger } from '../test/logger';
import { PermanentJobError, defineJob } from './define-job';
import { createJobQueue, type JobQueue } from './job-queue';

const echo = defineJob({
  name: 'test.echo',
  payload: z.object({ text: z.string() }),
  policy: { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 60 },
});

async function jobRow(database: TestDatabase, id: string) {
  const result = await database.db.execute(sql`select state, retry_count from pgboss.job where id = ${id}`);
  return (result as { rows: { state: string; retry_count: number }[] }).rows[0];
}

async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(DATABASE_KINDS)('job queue on %s', (kind) => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];
  const openQueue = async () => {
    const queue = createJobQueue({ database, logger: testLogger, definitions: [echo] });
    await queue.start();
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop({ timeoutMs: 1000 }).catch(() => {});
    await database?.destroy();
  });

  it('runs a job with its payload and marks it completed', async () => {
    const queue = await openQueue();
    const seen: string[] = [];
    await queue.work(echo, async ({ text }) => void seen.push(text), { pollingIntervalSeconds: 0.5 });
    const id = await queue.send(echo, { text: 'olá' });
    const row = await until(() => jobRow(database, id), (r) => r?.state === 'completed');
    expect(row?.state).toBe('completed');
    expect(seen).toEqual(['olá']);
    await queue.stop({ timeoutMs: 1000 });
  });

  it('refuses to queue a payload that does not match the job schema', async () => {
    const queue = await openQueue();
    await expect(queue.send(echo, { text: 42 } as unknown as { text: string })).rejects.toThrow(z.ZodError);
    await queue.stop({ timeoutMs: 1000 });
  });

  it('retries a failure that may pass, and ends a permanent one at once', async () => {
    const queue = await openQueue();
    const attempts = new Map<string, number>();
    await queue.work(
      echo,
      async ({ text }, { attempt }) => {
        attempts.set(text, attempt + 1);
        if (text === 'flaky' && attempt === 0) throw new Error('connection reset');
        if (text === 'broken') throw new PermanentJobError('the product was deleted');
      },
      { pollingIntervalSeconds: 0.5 },
    );
    const flaky = await queue.send(echo, { text: 'flaky' });
    const broken = await queue.send(echo, { text: 'broken' });
    expect((await until(() => jobRow(database, flaky), (r) => r?.state === 'completed'))?.state).toBe('completed');
    expect(attempts.get('flaky')).toBe(2);
    expect((await until(() => jobRow(database, broken), (r) => r?.state === 'failed'))?.state).toBe('failed');
    expect(attempts.get('broken')).toBe(1);
    await queue.stop({ timeoutMs: 1000 });
  });

  it('lets a running job finish when it ends within the shutdown grace period', async () => {
    const queue = await openQueue();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    await queue.work(echo, async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }, { pollingIntervalSeconds: 0.5 });
    const id = await queue.send(echo, { text: 'finish me' });
    await running;
    await queue.stop({ timeoutMs: 10_000 });
    expect((await jobRow(database, id))?.state).toBe('completed');
  });

  it('hands a job that outlives the grace period back, and another worker completes it', async () => {
    const first = await openQueue();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let sawAbort = false;
    await first.work(echo, async (_payload, { signal }) => {
      started();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 30_000);
        signal.addEventListener('abort', () => {
          sawAbort = true;
          clearTimeout(timer);
          resolve();
        });
      });
    }, { pollingIntervalSeconds: 0.5 });
    const id = await first.send(echo, { text: 'long render' });
    await running;
    await first.stop({ timeoutMs: 1000 });
    expect(sawAbort).toBe(true);
    expect((await jobRow(database, id))?.state).toBe('retry');

    const second = await openQueue();
    const done: string[] = [];
    await second.work(echo, async ({ text }) => void done.push(text), { pollingIntervalSeconds: 0.5 });
    const row = await until(() => jobRow(database, id), (r) => r?.state === 'completed');
    expect(row?.state).toBe('completed');
    expect(done).toEqual(['long render']);
    await second.stop({ timeoutMs: 1000 });
  });

  it('reports its queues for the health check', async () => {
    const queue = await openQueue();
    const health = await queue.health();
    expect(health).toMatchObject({ ok: true, version: '12.35.0' });
    expect(health.queues.map((q) => q.name)).toEqual(['test.echo']);
    await queue.stop({ timeoutMs: 1000 });
  });
});
