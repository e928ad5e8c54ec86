import type { JobDefinition } from './define-job';
import { prepareCampaignHandler, prepareCampaignJob, renderRecipientHandler, renderRecipientJob, type CampaignJobDeps } from './campaign-jobs';
import { generateVideoHandler, generateVideoJob, type GenerateVideoDeps } from './generate-video';
import { TIME_OUT_SWEEP_CRON, timeOutSweepHandler, timeOutSweepJob } from './time-out-sweep';
import type { JobHandler, JobQueue } from './job-queue';

/** A kind of job with the handler that runs it. */
export interface CatalogEntry<Payload> {
  definition: JobDefinition<Payload>;
  handler: JobHandler<Payload>;
}

/** Every kind of job the workers run: video generation, campaigns, and the 25-minute timeout sweep. */
export function jobCatalog(deps: GenerateVideoDeps & Pick<CampaignJobDeps, 'queue'>): CatalogEntry<unknown>[] {
  const voice = deps.providers?.voice;
  const campaignDeps: CampaignJobDeps = { db: deps.db, mediaDir: deps.mediaDir, tools: deps.tools, queue: deps.queue, ...(voice ? { providers: { voice } } : {}) };
  return [
    { definition: generateVideoJob, handler: generateVideoHandler(deps) },
    { definition: prepareCampaignJob, handler: prepareCampaignHandler(campaignDeps) },
    { definition: renderRecipientJob, handler: renderRecipientHandler(campaignDeps) },
    { definition: timeOutSweepJob, handler: timeOutSweepHandler({ db: deps.db }) },
  ] as CatalogEntry<unknown>[];
}

/** The job kinds alone, for a process that only sends jobs. */
export const JOB_DEFINITIONS = [generateVideoJob, prepareCampaignJob, renderRecipientJob, timeOutSweepJob] as JobDefinition<unknown>[];

/** Starts consuming every job kind of the catalog, and the sweep's schedule. */
export async function startWorkers(queue: JobQueue, catalog: CatalogEntry<unknown>[], concurrency: number): Promise<void> {
  for (const { definition, handler } of catalog) await queue.work({ job: definition, handler, concurrency: Math.max(concurrency, definition.policy.minConcurrency ?? 1) });
  await queue.schedule({ job: timeOutSweepJob, cron: TIME_OUT_SWEEP_CRON, payload: {} });
}
