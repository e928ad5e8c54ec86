import type { FEEDBACK_CATEGORIES, FEEDBACK_RATINGS } from '@reelsmith/contracts';
import { videoFeedback, videos, type Db } from '@reelsmith/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';

/** In-app feedback on one video, as validated at the boundary (spec §3). */
export interface VideoFeedback {
  rating: (typeof FEEDBACK_RATINGS)[number];
  category: (typeof FEEDBACK_CATEGORIES)[number];
  comment: string;
}

/**
 * Records the user's feedback on one of their videos. Anyone else's video, a missing one and a
 * malformed id are all NOT_FOUND, so the answer says nothing about other accounts.
 */
export async function submitVideoFeedback({ db, userId, videoId, feedback }: { db: Db; userId: string; videoId: string; feedback: VideoFeedback }): Promise<void> {
  if (!isUuid(videoId)) throw new AppError('NOT_FOUND');
  const [video] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.userId, userId)))
    .limit(1);
  if (!video) throw new AppError('NOT_FOUND');
  try {
    await db.insert(videoFeedback).values({ videoId: video.id, userId, ...feedback });
  } catch (error) {
    throw new AppError('FEEDBACK_FAILED', { cause: error, internalMessage: 'could not store video feedback' });
  }
}
