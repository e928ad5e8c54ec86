import type { JobDefinition } from './define-job';
import { generateVideoHandler, generateVideoJob, type GenerateVideoDeps } from './generate-video';
import { TIME_OUT_SWEEP_CRON, timeOutSweepHandler, timeOutSweepJob } from './time-out-sweep';
import type { JobHandler, JobQueue } from './job-queue';

/** A kind of job with the handler that runs it. */
export interface CatalogEntry<Payload> {
  definition: JobDefinition<Payload>;
  handler: JobHandler<Payload>;
}

/** Every kind of job the workers run: video generation and the 25-minute timeout sweep. */
export function jobCatalog(deps: GenerateVideoDeps): CatalogEntry<unknown>[] {
  return [
    { definition: generateVideoJob, handler: generateVideoHandler(deps) },
    { definition: timeOutSweepJob, handler: timeOutSweepHandler({ db: deps.db }) },
  ] as CatalogEntry<unknown>[];
}

/** The job kinds alone, for a process that only sends jobs. */
export const JOB_DEFINITIONS = [generateVideoJob, timeOutSweepJob] as JobDefinition<unknown>[];

/** Starts consuming every job kind of the catalog, and the sweep's schedule. */
export async function startWorkers(queue: JobQueue, catalog: CatalogEntry<unknown>[], concurrency: number): Promise<void> {
  for (const { definition, handler } of catalog) await queue.work({ job: definition, handler, concurrency });
  await queue.schedule({ job: timeOutSweepJob, cron: TIME_OUT_SWEEP_CRON, payload: {} });
}
