import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@reelsmith/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testLogger } from '../test/logger';
import { until } from '../test/until';
import { PermanentJobError, defineJob } from './define-job';
import { createJobQueue, type JobQueue } from './job-queue';

const echo = defineJob({
  name: 'test.echo',
  payload: z.object({ text: z.string() }),
  policy: { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 60 },
});
// No retries at all: a hand-back must still not end it.
const once = defineJob({
  name: 'test.once',
  payload: z.object({ text: z.string() }),
  policy: { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 },
});

const inMs = (ms: number) => Date.now() + ms;

async function jobRow(database: TestDatabase, id: string) {
  const result = await database.db.execute(sql`select state, retry_count, started_on from pgboss.job where id = ${id}`);
  return (result as { rows: { state: string; retry_count: number; started_on: Date | null }[] }).rows[0];
}

/** A handler that runs until aborted, then takes `cleanupMs` to clean up; records what happened. */
function endlessHandler(cleanupMs: number) {
  const events: string[] = [];
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const handler = async (_payload: { text: string }, { signal, attempt }: { signal: AbortSignal; attempt: number }) => {
    events.push(`start attempt ${attempt}`);
    markStarted();
    await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
    events.push('aborted');
    await new Promise((resolve) => setTimeout(resolve, cleanupMs));
    events.push('cleaned up');
    throw new Error('stopped by abort');
  };
  return { events, started, handler };
}

describe.each(DATABASE_KINDS)('job queue on %s', (kind) => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];
  const openQueue = async () => {
    const queue = createJobQueue({ database, logger: testLogger, definitions: [echo, once] });
    await queue.start();
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop({ deadline: inMs(1000) }).catch(() => {});
    await database?.destroy();
  });

  it('runs a job with its payload and marks it completed', async () => {
    const queue = await openQueue();
    const seen: string[] = [];
    await queue.work({ job: echo, handler: async ({ text }) => void seen.push(text), pollingIntervalSeconds: 0.5 });
    const id = await queue.send({ job: echo, payload: { text: 'olá' } });
    const row = await until(() => jobRow(database, id), (r) => r?.state === 'completed');
    expect(row?.state).toBe('completed');
    expect(seen).toEqual(['olá']);
    await queue.stop({ deadline: inMs(1000) });
  });

  it('refuses to queue a payload that does not match the job schema', async () => {
    const queue = await openQueue();
    await expect(queue.send({ job: echo, payload: { text: 42 } as unknown as { text: string } })).rejects.toThrow(z.ZodError);
    await queue.stop({ deadline: inMs(1000) });
  });

  it('retries a failure that may pass, and ends a permanent one at once', async () => {
    const queue = await openQueue();
    const attempts = new Map<string, number>();
    await queue.work({
      job: echo,
      handler: async ({ text }, { attempt }) => {
        attempts.set(text, attempt + 1);
        if (text === 'flaky' && attempt === 0) throw new Error('connection reset');
        if (text === 'broken') throw new PermanentJobError('the product was deleted');
      },
      pollingIntervalSeconds: 0.5,
    });
    const flaky = await queue.send({ job: echo, payload: { text: 'flaky' } });
    const broken = await queue.send({ job: echo, payload: { text: 'broken' } });
    expect((await until(() => jobRow(database, flaky), (r) => r?.state === 'completed'))?.state).toBe('completed');
    expect(attempts.get('flaky')).toBe(2);
    expect((await until(() => jobRow(database, broken), (r) => r?.state === 'failed'))?.state).toBe('failed');
    expect(attempts.get('broken')).toBe(1);
    await queue.stop({ deadline: inMs(1000) });
  });

  it('lets a running job finish when it ends before the shutdown deadline', async () => {
    const queue = await openQueue();
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    await queue.work({
      job: echo,
      handler: async () => {
        markStarted();
        await new Promise((resolve) => setTimeout(resolve, 1500));
      },
      pollingIntervalSeconds: 0.5,
    });
    const id = await queue.send({ job: echo, payload: { text: 'finish me' } });
    await started;
    await queue.stop({ deadline: inMs(10_000) });
    expect((await jobRow(database, id))?.state).toBe('completed');
  });

  it('hands a job that outlives the deadline back unspent, waits for its cleanup, and another worker completes it', async () => {
    const first = await openQueue();
    const running = endlessHandler(300);
    await first.work({ job: once, handler: running.handler, pollingIntervalSeconds: 0.5 });
    const id = await first.send({ job: once, payload: { text: 'long render' } });
    await running.started;
    await first.stop({ deadline: inMs(500) });
    // stop() returned only after the aborted handler finished cleaning up.
    expect(running.events).toEqual(['start attempt 0', 'aborted', 'cleaned up']);
    // Back in the queue as if never started: retryLimit is 0, yet it is not failed.
    expect(await jobRow(database, id)).toMatchObject({ state: 'created', retry_count: 0, started_on: null });

    const second = await openQueue();
    const done: string[] = [];
    await second.work({
      job: once,
      handler: async ({ text }, { attempt }) => void done.push(`${text} attempt ${attempt}`),
      pollingIntervalSeconds: 0.5,
    });
    const row = await until(() => jobRow(database, id), (r) => r?.state === 'completed');
    expect(row?.state).toBe('completed');
    expect(done).toEqual(['long render attempt 0']);
    await second.stop({ deadline: inMs(1000) });
  });

  it('reports its queues for the health check', async () => {
    const queue = await openQueue();
    const health = await queue.health();
    expect(health).toMatchObject({ ok: true, version: '12.35.0' });
    expect(health.queues.map((q) => q.name).sort()).toEqual(['test.echo', 'test.once']);
    await queue.stop({ deadline: inMs(1000) });
  });
});
