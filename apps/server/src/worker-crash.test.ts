import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, creditBalances, creditLedger, users, videoJobs, videos, type Database } from '@reelsmith/db';
import { createScratchPostgres } from '@reelsmith/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpAccount } from './auth/set-up-account';
import { JOB_DEFINITIONS } from './jobs/catalog';
import { generateVideoJob } from './jobs/generate-video';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { startEntry, type EntryProcess } from './test/entry-process';
import { startShop, type LocalShop } from './test/local-shop';
import { testLogger } from './test/logger';
import { until } from './test/until';
import { createVideoJob } from './use-cases/jobs/create-video-job';

// The smallest heartbeat pg-boss allows: a killed worker's job is back in the queue within 15 s.
const HEARTBEAT_SECONDS = 10;

describe('generation workers as their own processes, on one PostgreSQL', { timeout: 420_000 }, () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let database: Database;
  let queue: JobQueue;
  let shop: LocalShop;
  let dataDir: string;
  const workers: EntryProcess[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgres();
    database = await createDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 5 });
    await database.migrate();
    // This process only sends jobs, as the web server does with RUN_WORKER=false.
    queue = createJobQueue({ database, logger: testLogger, definitions: JOB_DEFINITIONS, heartbeatSeconds: HEARTBEAT_SECONDS });
    await queue.start();
    shop = await startShop({ slowMs: 1_500 });
    dataDir = mkdtempSync(join(tmpdir(), 'reelsmith-workers-'));
  });
  afterAll(async () => {
    for (const worker of workers) {
      if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
      await worker.exited;
    }
    await queue?.stop({ deadline: Date.now() + 1_000 });
    await database?.close();
    await scratch?.drop();
    await shop?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const startWorker = () => {
    const worker = startEntry('worker.ts', { DATABASE_URL: scratch.url, DATA_DIR: dataDir, FETCH_ALLOW_HOSTS: shop.host, JOB_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS) });
    workers.push(worker);
    return worker;
  };

  /** A registered user with the free credit, as after sign-up. */
  const newUser = async (name: string) => {
    const id = `user-${name}-${Date.now()}`;
    await database.db.insert(users).values({ id, name, email: `${id}@example.com` });
    await setUpAccount({ db: database.db, userId: id });
    return id;
  };

  const generate = (userId: string, productUrl: string) =>
    createVideoJob({
      db: database.db,
      userId,
      title: 'Aurora',
      input: { kind: 'url', productUrl, format: '9:16' },
      enqueue: (jobId) => queue.send({ job: generateVideoJob, payload: { jobId } }),
    });

  const job = async (jobId: string) => (await database.db.select().from(videoJobs).where(eq(videoJobs.id, jobId)))[0];
  const ledger = (userId: string) => database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
  const balance = async (userId: string) => (await database.db.select().from(creditBalances).where(eq(creditBalances.userId, userId)))[0]?.balance;
  /** The state of the queue's job for this video job ('active' while a worker holds it, 'retry' once failed over). */
  const queueState = async (jobId: string) => {
    const result = await database.db.execute(sql`select state from pgboss.job where data->>'jobId' = ${jobId}`);
    return (result as { rows: { state: string }[] }).rows[0]?.state;
  };
  const startsOf = (worker: EntryProcess) => worker.logs.filter((line) => line.msg === 'generation started');

  it('a worker killed in the middle of a render loses nothing: another one finishes the job, charged once', async () => {
    const userId = await newUser('crash');
    const { jobId } = await generate(userId, `${shop.origin}/p/aurora`);
    const first = startWorker();
    const rendering = await until(() => job(jobId), (row) => row?.stage === 'rendering' && (row.progress ?? 0) >= 40, 180_000);
    expect(rendering, 'the first worker got into the render').toMatchObject({ status: 'processing', stage: 'rendering' });

    first.child.kill('SIGKILL');
    const killedAt = Date.now();
    expect(await first.exited).toBeNull();
    // The dead worker's job is still marked as running: nobody told the database otherwise.
    expect((await job(jobId))?.status).toBe('processing');
    // The queue fails it over once its heartbeat is stale, within 1.5 heartbeats (the worker touched it
    // at most half a heartbeat before dying; the supervisors look every half heartbeat), here with 5 s
    // to spare for a busy machine. pg-boss's own monitor would have looked only once a minute.
    expect(await until(() => queueState(jobId), (state) => state !== 'active', 120_000)).toBe('retry');
    expect(Date.now() - killedAt).toBeLessThan(2 * HEARTBEAT_SECONDS * 1000);

    const second = startWorker();
    const ended = await until(() => job(jobId), (row) => row?.status === 'completed' || row?.status === 'failed', 240_000);
    expect(ended?.status, ended?.error ?? '').toBe('completed');
    expect(startsOf(second)).toEqual([expect.objectContaining({ videoJobId: jobId, retried: true })]);

    // Charged exactly once, never refunded, and the video is there, playable from the start.
    const rows = await ledger(userId);
    expect(rows.filter((row) => row.jobId === jobId).map((row) => row.reason)).toEqual(['generation']);
    expect(await balance(userId)).toBe(0);
    const [video] = await database.db.select().from(videos).where(eq(videos.jobId, jobId));
    const mp4 = readFileSync(join(dataDir, 'media', String(video?.mediaKey)));
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(existsSync(join(dataDir, 'media', String(video?.posterKey)))).toBe(true);
    // Nothing of the killed attempt is left beside them.
    expect(readdirSync(join(dataDir, 'media', 'videos')).sort()).toEqual([video?.mediaKey, video?.posterKey].map((key) => String(key).slice('videos/'.length)).sort());
    expect(await second.stop()).toBe(0);
  });

  it('two workers on one database never run the same job twice, and refund each failure once', async () => {
    const owners = await Promise.all(Array.from({ length: 8 }, (_, i) => newUser(`pair${i}`)));
    const jobIds = await Promise.all(owners.map(async (userId, i) => (await generate(userId, `${shop.origin}/slow/${i}`)).jobId));
    const pair = [startWorker(), startWorker()];

    const ended = await until(
      async () => Promise.all(jobIds.map(job)),
      (rows) => rows.every((row) => row?.status === 'failed'),
      180_000,
    );
    expect(ended.map((row) => [row?.status, row?.errorType])).toEqual(jobIds.map(() => ['failed', 'product_not_found']));

    // Each attempt of each job ran in exactly one of the two processes.
    const starts = pair.flatMap((worker, index) => startsOf(worker).map((line) => ({ worker: index, jobId: line.videoJobId, attempt: line.attempt })));
    const attempts = starts.map((start) => `${String(start.jobId)}#${String(start.attempt)}`);
    expect(new Set(attempts).size).toBe(attempts.length);
    expect(new Set(starts.map((start) => start.jobId))).toEqual(new Set(jobIds));
    expect(new Set(starts.map((start) => start.worker)), 'both workers took jobs').toEqual(new Set([0, 1]));

    for (const userId of owners) {
      const reasons = (await ledger(userId)).map((row) => row.reason).sort();
      expect(reasons).toEqual(['generation', 'refund', 'signup_bonus']);
      expect(await balance(userId)).toBe(1);
    }
    expect(await Promise.all(pair.map((worker) => worker.stop()))).toEqual([0, 0]);
  });
});
