import type { Db } from '@reelsmith/db';
import { z } from 'zod';
import type { DeliveryHooks } from '../delivery/delivery-hooks';
import { findLostDeliveries } from '../use-cases/campaigns/find-lost-deliveries';
import { reviveStalledCampaigns } from '../use-cases/campaigns/revive-stalled-campaigns';
import { campaignEmailJob } from './campaign-email';
import { completeIfDone, prepareCampaignJob, renderRecipientJob } from './campaign-jobs';
import { campaignWebhookJob } from './campaign-webhook';
import { defineJob } from './define-job';
import type { JobHandler, JobQueue } from './job-queue';

/** Every two minutes: campaign work no worker holds any more is set going again (or failed and refunded). */
export const campaignSweepJob = defineJob({
  name: 'campaign.sweep',
  payload: z.object({}),
  policy: { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 5 * 60 },
});

/** The cron of the sweep (UTC). */
export const CAMPAIGN_SWEEP_CRON = '*/2 * * * *';

/**
 * Runs one sweep: queues the rows and campaigns it revived and the deliveries whose jobs were lost,
 * and completes the campaigns it left with nothing waiting (with their campaign.completed call).
 */
export function campaignSweepHandler(deps: { db: Db; queue: () => JobQueue; delivery?: DeliveryHooks | undefined }): JobHandler<Record<string, never>> {
  return async (_payload, context) => {
    const queue = deps.queue();
    const health = await queue.health();
    const recipients = health.queues.find((q) => q.name === renderRecipientJob.name);
    const revived = await reviveStalledCampaigns({ db: deps.db, recipientQueueIdle: health.ok && (recipients?.queued ?? 0) + (recipients?.active ?? 0) === 0 });
    await queue.sendMany({ job: renderRecipientJob, payloads: revived.requeued.map((recipientId) => ({ recipientId })) });
    for (const campaignId of revived.reprepare) await queue.send({ job: prepareCampaignJob, payload: { campaignId } });
    for (const campaignId of revived.touched) await completeIfDone(deps.db, campaignId, { delivery: deps.delivery, logger: context.logger });

    const lost = deps.delivery ? await findLostDeliveries(deps.db) : { emails: [], webhooks: [] };
    await queue.sendMany({ job: campaignEmailJob, payloads: lost.emails.map((recipientId) => ({ recipientId })) });
    await queue.sendMany({ job: campaignWebhookJob, payloads: lost.webhooks.map((deliveryId) => ({ deliveryId })) });

    const found = { requeued: revived.requeued.length, reprepared: revived.reprepare, failed: revived.failed, emails: lost.emails.length, webhooks: lost.webhooks.length };
    if (found.requeued + found.reprepared.length + found.failed + found.emails + found.webhooks > 0) context.logger.warn(found, 'campaign work without a worker was set going again');
  };
}
