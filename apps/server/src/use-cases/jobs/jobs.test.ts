import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@reelsmith/db/testing';
import { creditLedger, users, videoJobs } from '@reelsmith/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCredits, creditBalance } from '../credits/change-credits';
import { payWithTestCard } from '../payments/pay-with-test-card';
import { cancelJob } from './cancel-job';
import { createVideoJob, type VideoJobInput } from './create-video-job';
import { getActiveJob, getJob } from './get-job';
import { JOB_TIMEOUT_MESSAGE, timeOutStaleJobs } from './time-out-jobs';

const INPUT: VideoJobInput = { kind: 'url', productUrl: 'https://shop.example.com/p/1', format: '9:16' };

describe.each(['pglite', 'postgres'] as const)('generation jobs and credits on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());

  const newUser = async (credits: number) => {
    const id = randomUUID();
    await database.db.insert(users).values({ id, name: 'Ana', email: `${id}@example.com` });
    if (credits > 0) await changeCredits(database.db, { userId: id, delta: credits, reason: 'signup_bonus' });
    return id;
  };
  const attempt = (userId: string, enqueue = async () => {}) => createVideoJob({ db: database.db, userId, title: 'Lamp', input: INPUT, enqueue }).then(
    () => 'created',
    (error: { code?: string; message?: string }) => error.code ?? error.message ?? 'failed',
  );

  it('makes exactly one job of twenty simultaneous requests with one credit', async () => {
    const userId = await newUser(1);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => attempt(userId)));
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'INSUFFICIENT_CREDITS' || o === 'ACTIVE_JOB_EXISTS')).toHaveLength(19);
    expect(await creditBalance(database.db, userId)).toBe(0);
    expect(await database.db.select().from(videoJobs).where(eq(videoJobs.userId, userId))).toHaveLength(1);
  });

  it('refuses a second job while one runs, even with credits left, and refuses without credits', async () => {
    const rich = await newUser(5);
    expect(await attempt(rich)).toBe('created');
    expect(await attempt(rich)).toBe('ACTIVE_JOB_EXISTS');
    expect(await creditBalance(database.db, rich)).toBe(4);
    expect(await attempt(await newUser(0))).toBe('INSUFFICIENT_CREDITS');
  });

  it('ends with the right balance when buying and generating at the same time', async () => {
    const userId = await newUser(0);
    const card = { planId: 'basic', cardNumber: '4242424242424242', expiry: '12/39' } as const;
    // Ten generations racing two deliveries of one payment (a double-clicked Pay button) and a second payment.
    const outcomes = await Promise.all([
      ...Array.from({ length: 10 }, () => attempt(userId)),
      payWithTestCard({ db: database.db, userId, card, idempotencyKey: 'first' }),
      payWithTestCard({ db: database.db, userId, card, idempotencyKey: 'first' }),
      payWithTestCard({ db: database.db, userId, card, idempotencyKey: 'second' }),
    ]);
    const created = outcomes.filter((o) => o === 'created').length;
    // One job at a time, so at most one generation got through, whatever the order.
    expect(created).toBeLessThanOrEqual(1);
    expect(await creditBalance(database.db, userId)).toBe(20 - created);
    const rows = await database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    expect(rows.filter((row) => row.reason === 'purchase')).toHaveLength(2);
    expect(rows.reduce((sum, row) => sum + row.delta, 0)).toBe(20 - created);
    // With credits now on the balance and no job running, the next attempt goes through.
    if (created === 0) expect(await attempt(userId)).toBe('created');
  });

  it('refunds a cancelled job once, and shows jobs to their owner only', async () => {
    const owner = await newUser(1);
    const stranger = await newUser(1);
    const { jobId } = await createVideoJob({ db: database.db, userId: owner, title: 'Lamp', input: INPUT, enqueue: async () => {} });
    await expect(getJob({ db: database.db, userId: stranger, jobId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(cancelJob({ db: database.db, userId: stranger, jobId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await getActiveJob({ db: database.db, userId: owner })).toMatchObject({ job_id: jobId, status: 'pending', title: 'Lamp' });
    await Promise.allSettled([cancelJob({ db: database.db, userId: owner, jobId }), cancelJob({ db: database.db, userId: owner, jobId })]);
    await expect(cancelJob({ db: database.db, userId: owner, jobId })).rejects.toMatchObject({ code: 'NO_ACTIVE_JOB' });
    expect(await getJob({ db: database.db, userId: owner, jobId })).toMatchObject({ status: 'cancelled', result: null });
    expect(await getActiveJob({ db: database.db, userId: owner })).toBeNull();
    expect(await creditBalance(database.db, owner)).toBe(1);
    const refunds = await database.db.select().from(creditLedger).where(eq(creditLedger.jobId, jobId));
    expect(refunds.map((row) => [row.reason, row.delta]).sort()).toEqual([['generation', -1], ['refund', 1]]);
  });

  it('fails and refunds a job that could not be queued', async () => {
    const userId = await newUser(1);
    expect(await attempt(userId, () => Promise.reject(new Error('queue down')))).toBe('SERVICE_UNAVAILABLE');
    expect(await creditBalance(database.db, userId)).toBe(1);
    expect(await getActiveJob({ db: database.db, userId })).toBeNull();
  });

  it('times out jobs older than 25 minutes, refunding each once', async () => {
    const userId = await newUser(1);
    const { jobId } = await createVideoJob({ db: database.db, userId, title: 'Lamp', input: INPUT, enqueue: async () => {} });
    expect(await timeOutStaleJobs({ db: database.db, now: new Date(Date.now() + 24 * 60_000) })).toBe(0);
    const later = new Date(Date.now() + 26 * 60_000);
    // Two sweeps at once (two servers): each stale job (this one and the earlier tests') ends once.
    const stale = await database.db.select({ id: videoJobs.id }).from(videoJobs).where(inArray(videoJobs.status, ['pending', 'processing']));
    const [first, second] = await Promise.all([timeOutStaleJobs({ db: database.db, now: later }), timeOutStaleJobs({ db: database.db, now: later })]);
    expect((first ?? 0) + (second ?? 0)).toBe(stale.length);
    expect((await database.db.select().from(creditLedger).where(eq(creditLedger.jobId, jobId))).map((row) => row.reason).sort()).toEqual(['generation', 'refund']);
    expect(await getJob({ db: database.db, userId, jobId })).toMatchObject({ status: 'failed', error: JOB_TIMEOUT_MESSAGE, error_type: 'timeout' });
    expect(await creditBalance(database.db, userId)).toBe(1);
  });
});
