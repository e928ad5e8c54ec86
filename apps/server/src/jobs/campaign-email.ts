import { campaignRecipients, type Db } from '@reelsmith/db';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DeliveryError, type DeliveryChannel } from '../delivery/delivery-channel';
import { findDeliveryTarget } from '../delivery/delivery-target';
import { defineJob } from './define-job';
import type { JobHandler } from './job-queue';

/** E-mails one recipient their video, once; SMTP failures are retried with backoff (about 15 minutes in all). */
export const campaignEmailJob = defineJob({
  name: 'campaign.email',
  payload: z.object({ recipientId: z.uuid() }),
  policy: { retryLimit: 4, retryDelaySeconds: 30, expireInSeconds: 2 * 60 },
});

/** What the e-mail job works with. */
export interface CampaignEmailDeps {
  db: Db;
  /** The e-mail channel (delivery/email-channel.ts). */
  channel: DeliveryChannel;
  /** Retries after the first attempt (the job's policy; a test's queue may use another). */
  retryLimit?: number;
  /**
   * Seconds after which a send that never finished (its worker died) may be claimed again; longer
   * than any send takes, so a slow one is never doubled.
   */
  staleClaimSeconds?: number;
}

/**
 * Sends a ready recipient's e-mail. The row is claimed first — `emailed_at` is set while its
 * e-mail_status is still 'queued' — so a job delivered twice, or to two workers, mails once; the
 * status then becomes 'sent' (or 'unsubscribed' when the address opted out of the business's
 * e-mails). A failure puts the claim back for the retry; after the last one, or when the server
 * refused the address itself, the row is 'failed'.
 */
export function campaignEmailHandler(deps: CampaignEmailDeps): JobHandler<{ recipientId: string }> {
  const retryLimit = deps.retryLimit ?? campaignEmailJob.policy.retryLimit;
  const staleSeconds = Math.round(deps.staleClaimSeconds ?? 5 * 60);
  return async ({ recipientId }, context) => {
    const { db } = deps;
    const target = await findDeliveryTarget(db, recipientId);
    if (!target || target.emailStatus !== 'queued' || !deps.channel.canDeliver(target)) return;
    const queued = and(eq(campaignRecipients.id, recipientId), eq(campaignRecipients.emailStatus, 'queued'));
    const claimed = await db
      .update(campaignRecipients)
      .set({ emailedAt: new Date() })
      .where(and(queued, or(isNull(campaignRecipients.emailedAt), lt(campaignRecipients.emailedAt, sql`now() - interval '${sql.raw(String(staleSeconds))} seconds'`))))
      .returning({ id: campaignRecipients.id });
    if (claimed.length === 0) return;
    try {
      const outcome = await deps.channel.deliver(target, { signal: context.signal, logger: context.logger });
      await db
        .update(campaignRecipients)
        .set(outcome === 'sent' ? { emailStatus: 'sent', emailedAt: new Date() } : { emailStatus: 'unsubscribed', emailedAt: null })
        .where(queued);
    } catch (error) {
      const permanent = error instanceof DeliveryError && error.permanent;
      if (context.signal.aborted || (!permanent && context.attempt < retryLimit)) {
        await db.update(campaignRecipients).set({ emailedAt: null }).where(queued);
        throw error;
      }
      context.logger.warn({ err: error, recipientId }, 'campaign e-mail failed for good');
      await db.update(campaignRecipients).set({ emailStatus: 'failed', emailedAt: null }).where(queued);
    }
  };
}
