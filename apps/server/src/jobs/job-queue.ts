import { createRequire } from 'node:module';
import type { Database } from '@reelsmith/db';
import { PgBoss, fromPglite, type ConstructorOptions, type JobResult } from 'pg-boss';
import type { Logger } from 'pino';
import { z } from 'zod';
import { PermanentJobError, type JobDefinition } from './define-job';

const { version: PG_BOSS_VERSION } = createRequire(import.meta.url)('pg-boss/package.json') as { version: string };

/** What a handler gets besides the payload. */
export interface JobContext {
  jobId: string;
  /** 0 on the first run, then 1, 2… on retries. */
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
  send<Payload>(definition: JobDefinition<Payload>, payload: Payload, options?: { singletonKey?: string; startAfterSeconds?: number }): Promise<string>;
  work<Payload>(definition: JobDefinition<Payload>, handler: JobHandler<Payload>, options?: { concurrency?: number; pollingIntervalSeconds?: number }): Promise<void>;
  /** Stops taking jobs, lets running ones finish within timeoutMs, then hands the rest back for retry. */
  stop(options: { timeoutMs: number }): Promise<void>;
  health(): Promise<QueueHealth>;
}

function bossOptions(database: Database): ConstructorOptions {
  const driver = database.driver;
  if (driver.kind === 'pglite') return { db: fromPglite(driver.client), backend: 'pglite' };
  return { connectionString: driver.url, max: 5, application_name: 'reelsmith-queue' };
}

/** Creates the queue for these job kinds; nothing touches the database until start(). */
export function createJobQueue(options: { database: Database; logger: Logger; definitions: readonly JobDefinition<unknown>[] }): JobQueue {
  const { database, logger, definitions } = options;
  const boss = new PgBoss(bossOptions(database));
  // The queue counts as unhealthy for a minute after an error it reported (a lost connection…).
  let lastError: { error: Error; at: number } | undefined;
  boss.on('error', (error: Error) => {
    lastError = { error, at: Date.now() };
    logger.error({ err: error }, 'queue error');
  });
  boss.on('warning', (warning: unknown) => logger.warn({ warning }, 'queue warning'));

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
        // A definition's policy may change between releases: keep the stored queue in step.
        if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
        else await boss.createQueue(name, queue);
      }
    },

    async send(definition, payload, sendOptions = {}) {
      const data = definition.payload.parse(payload) as object;
      const id = await boss.send(definition.name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
      if (!id) throw new Error(`The queue refused a ${definition.name} job (a duplicate singleton?)`);
      return id;
    },

    async work(definition, handler, workOptions = {}) {
      await boss.work(
        definition.name,
        {
          localConcurrency: workOptions.concurrency ?? 1,
          pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? 1,
          batchSize: 1,
          perJobResults: true,
        },
        async (jobs): Promise<JobResult[]> => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            const jobLogger = logger.child({ job: definition.name, jobId: job.id, attempt: job.retryCount });
            try {
              const payload = definition.payload.safeParse(job.data);
              if (!payload.success) throw new PermanentJobError(`Invalid ${definition.name} payload: ${z.prettifyError(payload.error)}`);
              await handler(payload.data, { jobId: job.id, attempt: job.retryCount, signal: job.signal, logger: jobLogger });
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              const permanent = error instanceof PermanentJobError;
              jobLogger.error({ err: error, permanent }, permanent ? 'job failed for good' : 'job failed, will retry if attempts remain');
              // 'deadletter' ends the job at once whatever retries remain; 'failed' uses the retry policy.
              results.push({ id: job.id, status: permanent ? 'deadletter' : 'failed', output: { message: (error as Error).message } });
            }
          }
          return results;
        },
      );
    },

    async stop({ timeoutMs }) {
      // PGlite belongs to the database object, which closes it; a pool pg-boss opened is its own.
      await boss.stop({ graceful: true, timeout: timeoutMs, close: database.driver.kind === 'postgres' });
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
