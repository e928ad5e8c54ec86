import type { JobDefinition } from './define-job';
import { prepareCampaignHandler, prepareCampaignJob, renderRecipientHandler, renderRecipientJob, type CampaignJobDeps } from './campaign-jobs';
import { previewCampaignHandler, previewCampaignJob } from './campaign-preview';
import { CAMPAIGN_SWEEP_CRON, campaignSweepHandler, campaignSweepJob } from './campaign-sweep';
import { DELIVERY_JOB_DEFINITIONS, deliveryJobs, type DeliveryConfig } from './delivery-jobs';
import { generateVideoHandler, generateVideoJob, type GenerateVideoDeps } from './generate-video';
import { MEDIA_SWEEP_CRON, mediaSweepHandler, mediaSweepJob } from './media-sweep';
import { normalizeClipHandler, normalizeClipJob } from './normalize-clip';
import { TIME_OUT_SWEEP_CRON, timeOutSweepHandler, timeOutSweepJob } from './time-out-sweep';
import type { JobHandler, JobQueue } from './job-queue';

/** A kind of job with the handler that runs it. */
export interface CatalogEntry<Payload> {
  definition: JobDefinition<Payload>;
  handler: JobHandler<Payload>;
}

/** Every kind of job the workers run: video generation, campaigns, clips, delivery, and the sweeps. */
export function jobCatalog(deps: GenerateVideoDeps & Pick<CampaignJobDeps, 'queue' | 'recipientWriter'> & { delivery?: DeliveryConfig }): CatalogEntry<unknown>[] {
  const voice = deps.providers?.voice;
  // E-mail and webhooks (jobs/delivery-jobs.ts); a test's catalog without them delivers nothing.
  const delivery = deps.delivery ? deliveryJobs({ ...deps.delivery, db: deps.db, mediaDir: deps.mediaDir, queue: deps.queue }) : undefined;
  const campaignDeps: CampaignJobDeps = { db: deps.db, mediaDir: deps.mediaDir, tools: deps.tools, fetcher: deps.fetcher, browser: deps.browser, queue: deps.queue, ...(voice ? { providers: { voice } } : {}), ...(deps.recipientWriter ? { recipientWriter: deps.recipientWriter } : {}), ...(delivery ? { delivery: delivery.hooks } : {}) };
  return [
    { definition: generateVideoJob, handler: generateVideoHandler(deps) },
    { definition: prepareCampaignJob, handler: prepareCampaignHandler(campaignDeps) },
    { definition: renderRecipientJob, handler: renderRecipientHandler(campaignDeps) },
    { definition: previewCampaignJob, handler: previewCampaignHandler(campaignDeps) },
    { definition: normalizeClipJob, handler: normalizeClipHandler({ db: deps.db, mediaDir: deps.mediaDir, tools: deps.tools }) },
    { definition: timeOutSweepJob, handler: timeOutSweepHandler({ db: deps.db }) },
    { definition: mediaSweepJob, handler: mediaSweepHandler({ db: deps.db, mediaDir: deps.mediaDir }) },
    { definition: campaignSweepJob, handler: campaignSweepHandler({ db: deps.db, queue: deps.queue, delivery: delivery?.hooks }) },
    ...(delivery?.entries ?? []),
  ] as CatalogEntry<unknown>[];
}

/** The job kinds alone, for a process that only sends jobs. */
export const JOB_DEFINITIONS = [generateVideoJob, prepareCampaignJob, renderRecipientJob, previewCampaignJob, normalizeClipJob, timeOutSweepJob, campaignSweepJob, mediaSweepJob, ...DELIVERY_JOB_DEFINITIONS] as JobDefinition<unknown>[];

/** Starts consuming every job kind of the catalog, and the sweeps' schedules. */
export async function startWorkers(queue: JobQueue, catalog: CatalogEntry<unknown>[], concurrency: number): Promise<void> {
  for (const { definition, handler } of catalog) await queue.work({ job: definition, handler, concurrency: Math.max(concurrency, definition.policy.minConcurrency ?? 1) });
  await queue.schedule({ job: timeOutSweepJob, cron: TIME_OUT_SWEEP_CRON, payload: {} });
  await queue.schedule({ job: campaignSweepJob, cron: CAMPAIGN_SWEEP_CRON, payload: {} });
  await queue.schedule({ job: mediaSweepJob, cron: MEDIA_SWEEP_CRON, payload: {} });
}
