import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { campaigns, videos, type Db } from '@reelsmith/db';
import { and, eq } from 'drizzle-orm';

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
    if (!row.previewVideoId) return [];
    return tx
      .delete(videos)
      .where(and(eq(videos.id, row.previewVideoId), eq(videos.campaignId, options.campaignId)))
      .returning({ mediaKey: videos.mediaKey, posterKey: videos.posterKey });
  });
  // The rows are gone first: a file left by a failed removal is unreachable, never a broken link.
  const keys = removed.flatMap((video) => [video.mediaKey, video.posterKey]).filter((key): key is string => key !== null);
  await Promise.all(keys.map((key) => rm(join(options.mediaDir, key), { force: true })));
}
