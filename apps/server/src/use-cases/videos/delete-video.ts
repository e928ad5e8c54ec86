import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { videos, type Db } from '@reelsmith/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';

/** Deletes one of the user's videos and its files; anyone else's is NOT_FOUND. */
export async function deleteVideo(options: { db: Db; mediaDir: string; userId: string; videoId: string }): Promise<void> {
  if (!isUuid(options.videoId)) throw new AppError('NOT_FOUND');
  const [video] = await options.db.delete(videos).where(and(eq(videos.id, options.videoId), eq(videos.userId, options.userId))).returning();
  if (!video) throw new AppError('NOT_FOUND');
  // The row is gone first: a file left by a failed removal is unreachable, never a broken link.
  await Promise.all([video.mediaKey, video.posterKey, video.jobId ? `ads/${video.jobId}` : null].filter((key): key is string => key !== null).map((key) => rm(join(options.mediaDir, key), { recursive: true, force: true })));
}
