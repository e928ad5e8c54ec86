import { campaigns, clips, type Db } from '@reelsmith/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';
import { clearCampaignPreview } from '../campaigns/clear-campaign-preview';
import { removeClipFiles } from './clip-files';

/** Campaigns whose videos are being made: their plan may still need the clip, and it must not change under them. */
const USING_STATUSES: ReadonlySet<string> = new Set(['running', 'paused']);

/**
 * Deletes one of the user's clips and its files; CLIP_IN_USE while a running or paused campaign
 * plays it. Drafts that chose it lose it (the foreign key sets their clip_id to null) and their
 * preview, which showed it, is cleared; ended campaigns keep their videos. The campaigns using it
 * are locked first, so a draft confirmed at the same moment either starts before (and the clip is
 * refused) or is read again without the clip. A normalisation still running finds the row gone and
 * removes what it made.
 */
export async function deleteClip(options: { db: Db; mediaDir: string; userId: string; clipId: string }): Promise<void> {
  if (!isUuid(options.clipId)) throw new AppError('NOT_FOUND');
  const { deleted, drafts } = await options.db.transaction(async (tx) => {
    const using = await tx.select({ id: campaigns.id, status: campaigns.status }).from(campaigns).where(eq(campaigns.clipId, options.clipId)).for('update');
    const [clip] = await tx
      .delete(clips)
      .where(and(eq(clips.id, options.clipId), eq(clips.userId, options.userId)))
      .returning();
    if (!clip) throw new AppError('NOT_FOUND');
    const started = using.find((campaign) => USING_STATUSES.has(campaign.status));
    if (started) throw new AppError('CLIP_IN_USE', { internalMessage: `campaign ${started.id} (${started.status}) plays clip ${clip.id}` });
    return { deleted: clip, drafts: using.filter((campaign) => campaign.status === 'draft').map((campaign) => campaign.id) };
  });
  for (const campaignId of drafts) await clearCampaignPreview({ db: options.db, mediaDir: options.mediaDir, campaignId });
  await removeClipFiles(options.mediaDir, deleted);
}
