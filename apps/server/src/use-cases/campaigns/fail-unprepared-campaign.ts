import { campaignRecipients, type Db } from '@reelsmith/db';
import { and, eq, inArray } from 'drizzle-orm';
import { refundRecipients } from './refund-recipients';

/**
 * A running campaign whose plan cannot be made (its product page is gone, its script is invalid)
 * makes no video: every recipient still waiting fails with the reason and gets its credit back (once
 * each, by the ledger's key), in one transaction; the caller then completes the campaign.
 */
export async function failUnpreparedCampaign(db: Db, options: { campaignId: string; userId: string; error: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const failed = await tx
      .update(campaignRecipients)
      .set({ status: 'failed', error: options.error.slice(0, 500), errorType: 'render_failed', updatedAt: new Date() })
      .where(and(eq(campaignRecipients.campaignId, options.campaignId), inArray(campaignRecipients.status, ['pending', 'rendering'])))
      .returning({ id: campaignRecipients.id });
    return refundRecipients(tx, options.userId, failed.map((row) => row.id));
  });
}
