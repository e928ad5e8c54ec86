import type { JobDefinition } from './define-job';
import type { JobHandler, JobQueue } from './job-queue';

/** A kind of job with the handler that runs it. */
export interface CatalogEntry<Payload> {
  definition: JobDefinition<Payload>;
  handler: JobHandler<Payload>;
}

/**
 * Every kind of job the workers run. The video generation jobs join it with the job API; the queue,
 * its retry policies and the graceful shutdown are already in place for them.
 */
export function jobCatalog(): CatalogEntry<unknown>[] {
  return [];
}

/** Starts consuming every job kind of the catalog. */
export async function startWorkers(queue: JobQueue, catalog: CatalogEntry<unknown>[], concurrency: number): Promise<void> {
  for (const { definition, handler } of catalog) await queue.work({ job: definition, handler, concurrency });
}
