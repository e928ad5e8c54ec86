import { createRequire } from 'node:module';
import type { Database } from '@reelsmith/db';
import { sql } from 'drizzle-orm';
import { PgBoss, fromPglite, type ConstructorOptions, type JobResult } from 'pg-boss';
import type { Logger } from 'pino';
import { z } from 'zod';
import { PermanentJobError, type JobDefinition } from './define-job';

const { version: PG_BOSS_VERSION } = createRequire(import.meta.url)('pg-boss/package.json') as { version: string };

/** How long a handler may take to stop once aborted, before the database is closed regardless. */
const HANDLER_SETTLE_MS = 10_000;

/** What a handler gets besides the payload. */
export interface JobContext {
  jobId: string;
  /** 0 on the first run, then 1, 2… on retries. A run handed back at shutdown does not count. */
  attempt: number;
  /** Aborted when the worker shuts down past its grace period or loses the job; stop promptly. */
  signal: AbortSignal;
  logger: Logger;
}

/** Runs one job. Throw PermanentJobError for failures that must not be retried. */
export type JobHandler<Payload> = (payload: Payload, context: JobContext) => Promise<void>;

/** Queue state for the health check. */
export interface QueueHealth {
  ok: boolean;
  version: string;
  error?: string;
  queues: { name: string; queued: number; active: number }[];
}

/** The job queue: pg-boss on the application's own database, PGlite or PostgreSQL. */
export interface JobQueue {
  start(): Promise<void>;
  send<Payload>(request: { job: JobDefinition<Payload>; payload: Payload; singletonKey?: string; startAfterSeconds?: number }): Promise<string>;
  /** Sends many jobs of one kind in a few statements (a campaign's thousands of recipients). */
  sendMany<Payload>(request: { job: JobDefinition<Payload>; payloads: readonly Payload[] }): Promise<void>;
  work<Payload>(request: { job: JobDefinition<Payload>; handler: JobHandler<Payload>; concurrency?: number; pollingIntervalSeconds?: number }): Promise<void>;
  /** Sends the job on a cron schedule (UTC), once per tick across every process sharing the database. */
  schedule<Payload>(request: { job: JobDefinition<Payload>; cron: string; payload: Payload }): Promise<void>;
  /**
   * Stops taking jobs and lets running ones finish until the deadline. A job still running then is
   * put back in the queue as it was before this attempt (no retry used), its handler aborted and
   * awaited, so nothing runs against a closed database.
   */
  stop(options: { deadline: number }): Promise<void>;
  health(): Promise<QueueHealth>;
}

interface RunningJob {
  name: string;
  attempt: number;
  controller: AbortController;
  settled: Promise<unknown>;
  handedBack: boolean;
}

/** Jobs per insert statement of sendMany. */
const SEND_MANY_BATCH = 500;

/** Seconds without a heartbeat after which a held job is taken from its worker (pg-boss minimum: 10). */
export const DEFAULT_HEARTBEAT_SECONDS = 30;

function bossOptions(database: Database, heartbeatSeconds: number): ConstructorOptions {
  // The supervisor's monitor pass is what notices a missing heartbeat. It runs every supervise
  // interval but acts only once per monitor interval (pg-boss default 60 s): both are half the
  // heartbeat, so a dead worker's job is failed over within 1.5 heartbeats and back in the queue after
  // its retry delay. Left at 60 s, a killed worker's job waited 81 s in place of 40 s.
  const every = Math.max(1, Math.min(60, Math.floor(heartbeatSeconds / 2)));
  const supervision = { superviseIntervalSeconds: every, monitorIntervalSeconds: every };
  const driver = database.driver;
  if (driver.kind === 'pglite') return { db: fromPglite(driver.client), backend: 'pglite', ...supervision };
  return { connectionString: driver.url, max: 5, application_name: 'reelsmith-queue', ...supervision };
}

const waitAtMost = (ms: number, promises: Promise<unknown>[]) =>
  Promise.race([Promise.allSettled(promises), new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))]);

/**
 * Creates the queue for these job kinds; nothing touches the database until start().
 * `heartbeatSeconds` (default 30) applies to the kinds whose policy asks for a heartbeat.
 */
export function createJobQueue(options: { database: Database; logger: Logger; definitions: readonly JobDefinition<unknown>[]; heartbeatSeconds?: number }): JobQueue {
  const { database, logger, definitions, heartbeatSeconds = DEFAULT_HEARTBEAT_SECONDS } = options;
  const boss = new PgBoss(bossOptions(database, heartbeatSeconds));
  const running = new Map<string, RunningJob>();
  const workedQueues = new Set<string>();
  // The queue counts as unhealthy for a minute after an error it reported (a lost connection…).
  let lastError: { error: Error; at: number } | undefined;
  boss.on('error', (error: Error) => {
    lastError = { error, at: Date.now() };
    logger.error({ err: error }, 'queue error');
  });
  boss.on('warning', (warning: unknown) => logger.warn({ warning }, 'queue warning'));

  /**
   * Puts a running job back as if this attempt never started: pg-boss's own restore statement
   * (started_on cleared, so the next claim does not count as a retry), fenced to the attempt we
   * hold. pg-boss 12.35 does not export restore() from its public class, hence the SQL.
   */
  async function handBack(jobId: string, job: RunningJob): Promise<void> {
    await database.db.execute(sql`
      update pgboss.job set state = 'created', started_on = null, heartbeat_on = null
      where name = ${job.name} and id = ${jobId}::uuid and state = 'active' and retry_count = ${job.attempt}`);
  }

  async function runOne(name: string, id: string, attempt: number, jobSignal: AbortSignal, execute: (context: JobContext) => Promise<void>): Promise<JobResult> {
    const controller = new AbortController();
    const jobLogger = logger.child({ job: name, jobId: id, attempt });
    const entry: RunningJob = { name, attempt, controller, settled: Promise.resolve(), handedBack: false };
    const execution = execute({ jobId: id, attempt, signal: AbortSignal.any([jobSignal, controller.signal]), logger: jobLogger });
    entry.settled = execution.catch(() => {});
    running.set(id, entry);
    try {
      await execution;
      return { id, status: 'completed' };
    } catch (error) {
      if (entry.handedBack) {
        // Already back in the queue; the result below is fenced out by pg-boss (the attempt moved on).
        jobLogger.info('job handed back to the queue at shutdown');
        return { id, status: 'failed', output: { message: 'handed back at shutdown' } };
      }
      const permanent = error instanceof PermanentJobError;
      jobLogger.error({ err: error, permanent }, permanent ? 'job failed for good' : 'job failed, will retry if attempts remain');
      // 'deadletter' ends the job at once whatever retries remain; 'failed' uses the retry policy.
      return { id, status: permanent ? 'deadletter' : 'failed', output: { message: (error as Error).message } };
    } finally {
      running.delete(id);
    }
  }

  return {
    async start() {
      await boss.start();
      for (const { name, policy } of definitions) {
        const queue = {
          retryLimit: policy.retryLimit,
          retryDelay: policy.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: policy.expireInSeconds,
        };
        // pg-boss refuses a heartbeat key without a number; updating with null removes one.
        const heartbeat = policy.heartbeat ? heartbeatSeconds : null;
        // A definition's policy may change between releases: keep the stored queue in step.
        // The heartbeat is the queue's, copied onto each job as it is sent: every process sharing
        // the database must run with the same JOB_HEARTBEAT_SECONDS.
        if (await boss.getQueue(name)) await boss.updateQueue(name, { ...queue, heartbeatSeconds: heartbeat });
        else await boss.createQueue(name, heartbeat === null ? queue : { ...queue, heartbeatSeconds: heartbeat });
      }
    },

    async send({ job, payload, singletonKey, startAfterSeconds }) {
      const data = job.payload.parse(payload) as object;
      const id = await boss.send(job.name, data, {
        ...(singletonKey ? { singletonKey } : {}),
        ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
      });
      if (!id) throw new Error(`The queue refused a ${job.name} job (a duplicate singleton?)`);
      return id;
    },

    async sendMany({ job, payloads }) {
      const { policy } = job;
      // The kind's policy on each job, as send() gets it from the queue.
      const common = {
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: policy.expireInSeconds,
        ...(policy.heartbeat ? { heartbeatSeconds } : {}),
      };
      for (let start = 0; start < payloads.length; start += SEND_MANY_BATCH) {
        await boss.insert(
          job.name,
          payloads.slice(start, start + SEND_MANY_BATCH).map((payload) => ({ ...common, data: job.payload.parse(payload) as object })),
        );
      }
    },

    async work({ job, handler, concurrency = 1, pollingIntervalSeconds = 1 }) {
      workedQueues.add(job.name);
      await boss.work(
        job.name,
        { localConcurrency: concurrency, pollingIntervalSeconds, batchSize: 1, perJobResults: true },
        async (jobs): Promise<JobResult[]> =>
          Promise.all(
            jobs.map((claimed) =>
              runOne(job.name, claimed.id, claimed.retryCount, claimed.signal, async (context) => {
                const payload = job.payload.safeParse(claimed.data);
                if (!payload.success) throw new PermanentJobError(`Invalid ${job.name} payload: ${z.prettifyError(payload.error)}`);
                await handler(payload.data, context);
              }),
            ),
          ),
      );
    },

    async schedule({ job, cron, payload }) {
      await boss.schedule(job.name, cron, job.payload.parse(payload) as object, { tz: 'UTC' });
    },

    async stop({ deadline }) {
      // No new jobs from here on; the running ones keep going.
      await Promise.all([...workedQueues].map((name) => boss.offWork(name, { wait: false })));
      await waitAtMost(deadline - Date.now(), [...running.values()].map((job) => job.settled));
      const leftovers = [...running.entries()];
      for (const [id, job] of leftovers) {
        // Back in the queue first, then abort: the aborted handler's failure must not count.
        job.handedBack = true;
        await handBack(id, job).catch((error: unknown) => logger.error({ err: error, jobId: id }, 'could not hand a job back'));
        job.controller.abort(new Error('the worker is shutting down'));
      }
      await waitAtMost(HANDLER_SETTLE_MS, leftovers.map(([, job]) => job.settled));
      // PGlite belongs to the database object, which closes it; a pool pg-boss opened is its own.
      await boss.stop({ graceful: true, timeout: 1_000, close: database.driver.kind === 'postgres' });
    },

    async health() {
      try {
        const names = definitions.map((d) => d.name);
        // With no names pg-boss lists every queue, its own internal ones included.
        const queues = names.length > 0 ? await boss.getQueues(names) : [];
        const recentError = lastError && Date.now() - lastError.at < 60_000 ? lastError.error : undefined;
        return {
          ok: recentError === undefined,
          version: PG_BOSS_VERSION,
          ...(recentError ? { error: recentError.message } : {}),
          queues: queues.map((q) => ({ name: q.name, queued: q.queuedCount, active: q.activeCount })),
        };
      } catch (error) {
        return { ok: false, version: PG_BOSS_VERSION, error: (error as Error).message, queues: [] };
      }
    },
  };
}
