import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { campaigns, videos, type Db } from '@reelsmith/db';
import { and, eq } from 'drizzle-orm';
import { playPosterKey } from '../../delivery/play-poster';
import { AppError } from '../../errors';
import { removeCampaignFolder } from './customer-table-store';
import { assertDraft, findOwnCampaign } from './find-campaign';

/**
 * Deletes one of the user's draft campaigns (CAMPAIGN_NOT_DRAFT once it started; NOT_FOUND for
 * anyone else's) with its videos (a preview), then its folder and those videos' files.
 */
export async function deleteCampaign(options: { db: Db; mediaDir: string; userId: string; campaignId: string }): Promise<void> {
  const campaign = await findOwnCampaign(options);
  assertDraft(campaign);
  const removedVideos = await options.db.transaction(async (tx) => {
    // The videos first: deleting the campaign would set their campaign_id to null and orphan them.
    const gone = await tx
      .delete(videos)
      .where(and(eq(videos.campaignId, campaign.id), eq(videos.userId, options.userId)))
      .returning({ mediaKey: videos.mediaKey, posterKey: videos.posterKey });
    const [deleted] = await tx
      .delete(campaigns)
      .where(and(eq(campaigns.id, campaign.id), eq(campaigns.userId, options.userId), eq(campaigns.status, 'draft')))
      .returning({ id: campaigns.id });
    // Confirmed between the read and this delete: the transaction is rolled back, the videos stay.
    if (!deleted) throw new AppError('CAMPAIGN_NOT_DRAFT', { internalMessage: `campaign ${campaign.id} left draft during the delete` });
    return gone;
  });
  // The rows are gone first: a file left by a failed removal is unreachable, never a broken link.
  const keys = [...removedVideos.flatMap((video) => [video.mediaKey, video.posterKey, video.posterKey ? playPosterKey(video.posterKey) : null]), campaign.assetKey].filter((key): key is string => key !== null);
  await Promise.all([...keys.map((key) => rm(join(options.mediaDir, key), { recursive: true, force: true })), removeCampaignFolder({ mediaDir: options.mediaDir, campaignId: campaign.id })]);
}
