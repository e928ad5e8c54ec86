import { campaignRecipients, webhookDeliveries, type Db } from '@reelsmith/db';
import { and, eq, lt, sql } from 'drizzle-orm';

/**
 * An e-mail marked 'queued' whose row has not changed for this long lost its job (the process that
 * recorded it died before queueing it): the e-mail job, with its retries, changes the row well within it.
 */
const EMAIL_LOST_AFTER_MINUTES = 30;
/**
 * A pending webhook call this long past the time its next try was due lost its job; longer than the
 * queue's largest retry delay with its jitter (2 × 32 minutes), so a call still waiting is left alone.
 */
const WEBHOOK_LOST_AFTER_MINUTES = 70;
/** Most of each kind a sweep queues again. */
const BATCH = 1_000;

/**
 * Deliveries recorded but never queued (their process died between the commit and the send): the
 * rows whose e-mail and the webhook calls to queue again. Sending one twice is harmless: the e-mail
 * job claims its row and the webhook job its delivery before acting.
 */
export async function findLostDeliveries(db: Db): Promise<{ emails: string[]; webhooks: string[] }> {
  const [emails, webhooks] = await Promise.all([
    db
      .select({ id: campaignRecipients.id })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.emailStatus, 'queued'), lt(campaignRecipients.updatedAt, sql`now() - make_interval(mins => ${EMAIL_LOST_AFTER_MINUTES})`)))
      .limit(BATCH),
    db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.nextAttemptAt, sql`now() - make_interval(mins => ${WEBHOOK_LOST_AFTER_MINUTES})`)))
      .limit(BATCH),
  ]);
  return { emails: emails.map((row) => row.id), webhooks: webhooks.map((row) => row.id) };
}
