import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { videos, type Db } from '@reelsmith/db';
import { and, eq } from 'drizzle-orm';
import { playPosterKey } from '../../delivery/play-poster';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';

/**
 * Deletes one of the user's videos and its files; anyone else's is NOT_FOUND. The ad's assets
 * (pictures, narration, music) go with the last of its formats.
 */
export async function deleteVideo(options: { db: Db; mediaDir: string; userId: string; videoId: string }): Promise<void> {
  if (!isUuid(options.videoId)) throw new AppError('NOT_FOUND');
  const [video] = await options.db.delete(videos).where(and(eq(videos.id, options.videoId), eq(videos.userId, options.userId))).returning();
  if (!video) throw new AppError('NOT_FOUND');
  // Counted once this row is gone: of two formats deleted at once, at least one sees none left.
  const assetsInUse = video.assetKey ? (await options.db.select({ id: videos.id }).from(videos).where(eq(videos.assetKey, video.assetKey)).limit(1)).length > 0 : true;
  // The row is gone first: a file left by a failed removal is unreachable, never a broken link.
  // The e-mail picture drawn from the poster (delivery/play-poster.ts) goes with it.
  const keys = [video.mediaKey, video.posterKey, video.posterKey ? playPosterKey(video.posterKey) : null, assetsInUse ? null : video.assetKey].filter((key): key is string => key !== null);
  await Promise.all(keys.map((key) => rm(join(options.mediaDir, key), { recursive: true, force: true })));
}
