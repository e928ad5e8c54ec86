import type { CampaignDelivery } from '@reelsmith/contracts';
import { campaignRecipients, videos, type campaigns } from '@reelsmith/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import { campaignEmailJob } from '../jobs/campaign-email';
import { campaignWebhookJob } from '../jobs/campaign-webhook';
import type { JobQueue } from '../jobs/job-queue';
import type { DbOrTx } from '../use-cases/credits/change-credits';
import { campaignCompletedPayload, insertWebhookDelivery, recipientCounts, videoReadyPayload } from './webhook-events';

/** Queues the jobs of what was recorded, once the transaction has committed; never throws (it logs). */
export type AfterCommit = (logger: Logger) => Promise<void>;

/**
 * What the campaign workers call where delivery starts, inside their own transaction, so what is
 * to be delivered is recorded together with what caused it (a crash cannot keep one without the
 * other); the jobs are queued after the commit, since a job could otherwise run before it.
 */
export interface DeliveryHooks {
  /** A row just became 'ready' (in the transaction that says so): its e-mail is queued, its video.ready call recorded. */
  recipientReady(tx: DbOrTx, options: { campaign: typeof campaigns.$inferSelect; recipientId: string }): Promise<AfterCommit>;
  /** The campaign just completed (in the transaction that says so): its campaign.completed call is recorded. */
  campaignCompleted(tx: DbOrTx, options: { campaign: typeof campaigns.$inferSelect }): Promise<AfterCommit>;
}

/** The delivery hooks over this queue; `publicUrl` makes the addresses of the webhook payloads absolute. */
export function createDeliveryHooks(deps: { queue: () => JobQueue; publicUrl: string }): DeliveryHooks {
  const sendAll =
    (sends: Array<{ what: string; send: () => Promise<unknown> }>): AfterCommit =>
    async (logger) => {
      for (const { what, send } of sends) {
        await send().catch((error: unknown) => logger.error({ err: error, what }, 'a delivery job could not be queued'));
      }
    };
  return {
    async recipientReady(tx, { campaign, recipientId }) {
      const delivery = (campaign.delivery ?? {}) as CampaignDelivery;
      const sends: Array<{ what: string; send: () => Promise<unknown> }> = [];
      const [row] = await tx
        .select({ recipient: campaignRecipients, video: videos })
        .from(campaignRecipients)
        .innerJoin(videos, eq(videos.id, campaignRecipients.videoId))
        .where(eq(campaignRecipients.id, recipientId));
      if (!row) return sendAll(sends);
      if (delivery.email && row.recipient.email) {
        const queued = await tx
          .update(campaignRecipients)
          .set({ emailStatus: 'queued' })
          .where(and(eq(campaignRecipients.id, recipientId), isNull(campaignRecipients.emailStatus)))
          .returning({ id: campaignRecipients.id });
        if (queued.length > 0) sends.push({ what: `e-mail of ${recipientId}`, send: () => deps.queue().send({ job: campaignEmailJob, payload: { recipientId } }) });
      }
      if (delivery.webhook_url && campaign.webhookSecret) {
        const deliveryId = await insertWebhookDelivery(tx, {
          campaignId: campaign.id,
          event: 'video.ready',
          recipientId,
          build: (id, createdAt) => videoReadyPayload({ id, createdAt, publicUrl: deps.publicUrl, campaign, recipient: row.recipient, video: row.video }),
        });
        if (deliveryId) sends.push({ what: `video.ready ${deliveryId}`, send: () => deps.queue().send({ job: campaignWebhookJob, payload: { deliveryId } }) });
      }
      return sendAll(sends);
    },

    async campaignCompleted(tx, { campaign }) {
      const delivery = (campaign.delivery ?? {}) as CampaignDelivery;
      if (!delivery.webhook_url || !campaign.webhookSecret) return sendAll([]);
      const counts = await recipientCounts(tx, campaign.id);
      const deliveryId = await insertWebhookDelivery(tx, {
        campaignId: campaign.id,
        event: 'campaign.completed',
        recipientId: null,
        build: (id, createdAt) => campaignCompletedPayload({ id, createdAt, campaign, counts }),
      });
      return sendAll(deliveryId ? [{ what: `campaign.completed ${deliveryId}`, send: () => deps.queue().send({ job: campaignWebhookJob, payload: { deliveryId } }) }] : []);
    },
  };
}
