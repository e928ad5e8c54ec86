import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { campaigns, videos, type Db } from '@reelsmith/db';
import { and, eq } from 'drizzle-orm';
import { playPosterKey } from '../../delivery/play-poster';
import type { DbOrTx } from '../credits/change-credits';

/** The media keys of a removed preview video. */
export interface PreviewFiles {
  mediaKey: string;
  posterKey: string | null;
}

/** Deletes a campaign's preview video row (in the caller's transaction); returns its keys, for removePreviewFiles once committed. */
export async function deletePreviewVideo(tx: DbOrTx, campaignId: string, videoId: string): Promise<PreviewFiles[]> {
  return tx
    .delete(videos)
    .where(and(eq(videos.id, videoId), eq(videos.campaignId, campaignId)))
    .returning({ mediaKey: videos.mediaKey, posterKey: videos.posterKey });
}

/**
 * Removes the files of deleted preview videos: the video, its poster and the poster's play-button
 * picture (drawn beside it when the preview was e-mailed or shared). Called after the rows are gone:
 * a file left by a failed removal is unreachable, never a broken link.
 */
export async function removePreviewFiles(mediaDir: string, removed: readonly PreviewFiles[]): Promise<void> {
  const keys = removed.flatMap((video) => [video.mediaKey, ...(video.posterKey ? [video.posterKey, playPosterKey(video.posterKey)] : [])]);
  await Promise.all(keys.map((key) => rm(join(mediaDir, key), { force: true })));
}

/**
 * Forgets a draft's preview once what its videos look like changed: the status goes back to 'none'
 * and the preview's video row and files are removed. The row is locked, so a preview job storing
 * its video at the same moment either lands before (and is removed) or sees the change and drops it.
 */
export async function clearCampaignPreview(options: { db: Db; mediaDir: string; campaignId: string }): Promise<void> {
  const removed = await options.db.transaction(async (tx) => {
    const [row] = await tx.select({ previewVideoId: campaigns.previewVideoId }).from(campaigns).where(eq(campaigns.id, options.campaignId)).for('update');
    if (!row) return [];
    await tx.update(campaigns).set({ previewStatus: 'none', previewVideoId: null, previewError: null }).where(eq(campaigns.id, options.campaignId));
    return row.previewVideoId ? deletePreviewVideo(tx, options.campaignId, row.previewVideoId) : [];
  });
  await removePreviewFiles(options.mediaDir, removed);
}
