import type { CampaignStatus } from '@reelsmith/contracts';
import { campaignRecipients, campaigns, type Db } from '@reelsmith/db';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../errors';
import { findOwnCampaign } from './find-campaign';
import { refundRecipients } from './refund-recipients';

type Owned = { db: Db; userId: string; campaignId: string };

/** Moves the caller's campaign from one status to another, or answers `conflict` when it is not there. */
async function move(options: Owned, from: readonly CampaignStatus[], to: CampaignStatus, conflict: 'CAMPAIGN_NOT_RUNNING' | 'CAMPAIGN_NOT_PAUSED'): Promise<void> {
  await findOwnCampaign(options);
  const moved = await options.db
    .update(campaigns)
    .set({ status: to })
    .where(and(eq(campaigns.id, options.campaignId), inArray(campaigns.status, [...from])))
    .returning({ id: campaigns.id });
  if (moved.length === 0) throw new AppError(conflict, { internalMessage: `not ${from.join(' or ')}` });
}

/** Pauses a running campaign: recipients not yet made wait (one being made finishes). */
export function pauseCampaign(options: Owned): Promise<void> {
  return move(options, ['running'], 'paused', 'CAMPAIGN_NOT_RUNNING');
}

/** Resumes a paused campaign; the caller queues its preparation again, which queues the waiting rows. */
export function resumeCampaign(options: Owned): Promise<void> {
  return move(options, ['paused'], 'running', 'CAMPAIGN_NOT_PAUSED');
}

/**
 * Stops a running or paused campaign for good: every recipient not yet made is cancelled and its
 * credit given back (once each, keyed by the recipient), in one transaction. A video being made
 * meanwhile is thrown away by its worker, whose row is no longer 'rendering'. Returns the refund.
 */
export async function cancelCampaign(options: Owned): Promise<{ refunded: number }> {
  const { db, userId, campaignId } = options;
  await findOwnCampaign(options);
  return db.transaction(async (tx) => {
    const stopped = await tx
      .update(campaigns)
      .set({ status: 'cancelled', completedAt: new Date() })
      .where(and(eq(campaigns.id, campaignId), inArray(campaigns.status, ['running', 'paused'])))
      .returning({ id: campaigns.id });
    if (stopped.length === 0) throw new AppError('CAMPAIGN_NOT_RUNNING', { internalMessage: 'not running or paused' });
    const cancelled = await tx
      .update(campaignRecipients)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(campaignRecipients.campaignId, campaignId), inArray(campaignRecipients.status, ['pending', 'rendering'])))
      .returning({ id: campaignRecipients.id });
    return { refunded: await refundRecipients(tx, userId, cancelled.map((row) => row.id)) };
  });
}
