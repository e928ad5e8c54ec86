import { campaignRecipients, campaigns, type Db } from '@reelsmith/db';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { refundRecipients } from './refund-recipients';

/**
 * A row still 'rendering' this long after it was claimed has no worker left (its queue job expires
 * after 10 minutes and is retried, or ran out of retries), and a running campaign whose rows have
 * not moved for this long while the recipient queue is empty lost its jobs.
 */
export const STALLED_AFTER_MINUTES = 15;
/** A row whose render was taken up this many times without ending (its worker died each time) fails. */
export const MAX_RENDER_CLAIMS = 3;

const stalledSince = sql`now() - make_interval(mins => ${STALLED_AFTER_MINUTES})`;

/** What a sweep found: rows to queue again, campaigns to prepare again, rows failed and refunded. */
export interface RevivedCampaigns {
  requeued: string[];
  reprepare: string[];
  failed: number;
  /** Campaigns whose rows changed, to be completed when nothing is left waiting. */
  touched: string[];
}

/**
 * Finds campaign work that no worker holds any more and sets it going again, so a campaign resumes
 * where it was whatever process died: rows left 'rendering' go back to 'pending' (queued again by the
 * caller), or fail with their credit given back once they were taken up MAX_RENDER_CLAIMS times;
 * running campaigns with waiting rows and no sign of life are prepared again (which queues the
 * waiting rows) — only when `recipientQueueIdle`, since a busy queue explains the wait.
 */
export async function reviveStalledCampaigns(options: { db: Db; recipientQueueIdle: boolean }): Promise<RevivedCampaigns> {
  const { db } = options;
  const stale = await db
    .select({ id: campaignRecipients.id, campaignId: campaignRecipients.campaignId, attempts: campaignRecipients.attempts, userId: campaigns.userId })
    .from(campaignRecipients)
    .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
    .where(and(eq(campaignRecipients.status, 'rendering'), lt(campaignRecipients.updatedAt, stalledSince), eq(campaigns.status, 'running')));
  const requeued: string[] = [];
  let failed = 0;
  const touched = new Set<string>();
  for (const row of stale) {
    // Guarded on the row still being stale: a worker that claimed it meanwhile keeps it.
    const stillStale = and(eq(campaignRecipients.id, row.id), eq(campaignRecipients.status, 'rendering'), lt(campaignRecipients.updatedAt, stalledSince));
    if (row.attempts >= MAX_RENDER_CLAIMS) {
      failed += await db.transaction(async (tx) => {
        const ended = await tx
          .update(campaignRecipients)
          .set({ status: 'failed', errorType: 'render_failed', error: `no worker finished it in ${row.attempts} tries`, claimedBy: null, updatedAt: new Date() })
          .where(stillStale)
          .returning({ id: campaignRecipients.id });
        await refundRecipients(tx, row.userId, ended.map((r) => r.id));
        return ended.length;
      });
    } else {
      const back = await db.update(campaignRecipients).set({ status: 'pending', claimedBy: null, updatedAt: new Date() }).where(stillStale).returning({ id: campaignRecipients.id });
      requeued.push(...back.map((r) => r.id));
    }
    touched.add(row.campaignId);
  }

  const reprepare: string[] = [];
  if (options.recipientQueueIdle) {
    const lively = db
      .select({ one: sql`1` })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, campaigns.id), gte(campaignRecipients.updatedAt, stalledSince)));
    const waiting = db
      .select({ one: sql`1` })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, campaigns.id), eq(campaignRecipients.status, 'pending')));
    const idle = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.status, 'running'), lt(campaigns.updatedAt, stalledSince), sql`exists (${waiting})`, sql`not exists (${lively})`));
    for (const { id } of idle) {
      // Marks the attempt, so the next sweep waits another window before trying again.
      await db.update(campaigns).set({ updatedAt: new Date() }).where(eq(campaigns.id, id));
      reprepare.push(id);
    }
  }
  return { requeued, reprepare, failed, touched: [...touched] };
}
