import type { CampaignDelivery } from '@reelsmith/contracts';
import { campaigns, webhookDeliveries, type Db } from '@reelsmith/db';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { WebhookSender } from '../delivery/webhook-sender';
import { defineJob, type JobPolicy } from './define-job';
import type { JobHandler } from './job-queue';

/**
 * Makes one webhook call until the receiver answers 2xx: 8 attempts, the retries after 30 s, 1, 2,
 * 4, 8, 16 and 32 minutes (each up to twice that: the queue's backoff has jitter), about two hours in all.
 */
export const campaignWebhookJob = defineJob({
  name: 'campaign.webhook',
  payload: z.object({ deliveryId: z.uuid() }),
  // A call takes 10 s at most; a job held longer than this belongs to a worker that died.
  policy: { retryLimit: 7, retryDelaySeconds: 30, expireInSeconds: 60 },
});

/** What the webhook job works with. */
export interface CampaignWebhookDeps {
  db: Db;
  send: WebhookSender;
  /** The job's retry policy (a test's queue may retry sooner). */
  policy?: Pick<JobPolicy, 'retryLimit' | 'retryDelaySeconds'>;
}

/**
 * Posts a recorded webhook call (video.ready or campaign.completed) to the campaign's address,
 * signed with its secret. 2xx: 'delivered'. Anything else — another status, a timeout, a refused
 * connection — is kept as last_error and retried by the queue with backoff; after the last attempt,
 * or at once for an address the guard refuses, the delivery is 'failed'.
 */
export function campaignWebhookHandler(deps: CampaignWebhookDeps): JobHandler<{ deliveryId: string }> {
  const policy = deps.policy ?? campaignWebhookJob.policy;
  return async ({ deliveryId }, context) => {
    const { db } = deps;
    const [row] = await db
      .select({ delivery: webhookDeliveries, settings: campaigns.delivery, secret: campaigns.webhookSecret })
      .from(webhookDeliveries)
      .innerJoin(campaigns, eq(campaigns.id, webhookDeliveries.campaignId))
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!row || row.delivery.status !== 'pending') return;
    const pending = and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending'));
    const url = (row.settings as CampaignDelivery | null)?.webhook_url;
    if (!url || !row.secret) {
      await db.update(webhookDeliveries).set({ status: 'failed', lastError: 'The campaign has no webhook address any more' }).where(pending);
      return;
    }
    await db.update(webhookDeliveries).set({ attempts: sql`${webhookDeliveries.attempts} + 1` }).where(pending);
    const { event } = row.delivery;
    // The stored payload is sent as is: every retry carries the same id, created_at and data.
    const attempt = await deps.send({ url, secret: row.secret, deliveryId, event, body: JSON.stringify(row.delivery.payload), signal: context.signal });
    if (attempt.delivered) {
      await db.update(webhookDeliveries).set({ status: 'delivered', deliveredAt: new Date(), lastError: null }).where(pending);
      return;
    }
    const lastError = attempt.error.slice(0, 500);
    if (attempt.permanent || context.attempt >= policy.retryLimit) {
      context.logger.warn({ deliveryId, event, error: lastError }, 'webhook call failed for good');
      await db.update(webhookDeliveries).set({ status: 'failed', lastError }).where(pending);
      return;
    }
    // The queue retries after retryDelay × 2^attempt at the earliest; shown as when the next try is due.
    const delaySeconds = policy.retryDelaySeconds * 2 ** context.attempt;
    await db
      .update(webhookDeliveries)
      .set({ lastError, nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})` })
      .where(pending);
    throw new Error(`The webhook call ${deliveryId} (${event}) failed: ${lastError}`);
  };
}
